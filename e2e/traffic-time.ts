/** The demo traffic's clock in e2e runs and benches (a Monday morning): the lists compared do not change while they run. */
export const E2E_TRAFFIC_TIME = '2026-06-15T10:30:00Z';
