// The incident contract: every incident says where it comes from, so the page can say it in the list header.
import { describe, expect, it } from 'vitest';
import { Incident, TrafficIncidentsResponse } from './traffic-incidents.ts';

const incident = {
  id: 'sim-2026-11-24-1',
  type: 4,
  severity: 2,
  impacting: true,
  shortDesc: 'Accident on Landstrasse near Schaan: right lane blocked',
  fullDesc: 'A collision blocks the right lane northbound. Simulated demo incident in Liechtenstein, generated for 2026-11-24: not real traffic.',
  startTime: '2026-11-24T09:15:00.000Z',
  endTime: '2026-11-24T11:00:00.000Z',
  iconURL: '/icons/incidents/accident.svg',
  lat: 47.17,
  lng: 9.51,
  source: 'simulated',
};

describe('Incident', () => {
  it('accepts each kind of source', () => {
    for (const source of ['simulated', 'OpenStreetMap', 'WZDx feed (Test County)', 'MapQuest']) {
      expect(Incident.parse({ ...incident, source }).source).toBe(source);
    }
  });

  it('rejects an incident that does not say where it comes from, naming the field', () => {
    const { source: _omitted, ...anonymous } = incident;
    const missing = TrafficIncidentsResponse.safeParse([anonymous]);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual([0, 'source']);
    expect(Incident.safeParse({ ...incident, source: '' }).success).toBe(false);
  });
});
