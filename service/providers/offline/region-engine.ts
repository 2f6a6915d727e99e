// One region's offline engine over its pack, answering in contract shapes from engine/ (routing, geocoding,
// traffic, tiles): the only place where engine results meet the proxy's contract. Isomorphic: the proxy's
// engine pool and the browser's device engine build the same engine from the same pack.
import { rawSection, type Bounds, type RegionPack } from '../../../engine/pack/container.ts';
import type { Profile } from '../../../engine/pack/profiles.ts';
import type { SourceInfo } from '../../../engine/pack/ways.ts';
import { EngineError, Router, type LatLng } from '../../../engine/routing/index.ts';
import { Geocoder, type GeocodeResult as EngineGeocode, type ReverseResult, type Suggestion } from '../../../engine/geocode/index.ts';
import { Gazetteer } from '../../../engine/geocode/gazetteer.ts';
import { gazetteerDataFromPack, hasGazetteer } from '../../../engine/geocode/gazetteer-sections.ts';
import { profilesIn } from '../../../engine/pack/device-pack.ts';
import { TrafficIndex } from '../../../engine/traffic/index.ts';
import { TILE_MAXZOOM, TileServer } from '../../../engine/tiles/index.ts';
import { GEOCODE_QUALITY_URL, type GeocodeResult } from '../../contract/geocode.ts';
import type { Vehicle } from '../../contract/limits.ts';
import type { RouteType } from '../../contract/route-directions.ts';
import type { LocationSuggestion } from '../../contract/search-locations.ts';
import type { PlannerSearchResult } from '../../contract/search-predictions.ts';
import type { OfflineEngine } from './engine.ts';

const MVT = 'application/vnd.mapbox-vector-tile';

const PROFILE_OF: Record<RouteType, Profile> = { fastest: 'car', pedestrian: 'foot', bicycle: 'bike' };

export interface RegionEngineOptions {
  /** A fixed instant (ISO) for the simulated demo traffic; the real time when absent. */
  trafficTime?: string | undefined;
  /** The world gazetteer for search; a device pack carries its own. */
  gazetteer?: Gazetteer | undefined;
  /**
   * Builds the geocoder's indexes (and reads a device pack's world gazetteer) on the first request that needs
   * them, or in prepare(), rather than at open: a fresh device worker's first route does not wait for them
   * (two thirds of opening a pack). The proxy builds everything before its port opens.
   */
  deferGeocoder?: boolean | undefined;
}

const TRAVEL_MODE: Record<RouteType, string> = { fastest: 'Driving', pedestrian: 'Walking', bicycle: 'Cycling' };
const ROUTE_TYPES = Object.keys(TRAVEL_MODE) as RouteType[];

export interface RegionEngine extends OfflineEngine {
  /**
   * Builds, a step at a time, what the first answers would build: the geocoder's indexes when deferred, then a
   * van's and a truck's routers and their matrices' hierarchies (none of them in the pack). The device engine's
   * worker runs the steps in its idle time after the pack opens, so the first search and the planner's first
   * truck answer do not wait for them. Any step left is run by the answer that needs it.
   */
  prepare(): Generator<void, void>;
}

