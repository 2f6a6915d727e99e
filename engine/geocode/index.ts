// The geocoder's public door: build pack sections from OSM ways, load them, and answer geocoding queries.
import { NO_MAP_FEATURES, type MapFeatures } from '../pack/map-features.ts';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { bulkRow, type BulkRowInput } from './bulk.ts';
import { GeocodeContext } from './context.ts';
import { placeKey } from './normalize.ts';
import { DistrictLocator } from './districts.ts';
import { aheadText, forward, plainLine, withoutNearMe } from './forward.ts';
import type { Gazetteer } from './gazetteer.ts';
import { reverse } from './reverse.ts';
import { buildSearchData, type SearchData } from './search-data.ts';
import { geocodeDataFromSections, geocodeSections } from './sections.ts';
import { buildStreetData, type StreetData } from './street-index.ts';
import { suggest, type SuggestOptions } from './suggest.ts';
import { SuggestIndex } from './suggest-index.ts';
import type { BulkRowResult, ForwardQuery, GeocodeResult, ReverseResult, Suggestion } from './types.ts';

export type * from './types.ts';
export type { BulkRowInput } from './bulk.ts';
export type { SuggestOptions } from './suggest.ts';
export { Gazetteer, type GazetteerData } from './gazetteer.ts';
export { GeocodeSectionError, GEOCODE_FORMAT_VERSION } from './sections.ts';
export { QUALITY_CODE_PATTERN } from './quality.ts';

/**
 * Region pack sections ('geocode.*'): the street index of these ways, and the extract's addresses, points of
 * interest and places, each in its district (a road network without them gets empty ones).
 */
export function buildGeocodeSections(ways: readonly RoadWay[], _info: SourceInfo, features: MapFeatures = NO_MAP_FEATURES): Record<string, ArrayBufferView> {
  const { streets, search } = buildIndexes(ways, features);
  return geocodeSections(streets, search);
}

/** The street index, its streets split by town along the extract's boundaries, and the search data in the same towns. */
function buildIndexes(ways: readonly RoadWay[], features: MapFeatures): { streets: StreetData; search: SearchData } {
  const districts = new DistrictLocator(features.admin);
  const streets = buildStreetData(ways, (lng, lat) => districts.locate(lng, lat));
  return { streets, search: buildSearchData(features, streets, districts) };
}

export class Geocoder {
  private readonly ctx: GeocodeContext;
  private readonly index: SuggestIndex;

  private constructor(streets: StreetData, search: SearchData, info: SourceInfo, gazetteer: Gazetteer | null) {
    this.ctx = new GeocodeContext(streets, search, info, gazetteer);
    this.index = new SuggestIndex(this.ctx);
  }

  /** Loads the indexes from pack sections; the world gazetteer is optional and lives outside the pack. */
  static fromSections(get: (name: string) => Uint8Array | undefined, info: SourceInfo, gazetteer?: Gazetteer): Geocoder {
    const { streets, search } = geocodeDataFromSections(get);
    return new Geocoder(streets, search, info, gazetteer ?? null);
  }

  /** Builds straight from ways (and the extract's features, when it has them), for tests and tools without a pack. */
  static fromWays(ways: readonly RoadWay[], info: SourceInfo, gazetteer?: Gazetteer, features: MapFeatures = NO_MAP_FEATURES): Geocoder {
    const { streets, search } = buildIndexes(ways, features);
    return new Geocoder(streets, search, info, gazetteer ?? null);
  }

  forward(q: ForwardQuery): GeocodeResult | null {
    return forward(this.ctx, this.index, q);
  }

  reverse(lat: number, lng: number): ReverseResult | null {
    return reverse(this.ctx, lat, lng);
  }

  suggest(q: string, opts: SuggestOptions = {}): Suggestion[] {
    // "coffee near me": near the focus, which search-ahead is given anyway.
    const here = withoutNearMe(plainLine(q));
    if (!here) return [];
    // A county typed alone ("Baltimore County", "Wahlkreis Oberland"), where the data has its boundary: the county
    // first, as the forward geocoder answers it.
    const county = this.ctx.countyDistricts(placeKey(here)) ? forward(this.ctx, this.index, { location: here }) : null;
    if (county?.geocodeQuality === 'COUNTY') {
      const place = { city: '', state: county.adminArea3, country: '', countryCode: county.adminArea1 };
      const first: Suggestion = { id: `county:${county.adminArea4}`, name: county.adminArea4, displayString: county.displayName, lat: county.lat, lng: county.lng, type: 'place', kind: 'County', place };
      return [first, ...suggest(this.ctx, this.index, here, { ...opts, limit: (opts.limit ?? 8) - 1 }).filter((x) => x.displayString !== first.displayString)];
    }
    return suggest(this.ctx, this.index, aheadText(this.ctx, this.ctx.withTownAliases(this.ctx.withoutRegionCountry(here))), opts);
  }

  /** `near`: the map's centre, as for forward (of several answers, the nearest to it). */
  bulkRow(row: BulkRowInput, near?: { lat: number; lng: number }): BulkRowResult {
    return bulkRow(row, (q) => this.forward(near ? { ...q, near } : q));
  }

  /** What the indexes hold, for the provider's region description. */
  stats(): { streets: number; intersections: number; segments: number; addresses: number; pois: number; places: number } {
    const { d, search } = this.ctx;
    return {
      streets: d.names.length,
      intersections: d.xStreets.length / 2,
      segments: d.segWay.length,
      addresses: search.addr.number.length,
      pois: search.poi.kind.length,
      places: search.place.kind.length,
    };
  }
}
