// POST /api/traffic/incidents: incidents inside the visible bounding box (SPEC §3 'Incident').
import { z } from 'zod';
import { BoundingBox } from './common.ts';

export const TrafficIncidentsRequest = z.object({
  boundingBox: BoundingBox.refine((b) => b.ul.lat >= b.lr.lat, {
    message: 'ul must be north of lr (ul.lat >= lr.lat)',
    path: ['ul', 'lat'],
  }),
});
export type TrafficIncidentsRequest = z.input<typeof TrafficIncidentsRequest>;

export const Incident = z.object({
  id: z.string(),
  /** 1 construction, 2 event, 3 congestion, 4 incident. */
  type: z.number(),
  /** 0-4; 4 is the most severe. */
  severity: z.number(),
  impacting: z.boolean(),
  shortDesc: z.string(),
  fullDesc: z.string(),
  /** ISO date-time. */
  startTime: z.string(),
  endTime: z.string().optional(),
  iconURL: z.string(),
  lat: z.number(),
  lng: z.number(),
  /**
   * Where the incident comes from, for the list header: 'simulated' (the offline demo feed, not real traffic),
   * 'OpenStreetMap' (mapped road works), 'WZDx feed (<organisation>)', or the live provider ('MapQuest').
   */
  source: z.string().min(1),
  /** The affected road as [lat, lng] points, when known (offline engine; MapQuest gives none). */
  shape: z.array(z.tuple([z.number(), z.number()])).optional(),
});
export type Incident = z.infer<typeof Incident>;

export const TrafficIncidentsResponse = z.array(Incident);
export type TrafficIncidentsResponse = z.infer<typeof TrafficIncidentsResponse>;
