// POST /api/traffic/incidents: the incidents inside a bounding box (SPEC §7), with the road geometry when known.
import type {
  BoundingBox,
  Incident,
  TrafficIncidentsRequest,
  TrafficIncidentsResponse,
} from '../../proxy/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export type { BoundingBox };

/** An incident plus, where the provider knows it, the affected road as [lat, lng] points. */
export type TrafficIncident = Incident & { shape?: [number, number][] };

const isPair = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));

// `shape` is not in every provider's answer yet, so it is kept only when it is a usable line.
function withShape(incident: Incident): TrafficIncident {
  const { shape, ...rest } = incident as Incident & { shape?: unknown };
  return Array.isArray(shape) && shape.length >= 2 && shape.every(isPair) ? { ...rest, shape } : rest;
}

export async function fetchTrafficIncidents(boundingBox: BoundingBox): Promise<TrafficIncident[]> {
  const body: TrafficIncidentsRequest = { boundingBox };
  const incidents = await apiRequest<TrafficIncidentsResponse>('POST', '/api/traffic/incidents', body);
  return incidents.map(withShape);
}
