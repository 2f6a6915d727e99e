// Address points grouped by street and district at load time: exact house numbers, interpolation between
// known numbers, the nearest known number, the nearest address to a point, postcode areas.
import { metersToDegLat } from './geo.ts';
import { houseKey, houseKeysOf, houseValue } from './housenumber.ts';
import { dateKey, placeKey } from './normalize.ts';
import type { SearchData } from './search-data.ts';

/** The addresses of one street in one district. */
export interface AddressGroup {
  key: string;
  street: string;
  district: number;
  members: number[];
  /** Folded names the group's city answers to: its addresses' addr:city and its municipality's names. */
  cityKeys: Set<string>;
  /** Postcodes without spaces. */
  postcodes: Set<string>;
}

export interface Interpolated {
  lng: number;
  lat: number;
  below: number;
  above: number;
}

// Interpolate only between numbers this close, and points this close: further apart the guess is worthless.
const MAX_NUMBER_GAP = 20;
const MAX_SPAN_METERS = 500;
// A postcode area is a few km across; a tagged address further than this says little about an untagged one.
const POSTCODE_NEIGHBOUR_METERS = 2000;

export const postcodeKey = (p: string) => p.replace(/\s+/g, '').toUpperCase();

export class AddressBook {
  readonly groups: AddressGroup[] = [];
  readonly groupsByKey = new Map<string, number[]>();
  readonly byPostcode = new Map<string, number[]>();
  /**
   * Postcodes only points of interest carry (no address tagged with one), by key: the points carrying each. Nominatim
   * takes every object's postcode into its postcode table; so does the region's list of postcodes.
   */
  readonly poiByPostcode = new Map<string, number[]>();
  /** Per address: its group. */
  readonly groupOf: Uint32Array;
  private readonly houses = new Map<string, number>();
  private readonly groupPostcode: string[];
  /** Per group: the `postal_code` of its street's ways ('' when untagged); set by the context, which has the streets. */
  streetPostcode: readonly string[] = [];
  private readonly nearCache: (string | undefined)[] = [];
  private readonly keysCache: (readonly string[] | undefined)[] = [];
  private values: Float64Array | null = null;

  constructor(
    private readonly s: SearchData,
    private readonly kx: number,
  ) {
    const a = s.addr;
    this.groupOf = new Uint32Array(a.number.length);
    const groupOf = new Map<string, number>();
    for (let i = 0; i < a.number.length; i++) {
      // "Via IV Novembre" and "Via Quattro Novembre" (both tagged in Rome) are one street: one group, its numbers
      // together, found by either name.
      const id = `${dateKey(a.key[i]!)}|${a.district[i]}`;
      let g = groupOf.get(id);
      if (g !== undefined && a.key[i] !== this.groups[g]!.key && !this.groupsByKey.get(a.key[i]!)?.includes(g)) push(this.groupsByKey, a.key[i]!, g);
      if (g === undefined) {
        g = this.groups.length;
        groupOf.set(id, g);
        const district = s.districts[a.district[i]!];
        this.groups.push({
          key: a.key[i]!,
          street: a.street[i]!,
          district: a.district[i]!,
          members: [],
          cityKeys: new Set(district?.city.map(placeKey)),
          postcodes: new Set(),
        });
        push(this.groupsByKey, a.key[i]!, g);
      }
      const group = this.groups[g]!;
      group.members.push(i);
      this.groupOf[i] = g;
      if (a.city[i]) group.cityKeys.add(placeKey(a.city[i]!));
      if (a.postcode[i]) {
        group.postcodes.add(postcodeKey(a.postcode[i]!));
        push(this.byPostcode, postcodeKey(a.postcode[i]!), i);
      }
      for (const k of houseKeysOf(a.number[i]!)) {
        // A number tagged twice on one street (a building and its entrance) keeps its first point.
        if (!this.houses.has(`${g}|${k}`)) this.houses.set(`${g}|${k}`, i);
      }
    }
    this.groupPostcode = this.groups.map((g) => mostCommon(g.members.map((i) => a.postcode[i]!).filter(Boolean)));
    const pc = s.poi.postcode;
    for (let i = 0; i < pc.length; i++) {
      const key = pc[i] ? postcodeKey(pc[i]!) : '';
      if (key && !this.byPostcode.has(key)) push(this.poiByPostcode, key, i);
    }
  }

  /** Whether the region has the postcode (by key): an address's, else a point of interest's. */
  hasPostcode(key: string): boolean {
    return this.byPostcode.has(key) || this.poiByPostcode.has(key);
  }

  /** The postcode as the data writes it ("BS1 2HG" for BS12HG), '' where the region has no such postcode. */
  writtenPostcode(key: string): string {
    const at = this.byPostcode.get(key);
    if (at) return this.s.addr.postcode[at[0]!]!;
    const poi = this.poiByPostcode.get(key);
    return poi ? this.s.poi.postcode[poi[0]!]! : '';
  }

  /** The house keys an address answers to ("39A/B": 39a/b, 39a, 39b), worked out once: search-ahead asks at every keystroke. */
  /** houseValue of an address's number, worked out once per address (-1 in the table: not yet). */
  valueOf(i: number): number {
    const values = (this.values ??= new Float64Array(this.s.addr.number.length).fill(-1));
    let v = values[i]!;
    if (v === -1) values[i] = v = houseValue(this.s.addr.number[i]!);
    return v;
  }

