// World gazetteer (cities, US ZIP codes, US states, countries) as compact arrays with name and spatial lookups.
import Flatbush from 'flatbush';
import { CITY_NAMES } from './city-names.ts';
import { allowedEdits, editDistance, letterMask, maskBound } from './fuzzy.ts';
import { haversineMeters } from './geo.ts';
import { placeKey } from './normalize.ts';

/** Strings read by index: an array, or a device pack's names read one at a time (see gazetteer-sections.ts). */
export interface StringList {
  readonly length: number;
  at(i: number): string | undefined;
}

export interface GazetteerData {
  /** Every city array in ascending order of placeKey(name), so lookups by name are binary searches with no index to build. */
  cities: {
    names: StringList;
    country: StringList;
    admin1: StringList;
    population: Uint32Array;
    lng: Float64Array;
    lat: Float64Array;
    /** 1 for a section of a city (GeoNames PPLX), reported as a neighbourhood rather than a city. */
    section: Uint8Array;
  };
  zips: { codes: string[]; city: string[]; state: string[]; lng: Float64Array; lat: Float64Array };
  states: { code: string; name: string; lng: number; lat: number }[];
  countries: { code: string; alpha3: string; name: string; aliases: string[]; lng: number; lat: number }[];
  /** "SE.28" → "Västra Götaland", "US.CO" → "Colorado". */
  admin1Names: Record<string, string>;
}

export interface PlaceHit {
  index: number;
  edits: number;
}

const FUZZY_CITY_MIN_POPULATION = 15_000;
const FUZZY_FAR_CITY_MIN_POPULATION = 100_000;
const FUZZY_NEAR_METERS = 100_000;

// Countries by their own names, as their addresses end ("…, 00198 Roma, Italia"); the data has English and
// Swedish names only. Engine-side, so packs built before keep working.
const ENDONYMS: Record<string, string[]> = {
  // "FL-9490 Vaduz", "Vaduz, FL": Fürstentum Liechtenstein, its vehicle and postal code.
  LI: ['FL', 'Fürstentum Liechtenstein'],
  IT: ['Italia'],
  NL: ['Nederland'],
  DE: ['Deutschland'],
  AT: ['Österreich'],
  CH: ['Schweiz', 'Suisse', 'Svizzera', 'Svizra'],
  FR: ['République française'],
  ES: ['España'],
  PT: ['Portugal'],
  BE: ['België', 'Belgique', 'Belgien'],
  LU: ['Lëtzebuerg', 'Luxemburg'],
  DK: ['Danmark'],
  NO: ['Norge', 'Noreg'],
  FI: ['Suomi'],
  PL: ['Polska'],
  CZ: ['Česko', 'Česká republika'],
  HU: ['Magyarország'],
  HR: ['Hrvatska'],
  SI: ['Slovenija'],
  GR: ['Ελλάδα', 'Hellas'],
  IE: ['Éire'],
  // "27 Broad Street, Bristol, England": the nations of the United Kingdom, as a letter's last line names them.
  GB: ['England', 'Scotland', 'Wales', 'Cymru', 'Northern Ireland', 'Great Britain', 'Britain'],
  SM: ['San Marino'],
  VA: ['Città del Vaticano'],
};

export class Gazetteer {
  // Folded city names, each folded when first read: a lookup by name reads a few dozen of the world's 140,000, and
  // folding them all was most of a phone's engine start.
  private readonly keys: (string | undefined)[];
  // Built on first use, like the indexes below.
  private zipByCode: Map<string, number> | undefined;
  private readonly stateByKey = new Map<string, number>();
  private readonly countryByKey = new Map<string, number>();
  // Built on first use: a phone's engine should answer its first request without them.
  private spatial: Flatbush | undefined;
  private buckets: Map<string, number[]> | undefined;
  /** Each bucketed city's letter mask, so most of a bucket is passed over without an edit distance. */
  private masks = new Int32Array(0);
  /** Folded other names of big cities ("roma") → the cities (Rome): city-names.ts, read on first use. */
  private otherNames: Map<string, number[]> | undefined;

  constructor(readonly data: GazetteerData) {
    const c = data.cities;
    this.keys = new Array<string | undefined>(c.names.length);
    data.states.forEach((s, i) => {
      this.stateByKey.set(placeKey(s.code), i);
      this.stateByKey.set(placeKey(s.name), i);
    });
    data.countries.forEach((co, i) => {
      for (const n of [co.code, co.alpha3, co.name, ...co.aliases, ...(ENDONYMS[co.code] ?? [])]) {
        const k = placeKey(n);
        if (!this.countryByKey.has(k)) this.countryByKey.set(k, i);
      }
    });
  }

