// The MapQuest adapter: each Provider call is one upstream request with the options SPEC §7 fixes, mapped onto
// the contract. The server key rides only in upstream URLs; the bulk geocoder's visitor key only in its own call.
import type { Dispatcher } from 'undici';
import type { LatLng } from '../../../service/contract/common.ts';
import type { Vehicle } from '../../../service/contract/limits.ts';
import type { BatchRowQuery } from '../../../service/contract/geocode-batch.ts';
import { API_KEY_PLACEHOLDER, type MapConfigResponse } from '../../../service/contract/map-config.ts';
import { HttpError } from '../../../service/http-error.ts';
import { UpstreamClient } from '../../upstream/http.ts';
import { ProviderError } from '../../../service/providers/errors.ts';
import type { Provider, TileImage } from '../../../service/providers/types.ts';
import type { AnswerCache } from '../../shared/answer-cache.ts';
import { MapquestApi } from './api.ts';
import { toBatchRow, toGeocodeResult, toIncident, toManeuver, toPlannerResult, toSuggestion } from './map.ts';
import { tileUrl } from './tiles.ts';
import { DirectionsAnswer, GeocodeAnswer, IncidentsAnswer, MatrixAnswer, PredictionAnswer } from './upstream-schemas.ts';

export interface MapquestOptions {
  key: string;
  /** e.g. https://www.mapquestapi.com (no trailing slash). */
  baseUrl: string;
  tileUrlTemplate: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  answerCache?: AnswerCache | undefined;
}

/** SPEC §7 routing options: miles, fastest, nothing avoided, no traffic. */
const ROUTE_OPTIONS = { unit: 'm', routeType: 'fastest', avoids: [], useTraffic: false, doReverseGeocode: false };

const SEARCH_COLLECTIONS = 'adminArea,poi,address,airport';
const PREDICTION_COLLECTIONS = 'poi,category,address';

const at = (p: LatLng) => ({ latLng: { lat: p.lat, lng: p.lng } });

/** Half the side of the box a focus is sent as, in km: about a city and its suburbs, where a day's stops are. */
export const FOCUS_BOX_KM = 25;

/**
 * The map's centre as MapQuest's geocoding takes a focus: `boundingBox` {ul, lr}, whose results it ranks first
 * (docs/provider-api.md §4.1), a square FOCUS_BOX_KM either side of it, kept within the poles and the antimeridian.
 */
export function focusBox(focus: LatLng): { ul: LatLng; lr: LatLng } {
  const dLat = FOCUS_BOX_KM / 111.32;
  const dLng = Math.min(180, dLat / Math.max(0.01, Math.cos((focus.lat * Math.PI) / 180)));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const lat = (v: number) => round(Math.max(-90, Math.min(90, v)));
  const lng = (v: number) => round(Math.max(-180, Math.min(180, v)));
  return { ul: { lat: lat(focus.lat + dLat), lng: lng(focus.lng - dLng) }, lr: { lat: lat(focus.lat - dLat), lng: lng(focus.lng + dLng) } };
}

/** Geocoding's options, with the focus's box when one is given. */
const geocodeOptions = (focus: LatLng | undefined) => ({ thumbMaps: false, maxResults: 1, ...(focus ? { boundingBox: focusBox(focus) } : {}) });

/**
 * MapQuest's public routing has no van or truck option (routeType TRUCK is an enterprise-only service,
 * docs/provider-api.md), so a van or truck route is refused in words, never answered with a car's.
 */
function carOnly(vehicle: Vehicle | undefined): void {
  if (vehicle === undefined || vehicle === 'car') return;
  throw new HttpError(
    400,
    `MapQuest routes cars only here: its truck routing is an enterprise service this server does not use, so no route was made for this ${vehicle}. Choose Car as the vehicle, or use the offline engine, which keeps a ${vehicle} off roads too low, narrow or weak for it.`,
  );
}

