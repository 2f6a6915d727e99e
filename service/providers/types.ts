// The one interface every maps provider implements, so routes never know whether MapQuest or the engine answers.
import type { BoundingBox, LatLng } from '../contract/common.ts';
import type { AddressQuery, GeocodeResult } from '../contract/geocode.ts';
import type { BatchRowQuery, GeocodeBatchResponse } from '../contract/geocode-batch.ts';
import type { MapConfigResponse } from '../contract/map-config.ts';
import type { Vehicle } from '../contract/limits.ts';
import type { RouteDirectionsResponse, RouteType } from '../contract/route-directions.ts';
import type { LocationSuggestion } from '../contract/search-locations.ts';
import type { PlannerSearchResult, PredictionQuery } from '../contract/search-predictions.ts';
import type { TileParams } from '../contract/tiles.ts';
import type { Incident } from '../contract/traffic-incidents.ts';

export interface CallOptions {
  /** Aborted when the visitor goes away; the provider must stop its upstream work. */
  signal?: AbortSignal;
}

export interface DirectionsQuery {
  points: LatLng[];
  returnToStart: boolean;
  /** 1 current time (matrix), 2 start at (planner). */
  timeType: 1 | 2;
  routeType: RouteType;
  /** The motor vehicle a driving route is for (absent: car); a provider that cannot route it must say so, never route a car. */
  vehicle?: Vehicle | undefined;
}

export interface MatrixQuery {
  points: LatLng[];
  routeType: RouteType;
  vehicle?: Vehicle | undefined;
}

/** Square all-to-all matrices: miles and seconds, [from][to]. */
export interface TravelMatrix {
  distance: number[][];
  time: number[][];
}

export interface TileImage {
  body: Uint8Array;
  contentType: string;
}

export interface Provider {
  readonly name: 'offline' | 'mapquest';
  directions(query: DirectionsQuery, opts?: CallOptions): Promise<RouteDirectionsResponse>;
  matrix(query: MatrixQuery, opts?: CallOptions): Promise<TravelMatrix>;
  /** null when nothing matches. */
  geocode(address: AddressQuery, opts?: CallOptions): Promise<GeocodeResult | null>;
  reverseGeocode(point: LatLng, opts?: CallOptions): Promise<GeocodeResult | null>;
  /** apiKey is the visitor's own key for this one call (SPEC §7 bulk geocoder); never kept. */
  geocodeRow(row: BatchRowQuery, opts?: CallOptions & { apiKey?: string | undefined }): Promise<GeocodeBatchResponse | null>;
  searchLocations(query: string, opts?: CallOptions): Promise<LocationSuggestion[]>;
  predictions(query: PredictionQuery, opts?: CallOptions): Promise<PlannerSearchResult[]>;
  incidents(box: BoundingBox, opts?: CallOptions): Promise<Incident[]>;
  mapConfig(): Promise<MapConfigResponse>;
  /** null when the tile or style does not exist. */
  tile(tile: TileParams, opts?: CallOptions): Promise<TileImage | null>;
  /** Releases pooled upstream connections when the server closes. */
  close?(): Promise<void>;
}