export function regionEngine(pack: RegionPack, opts: RegionEngineOptions = {}): RegionEngine {
  const { meta } = pack;
  const info: SourceInfo = { region: meta.name, source: meta.source, timestamp: meta.timestamp };
  const get = (name: string) => rawSection(pack, name);
  const profiles = profilesIn(pack);
  // A location off every road of one travel mode is refused naming the others' ways near it (a farm track, a
  // footpath), which opens their routers on that refusal only.
  const otherWaysNear = (of: Profile) => (point: LatLng) =>
    ROUTE_TYPES.filter((type) => PROFILE_OF[type] !== of && profiles.includes(PROFILE_OF[type]) && routerFor(type).reaches(point)).map((type) => TRAVEL_MODE[type].toLowerCase());
  const open = (profile: Profile, vehicle: Vehicle) => ({ profile, vehicle, otherWaysNear: otherWaysNear(profile) });
  // Walking, cycling, van and truck routers open on their first request: most demos drive a car.
  const routers = new Map<string, Router>([['fastest car', Router.fromPack(pack, open('car', 'car'))]]);
  const routerFor = (type: RouteType, vehicle: Vehicle = 'car'): Router => {
    // A device pack holds the car graph only: say so rather than answer a walk with a drive.
    if (!profiles.includes(PROFILE_OF[type])) throw new EngineError('INVALID_INPUT', `${TRAVEL_MODE[type]} routes are not in the offline pack of ${meta.name} on this device: connect to the network for them`);
    const key = `${type} ${vehicle}`;
    let router = routers.get(key);
    if (!router) routers.set(key, (router = Router.fromPack(pack, open(PROFILE_OF[type], vehicle))));
    return router;
  };
  // The world gazetteer's names (a device pack's JSON section) take half of building the geocoder: its own step.
  let gazetteer: Gazetteer | undefined;
  const worldPlaces = (): Gazetteer | undefined => (gazetteer ??= hasGazetteer(pack) ? new Gazetteer(gazetteerDataFromPack(pack)) : opts.gazetteer);
  let geocoder: Geocoder | undefined;
  const geocode = (): Geocoder => (geocoder ??= Geocoder.fromSections(get, info, worldPlaces()));
  if (!opts.deferGeocoder) geocode();
  const traffic = meta.sections.some((s) => s.name.startsWith('traffic.')) ? TrafficIndex.fromSections(get, info) : null;
  // Decoding the basemap takes longer than the rest of the engine: a phone answers its first search without it.
  let tiles: TileServer | undefined;

  return {
    *prepare() {
      yield;
      // The world places' indexes a search builds on first use: a phone's first keystrokes need not wait for them.
      worldPlaces()?.prepare();
      yield;
      geocode();
      if (!profiles.includes('car') || !pack.has('car.seg.vehicles')) return;
      for (const vehicle of ['truck', 'van'] as const) {
        const key = `fastest ${vehicle}`;
        yield;
        if (!routers.has(key)) {
          const router = yield* Router.fromPackInSteps(pack, open('car', vehicle));
          // An answer may have opened it meanwhile.
          if (!routers.has(key)) routers.set(key, router);
        }
        yield* routers.get(key)!.prepareMatrix();
      }
    },
    region: {
      name: meta.name,
      bounds: contractBounds(meta.bounds),
      center: meta.center,
      zoom: 13,
      attribution: `${meta.attribution} (ODbL)`,
      tileFormat: 'vector',
      maxZoom: TILE_MAXZOOM,
      dataDate: meta.timestamp,
      source: meta.source,
      contents: Number(meta.stats.basemapFeatures ?? 0) > 0 ? 'full' : 'roads',
    },
    directions(points, { returnToStart, routeType, vehicle }) {
      const d = routerFor(routeType, vehicle).directions(points, { returnToStart });
      return { distance: d.distance, time: d.time, formattedTime: d.formattedTime, legs: d.legs, shape: d.shape.map(([lat, lng]) => [lat, lng] as [number, number]) };
    },
    matrix: (points, routeType, vehicle) => routerFor(routeType, vehicle).matrix(points),
    forward(address) {
      const hit = geocode().forward({
        street: address.street,
        city: address.city,
        state: address.state,
        countryCode: address.countryCode,
        ...(address.postalCode ? { postalCode: address.postalCode } : {}),
        // The map's centre ranks several answers ("coffee near me", a chain); else the engine's own centre.
        ...(address.focus ? { near: address.focus } : {}),
      });
      return hit && toContractResult(hit);
    },
    reverse(point) {
      const hit = geocode().reverse(point.lat, point.lng);
      return hit && toContractResult(hit);
    },
    bulkRow({ focus, ...row }) {
      const result = geocode().bulkRow(row, focus);
      return 'error' in result ? null : result;
    },
    // Without the visitor's position, rank places near the region first: that is where the routes are.
    suggestLocations(query, limit) {
      return geocode().suggest(query, { limit, near: meta.center }).map(toLocationSuggestion);
    },
    predictions({ q, limit, near }) {
      return geocode().suggest(q, { limit, near: near ?? meta.center }).map(toPlannerResult);
    },
    incidents: (box) => traffic?.incidents(box, opts.trafficTime ? new Date(opts.trafficTime) : new Date()) ?? [],
    // Inside the zoom range, a tile with no roads (say, past the region's edge) is an empty tile, not an error:
    // a 404 there would fill the visitor's console every time the map is panned out of the region.
    tile(z, x, y) {
      if (z > TILE_MAXZOOM) return null;
      tiles ??= TileServer.fromPack(pack);
      return { body: tiles.tile(z, x, y) ?? new Uint8Array(0), contentType: MVT };
    },
  };
}

/** A pack's bounds as the contract gives them: upper-left and lower-right corners. */
export const contractBounds = (b: Bounds) => ({ ul: { lat: b.maxLat, lng: b.minLng }, lr: { lat: b.minLat, lng: b.maxLng } });

function toContractResult(r: EngineGeocode | ReverseResult): GeocodeResult {
  const result: GeocodeResult = {
    lat: r.lat,
    lng: r.lng,
    street: r.street,
    adminArea5: r.adminArea5,
    adminArea4: r.adminArea4,
    adminArea3: r.adminArea3,
    adminArea1: r.adminArea1,
    postalCode: r.postalCode,
    geocodeQuality: { url: GEOCODE_QUALITY_URL, value: r.geocodeQuality },
    geocodeQualityCode: r.geocodeQualityCode,
    sideOfStreet: r.sideOfStreet,
  };
  if ('nearestIntersection' in r && r.nearestIntersection) result.nearestIntersection = r.nearestIntersection;
  if ('roadMetadata' in r && r.roadMetadata) result.roadMetadata = r.roadMetadata;
  if (r.note) result.note = r.note;
  return result;
}

function placeFeature(s: Suggestion) {
  return {
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: [s.lng, s.lat] as [number, number] },
    properties: {
      type: s.type,
      street: s.street ?? null,
      city: s.place?.city ?? null,
      state: s.place?.state ?? null,
      country: s.place?.country ?? null,
      countryCode: s.place?.countryCode ?? null,
    },
  };
}

function toLocationSuggestion(s: Suggestion): LocationSuggestion {
  return { displayString: s.displayString, place: placeFeature(s), latitude: s.lat, longitude: s.lng, kind: s.kind };
}

function toPlannerResult(s: Suggestion): PlannerSearchResult {
  return {
    name: s.name,
    lat: s.lat,
    lng: s.lng,
    displayString: s.displayString,
    resultId: s.id,
    place: placeFeature(s),
    type: s.type,
    address: s.street ?? null,
    kind: s.kind,
  };
}