export function createMapquestProvider(options: MapquestOptions): Provider {
  const client = new UpstreamClient(options.dispatcher, options.timeoutMs);
  const api = new MapquestApi(client, options.baseUrl, options.key, options.answerCache);

  const config: MapConfigResponse = {
    provider: 'mapquest',
    providerName: 'MapQuest',
    hasKey: true,
    apiKey: API_KEY_PLACEHOLDER,
    tileUrl: '/tiles/map/{z}/{x}/{y}',
    styles: [
      { id: 'map', tileUrl: '/tiles/map/{z}/{x}/{y}', format: 'raster', minZoom: 1, maxZoom: 20 },
      { id: 'satellite', tileUrl: '/tiles/satellite/{z}/{x}/{y}', format: 'raster', minZoom: 1, maxZoom: 20 },
    ],
    defaultCenter: { lat: 39.83, lng: -98.58 },
    defaultZoom: 12,
    bounds: null,
    region: null,
    regions: [],
    attribution: '© MapQuest, Inc. © OpenStreetMap contributors',
  };

  return {
    name: 'mapquest',

    async directions({ points, returnToStart, timeType, routeType, vehicle }, opts) {
      carOnly(vehicle);
      const stops = returnToStart && points[0] ? [...points, points[0]] : points;
      const json = {
        locations: stops.map(at),
        options: { ...ROUTE_OPTIONS, routeType, timeType, fullShape: true, shapeFormat: 'raw', narrativeType: 'text' },
      };
      const { route } = await api.call({ path: '/directions/v2/route', json, signal: opts?.signal }, DirectionsAnswer);
      const flat = route.shape?.shapePoints ?? [];
      const shape: [number, number][] = [];
      for (let i = 0; i + 1 < flat.length; i += 2) shape.push([flat[i] as number, flat[i + 1] as number]);
      return {
        distance: route.distance,
        time: route.time,
        formattedTime: route.formattedTime,
        legs: route.legs.map((l) => ({
          distance: l.distance,
          time: l.time,
          formattedTime: l.formattedTime,
          maneuvers: l.maneuvers.map((m, i) => toManeuver(m, i === 0)),
        })),
        shape,
      };
    },

    async matrix({ points, routeType, vehicle }, opts) {
      carOnly(vehicle);
      const json = { locations: points.map(at), options: { ...ROUTE_OPTIONS, routeType, allToAll: true, timeType: 1 } };
      const answer = await api.call({ path: '/directions/v2/routematrix', json, signal: opts?.signal }, MatrixAnswer);
      const square = (m: number[][]) => m.length === points.length && m.every((row) => row.length === points.length);
      if (!square(answer.distance) || !square(answer.time)) {
        throw new ProviderError(502, undefined, 'the maps provider sent a matrix of the wrong size');
      }
      return { distance: answer.distance, time: answer.time };
    },

    async geocode(address, opts) {
      const location = { street: address.street, city: address.city, state: address.state, country: address.countryCode, postalCode: address.postalCode };
      const json = { location, options: geocodeOptions(address.focus) };
      const answer = await api.call({ path: '/geocoding/v1/address', json, signal: opts?.signal }, GeocodeAnswer);
      const best = answer.results[0]?.locations[0];
      return best ? toGeocodeResult(best) : null;
    },

    async reverseGeocode(point, opts) {
      const json = { location: at(point), options: { thumbMaps: false }, includeNearestIntersection: true, includeRoadMetadata: true };
      const answer = await api.call({ path: '/geocoding/v1/reverse', json, signal: opts?.signal }, GeocodeAnswer);
      const best = answer.results[0]?.locations[0];
      return best ? toGeocodeResult(best) : null;
    },

    async geocodeRow({ focus, ...row }, opts) {
      if (!opts?.apiKey) throw new HttpError(400, 'Invalid body field "apiKey": your MapQuest API key is required for bulk geocoding');
      const json = { location: 'location' in row ? row.location : row, options: geocodeOptions(focus) };
      const answer = await api.call({ path: '/geocoding/v1/address', json, signal: opts.signal, key: opts.apiKey }, GeocodeAnswer);
      const best = answer.results[0]?.locations[0];
      return best ? toBatchRow(best, describe(row)) : null;
    },

    async searchLocations(query, opts) {
      const params = { q: query, collection: SEARCH_COLLECTIONS, limit: '8' };
      const answer = await api.call({ path: '/search/v3/prediction', query: params, signal: opts?.signal }, PredictionAnswer);
      return answer.results.map(toSuggestion);
    },

    async predictions({ q, limit, near }, opts) {
      const params: Record<string, string> = { q, collection: PREDICTION_COLLECTIONS, limit: String(limit) };
      if (near) params.location = `${near.lng},${near.lat}`;
      const answer = await api.call({ path: '/search/v3/prediction', query: params, signal: opts?.signal }, PredictionAnswer);
      return answer.results.map(toPlannerResult);
    },

    async incidents({ ul, lr }, opts) {
      const params = { boundingBox: `${ul.lat},${ul.lng},${lr.lat},${lr.lng}` };
      const answer = await api.call({ path: '/traffic/v2/incidents', query: params, signal: opts?.signal }, IncidentsAnswer);
      return answer.incidents.map(toIncident);
    },

    async mapConfig() {
      return config;
    },

    async tile(t, opts): Promise<TileImage | null> {
      const res = await client.send({ url: tileUrl(options.tileUrlTemplate, t, options.key), signal: opts?.signal });
      if (res.status === 404) return null;
      if (res.status >= 400) throw new ProviderError(502, undefined, `the tile server answered HTTP ${res.status}`);
      if (!res.contentType.startsWith('image/')) throw new ProviderError(502, undefined, 'the tile server sent something that is not an image');
      return { body: res.body, contentType: res.contentType };
    },
  };
}

/** The asked-for address in one line, for the bulk geocoder's 'Provided Location' column. */
function describe(row: BatchRowQuery): string {
  if ('location' in row) return row.location;
  return [row.street, row.city, row.state, row.postalCode].filter(Boolean).join(', ');
}
