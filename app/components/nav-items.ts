// The six destinations of SPEC §2, in menu order, with the labels the spec gives them.
export const NAV_ITEMS = [
  { to: '/', label: 'API Suite Overview' },
  { to: '/planner', label: 'Route Planner' },
  { to: '/matrix', label: 'Route Matrix' },
  { to: '/geocoding', label: 'Geocoding' },
  { to: '/bulk-geocoder', label: 'Bulk Geocoder' },
  { to: '/traffic', label: 'Traffic Incidents' },
] as const;

export type NavPath = (typeof NAV_ITEMS)[number]['to'];
