// Builds the Liechtenstein golden queries from the extract's own data: each expected answer is the raw address
// point (or the raw neighbours a missing number lies between, or a point of interest's own point), never the
// geocoder's output. golden-li.test.ts keeps the result in golden-li.json as a file snapshot.
import type { AddressPoint, MapFeatures, Poi } from '../pack/map-features.ts';
import type { ForwardQuery } from './types.ts';

export type AddressGoldenKind =
  | 'exact'
  | 'lowercase'
  | 'no-diacritics'
  | 'postcode-first'
  | 'postcode-prefixed'
  | 'postcode-only'
  | 'town-postcode'
  | 'no-commas'
  | 'structured'
  | 'missing-number'
  | 'beyond-range';

export interface AddressGolden {
  kind: AddressGoldenKind;
  query: ForwardQuery;
  /** The five-character quality code the answer must carry. */
  code: string;
  /** The answer must lie within `meters` of this raw point ([lat, lng])... */
  at?: [number, number];
  /** ...or, for a missing number, on the line between the raw points of the numbers either side of it. */
  between?: [[number, number], [number, number]];
  meters: number;
}

export interface PoiGolden {
  kind: 'poi-name' | 'poi-alt-name';
  /** Typed into search-ahead. */
  text: string;
  /** The point of interest's own point: it must be the first suggestion. */
  at: [number, number];
}

const EXACT_METERS = 1;
// A missing number may lie anywhere between its neighbours, but on the line between them.
const BETWEEN_METERS = 1;