  /** Ranking weight 4.8..10 from population (1,000 → 4.8, 1 million → 9.6), in single precision as it always was. */
  importance(i: number): number {
    return Math.fround(Math.min(10, 1.6 * Math.log10(Math.max(10, this.data.cities.population[i]!))));
  }

  /** The folded name of city `i` (placeKey). */
  cityKey(i: number): string {
    return (this.keys[i] ??= placeKey(this.data.cities.names.at(i)!));
  }

  /**
   * Cities named exactly `key` (folded), by the gazetteer's name or another language's ("roma": Rome), most populous
   * first, optionally within a country and admin1 area.
   */
  citiesNamed(key: string, countryCode?: string, admin1?: string): number[] {
    const c = this.data.cities;
    const all = this.gazetteerNamed(key);
    for (const i of this.otherNamed(key)) if (!all.includes(i)) all.push(i);
    all.sort((a, b) => c.population[b]! - c.population[a]!);
    return all.filter((i) => (!countryCode || c.country.at(i) === countryCode) && (!admin1 || c.admin1.at(i) === admin1));
  }

  /** Whether city `i` is named `key` (folded), by the gazetteer's name or another language's. */
  isNamed(i: number, key: string): boolean {
    return this.cityKey(i) === key || this.otherNamed(key).includes(i);
  }

  private gazetteerNamed(key: string): number[] {
    const all: number[] = [];
    const n = this.keys.length;
    for (let i = this.firstAtLeast(key); i < n && this.cityKey(i) === key; i++) all.push(i);
    return all;
  }

  private otherNamed(key: string): readonly number[] {
    return this.otherNameTable().get(key) ?? [];
  }

  private otherNameTable(): Map<string, number[]> {
    if (this.otherNames) return this.otherNames;
    const c = this.data.cities;
    const table = new Map<string, number[]>();
    for (const [country, name, ...others] of CITY_NAMES) {
      // The most populous of the name in its country: a region's own small gazetteer may lack the city.
      const city = this.gazetteerNamed(placeKey(name!)).filter((i) => c.country.at(i) === country).sort((a, b) => c.population[b]! - c.population[a]!)[0];
      if (city === undefined) continue;
      for (const other of others) {
        const k = placeKey(other);
        if (k !== this.cityKey(city)) table.set(k, [...(table.get(k) ?? []), city]);
      }
    }
    return (this.otherNames = table);
  }

  /**
   * The most populous city within a few edits of `key`: a big one (100,000 people or more: "Londn", "Innsbruk"),
   * or one of 15,000 or more within 100 km of `near` (the region: "Feldkirh"). A small far town a typo away from a
   * word is no answer ("sushi" was Shushi, Azerbaijan; "Balzer" Balzar, Ecuador).
   */
  fuzzyCity(key: string, countryCode?: string, near?: { lat: number; lng: number }): PlaceHit | null {
    const max = allowedEdits(key);
    if (!max) return null;
    const c = this.data.cities;
    let best: PlaceHit | null = null;
    const mask = letterMask(key);
    for (let len = key.length - max; len <= key.length + max; len++) {
      for (const i of this.fuzzyBuckets().get(key.charAt(0) + len) ?? []) {
        if (maskBound(mask, this.masks[i]!) > max) continue;
        if (countryCode && c.country.at(i) !== countryCode) continue;
        if (c.population[i]! < FUZZY_FAR_CITY_MIN_POPULATION && !(near && haversineMeters(near.lat, near.lng, c.lat[i]!, c.lng[i]!) <= FUZZY_NEAR_METERS)) continue;
        const d = editDistance(key, this.cityKey(i), max);
        if (d > max) continue;
        if (!best || d < best.edits || (d === best.edits && c.population[i]! > c.population[best.index]!)) {
          best = { index: i, edits: d };
        }
      }
    }
    return best;
  }

  /**
   * The city a point is in (or the city section, when `sections`): the nearest, unless a big city covers it (see
   * coveringCity), with its distance in metres.
   */
  nearestCity(lat: number, lng: number, sections = false): { index: number; meters: number } | null {
    const c = this.data.cities;
    const ids = this.cityIndex().neighbors(lng, lat, 12, Infinity, (i) => c.section[i] === (sections ? 1 : 0));
    let best: { index: number; meters: number } | null = null;
    for (const i of ids) {
      const m = haversineMeters(lat, lng, c.lat[i]!, c.lng[i]!);
      if (!best || m < best.meters) best = { index: i, meters: m };
    }
    if (!best || sections) return best;
    const big = this.coveringCity(best.index, lat, lng, ids);
    return big === best.index ? best : { index: big, meters: haversineMeters(lat, lng, c.lat[big]!, c.lng[big]!) };
  }

