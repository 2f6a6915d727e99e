// Which closures shown on the traffic page a route runs along: a closure (the road closed, not a lane or a queue)
// whose road the route follows for a stretch, not one it merely crosses at a junction.
import type { Incident } from '../../../service/contract/index.ts';

type LatLng = readonly [number, number];

/** A closure's road this close to the route line counts as on the route (the route and the incident are drawn from the same roads). */
export const NEAR_METERS = 20;
/** The route runs along a closure when it follows this much of it (or the whole of a shorter one): more than crossing it. */
export const ALONG_METERS = 60;
const STEP_METERS = 10;

/** Closed roads: the traffic page's closures (road-closed icon) and critical incidents that block the road. */
export function isClosure(incident: Incident): boolean {
  return incident.type === 2 || incident.severity >= 4;
}

/** The closures `route` ([lat, lng] points) runs along, in the order given. */
export function closuresAlong(route: readonly LatLng[], incidents: readonly Incident[]): Incident[] {
  if (route.length < 2) return [];
  const lat0 = route[0]![0];
  const toXY = ([lat, lng]: LatLng): [number, number] => [lng * 111_320 * Math.cos((lat0 * Math.PI) / 180), lat * 110_540];
  const line = route.map(toXY);
  const near = (p: [number, number]) => line.some((a, i) => i > 0 && distanceToSegment(p, line[i - 1]!, a) <= NEAR_METERS);
  return incidents.filter((incident) => {
    if (!isClosure(incident)) return false;
    const shape = incident.shape?.length ? incident.shape : [[incident.lat, incident.lng] as LatLng];
    const samples = sample(shape.map(toXY));
    const along = samples.filter(near).length * STEP_METERS;
    const length = (samples.length - 1) * STEP_METERS;
    return along >= Math.min(ALONG_METERS, Math.max(length, STEP_METERS));
  });
}

/** Points every STEP_METERS along a polyline, its ends included. */
function sample(points: [number, number][]): [number, number][] {
  const out: [number, number][] = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const steps = Math.max(1, Math.round(Math.hypot(bx - ax, by - ay) / STEP_METERS));
    for (let s = 1; s <= steps; s++) out.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  return out;
}

function distanceToSegment([px, py]: [number, number], [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = dx || dy ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy))) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
