// Search-ahead: prefix matches over street names (any word), intersections and gazetteer places, ranked.
import type { GeocodeContext } from './context.ts';
import { placeKey, splitIntersection, streetKey } from './normalize.ts';
import { matchStreet } from './street-match.ts';
import type { Suggestion } from './types.ts';

export interface SuggestOptions {
  near?: { lat: number; lng: number };
  limit?: number;
}

/** Sorted word-start suffixes of every street key ("sankt eriksgatan", "eriksgatan") with their key. */
export class WordIndex {
  readonly suffixes: string[] = [];
  readonly keyOf: string[] = [];

  constructor(keys: Iterable<string>) {
    const entries: [string, string][] = [];
    for (const key of keys) {
      entries.push([key, key]);
      for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) entries.push([key.slice(i + 1), key]);
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [s, k] of entries) {
      this.suffixes.push(s);
      this.keyOf.push(k);
    }
  }

  /** Each key with a word starting with `prefix`, and whether the match is at the key's start. */
  *matching(prefix: string): Generator<{ key: string; atStart: boolean }> {
    let lo = 0;
    let hi = this.suffixes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.suffixes[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.suffixes.length && this.suffixes[i]!.startsWith(prefix); i++) {
      const key = this.keyOf[i]!;
      yield { key, atStart: key.length === this.suffixes[i]!.length };
    }
  }
}

interface Scored {
  score: number;
  make: () => Suggestion;
}

/** The k best candidates; a candidate's Suggestion is only built once it has made the final list. */
class TopK {
  readonly items: Scored[] = [];
  constructor(private readonly k: number) {}
  worst(): number {
    return this.items.length < this.k ? -Infinity : this.items[this.items.length - 1]!.score;
  }
  add(score: number, make: () => Suggestion): void {
    if (score <= this.worst()) return;
    const item = { score, make };
    const at = this.items.findIndex((x) => x.score < score);
    if (at < 0) this.items.push(item);
    else this.items.splice(at, 0, item);
    if (this.items.length > this.k) this.items.pop();
  }
}

// Penalty grows with the log of the distance and stops at 15 (about 30 km); an approximate distance will do.
function distancePenalty(near: SuggestOptions['near'], lat: number, lng: number): number {
  if (!near) return 0;
  const dLat = Math.abs(lat - near.lat);
  if (dLat > 1) return 15;
  const km = Math.hypot(dLat, (lng - near.lng) * Math.cos((near.lat * Math.PI) / 180)) * 111.32;
  return Math.min(15, 3 * Math.log2(1 + km));
}

export function suggest(ctx: GeocodeContext, words: WordIndex, q: string, opts: SuggestOptions = {}): Suggestion[] {
  const limit = opts.limit ?? 8;
  const text = q.trim().replace(/^\d+\s*[a-z]?\s+/i, '').replace(/\s+\d+\s*[a-z]?$/i, '');
  if (!text || limit <= 0) return [];
  const top = new TopK(limit * 2);
  const inter = splitIntersection(text);
  if (inter) addIntersections(ctx, top, inter.left, inter.right, opts);
  else {
    addStreets(ctx, words, top, text, opts);
    addCities(ctx, top, text, opts);
  }
  // Same name in the same place once only (dual carriageways, pieces of one street).
  const seen = new Set<string>();
  return top.items
    .map((x) => x.make())
    .filter((s) => !seen.has(s.displayString) && seen.add(s.displayString))
    .slice(0, limit);
}

function addStreets(ctx: GeocodeContext, words: WordIndex, top: TopK, text: string, opts: SuggestOptions): void {
  const prefix = streetKey(text);
  if (!prefix) return;
  const done = new Set<string>();
  for (const { key, atStart } of words.matching(prefix)) {
    if (done.has(key)) continue;
    done.add(key);
    const match = (atStart ? 30 : 20) + (key === prefix ? 10 : 0);
    for (const s of ctx.byKey.get(key)!) {
      const bound = match + ctx.d.streetRank[s]!;
      if (bound <= top.worst()) continue;
      const f = ctx.d.streetF64;
      const score = bound - distancePenalty(opts.near, f[s * 6 + 1]!, f[s * 6]!);
      top.add(score, () => streetSuggestion(ctx, s));
    }
  }
}

function streetSuggestion(ctx: GeocodeContext, s: number): Suggestion {
  const place = ctx.placeOfCity(ctx.streetCity[s]!);
  const p = ctx.streetPoint(s);
  const name = ctx.d.names[s]!;
  return {
    id: `street:${s}`,
    name,
    displayString: [name, place.city, place.state, place.countryCode].filter(Boolean).join(', '),
    lat: p.lat,
    lng: p.lng,
    type: 'street',
    street: name,
    place,
  };
}

function addIntersections(ctx: GeocodeContext, top: TopK, left: string, right: string, opts: SuggestOptions): void {
  const m = matchStreet(ctx, left, false);
  if (!m) return;
  const prefix = streetKey(right);
  const d = ctx.d;
  for (const s of m.streets) {
    for (const x of ctx.xByStreet.get(s) ?? []) {
      const other = d.xStreets[x * 2] === s ? d.xStreets[x * 2 + 1]! : d.xStreets[x * 2]!;
      const otherKey = ctx.keys[other]!;
      if (!otherKey.startsWith(prefix)) continue;
      const lng = d.xCoords[x * 2]!;
      const lat = d.xCoords[x * 2 + 1]!;
      const score = 40 + (otherKey === prefix ? 10 : 0) + d.streetRank[other]! - distancePenalty(opts.near, lat, lng);
      top.add(score, () => {
        const place = ctx.placeOfCity(ctx.streetCity[s]!);
        const name = `${d.names[s]} & ${d.names[other]}`;
        return {
          id: `intersection:${x}`,
          name,
          displayString: [name, place.city, place.state, place.countryCode].filter(Boolean).join(', '),
          lat,
          lng,
          type: 'intersection',
          street: name,
          place,
        };
      });
    }
  }
}

function addCities(ctx: GeocodeContext, top: TopK, text: string, opts: SuggestOptions): void {
  const gaz = ctx.gaz;
  const prefix = placeKey(text);
  if (!gaz || prefix.length < 2) return;
  const c = gaz.data.cities;
  // The region's own name ("Gothenburg") leads to its main city even where the gazetteer spells it otherwise.
  const alias = ctx.mainCity >= 0 && ctx.regionAlias.startsWith(prefix) ? [ctx.mainCity] : [];
  for (const i of [...alias, ...gaz.citiesWithPrefix(prefix)]) {
    const exact = gaz.cityKeys[i] === prefix || (alias[0] === i && ctx.regionAlias === prefix);
    const bound = 30 + (exact ? 10 : 0) + gaz.importance[i]!;
    if (bound <= top.worst()) continue;
    const score = bound - distancePenalty(opts.near, c.lat[i]!, c.lng[i]!);
    top.add(score, () => {
      const place = ctx.placeOfCity(i);
      return {
        id: `city:${i}`,
        name: c.names[i]!,
        displayString: [place.city, place.state, place.countryCode].filter(Boolean).join(', '),
        lat: c.lat[i]!,
        lng: c.lng[i]!,
        type: 'city',
        place,
      };
    });
  }
}