  /**
   * A place of a few thousand people two kilometres from Baltimore's centre (Butcher's Hill) is a part of
   * Baltimore: where an extract has no boundary to say so, the nearest city gives way to one at least 20 times as
   * populous whose reach (700 m per square root of ten thousand people: Baltimore's 5.5 km) covers the point, as
   * Nominatim gives a place without an area a radius by its rank. A town of its own near a big city stays itself:
   * Mölndal (a tenth of Gothenburg), Västra Frölunda (7.6 km out, the postal town of its addresses).
   */
  coveringCity(nearest: number, lat: number, lng: number, candidates: Iterable<number>): number {
    const pop = this.data.cities.population;
    const c = this.data.cities;
    let best = nearest;
    for (const i of candidates) {
      if (pop[i]! < 20 * Math.max(pop[nearest]!, 1) || pop[i]! <= pop[best]!) continue;
      if (haversineMeters(lat, lng, c.lat[i]!, c.lng[i]!) <= 700 * Math.sqrt(pop[i]! / 10_000)) best = i;
    }
    return best;
  }

  /** Indices of cities inside a box of degrees. */
  citiesIn(minLng: number, minLat: number, maxLng: number, maxLat: number): number[] {
    return this.cityIndex().search(minLng, minLat, maxLng, maxLat);
  }

  /**
   * Indices of cities inside a box, in index order, by a scan of the coordinates: for one box at a region's start,
   * far cheaper than the spatial index's build (a phone's engine start builds none).
   */
  citiesInScan(minLng: number, minLat: number, maxLng: number, maxLat: number): number[] {
    const { lng, lat } = this.data.cities;
    const out: number[] = [];
    for (let i = 0; i < lng.length; i++) {
      const x = lng[i]!;
      const y = lat[i]!;
      if (x >= minLng && x <= maxLng && y >= minLat && y <= maxLat) out.push(i);
    }
    return out;
  }

  /**
   * Indices of cities whose key starts with `prefix`, in key order, then those whose other name does ("rom": Rome
   * by "Roma") and whose own does not (callers rank them).
   */
  *citiesWithPrefix(prefix: string): Generator<number> {
    const n = this.keys.length;
    for (let i = this.firstAtLeast(prefix); i < n && this.cityKey(i).startsWith(prefix); i++) yield i;
    const seen = new Set<number>();
    for (const [k, cities] of this.otherNameTable()) {
      if (!k.startsWith(prefix)) continue;
      for (const i of cities) if (!this.cityKey(i).startsWith(prefix) && !seen.has(i) && seen.add(i)) yield i;
    }
  }

  private firstAtLeast(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cityKey(mid) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Builds ahead what the searches build on first use (the cities' spatial index, the misspellings' buckets): the
   * device engine calls it in idle time after a region is kept, where a phone's first keystroke that needed the
   * index had waited ~300 ms for it.
   */
  prepare(): void {
    this.cityIndex();
    this.fuzzyBuckets();
  }

  private cityIndex(): Flatbush {
    if (this.spatial) return this.spatial;
    const c = this.data.cities;
    const index = new Flatbush(Math.max(1, c.names.length));
    for (let i = 0; i < c.names.length; i++) index.add(c.lng[i]!, c.lat[i]!);
    if (!c.names.length) index.add(0, 0);
    index.finish();
    return (this.spatial = index);
  }

  /**
   * Bigger cities by first letter and name length: a misspelling rarely changes the first letter. Folds every
   * name, so it also checks what the binary searches assume: cities in the order of their names.
   */
  private fuzzyBuckets(): Map<string, number[]> {
    if (this.buckets) return this.buckets;
    const c = this.data.cities;
    const buckets = new Map<string, number[]>();
    this.masks = new Int32Array(this.keys.length);
    for (let i = 0; i < this.keys.length; i++) {
      const k = this.cityKey(i);
      if (i > 0 && this.cityKey(i - 1) > k) throw new Error('Gazetteer cities are not in the order of their names: rebuild the pack');
      if (c.population[i]! < FUZZY_CITY_MIN_POPULATION || c.section[i]) continue;
      this.masks[i] = letterMask(k);
      const bucket = buckets.get(k.charAt(0) + k.length);
      if (bucket) bucket.push(i);
      else buckets.set(k.charAt(0) + k.length, [i]);
    }
    return (this.buckets = buckets);
  }

  zip(code: string): number | undefined {
    this.zipByCode ??= new Map(this.data.zips.codes.map((z, i) => [z, i]));
    return this.zipByCode.get(code.slice(0, 5));
  }

  state(text: string): number | undefined {
    return this.stateByKey.get(placeKey(text));
  }

  country(text: string): number | undefined {
    return this.countryByKey.get(placeKey(text));
  }

  admin1Name(countryCode: string, admin1: string): string {
    return this.data.admin1Names[`${countryCode}.${admin1}`] ?? '';
  }
}
