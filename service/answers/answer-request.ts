// The provider endpoints as one function from a request to a status and JSON text, for a host with no Fastify
// (the device engine in the browser): the proxy's schemas validate, service/answers answers, the response schema
// encodes, and errors read as the proxy's error handler writes them, so both hosts answer alike.
import type { z } from 'zod';
import { GeocodeRequest, GeocodeResult } from '../contract/geocode.ts';
import { GeocodeBatchRequest, GeocodeBatchResponse } from '../contract/geocode-batch.ts';
import { MapConfigResponse } from '../contract/map-config.ts';
import { OptimizeRouteQuery, OptimizeRouteRequest, OptimizeRouteResponse } from '../contract/optimize-route.ts';
import { ReverseGeocodeRequest } from '../contract/reverse-geocode.ts';
import { RouteDirectionsRequest, RouteDirectionsResponse } from '../contract/route-directions.ts';
import { RouteMatrixRequest, RouteMatrixResponse } from '../contract/route-matrix.ts';
import { SearchLocationsRequest, SearchLocationsResponse } from '../contract/search-locations.ts';
import { SearchPredictionsQuery, SearchPredictionsResponse } from '../contract/search-predictions.ts';
import { TrafficIncidentsRequest, TrafficIncidentsResponse } from '../contract/traffic-incidents.ts';
import { HttpError, invalidInputMessage } from '../http-error.ts';
import * as answers from './answers.ts';
import type { AnswerContext } from './answers.ts';

export interface ApiRequest {
  method: string;
  /** The path with its query string, e.g. '/api/search/predictions?q=Vaduz'. */
  url: string;
  /** The parsed JSON body. */
  body?: unknown;
}

export interface ApiAnswer {
  status: number;
  /** JSON text, as the proxy sends it. */
  text: string;
}

interface Endpoint {
  method: 'GET' | 'POST';
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  answer: (ctx: AnswerContext, input: { body: never; query: never }) => Promise<unknown>;
}

const ENDPOINTS: Record<string, Endpoint> = {
  '/api/map/config': { method: 'GET', response: MapConfigResponse, answer: (ctx) => ctx.provider.mapConfig() },
  '/api/route-directions': { method: 'POST', body: RouteDirectionsRequest, response: RouteDirectionsResponse, answer: (ctx, { body }) => answers.routeDirections(ctx, body) },
  '/api/route-matrix': { method: 'POST', body: RouteMatrixRequest, response: RouteMatrixResponse, answer: (ctx, { body }) => answers.routeMatrix(ctx, body) },
  '/api/optimize-route': { method: 'POST', body: OptimizeRouteRequest, query: OptimizeRouteQuery, response: OptimizeRouteResponse, answer: (ctx, { body, query }) => answers.optimizeRoute(ctx, body, query) },
  '/api/geocode': { method: 'POST', body: GeocodeRequest, response: GeocodeResult, answer: (ctx, { body }) => answers.geocode(ctx, body) },
  '/api/reverse-geocode': { method: 'POST', body: ReverseGeocodeRequest, response: GeocodeResult, answer: (ctx, { body }) => answers.reverseGeocode(ctx, body) },
  '/api/geocode-batch': { method: 'POST', body: GeocodeBatchRequest, response: GeocodeBatchResponse, answer: (ctx, { body }) => answers.geocodeBatch(ctx, body) },
  '/api/search/locations': { method: 'POST', body: SearchLocationsRequest, response: SearchLocationsResponse, answer: (ctx, { body }) => answers.searchLocations(ctx, body) },
  '/api/search/predictions': { method: 'GET', query: SearchPredictionsQuery, response: SearchPredictionsResponse, answer: (ctx, { query }) => answers.searchPredictions(ctx, query) },
  '/api/traffic/incidents': { method: 'POST', body: TrafficIncidentsRequest, response: TrafficIncidentsResponse, answer: (ctx, { body }) => answers.trafficIncidents(ctx, body) },
};

/** The paths answerRequest knows: the device engine can stand in for the network on these. */
export const ANSWERABLE_PATHS: readonly string[] = Object.keys(ENDPOINTS);

const fail = (status: number, message: string): ApiAnswer => ({ status, text: JSON.stringify({ message }) });

/** Like Fastify's default query parser: a repeated key becomes an array. */
function parseQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

function validate(schema: z.ZodType | undefined, input: unknown, where: string): { value: unknown } | { error: ApiAnswer } {
  if (!schema) return { value: input };
  const result = schema.safeParse(input);
  if (result.success) return { value: result.data };
  const first = result.error.issues[0];
  return { error: fail(400, invalidInputMessage(where, first?.path.join('.') || undefined, first?.message)) };
}

export async function answerRequest(ctx: AnswerContext, request: ApiRequest): Promise<ApiAnswer> {
  const [path = '', search = ''] = request.url.split('?');
  const endpoint = ENDPOINTS[path];
  if (!endpoint || endpoint.method !== request.method) return fail(404, `No such endpoint: ${request.method} ${path}`);
  // Fastify checks the body before the query string.
  const body = validate(endpoint.body, request.body, 'body');
  if ('error' in body) return body.error;
  const query = validate(endpoint.query, parseQuery(search), 'querystring');
  if ('error' in query) return query.error;
  try {
    const answer = await endpoint.answer(ctx, { body: body.value as never, query: query.value as never });
    return { status: 200, text: JSON.stringify(endpoint.response.encode(answer)) };
  } catch (error) {
    if (error instanceof HttpError) return fail(error.statusCode, error.message);
    return fail(500, 'Internal server error');
  }
}
