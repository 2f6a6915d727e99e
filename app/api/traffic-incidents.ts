// POST /api/traffic/incidents: the incidents inside a bounding box (SPEC §7), with the road geometry when known.
import type {
  BoundingBox,
  Incident,
  TrafficIncidentsRequest,
  TrafficIncidentsResponse,
} from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { BoundingBox };
/** An incident; `shape` holds the affected road as [lat, lng] points where the provider knows it. */
export type TrafficIncident = Incident;

/** `signal` cancels the call when the map has moved on. */
export function fetchTrafficIncidents(boundingBox: BoundingBox, signal?: AbortSignal): Promise<TrafficIncident[]> {
  const body: TrafficIncidentsRequest = { boundingBox };
  return apiRequest<TrafficIncidentsResponse>('POST', '/api/traffic/incidents', body, signal);
}
