// Pure helpers for the planner's order changes and route requests (SPEC §4, §7), kept apart from React.
import { RETURN_MARKER_ID } from '../../../service/contract/limits.ts';
import type { Vehicle } from '../../../service/contract/limits.ts';
import type { OptimizeRouteRequest, RouteDirectionsRequest } from '../../../service/contract/index.ts';

export interface PlannedStop {
  id: number;
  latitude: number;
  longitude: number;
  deliveryStartAt: string | null;
  deliveryEndAt: string | null;
  /** Minutes spent at the stop; absent counts as none. */
  serviceMinutes?: number;
}

/** SPEC §7 planner payload: the stops with ids, plus the first stop again with id -1 when the route returns. */
export function optimizePayload(stops: readonly PlannedStop[], returnToStart: boolean): OptimizeRouteRequest {
  const items = stops.map((s) => ({
    id: s.id,
    latitude: String(s.latitude),
    longitude: String(s.longitude),
    deliveryStartAt: s.deliveryStartAt,
    deliveryEndAt: s.deliveryEndAt,
    serviceMinutes: s.serviceMinutes ?? 0,
  }));
  const first = items[0];
  // Coming home is the end of the day, not another delivery.
  return returnToStart && first && items.length > 1 ? [...items, { ...first, id: RETURN_MARKER_ID, serviceMinutes: 0 }] : items;
}

/** The stop ids in the optimizer's order; the return marker and unknown ids are dropped, missed stops kept last. */
export function orderFromSequence(stops: readonly PlannedStop[], sequence: ReadonlyArray<number | string>): number[] {
  const known = new Set(stops.map((s) => s.id));
  const ordered: number[] = [];
  for (const raw of sequence) {
    const id = Number(raw);
    if (id !== RETURN_MARKER_ID && known.has(id) && !ordered.includes(id)) ordered.push(id);
  }
  return [...ordered, ...stops.map((s) => s.id).filter((id) => !ordered.includes(id))];
}

/** Fisher-Yates; with two or more ids the result always differs from the input, so Mix Up visibly does something. */
export function shuffled(ids: readonly number[], random: () => number = Math.random): number[] {
  if (ids.length < 2) return [...ids];
  for (let attempt = 0; attempt < 20; attempt++) {
    const out = [...ids];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j] as number, out[i] as number];
    }
    if (out.some((id, i) => id !== ids[i])) return out;
  }
  // A degenerate random source: rotate by one instead.
  return [...ids.slice(1), ids[0] as number];
}

/** The directions request; a van or truck is named (a car is the server's default). */
export function directionsRequest(stops: readonly PlannedStop[], returnToStart: boolean, vehicle: Vehicle = 'car'): RouteDirectionsRequest {
  return { locations: stops.map((s) => ({ lat: s.latitude, lng: s.longitude })), returnToStart, timeType: 2, ...vehicleField(vehicle) };
}

/** `{ vehicle }` for a van or truck, nothing for a car: a car's requests stay as they were. */
export const vehicleField = (vehicle: Vehicle): { vehicle?: Vehicle } => (vehicle === 'car' ? {} : { vehicle });

/** Identifies a route's geometry and vehicle: the same key means the same directions answer. */
export function routeKey(stops: readonly PlannedStop[], returnToStart: boolean, vehicle: Vehicle = 'car'): string {
  return `${returnToStart ? 'loop' : 'open'}${vehicle === 'car' ? '' : `/${vehicle}`}:${stops.map((s) => `${s.latitude},${s.longitude}`).join(';')}`;
}

/** SPEC §9: miles to 1 decimal. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

/** Seconds from a provider time ('HH:MM:SS') or a number of seconds. */
export function toSeconds(time: string | number): number {
  if (typeof time === 'number') return time;
  const parts = time.split(':').map(Number);
  if (parts.some((n) => !Number.isFinite(n))) return NaN;
  return parts.reduce((total, n) => total * 60 + n, 0);
}

/** '1 h 05 min', '12 min', '< 1 min': estimated time as people read it. */
export function formatDuration(time: string | number): string {
  const seconds = toSeconds(time);
  if (!Number.isFinite(seconds)) return String(time);
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return '< 1 min';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}