  keysOf(i: number): readonly string[] {
    return (this.keysCache[i] ??= houseKeysOf(this.s.addr.number[i]!));
  }

  /**
   * The address's own postcode, else its street's (`postal_code` on the way), else the one most of its street's
   * addresses carry, else that of the nearest
   * address tagged with one (Nominatim's rule for an untagged object: the postcode area it lies in, which a
   * tagged neighbour within POSTCODE_NEIGHBOUR_METERS stands for), else ''.
   */
  postcodeNear(i: number): string {
    const own = this.s.addr.postcode[i] || this.streetPostcode[this.groupOf[i]!] || this.groupPostcode[this.groupOf[i]!];
    if (own) return own;
    // A street's worth of untagged addresses is filtered by postcode on every query: look each one up once.
    return (this.nearCache[i] ??= this.postcodeAt(this.s.addr.xy[i * 2 + 1]!, this.s.addr.xy[i * 2]!));
  }

  /** The postcode of the nearest address tagged with one (that `keep` keeps), within POSTCODE_NEIGHBOUR_METERS, else ''. */
  postcodeAt(lat: number, lng: number, keep?: (address: number) => boolean): string {
    const code = this.s.addr.postcode;
    if (code.length === 0) return '';
    const [i] = this.s.addr.index.neighbors(lng * this.kx, lat, 1, metersToDegLat(POSTCODE_NEIGHBOUR_METERS), (j) => code[j] !== '' && (!keep || keep(j)));
    return i === undefined ? '' : code[i]!;
  }

  point(i: number): { lng: number; lat: number } {
    return { lng: this.s.addr.xy[i * 2]!, lat: this.s.addr.xy[i * 2 + 1]! };
  }

  /** The address with exactly this number on the group's street. */
  exact(group: number, number: string): number | undefined {
    return this.houses.get(`${group}|${houseKey(number)}`);
  }

  // The three lookups below take the members to look among: a street's addresses, or those of them in the
  // postcode asked for.

  /** Same number with another letter ("12" for "12b", or "12a" for "12"), the closest thing to an exact hit. */
  sameNumber(members: readonly number[], number: string): number | undefined {
    const v = houseValue(number);
    return members.find((i) => this.valueOf(i) === v);
  }

  /** A point between the nearest known numbers below and above, same side of the street first. */
  interpolate(members: readonly number[], number: string): Interpolated | null {
    const v = houseValue(number);
    if (!Number.isFinite(v)) return null;
    return this.between(members, v, true) ?? this.between(members, v, false);
  }

  /** The address whose number is nearest to `number`, for a number outside the street's known range. */
  nearestNumber(members: readonly number[], number: string): number | undefined {
    const v = houseValue(number);
    let best: number | undefined;
    let bestGap = Infinity;
    for (const i of members) {
      const gap = Math.abs(this.valueOf(i) - v);
      if (gap < bestGap) [best, bestGap] = [i, gap];
    }
    return best;
  }

  /** The member nearest the mean of the group's points: a point on the street, near its middle. */
  middle(group: number): number {
    const members = this.groups[group]!.members;
    return this.nearestToMean(members);
  }

  nearestToMean(members: readonly number[]): number {
    let [mx, my] = [0, 0];
    for (const i of members) {
      mx += this.s.addr.xy[i * 2]!;
      my += this.s.addr.xy[i * 2 + 1]!;
    }
    [mx, my] = [mx / members.length, my / members.length];
    let best = members[0]!;
    let bestD = Infinity;
    for (const i of members) {
      const d = ((this.s.addr.xy[i * 2]! - mx) * this.kx) ** 2 + (this.s.addr.xy[i * 2 + 1]! - my) ** 2;
      if (d < bestD) [best, bestD] = [i, d];
    }
    return best;
  }

  /** The address nearest to a point within `maxMeters`, or undefined. */
  nearest(lat: number, lng: number, maxMeters: number, keep?: (address: number) => boolean): number | undefined {
    if (this.s.addr.number.length === 0) return undefined;
    return this.s.addr.index.neighbors(lng * this.kx, lat, 1, metersToDegLat(maxMeters), keep)[0];
  }

  private between(members: readonly number[], v: number, sameSide: boolean): Interpolated | null {
    let below = -1;
    let above = -1;
    for (const i of members) {
      const n = this.valueOf(i);
      if (!Number.isFinite(n) || (sameSide && (n - v) % 2 !== 0)) continue;
      if (n < v && (below < 0 || n > this.valueOf(below))) below = i;
      if (n > v && (above < 0 || n < this.valueOf(above))) above = i;
    }
    if (below < 0 || above < 0) return null;
    const nb = this.valueOf(below);
    const na = this.valueOf(above);
    const pb = this.point(below);
    const pa = this.point(above);
    const spanDeg = Math.hypot((pa.lng - pb.lng) * this.kx, pa.lat - pb.lat);
    if (na - nb > MAX_NUMBER_GAP || spanDeg > metersToDegLat(MAX_SPAN_METERS)) return null;
    const t = (v - nb) / (na - nb);
    return { lng: pb.lng + t * (pa.lng - pb.lng), lat: pb.lat + t * (pa.lat - pb.lat), below, above };
  }
}

export function mostCommon(values: readonly string[]): string {
  const count = new Map<string, number>();
  let best = '';
  for (const v of values) {
    const n = (count.get(v) ?? 0) + 1;
    count.set(v, n);
    if (n > (count.get(best) ?? 0)) best = v;
  }
  return best;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
