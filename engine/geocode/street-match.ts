// Finds streets and intersections by name: exact key first, then the closest key within a few edits.
import type { GeocodeContext } from './context.ts';
import { allowedEdits } from './fuzzy.ts';
import { matchKey, splitHouseNumber, writtenOut } from './normalize.ts';

export interface StreetMatch {
  streets: number[];
  edits: number;
  houseNumber: string | null;
  /** Found by part of its words (matchStreetByWords). */
  partial?: true;
}

/** Streets named like `text` (a house number is tried as part of the name first, then split off). */
export function matchStreet(ctx: GeocodeContext, text: string, fuzzy = true): StreetMatch | null {
  const whole = ctx.byKey.get(matchKey(text));
  if (whole) return { streets: whole, edits: 0, houseNumber: null };
  const { street, houseNumber } = splitHouseNumber(text);
  const key = matchKey(street);
  const exact = ctx.byKey.get(key);
  if (exact) return { streets: exact, edits: 0, houseNumber };
  const abbreviated = writtenOut(key, (k) => ctx.byKey.has(k));
  if (abbreviated) return { streets: ctx.byKey.get(abbreviated)!, edits: 0, houseNumber };
  // "Via 20 Settembre" is Via XX Settembre: a date written another way.
  const dated = ctx.sameDate(key).find((k) => ctx.byKey.has(k));
  if (dated) return { streets: ctx.byKey.get(dated)!, edits: 0, houseNumber };
  if (!fuzzy) return null;
  const max = allowedEdits(key);
  if (!max) return null;
  // The fewest edits, then the most important street.
  let best: StreetMatch | null = null;
  const numbers = key.match(/\d+/g)?.join(' ') ?? '';
  for (const { at, edits } of ctx.fuzzyKeys.within(key, max)) {
    // A typo is in the letters: "US 22" is not US 322, "Route 5" not Route 6.
    const other = ctx.uniqueKeys[at]!;
    if ((numbers || /\d/.test(other)) && (other.match(/\d+/g)?.join(' ') ?? '') !== numbers) continue;
    const streets = ctx.byKey.get(ctx.uniqueKeys[at]!)!;
    if (!best || edits < best.edits || (edits === best.edits && rankOf(ctx, streets) > rankOf(ctx, best.streets))) best = { streets, edits, houseNumber };
  }
  return best;
}

/** Several streets hold the words typed: their names, the most important first. */
export interface SeveralStreets {
  several: string[];
  /** The most important street of the most important name. */
  first: number;
}

/**
 * Streets whose name holds every typed word in order, with words left out ("Allards gata" = Gamla Allards gata),
 * as Nominatim matches names; `keep` narrows them (to the town asked for). A partial name never guesses between
 * streets: their names when more than one name is left ("Skansgatan": Östra and Västra Skansgatan), null when none is.
 */
