// POST /api/optimize-route: the provider's matrix plus engine/optimize, so time windows and open or closed
// tours behave the same on every provider.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OptimizeError } from '../../engine/optimize/index.ts';
import { formatDuration } from '../contract/common.ts';
import { OptimizeRouteQuery, OptimizeRouteRequest, OptimizeRouteResponse, type OptimizeStop } from '../contract/optimize-route.ts';
import { HttpError } from '../errors.ts';
import { withFallback } from '../providers/errors.ts';
import { heavyCall, type ProviderRouteOptions } from './route-options.ts';
import { visitorSignal } from './visitor-signal.ts';

const FALLBACK = 'Failed to optimize route';

/** ISO text for an epoch-ms instant, clamped so an extreme window never throws. */
const iso = (ms: number) => new Date(Math.max(-8.64e15, Math.min(8.64e15, ms))).toISOString();

export async function optimizeRoutes(app: FastifyInstance, opts: ProviderRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/optimize-route',
    { schema: { body: OptimizeRouteRequest, querystring: OptimizeRouteQuery, response: { 200: OptimizeRouteResponse } }, config: heavyCall(opts.perMinute) },
    async (request, reply) => {
      const { stops, returnToStart, withIds } = request.body;
      const label = (i: number) => (withIds ? (stops[i]?.id ?? i) : i);
      const departure = request.query.departAt ?? Date.now();
      if (stops.length === 1) return single(stops[0] as OptimizeStop, label(0), departure, returnToStart);

      const points = stops.map((s) => ({ lat: s.lat, lng: s.lng }));
      const matrix = await withFallback(FALLBACK, () => opts.provider.matrix({ points, routeType: 'fastest' }, { signal: visitorSignal(reply) }));
      let result;
      try {
        result = await opts.optimize({ ...matrix, returnToStart, windows: stops.map((s) => s.window), serviceSeconds: stops.map((s) => s.serviceSeconds), departure });
      } catch (error) {
        if (!(error instanceof OptimizeError)) throw error;
        // A bad matrix is the provider's fault; every other optimizer complaint is about the visitor's stops.
        if (error.code === 'BAD_MATRIX') throw new HttpError(502, `${FALLBACK}: ${error.message}`);
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
    },
  );
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
