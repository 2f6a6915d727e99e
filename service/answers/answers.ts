// What each provider endpoint answers, given its validated input: the one implementation of SPEC §7 behind both
// hosts, the proxy's routes and the device engine in the browser, so the same request gets the same body.
// No Fastify here: a host validates, calls one of these and sends the result (or the HttpError's message).
import { OptimizeError, type OptimizeInput, type OptimizeResult } from '../../engine/optimize/index.ts';
import { formatDuration } from '../contract/common.ts';
import type { z } from 'zod';
import type { GeocodeRequest, GeocodeResult } from '../contract/geocode.ts';
import type { GeocodeBatchRequest, GeocodeBatchResponse } from '../contract/geocode-batch.ts';
import type { OptimizeRouteQuery, OptimizeRouteRequest, OptimizeRouteResponse, OptimizeStop } from '../contract/optimize-route.ts';
import type { ReverseGeocodeRequest } from '../contract/reverse-geocode.ts';
import type { RouteDirectionsRequest, RouteDirectionsResponse } from '../contract/route-directions.ts';
import type { RouteMatrixRequest, RouteMatrixResponse } from '../contract/route-matrix.ts';
import type { LocationSuggestion, SearchLocationsRequest } from '../contract/search-locations.ts';
import type { PlannerSearchResult, SearchPredictionsQuery } from '../contract/search-predictions.ts';
import type { TileParams } from '../contract/tiles.ts';
import type { Incident, TrafficIncidentsRequest } from '../contract/traffic-incidents.ts';
import { HttpError } from '../http-error.ts';
import { withFallback } from '../providers/errors.ts';
import type { Provider, TileImage } from '../providers/types.ts';

export interface AnswerContext {
  provider: Provider;
  /** engine/optimize's optimizeRoute (in the server's engine pool, or in the device worker itself). */
  optimize: (input: OptimizeInput) => Promise<OptimizeResult>;
  /** Aborted when the visitor goes away. */
  signal?: AbortSignal | undefined;
}

const call = (ctx: AnswerContext) => (ctx.signal ? { signal: ctx.signal } : {});

export function routeDirections(
  ctx: AnswerContext,
  body: z.output<typeof RouteDirectionsRequest>,
): Promise<RouteDirectionsResponse> {
  const { locations, returnToStart, timeType, routeType, vehicle } = body;
  return withFallback('Failed to calculate route', () => ctx.provider.directions({ points: locations, returnToStart, timeType, routeType, vehicle }, call(ctx)));
}

export async function routeMatrix(ctx: AnswerContext, body: z.output<typeof RouteMatrixRequest>): Promise<RouteMatrixResponse> {
  const { locations, allToAll, routeType, vehicle } = body;
  const m = await withFallback('Failed to calculate route matrix', () => ctx.provider.matrix({ points: locations, routeType, vehicle }, call(ctx)));
  const rows = allToAll ? m.distance : m.distance.slice(0, 1);
  return { matrix: rows.map((row, i) => row.map((distance, j) => ({ distance, time: m.time[i]?.[j] ?? 0 }))) };
}

const OPTIMIZE_FALLBACK = 'Failed to optimize route';

/** ISO text for an epoch-ms instant, clamped so an extreme window never throws. */
const iso = (ms: number) => new Date(Math.max(-8.64e15, Math.min(8.64e15, ms))).toISOString();

