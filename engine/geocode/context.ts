// Lookups derived once from the street sections and the gazetteer: name keys, street cities, region places.
import type { SourceInfo } from '../pack/ways.ts';
import type { Gazetteer } from './gazetteer.ts';
import { placeKey } from './normalize.ts';
import type { StreetData } from './street-index.ts';

export interface Place {
  city: string;
  state: string;
  countryCode: string;
  country: string;
}

export class GeocodeContext {
  readonly keys: string[];
  readonly byKey = new Map<string, number[]>();
  readonly uniqueKeys: string[];
  /** Unique keys by length, so a fuzzy lookup only compares keys that can be within its edit bound. */
  readonly keysByLength = new Map<number, string[]>();
  /** Intersection indices per street. */
  readonly xByStreet = new Map<number, number[]>();
  /** Gazetteer city per street (-1 without a gazetteer). */
  readonly streetCity: Int32Array;
  /** Region bbox [minLng, minLat, maxLng, maxLat]. */
  readonly bbox: [number, number, number, number];
  /** The region's main city in the gazetteer (most populous inside the region), -1 if none. */
  readonly mainCity: number;
  /** Folded first part of the region name ("gothenburg"), an alias of the main city. */
  readonly regionAlias: string;
  readonly regionCountry: string;
  readonly regionAdmin1: string;
  private readonly places = new Map<number, Place>();

  constructor(
    readonly d: StreetData,
    readonly info: SourceInfo,
    readonly gaz: Gazetteer | null,
  ) {
    this.keys = d.keys;
    this.keys.forEach((k, i) => {
      const list = this.byKey.get(k);
      if (list) list.push(i);
      else this.byKey.set(k, [i]);
    });
    for (const list of this.byKey.values()) list.sort((a, b) => d.streetRank[b]! - d.streetRank[a]!);
    this.uniqueKeys = [...this.byKey.keys()];
    for (const k of this.uniqueKeys) {
      const list = this.keysByLength.get(k.length);
      if (list) list.push(k);
      else this.keysByLength.set(k.length, [k]);
    }
    for (let x = 0; x < d.xStreets.length / 2; x++) {
      for (const s of [d.xStreets[x * 2]!, d.xStreets[x * 2 + 1]!]) {
        const list = this.xByStreet.get(s);
        if (list) list.push(x);
        else this.xByStreet.set(s, [x]);
      }
    }
    const bbox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    const f = d.streetF64;
    for (let s = 0; s < d.names.length; s++) {
      bbox[0] = Math.min(bbox[0], f[s * 6 + 2]!);
      bbox[1] = Math.min(bbox[1], f[s * 6 + 3]!);
      bbox[2] = Math.max(bbox[2], f[s * 6 + 4]!);
      bbox[3] = Math.max(bbox[3], f[s * 6 + 5]!);
    }
    this.bbox = bbox;
    this.regionAlias = placeKey(info.region.split(',')[0] ?? '');
    this.streetCity = new Int32Array(d.names.length).fill(-1);
    this.mainCity = -1;
    this.regionCountry = '';
    this.regionAdmin1 = '';
    if (!gaz) return;
    const c = gaz.data.cities;
    // Only the few cities in and around the region can be a street's nearest: scan those, not the world.
    const near = gaz.citiesIn(bbox[0] - 0.3, bbox[1] - 0.2, bbox[2] + 0.3, bbox[3] + 0.2).filter((i) => !c.section[i]);
    const kx = d.kx;
    for (let s = 0; s < d.names.length; s++) {
      const [lng, lat] = [f[s * 6]!, f[s * 6 + 1]!];
      let best = -1;
      let bestD = Infinity;
      for (const i of near) {
        const dd = ((c.lng[i]! - lng) * kx) ** 2 + (c.lat[i]! - lat) ** 2;
        if (dd < bestD) [best, bestD] = [i, dd];
      }
      this.streetCity[s] = best >= 0 ? best : (gaz.nearestCity(lat, lng)?.index ?? -1);
    }
    let main = -1;
    for (const i of new Set(this.streetCity)) {
      if (i >= 0 && (main < 0 || c.population[i]! > c.population[main]!)) main = i;
    }
    this.mainCity = main;
    this.regionCountry = main >= 0 ? c.country[main]! : '';
    this.regionAdmin1 = main >= 0 ? c.admin1[main]! : '';
  }

  /** True when a gazetteer city lies inside the region (5 km margin). */
  inRegion(lat: number, lng: number): boolean {
    const m = 0.05;
    const b = this.bbox;
    return lng >= b[0] - m * 2 && lng <= b[2] + m * 2 && lat >= b[1] - m && lat <= b[3] + m;
  }

  /** City, state and country of a gazetteer city; the region's own names when there is no gazetteer. */
  placeOfCity(city: number): Place {
    let place = this.places.get(city);
    if (!place) this.places.set(city, (place = this.describeCity(city)));
    return place;
  }

  private describeCity(city: number): Place {
    const gaz = this.gaz;
    if (!gaz || city < 0) {
      const parts = this.info.region.split(',').map((p) => p.trim());
      return { city: parts[0] ?? '', state: '', countryCode: '', country: parts[parts.length - 1] ?? '' };
    }
    const c = gaz.data.cities;
    const cc = c.country[city]!;
    return {
      city: c.names[city]!,
      state: gaz.admin1Name(cc, c.admin1[city]!),
      countryCode: cc,
      country: gaz.data.countries.find((co) => co.code === cc)?.name ?? cc,
    };
  }

  streetPoint(s: number): { lng: number; lat: number } {
    return { lng: this.d.streetF64[s * 6]!, lat: this.d.streetF64[s * 6 + 1]! };
  }

  /** The OSM way id of a street's first way, for linkId. */
  firstWayOf(s: number): string {
    const i = this.d.wayStreet.indexOf(s);
    return i >= 0 ? (this.d.wayIds[i] ?? '') : '';
  }
}
