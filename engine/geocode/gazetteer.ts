// World gazetteer (cities, US ZIP codes, US states, countries) as compact arrays with name and spatial lookups.
import Flatbush from 'flatbush';
import { allowedEdits, editDistance } from './fuzzy.ts';
import { haversineMeters } from './geo.ts';
import { placeKey } from './normalize.ts';

export interface GazetteerData {
  cities: {
    names: string[];
    country: string[];
    admin1: string[];
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

export class Gazetteer {
  readonly cityKeys: string[];
  /** City indices sorted by key, for prefix search. */
  readonly cityOrder: Uint32Array;
  /** Ranking weight 4.8..10 from population (1,000 → 4.8, 1 million → 9.6). */
  readonly importance: Float32Array;
  private readonly byKey = new Map<string, number[]>();
  private readonly cityIndex: Flatbush;
  private readonly zipByCode = new Map<string, number>();
  private readonly stateByKey = new Map<string, number>();
  private readonly countryByKey = new Map<string, number>();
  /** Bigger cities by first letter and name length: a misspelling rarely changes the first letter. */
  private readonly fuzzyBuckets = new Map<string, number[]>();

  constructor(readonly data: GazetteerData) {
    const c = data.cities;
    this.cityKeys = c.names.map(placeKey);
    this.cityKeys.forEach((k, i) => {
      const list = this.byKey.get(k);
      if (list) list.push(i);
      else this.byKey.set(k, [i]);
      if (c.population[i]! >= FUZZY_CITY_MIN_POPULATION && !c.section[i]) {
        const bucket = this.fuzzyBuckets.get(k.charAt(0) + k.length);
        if (bucket) bucket.push(i);
        else this.fuzzyBuckets.set(k.charAt(0) + k.length, [i]);
      }
    });
    for (const list of this.byKey.values()) list.sort((a, b) => c.population[b]! - c.population[a]!);
    this.importance = Float32Array.from(c.population, (p) => Math.min(10, 1.6 * Math.log10(Math.max(10, p))));
    const keys = this.cityKeys;
    this.cityOrder = Uint32Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    this.cityIndex = new Flatbush(Math.max(1, c.names.length));
    for (let i = 0; i < c.names.length; i++) this.cityIndex.add(c.lng[i]!, c.lat[i]!);
    if (!c.names.length) this.cityIndex.add(0, 0);
    this.cityIndex.finish();
    data.zips.codes.forEach((z, i) => this.zipByCode.set(z, i));
    data.states.forEach((s, i) => {
      this.stateByKey.set(placeKey(s.code), i);
      this.stateByKey.set(placeKey(s.name), i);
    });
    data.countries.forEach((co, i) => {
      for (const n of [co.code, co.alpha3, co.name, ...co.aliases]) {
        const k = placeKey(n);
        if (!this.countryByKey.has(k)) this.countryByKey.set(k, i);
      }
    });
  }

  /** Cities named exactly `key` (folded), most populous first, optionally within a country and admin1 area. */
  citiesNamed(key: string, countryCode?: string, admin1?: string): number[] {
    const all = this.byKey.get(key) ?? [];
    const c = this.data.cities;
    return all.filter((i) => (!countryCode || c.country[i] === countryCode) && (!admin1 || c.admin1[i] === admin1));
  }

  /** The most populous city within a few edits of `key` (only cities of 15,000 people or more). */
  fuzzyCity(key: string, countryCode?: string): PlaceHit | null {
    const max = allowedEdits(key);
    if (!max) return null;
    const c = this.data.cities;
    let best: PlaceHit | null = null;
    for (let len = key.length - max; len <= key.length + max; len++) {
      for (const i of this.fuzzyBuckets.get(key.charAt(0) + len) ?? []) {
        if (countryCode && c.country[i] !== countryCode) continue;
        const d = editDistance(key, this.cityKeys[i]!, max);
        if (d > max) continue;
        if (!best || d < best.edits || (d === best.edits && c.population[i]! > c.population[best.index]!)) {
          best = { index: i, edits: d };
        }
      }
    }
    return best;
  }

  /** Nearest city (or city section when `sections`) to a point, with its distance in metres. */
  nearestCity(lat: number, lng: number, sections = false): { index: number; meters: number } | null {
    const c = this.data.cities;
    const ids = this.cityIndex.neighbors(lng, lat, 12, Infinity, (i) => c.section[i] === (sections ? 1 : 0));
    let best: { index: number; meters: number } | null = null;
    for (const i of ids) {
      const m = haversineMeters(lat, lng, c.lat[i]!, c.lng[i]!);
      if (!best || m < best.meters) best = { index: i, meters: m };
    }
    return best;
  }

  /** Indices of cities inside a box of degrees. */
  citiesIn(minLng: number, minLat: number, maxLng: number, maxLat: number): number[] {
    return this.cityIndex.search(minLng, minLat, maxLng, maxLat);
  }

  /** Indices of cities whose key starts with `prefix`, in key order (callers rank them). */
  *citiesWithPrefix(prefix: string): Generator<number> {
    const order = this.cityOrder;
    const keys = this.cityKeys;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (keys[order[mid]!]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < order.length && keys[order[i]!]!.startsWith(prefix); i++) yield order[i]!;
  }

  zip(code: string): number | undefined {
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