export function matchStreetByWords(ctx: GeocodeContext, text: string, keep: (s: number) => boolean): StreetMatch | SeveralStreets | null {
  const { street, houseNumber } = splitHouseNumber(text);
  const words = matchKey(street).split(' ').filter(Boolean);
  if (!words.some((w) => w.length >= 3 && !/\d/.test(w))) return null;
  let hits: number[][] = [];
  for (const key of longerNamesWithWords(ctx.byKey, words)) hits.push(ctx.byKey.get(key)!);
  const kept = hits.map((h) => h.filter(keep)).filter((h) => h.length);
  if (kept.length) hits = kept;
  if (hits.length > 1) {
    const names = hits.map((h) => ({ name: ctx.d.names[h[0]!]!, rank: rankOf(ctx, h), first: h[0]! }));
    names.sort((a, b) => b.rank - a.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { several: [...new Set(names.map((n) => n.name))], first: names[0]!.first };
  }
  return hits.length === 1 ? { streets: hits[0]!, edits: 1, houseNumber, partial: true } : null;
}

/** Per map of names, each word's names split into words: built once, on the first search by words. */
const wordIndexes = new WeakMap<ReadonlyMap<string, unknown>, Map<string, string[][]>>();

/**
 * The keys of `names` that hold every word of `words` in order and more words besides. Only the names holding
 * the typed word with the fewest names are compared (a scan of every name split per query cost 1–2 ms a search).
 */
export function longerNamesWithWords(names: ReadonlyMap<string, unknown>, words: readonly string[]): string[] {
  let index = wordIndexes.get(names);
  if (!index) {
    index = new Map();
    for (const key of names.keys()) {
      const name = key.split(' ');
      for (const w of new Set(name)) {
        const list = index.get(w);
        if (list) list.push(name);
        else index.set(w, [name]);
      }
    }
    wordIndexes.set(names, index);
  }
  let fewest: string[][] | undefined;
  // "Via C. Battisti", "Carrer F. Carat": a letter alone before more of the name is a word's initial (Cesare,
  // Francesc); the other words find the names. Not a last letter ("Lilla g." is Swedish Lilla gatan).
  const initials = words.some((w, i) => i < words.length - 1 && isInitial(w)) && words.some((w) => w.length >= 3);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (initials && i < words.length - 1 && isInitial(w)) continue;
    const list = (SAINT[w] ?? [w]).flatMap((x) => index.get(x) ?? []);
    if (!list.length) return [];
    if (!fewest || list.length < fewest.length) fewest = list;
  }
  // As long as the name when an "S." stands for its saint ("Via di S. Eufemia" is Via di Santa Eufemia).
  const saint = words.some((w) => SAINT[w]);
  return [...new Set(fewest ?? [])].filter((name) => (name.length > words.length || ((saint || initials) && name.length === words.length)) && wordsInOrder(words, name, initials)).map((name) => name.join(' '));
}

/** A letter alone, which no other rule reads ("S." is a saint's). */
const isInitial = (w: string) => w.length === 1 && !SAINT[w] && /\p{L}/u.test(w);

/** "Via S. Eufemia" is Via di Santa Eufemia: an Italian "S." is San, Santa, Santo or Sant' (and Santi, SS.). */
const SAINT: Record<string, readonly string[]> = { s: ['s', 'san', 'santa', 'santo', 'sant', 'santi'], ss: ['ss', 'santi'] };

/** Every word of `words` is a word of `name`, in the same order; with `initials`, a letter alone (not last) the start of one. */
function wordsInOrder(words: readonly string[], name: readonly string[], initials = false): boolean {
  let at = 0;
  for (const w of name) if (at < words.length && (w === words[at] || SAINT[words[at]!]?.includes(w) || (initials && at < words.length - 1 && isInitial(words[at]!) && w.length > 1 && w.startsWith(words[at]!)))) at++;
  return at === words.length;
}

function rankOf(ctx: GeocodeContext, streets: number[]): number {
  return ctx.d.streetRank[streets[0]!]!;
}

export interface IntersectionMatch {
  index: number;
  /** The street ids in the order the query named them. */
  first: number;
  second: number;
  edits: number;
  /** The roundabout the two streets meet at, where they do not meet each other ("Adlerkreisel"). */
  via?: number;
}

/**
 * Intersections of two named streets; several when the pair meets at several nodes or in several places. Where the
 * names as typed do not meet, each side is also every street whose name holds its words, as people name a corner
 * ("Wolfe St & Eastern Ave": South Wolfe Street; "Eastern & Conkling": Eastern Avenue and South Conkling Street).
 */