// Deterministic sampling: the same extract always gives the same golden file.
function sampler(seed: number) {
  let s = seed;
  const rand = () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return <T>(items: readonly T[], n: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
    return out;
  };
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const lower = (s: string) => s.toLowerCase();
const value = (n: string) => (/^\d+$/.test(n) ? Number(n) : NaN);
const pt = (a: { lat: number; lng: number }): [number, number] => [a.lat, a.lng];

/** At least 300 address queries of every form, from the extract's address points. */
export function addressGolden(f: MapFeatures): AddressGolden[] {
  const pick = sampler(15);
  const addresses = [...f.addresses].filter((a) => a.street && a.housenumber).sort((a, b) => (a.id < b.id ? -1 : 1));
  // Queries ask for plain numbers ("12", "12a"), not a tagged list such as "23;25".
  const plain = addresses.filter((a) => /^\d+[a-zA-Z]?$/.test(a.housenumber));
  // A street and number that occur once in the extract can be asked for without ambiguity; duplicates (a
  // building and its entrance, one street name in two villages) are left out.
  const count = new Map<string, number>();
  const keyOf = (a: AddressPoint) => `${lower(fold(a.street!))}|${lower(a.housenumber)}`;
  for (const a of addresses) count.set(keyOf(a), (count.get(keyOf(a)) ?? 0) + 1);
  const unique = (a: AddressPoint) => count.get(keyOf(a)) === 1;
  const full = plain.filter((a) => a.postcode && a.city && unique(a));
  const out: AddressGolden[] = [];
  const exactly = (kind: AddressGoldenKind, a: AddressPoint, query: ForwardQuery, code: string) =>
    out.push({ kind, query, code, at: pt(a), meters: EXACT_METERS });
  for (const a of pick(full, 110)) exactly('exact', a, { location: `${a.street} ${a.housenumber}, ${a.postcode} ${a.city}` }, 'P1AAA');
  for (const a of pick(full, 40)) exactly('lowercase', a, { location: lower(`${a.street} ${a.housenumber}, ${a.city}`) }, 'P1AAX');
  const accented = full.filter((a) => fold(a.street!) !== a.street || fold(a.city!) !== a.city);
  for (const a of pick(accented, 30)) exactly('no-diacritics', a, { location: fold(`${a.street} ${a.housenumber}, ${a.city}`) }, 'P1AAX');
  for (const a of pick(full, 20)) exactly('postcode-first', a, { location: `${a.street} ${a.housenumber}, ${a.postcode} ${lower(a.city!)}` }, 'P1AAA');
  for (const a of pick(full, 20)) exactly('postcode-prefixed', a, { location: `${a.street} ${a.housenumber}, FL-${a.postcode} ${a.city}` }, 'P1AAA');
  for (const a of pick(full, 20)) exactly('postcode-only', a, { location: `${a.street} ${a.housenumber}, ${a.postcode}` }, 'P1AXA');
  for (const a of pick(full, 10)) exactly('town-postcode', a, { location: `${a.street} ${a.housenumber}, ${a.city} ${a.postcode}` }, 'P1AAA');
  for (const a of pick(full, 20)) exactly('no-commas', a, { location: `${a.street} ${a.housenumber} ${a.city}` }, 'P1AAX');
  for (const a of pick(full, 30)) {
    exactly('structured', a, { street: `${a.street} ${a.housenumber}`, city: a.city!, state: 'Liechtenstein', postalCode: a.postcode!, countryCode: 'LI' }, 'P1AAA');
  }
  out.push(...missingNumbers(addresses, pick));
  return out;
}

/**
 * Numbers missing from a street whose neighbours two below and two above (same side) are tagged once each in
 * the same postcode: the answer is interpolated between them (L1). Numbers past the last known one get that
 * one's point (B3).
 */
function missingNumbers(addresses: AddressPoint[], pick: ReturnType<typeof sampler>): AddressGolden[] {
  // A number is missing when no address of that street carries it, in the postcode or without any postcode.
  const taken = new Set(addresses.map((a) => `${a.street}|${/^\d+/.exec(a.housenumber)?.[0]}|${a.postcode ?? ''}`));
  const streets = new Map<string, AddressPoint[]>();
  for (const a of addresses) {
    if (!a.postcode) continue;
    const k = `${a.street}|${a.postcode}`;
    streets.set(k, [...(streets.get(k) ?? []), a]);
  }
  const between: AddressGolden[] = [];
  const beyond: AddressGolden[] = [];
  for (const list of streets.values()) {
    const byValue = new Map<number, AddressPoint[]>();
    // Every number with digits counts as taken (12a takes 12), so a "missing" number is missing outright.
    for (const a of list) {
      const v = Number(/^\d+/.exec(a.housenumber)?.[0] ?? NaN);
      if (Number.isFinite(v)) byValue.set(v, [...(byValue.get(v) ?? []), a]);
    }
    const a0 = list.find((a) => a.city);
    if (!a0) continue;
    const ask = (n: number): ForwardQuery => ({ location: `${a0.street} ${n}, ${a0.postcode} ${a0.city}` });
    for (let v = 3; v < 300; v++) {
      if (byValue.has(v) || taken.has(`${a0.street}|${v}|`)) continue;
      const below = byValue.get(v - 2);
      const above = byValue.get(v + 2);
      if (below?.length !== 1 || above?.length !== 1) continue;
      const [b, a] = [below[0]!, above[0]!];
      if (value(b.housenumber) !== v - 2 || value(a.housenumber) !== v + 2) continue;
      between.push({ kind: 'missing-number', query: ask(v), code: 'L1AAA', between: [pt(b), pt(a)], meters: BETWEEN_METERS });
    }
    const known = [...byValue.keys()].sort((x, y) => x - y);
    const last = known[known.length - 1];
    const top = last !== undefined ? byValue.get(last)! : [];
    // Numbers tagged without a postcode may lie beyond this postcode's last one: then the nearest is unclear.
    const unplaced = addresses.some((a) => a.street === a0.street && !a.postcode);
    if (known.length >= 3 && top.length === 1 && value(top[0]!.housenumber) === last && !unplaced) {
      beyond.push({ kind: 'beyond-range', query: ask(last! + 100), code: 'B3AAA', at: pt(top[0]!), meters: EXACT_METERS });
    }
  }
  // A street written two ways ("Im Troexle", "Im Tröxle") is one street to the geocoder (oe = ö): a number the
  // other spelling carries is no missing number. Dropped after sampling, so the other queries stay the same.
  const spelling = (street: string | undefined) => lower(fold(street ?? '')).replace(/([aou])e/g, '$1');
  const anySpelling = new Set(addresses.map((a) => `${spelling(a.street)}|${/^\d+/.exec(a.housenumber)?.[0]}`));
  const missing = pick(between, 45).filter((g) => {
    const m = /^(.*) (\d+),/.exec((g.query as { location: string }).location)!;
    return !anySpelling.has(`${spelling(m[1])}|${m[2]}`);
  });
  return [...missing, ...pick(beyond, 15)];
}

/** 100 point-of-interest searches: up to 30 by a unique alternative name, the rest by a unique main name. */
export function poiGolden(f: MapFeatures, streetNames: readonly string[]): PoiGolden[] {
  const pick = sampler(16);
  // Named buildings and land use (pack format 16) are left out, so the sample stays the one measured before them;
  // they are checked on their own (suggest-town.test.ts).
  const kept = f.pois.filter((p) => !/^(building|landuse)=/.test(p.kind));
  const uses = new Map<string, number>();
  const key = (n: string) => lower(fold(n)).replace(/[^a-z0-9]+/g, ' ').trim();
  // A name is only a fair test when nothing else in the extract (POI, place, road, address street) is called so.
  const names = [
    ...kept.flatMap((p) => [...new Set(p.names.map(key))]),
    ...f.places.flatMap((p) => p.names.map(key)),
    ...new Set([...f.addresses.map((a) => key(a.street ?? a.place ?? '')), ...streetNames.map(key)]),
  ];
  for (const n of names) uses.set(n, (uses.get(n) ?? 0) + 1);
  const fair = (n: string) => key(n).length >= 4 && uses.get(key(n)) === 1 && !prefixOfAnother(key(n), uses);
  const pois = [...kept].sort((a, b) => (a.id < b.id ? -1 : 1));
  const byName = pois.filter((p) => p.names[0] && fair(p.names[0]));
  const byAlt = pois.flatMap((p: Poi) => {
    const alt = p.names.slice(1).find((n) => key(n) !== key(p.names[0] ?? '') && fair(n));
    return alt ? [{ p, alt }] : [];
  });
  const alts = pick(byAlt, 30).map(({ p, alt }) => ({ kind: 'poi-alt-name' as const, text: alt, at: pt(p) }));
  return [...pick(byName, 100 - alts.length).map((p) => ({ kind: 'poi-name' as const, text: p.names[0]!, at: pt(p) })), ...alts];
}

// "Post" is not a fair test of search-ahead when "Post Vaduz" exists: both are right answers to "Post".
function prefixOfAnother(k: string, uses: Map<string, number>): boolean {
  for (const other of uses.keys()) if (other !== k && other.startsWith(`${k} `)) return true;
  return false;
}