/** The provider's matrix plus engine/optimize, so time windows and open or closed tours behave the same on every provider. */
export async function optimizeRoute(
  ctx: AnswerContext,
  body: z.output<typeof OptimizeRouteRequest>,
  query: z.output<typeof OptimizeRouteQuery>,
): Promise<OptimizeRouteResponse> {
  const { stops, returnToStart, withIds } = body;
  const label = (i: number) => (withIds ? (stops[i]?.id ?? i) : i);
  const departure = query.departAt ?? Date.now();
  if (stops.length === 1) return single(stops[0] as OptimizeStop, label(0), departure, returnToStart);

  const points = stops.map((s) => ({ lat: s.lat, lng: s.lng }));
  const matrix = await withFallback(OPTIMIZE_FALLBACK, () => ctx.provider.matrix({ points, routeType: 'fastest', vehicle: query.vehicle }, call(ctx)));
  let result;
  try {
    result = await ctx.optimize({ ...matrix, returnToStart, windows: stops.map((s) => s.window), serviceSeconds: stops.map((s) => s.serviceSeconds), departure });
  } catch (error) {
    if (!(error instanceof OptimizeError)) throw error;
    // A bad matrix is the provider's fault; every other optimizer complaint is about the visitor's stops.
    if (error.code === 'BAD_MATRIX') throw new HttpError(502, `${OPTIMIZE_FALLBACK}: ${error.message}`);
    throw new HttpError(400, error.message);
  }
  return {
    sequence: result.sequence.map(label),
    distance: result.totalDistance,
    time: result.totalTime,
    formattedTime: formatDuration(result.totalTime),
    drivingTime: result.travelTime,
    returnToStart,
    allWindowsMet: result.stops.every((s) => s.windowMet),
    stops: result.stops.map((s) => ({
      ...(withIds ? { id: label(s.index) } : {}),
      index: s.index,
      arrival: iso(s.arrival),
      waitSeconds: s.waitSeconds,
      lateSeconds: s.latenessSeconds,
      windowMet: s.windowMet,
      windowReachable: s.windowReachable,
    })),
  };
}

/** One stop needs no provider: the visitor is already there. */
function single(stop: OptimizeStop, label: number | string, now: number, returnToStart: boolean): OptimizeRouteResponse {
  const wait = stop.window ? Math.max(0, (stop.window.start - now) / 1000) : 0;
  const late = stop.window ? Math.max(0, (now - stop.window.end) / 1000) : 0;
  return {
    sequence: [label],
    distance: 0,
    time: wait,
    formattedTime: formatDuration(wait),
    drivingTime: 0,
    returnToStart,
    allWindowsMet: late === 0,
    stops: [
      {
        ...(stop.id === undefined ? {} : { id: stop.id }),
        index: 0,
        arrival: iso(now),
        waitSeconds: wait,
        lateSeconds: late,
        windowMet: late === 0,
        windowReachable: late === 0,
      },
    ],
  };
}

export async function geocode(ctx: AnswerContext, body: z.output<typeof GeocodeRequest>): Promise<GeocodeResult> {
  const found = await withFallback('Failed to geocode the address', () => ctx.provider.geocode(body, call(ctx)));
  if (!found) throw new HttpError(404, 'No location found for this address');
  return found;
}

export async function reverseGeocode(ctx: AnswerContext, body: z.output<typeof ReverseGeocodeRequest>): Promise<GeocodeResult> {
  const found = await withFallback('Failed to reverse geocode the location', () => ctx.provider.reverseGeocode(body, call(ctx)));
  if (!found) throw new HttpError(404, 'No address found near this location');
  return found;
}

export async function geocodeBatch(ctx: AnswerContext, body: z.output<typeof GeocodeBatchRequest>): Promise<GeocodeBatchResponse> {
  const found = await withFallback('Geocoding failed', () => ctx.provider.geocodeRow(body.query, { ...call(ctx), apiKey: body.apiKey }));
  if (!found) throw new HttpError(404, 'No location found for this address');
  return found;
}

export const searchLocations = (ctx: AnswerContext, body: z.output<typeof SearchLocationsRequest>): Promise<LocationSuggestion[]> =>
  withFallback('Failed to search locations', () => ctx.provider.searchLocations(body.query, call(ctx)));

export const searchPredictions = (ctx: AnswerContext, query: z.output<typeof SearchPredictionsQuery>): Promise<PlannerSearchResult[]> =>
  withFallback('Failed to search locations', () => ctx.provider.predictions(query, call(ctx)));

export const trafficIncidents = (ctx: AnswerContext, body: z.output<typeof TrafficIncidentsRequest>): Promise<Incident[]> =>
  withFallback('Failed to get traffic incidents', () => ctx.provider.incidents(body.boundingBox, call(ctx)));

export async function tile(ctx: AnswerContext, params: TileParams): Promise<TileImage> {
  const found = await withFallback('Failed to load the map tile', () => ctx.provider.tile(params, call(ctx)));
  if (!found) throw new HttpError(404, 'No such map tile');
  return found;
}