export function matchIntersection(ctx: GeocodeContext, left: string, right: string): IntersectionMatch[] {
  const a = matchStreet(ctx, left);
  const b = matchStreet(ctx, right);
  const out = a && b ? crossings(ctx, a.streets, b.streets, Math.max(a.edits, b.edits)) : [];
  // Two typos or more on a side: a name holding the words typed is the better reading ("Conkling St").
  if (out.length && out[0]!.edits <= 1) return out;
  const exact = (m: StreetMatch | null) => (m && m.edits === 0 ? m.streets : []);
  const wideA = [...exact(a), ...streetsHolding(ctx, left)];
  const wideB = [...exact(b), ...streetsHolding(ctx, right)];
  const wide = wideA.length && wideB.length ? crossings(ctx, wideA, wideB, 1) : [];
  if (wide.length || out.length) return wide.length ? wide : out;
  // "Städtle & Äulestrasse": two streets that meet only at a roundabout named as a street (Adlerkreisel).
  const round = a && b ? viaRoundabout(ctx, a.streets, b.streets, Math.max(a.edits, b.edits)) : [];
  return round.length ? round : wideA.length && wideB.length ? viaRoundabout(ctx, wideA, wideB, 1) : [];
}

/** A roundabout mapped as a street of its own name: Kreisel, roundabout, rotonda, rond-point, rotonde, … */
export const ROUNDABOUT = /kreisel|roundabout|rotonda|rotatoria|rond-point|rotonde|verkeersplein|rondell|cirkulationsplats/i;

/** The street across crossing `x` from street `s`. */
export const across = (ctx: GeocodeContext, x: number, s: number): number => (ctx.d.xStreets[x * 2] === s ? ctx.d.xStreets[x * 2 + 1]! : ctx.d.xStreets[x * 2]!);

/** Streets of `first` and `second` that meet at a roundabout both cross, at the first one's way onto it; B at best. */
function viaRoundabout(ctx: GeocodeContext, first: readonly number[], second: readonly number[], edits: number): IntersectionMatch[] {
  const bSet = new Set(second);
  const out: IntersectionMatch[] = [];
  for (const s of new Set(first)) {
    for (const x of ctx.xByStreet.get(s) ?? []) {
      const r = across(ctx, x, s);
      if (!ROUNDABOUT.test(ctx.d.names[r]!)) continue;
      for (const y of ctx.xByStreet.get(r) ?? []) {
        const t = across(ctx, y, r);
        if (t !== s && bSet.has(t)) out.push({ index: x, first: s, second: t, edits: Math.max(1, edits), via: r });
      }
    }
  }
  return out;
}

function crossings(ctx: GeocodeContext, first: readonly number[], second: readonly number[], edits: number): IntersectionMatch[] {
  const bSet = new Set(second);
  const out: IntersectionMatch[] = [];
  for (const s of new Set(first)) {
    for (const x of ctx.xByStreet.get(s) ?? []) {
      const other = ctx.d.xStreets[x * 2] === s ? ctx.d.xStreets[x * 2 + 1]! : ctx.d.xStreets[x * 2]!;
      if (bSet.has(other)) out.push({ index: x, first: s, second: other, edits });
    }
  }
  return out;
}

/** Every street whose name holds the words typed and more ("Wolfe St": North and South Wolfe Street), none for words too short to tell. */
export function streetsHolding(ctx: GeocodeContext, text: string): number[] {
  const words = matchKey(splitHouseNumber(text).street).split(' ').filter(Boolean);
  if (!words.some(telling)) return [];
  const out = longerNamesWithWords(ctx.byKey, words).flatMap((k) => ctx.byKey.get(k)!);
  // "N Wolfe St" at a corner of South Wolfe Street, "E Eastern Ave" for Eastern Avenue: a side typed wrong or not at all.
  const bare = DIRECTION.has(words[0]!) && words.length > 1 ? words.slice(1) : null;
  if (bare?.some(telling)) {
    const key = bare.join(' ');
    out.push(...(ctx.byKey.get(key) ?? []), ...longerNamesWithWords(ctx.byKey, bare).flatMap((k) => ctx.byKey.get(k)!));
  }
  return out;
}

/** A word that tells streets apart: three letters or more, or a street's ordinal ("7th": 7th Avenue, 7th Avenue South). */
const telling = (w: string) => (w.length >= 3 && !/\d/.test(w)) || /^\d+(?:st|nd|rd|th)$/.test(w);

const DIRECTION = new Set(['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);
