// What the offline provider needs from engine/, as a small interface: the integrator builds the real one from
// the region pack (engine/routing, geocode, traffic, tiles); tests use a tiny fake. Answers are in contract
// shapes so the provider stays a thin pass-through. Methods may be synchronous or asynchronous.
import type { BoundingBox, LatLng } from '../../contract/common.ts';
import type { AddressQuery, GeocodeResult } from '../../contract/geocode.ts';
import type { BatchRowQuery, GeocodeBatchResponse } from '../../contract/geocode-batch.ts';
import type { Vehicle } from '../../contract/limits.ts';
import type { RouteDirectionsResponse, RouteType } from '../../contract/route-directions.ts';
import type { LocationSuggestion } from '../../contract/search-locations.ts';
import type { PlannerSearchResult, PredictionQuery } from '../../contract/search-predictions.ts';
import type { Incident } from '../../contract/traffic-incidents.ts';
import type { TileImage, TravelMatrix } from '../types.ts';

type Maybe<T> = T | Promise<T>;

export interface OfflineRegion {
  /** e.g. 'Gothenburg, Sweden'. */
  name: string;
  bounds: { ul: LatLng; lr: LatLng };
  center: LatLng;
  zoom: number;
  /** e.g. '© OpenStreetMap contributors (ODbL)'. */
  attribution: string;
  /** Tile formats the pack can serve for the 'map' style. */
  tileFormat: 'raster' | 'vector';
  maxZoom: number;
  /** When the region's data was extracted (ISO), if known. */
  dataDate: string | null;
  /** Where the data came from, with its licence. */
  source: string;
  /** 'full': roads, addresses, places, POIs and basemap; 'roads': a road network only. */
  contents: 'full' | 'roads';
}

export interface OfflineEngine {
  /** The default region (the first when the engine holds several). */
  region: OfflineRegion;
  /** Every region the engine answers for, default first; absent means just `region`. */
  regions?: OfflineRegion[];
  /** engine/routing Router.directions on the route type's profile: miles, seconds, legs, shape [lat, lng][]. */
  directions(points: LatLng[], opts: { returnToStart: boolean; routeType: RouteType; vehicle?: Vehicle | undefined }): Maybe<RouteDirectionsResponse>;
  /** engine/routing Router.matrix on the route type's profile (and vehicle): square miles and seconds. */
  matrix(points: LatLng[], routeType: RouteType, vehicle?: Vehicle): Maybe<TravelMatrix>;
  /** engine/geocode Geocoder.forward; null when nothing matches. */
  forward(address: AddressQuery): Maybe<GeocodeResult | null>;
  /** engine/geocode Geocoder.reverse, with nearestIntersection and roadMetadata when known. */
  reverse(point: LatLng): Maybe<GeocodeResult | null>;
  /** engine/geocode Geocoder.bulkRow. */
  bulkRow(row: BatchRowQuery): Maybe<GeocodeBatchResponse | null>;
  /** engine/geocode Geocoder.suggest, for the traffic page's search box. */
  suggestLocations(query: string, limit: number): Maybe<LocationSuggestion[]>;
  /** engine/geocode Geocoder.suggest, for the planner's search-ahead. */
  predictions(query: PredictionQuery): Maybe<PlannerSearchResult[]>;
  /** engine/traffic TrafficIndex.incidents. */
  incidents(box: BoundingBox): Maybe<Incident[]>;
  /** engine/tiles: the 'map' style tile; null outside the region or above its zoom. */
  tile(z: number, x: number, y: number): Maybe<TileImage | null>;
}

/**
 * An error the engine throws on purpose about the input (no road near a point, region miss): its message is
 * worded for a visitor and reaches them. Any other thrown error is treated as an internal fault.
 */
export interface EngineInputError extends Error {
  code: string;
}

export function isEngineInputError(error: unknown): error is EngineInputError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}
