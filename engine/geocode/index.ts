// The geocoder's public door: build pack sections from OSM ways, load them, and answer geocoding queries.
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { bulkRow, type BulkRowInput } from './bulk.ts';
import { GeocodeContext } from './context.ts';
import { forward } from './forward.ts';
import type { Gazetteer } from './gazetteer.ts';
import { reverse } from './reverse.ts';
import { streetDataFromSections, streetDataToSections } from './sections.ts';
import { buildStreetData, type StreetData } from './street-index.ts';
import { suggest, WordIndex, type SuggestOptions } from './suggest.ts';
import type { BulkRowResult, ForwardQuery, GeocodeResult, ReverseResult, Suggestion } from './types.ts';

export type * from './types.ts';
export type { BulkRowInput } from './bulk.ts';
export type { SuggestOptions } from './suggest.ts';
export { Gazetteer, type GazetteerData } from './gazetteer.ts';
export { GeocodeSectionError, GEOCODE_FORMAT_VERSION } from './sections.ts';
export { QUALITY_CODE_PATTERN } from './quality.ts';

/** Region pack sections ('geocode.*') holding the street index of these ways. */
export function buildGeocodeSections(ways: readonly RoadWay[], _info: SourceInfo): Record<string, ArrayBufferView> {
  return streetDataToSections(buildStreetData(ways));
}

export class Geocoder {
  private readonly ctx: GeocodeContext;
  private readonly words: WordIndex;

  private constructor(data: StreetData, info: SourceInfo, gazetteer: Gazetteer | null) {
    this.ctx = new GeocodeContext(data, info, gazetteer);
    this.words = new WordIndex(this.ctx.uniqueKeys);
  }

  /** Loads the street index from pack sections; the world gazetteer is optional and lives outside the pack. */
  static fromSections(get: (name: string) => Uint8Array | undefined, info: SourceInfo, gazetteer?: Gazetteer): Geocoder {
    return new Geocoder(streetDataFromSections(get), info, gazetteer ?? null);
  }

  /** Builds straight from ways, for tests and tools that have no pack. */
  static fromWays(ways: readonly RoadWay[], info: SourceInfo, gazetteer?: Gazetteer): Geocoder {
    return new Geocoder(buildStreetData(ways), info, gazetteer ?? null);
  }

  forward(q: ForwardQuery): GeocodeResult | null {
    return forward(this.ctx, q);
  }

  reverse(lat: number, lng: number): ReverseResult | null {
    return reverse(this.ctx, lat, lng);
  }

  suggest(q: string, opts: SuggestOptions = {}): Suggestion[] {
    return suggest(this.ctx, this.words, q, opts);
  }

  bulkRow(row: BulkRowInput): BulkRowResult {
    return bulkRow(row, (q) => this.forward(q));
  }

  /** Street and intersection counts, for the provider's region description. */
  stats(): { streets: number; intersections: number; segments: number } {
    const d = this.ctx.d;
    return { streets: d.names.length, intersections: d.xStreets.length / 2, segments: d.segWay.length };
  }
}
