// The incident shape the traffic page reads (SPEC §3), plus where it came from and its drawn shape.

/** 1 construction, 2 event, 3 congestion, 4 incident/accident (the provider's incident types). */
export type IncidentType = 1 | 2 | 3 | 4;

export interface Incident {
  id: string;
  iconURL: string;
  /** 0..4; the page labels 4 Critical, 3 Major, 2 Minor, else Low. */
  severity: number;
  impacting: boolean;
  shortDesc: string;
  fullDesc: string;
  /** ISO-8601; for OSM road works the date of the OSM data, as fullDesc says. */
  startTime: string;
  endTime?: string;
  lat: number;
  lng: number;
  type: IncidentType;
  /** Where it comes from: 'simulated' (the demo feed), 'OpenStreetMap' (mapped road works) or 'WZDx feed (…)'. */
  source: string;
  /** The affected road as [lat, lng] points. */
  shape?: [number, number][];
}

export interface BoundingBox {
  ul: { lat: number; lng: number };
  lr: { lat: number; lng: number };
}

export const ICONS = {
  accident: '/icons/incidents/accident.svg',
  congestion: '/icons/incidents/congestion.svg',
  construction: '/icons/incidents/construction.svg',
  closed: '/icons/incidents/road-closed.svg',
  detour: '/icons/incidents/detour.svg',
} as const;
