// A name with a category word ("Samina river", "Gänglesee lake", "Vaduz castle"): the points of interest of that
// category called so. Nominatim reads the category word as a special phrase and the rest as the name; forward
// geocoding and search-ahead both ask here, so they agree on what was meant.
import { PLACE_RANK, type GeocodeContext } from './context.ts';
import { allowedEdits, editDistance } from './fuzzy.ts';
import { haversineMeters } from './geo.ts';
import { foldText, matchKey, placeKey } from './normalize.ts';
import { poiImportance, STOP_KIND } from './poi-kinds.ts';
import { LINK_WORDS } from './query.ts';

export interface NamedOfKind {
  poi: number;
  /** 0 named exactly so, 1 a name holding the words typed ("Vaduz" in Schloss Vaduz), 2 a typo or two away. */
  level: 0 | 1 | 2;
  edits: number;
}

type Match = Pick<NamedOfKind, 'level' | 'edits'>;

/** Every POI's names as matching keys, split into words: built once per region, on the first such query. */
const nameKeys = new WeakMap<GeocodeContext, string[][][]>();

function keysOf(ctx: GeocodeContext, i: number): string[][] {
  let all = nameKeys.get(ctx);
  if (!all) nameKeys.set(ctx, (all = []));
  return (all[i] ??= ctx.search.poi.names[i]!.map((n) => matchKey(n).split(' ').filter(Boolean)));
}

/**
 * The points of interest of `kinds` called `name`: named exactly first, then those whose name holds its words in
 * order, then a typo or two from a whole name; of a level, the most important kind first, then the nearest `near`.
 * A name that is also a place ("Bahnhof Schaan", "hotel Vaduz") asks for the category there (the caller's
 * category search), so only a thing named exactly so is found here, and the nearest the place first.
 */
export function poisOfKindNamed(ctx: GeocodeContext, kinds: readonly string[], name: string, near: { lat: number; lng: number }): NamedOfKind[] {
  const anchor = ctx.anchorOf(name);
  if (anchor) near = anchor.at;
  const key = matchKey(name);
  const words = key.split(' ').filter(Boolean);
  // A word of a name to go by: "am" or "12" would pick any name holding it.
  if (!words.some((w) => w.length >= 3 && !/\d/.test(w))) return [];
  const max = allowedEdits(key);
  const { poi } = ctx.search;
  const out: (NamedOfKind & { importance: number; meters: number })[] = [];
  for (let i = 0; i < poi.kind.length; i++) {
    if (!kinds.includes(poi.kind[i]!)) continue;
    let best: Match | null = null;
    for (const nameWords of keysOf(ctx, i)) {
      const whole = nameWords.join(' ');
      const hit: Match | null =
        whole === key ? { level: 0, edits: 0 } : wordsInOrder(words, nameWords) ? { level: 1, edits: 0 } : max ? typo(key, whole, max) : null;
      if (hit && (!best || hit.level < best.level || (hit.level === best.level && hit.edits < best.edits))) best = hit;
    }
    if (!best || (anchor && best.level > 0)) continue;
    const meters = haversineMeters(near.lat, near.lng, poi.xy[i * 2 + 1]!, poi.xy[i * 2]!);
    out.push({ poi: i, ...best, importance: poiImportance(poi.kind[i]!), meters });
  }
  out.sort((a, b) => a.level - b.level || a.edits - b.edits || b.importance - a.importance || a.meters - b.meters);
  return out.map(({ poi: p, level, edits }) => ({ poi: p, level, edits }));
}

function typo(key: string, whole: string, max: number): Match | null {
  const edits = editDistance(key, whole, max);
  return edits <= max ? { level: 2, edits } : null;
}

/** Every word of `words` is a word of `name`, in the same order. */
function wordsInOrder(words: readonly string[], name: readonly string[]): boolean {
  let at = 0;
  for (const w of name) if (w === words[at]) at++;
  return at === words.length;
}

/** "Starbucks in Canton", "Subway near Highlandtown", "Starbucks on Boston Street": a name, a word, a place. */
const NAME_NEAR = new RegExp(`^(.+?)\\s+(?:at|on|${LINK_WORDS})\\s+(.+)$`, 'i');
// The space after the word is looked at, not taken, so that a word of a name that is also a linking word ("Gasthof Au
// in Vaduz") leaves the next one found.
/** The linking words that put a name inside a place ("in", "im", "i", "à", "en", "dans"), not only near it. */
const IN_WORD = /^\s*(?:in der|in|im|i|a|au|en|dans)\s*$/i;
const LINK_AT = new RegExp(`(?<=\\S)\\s+(?:at|on|${LINK_WORDS})(?=\\s+\\S)`, 'gi');

/**
 * A point of interest's name with where it is: "Starbucks in Canton", "Subway near Highlandtown", and, where the
 * place is a street or another named thing rather than a town (towns have their own reading), "Starbucks, Boston
 * Street", "Starbucks Boston Street", "Baltimore Museum of Industry, Key Highway". The points of interest named so
 * (a chain has many), nearest the place first; empty when the text is not read so.
 */
export function poisNearPlace(ctx: GeocodeContext, text: string, towns = false): number[] {
  // `towns`: the place may be a town (the caller has no town reading that would find the name), and a name before
  // it without a comma is of two words or more, the longest first.
  const t = text.trim();
  // A name typed whole ("Ruggell Noflerstrasse", a bus stop) is that name.
  const key = matchKey(t);
  if (ctx.poisNamed(foldText(t)).length || ctx.placesByKey.has(placeKey(t)) || ctx.byKey.has(key) || ctx.addrByKey.has(key)) return [];
  // Every linking word may be the one: "Howl at the Moon in Baltimore", "Church on the Square in Canton".
  const readings: [string, string, boolean][] = NAME_NEAR.test(t) ? [...t.matchAll(LINK_AT)].map((m) => [t.slice(0, m.index), t.slice(m.index + m[0].length).trim(), true]) : [];
  const comma = t.indexOf(',');
  if (comma > 0) readings.push([t.slice(0, comma), t.slice(comma + 1), false]);
  else {
    const words = t.split(/\s+/);
    // `towns`: a name of two words or more before a town, the longest first ("Gasthof Au Vaduz", "Post Mauren Mauren").
    if (towns) for (let i = words.length - 1; i >= 2; i--) readings.push([words.slice(0, i).join(' '), words.slice(i).join(' '), false]);
    else for (let i = 1; i < words.length; i++) readings.push([words.slice(0, i).join(' '), words.slice(i).join(' '), false]);
  }
  for (const [name, place, named] of readings) {
    // "Städtle & Äulestrasse", "Zollstrasse / Rheinstrasse": two streets' corner, not a bus stop named Städtle by a street.
    if (/[&/@+]\s*$/.test(name) || /^\s*[&/@+]/.test(place)) continue;
    // Without "in" / "near", a town is the town reading's ("Post Vaduz"): only a street or a named thing here.
    // `towns`: a town too, where a kind's word begins the name ("Gasthof Au, Vaduz": not the nearest restaurant).
    if (!ctx.poisNamed(foldText(name)).length) continue;
    const town = named ? null : ctx.anchorOf(place.trim());
    if (town && !(towns && town.cityKey)) continue;
    // "Landesbibliothek in Triesen", "Universität Liechtenstein, Schaan": "in" a town, or a town after the name, is
    // in it, as Nominatim reads the town as the name's address (not Vaduz's); "near" a town may be outside it.
    const inTown = named ? IN_WORD.test(t.slice(name.length, t.length - place.length)) && ctx.anchorOf(place.trim())?.cityKey : town?.cityKey;
    if (inTown) {
      const there = poisNamedNear(ctx, name, place.trim()).filter((i) => inPlace(ctx, i, place.trim()));
      if (there.length) return there;
      continue;
    }
    // "Städtle in Vaduz": a street of the name in a town is the street (a bus stop named after it is not meant).
    if (named && isStreetName(ctx, name) && ctx.localCityKeys.has(placeKey(place.trim()))) continue;
    // "Encamp, Carrer Solana": a town or village of the region first, then a street, is the town reading's,
    // though a building or a bus stop is named after the town (not a part of a town: "Harbor East, South President
    // Street" may be the shopping centre).
    if (!named && isStreetName(ctx, place) && (ctx.placesByKey.get(placeKey(name)) ?? []).some((i) => (PLACE_RANK[ctx.search.place.kind[i]!] ?? 0) >= PLACE_RANK.village!)) continue;
    const pois = poisNamedNear(ctx, name, place.trim());
    if (pois.length) return pois;
  }
  return [];
}

/**
 * A name holding commas or a spaced dash, then a town, street or named thing ("Oehri Kristall, Porzellan, Silber,
 * Vaduz", "Dr. Med. Thomas Felkel - Cardiology and Inner Medicine, Schaan", "Hoi Liechtenstein - Souvenir Boutique
 * Vaduz"): the points of interest of that whole name, nearest the place first, as Nominatim finds a name's words
 * whatever stands between them; the line's commas and dashes are otherwise read as its parts' ends. The longest name
 * first; empty when the text holds no such name, or the rest names no place.
 */
export function poisNamedPunctuated(ctx: GeocodeContext, text: string): number[] {
  const t = text.trim();
  // Most lines start with no such name's first part: spared the cuts.
  const first = t.search(FIRST_MARK);
  if (first < 0 || !punctuatedHeads(ctx).has(foldText(t.slice(0, first).trim()))) return [];
  const mark = /,|\s[-–—]\s/g;
  const marks = [...t.matchAll(mark)].map((m) => m.index);
  const cuts: [string, string][] = [];
  // At a comma after another comma or dash ("A, B, place"; "A - B, place").
  for (let k = marks.length - 1; k >= 1; k--) if (t[marks[k]!] === ',') cuts.push([t.slice(0, marks[k]), t.slice(marks[k]! + 1)]);
  // At a space after the last mark ("A - B place", "A, B place"), the name of two words or more after it first.
  const last = marks.at(-1)!;
  const after = t.slice(last).replace(/^,\s*|^\s[-–—]\s+/, '');
  const start = t.length - after.length;
  const spaces = [...after.matchAll(/\s+/g)].map((m) => start + m.index).reverse();
  for (const s of spaces) cuts.push([t.slice(0, s), t.slice(s)]);
  for (const [name, place] of cuts) {
    // "…, 9490 Vaduz", "…, Vaduz 9490": the town without its postcode.
    const p = place.trim().replace(/^(?:[A-Za-z]{1,3}-)?\d{4,5}\s+(?=\p{L})|(?<=\p{L})\s+\d{4,5}$/u, '');
    const n = name.trim();
    // A place holding digits only where it is a street's whole name ("14-й проезд Марьиной Рощи"): else an address.
    if (!p || (/\d/.test(p) && !isStreetName(ctx, p)) || !/,|\s[-–—]\s/.test(n) || /,$/.test(n) || !ctx.poisNamed(foldText(n)).length) continue;
    // "…, Hafenstraße, Krems an der Donau", "…, Krems an der Donau, Österreich": near the first part that is a place.
    for (const part of p.includes(',') ? p.split(',').map((x) => x.trim()).filter(Boolean) : [p]) {
      let pois = poisNamedNear(ctx, n, part);
      // A town typed after the name holds it ("Tritt ein, entdecke, verweile, Planken" is not Schaan's), as in
      // poisNearPlace: Nominatim reads the town as the name's address.
      if (pois.length && ctx.anchorOf(part)?.cityKey) pois = pois.filter((i) => inPlace(ctx, i, part));
      if (pois.length) return pois;
    }
  }
  return [];
}

const FIRST_WORDS = new WeakMap<GeocodeContext, Set<string>>();

/** The text's first word is the first word of a point of interest's name ("Gasthof Au, Vaduz"; not "restaurants in …"). */
export function startsPoiName(ctx: GeocodeContext, text: string): boolean {
  let words = FIRST_WORDS.get(ctx);
  if (!words) {
    words = new Set<string>();
    for (const names of ctx.search.poi.names) for (const n of names) words.add(foldText(n).split(/[\s,]+/, 1)[0]!);
    FIRST_WORDS.set(ctx, words);
  }
  return words.has(foldText(text).split(/[\s,]+/, 1)[0]!);
}

const FIRST_MARK = /,|\s[-–—]\s/;
const HEADS = new WeakMap<GeocodeContext, Set<string>>();

/** The folded first parts, up to their first comma or spaced dash, of the names of points of interest holding one. */
function punctuatedHeads(ctx: GeocodeContext): Set<string> {
  let heads = HEADS.get(ctx);
  if (heads) return heads;
  heads = new Set<string>();
  for (const names of ctx.search.poi.names) {
    for (const n of names) {
      const m = FIRST_MARK.exec(n);
      if (m) heads.add(foldText(n.slice(0, m.index).trim()));
    }
  }
  HEADS.set(ctx, heads);
  return heads;
}

/** The point of interest `i` lies in the town or place `place` (GeocodeContext.pointInTown). */
function inPlace(ctx: GeocodeContext, i: number, place: string): boolean {
  const { xy, district, city } = ctx.search.poi;
  return ctx.pointInTown(xy[i * 2 + 1]!, xy[i * 2]!, district[i]!, place, city[i]);
}

/** A street of the region named so, by a road or by addresses. */
function isStreetName(ctx: GeocodeContext, text: string): boolean {
  const key = matchKey(text);
  return ctx.byKey.has(key) || ctx.addrByKey.has(key);
}

/** The points of interest named exactly `name`, nearest `place` (a town, street or named thing) first; empty when none or no such place. */
export function poisNamedNear(ctx: GeocodeContext, name: string, place: string): number[] {
  const pois = ctx.poisNamed(foldText(name));
  const anchor = pois.length ? ctx.anchorOf(place, true) : null;
  // A place the data has only in the name's own address ("Malbuner Stuba, Jöraboden": addr:place Jöraboden, no
  // place node of that name), as Nominatim keeps an address's unmatched place name among its words.
  if (!anchor) return pois.length ? pois.filter((i) => ownAddressHolds(ctx, i, place)) : [];
  // A street of that name in several towns: the nearest of them counts ("Denner, Poststrasse").
  const streets = ctx.poisNamed(foldText(place)).length ? [] : ctx.streetPointsNamed(place);
  const points = streets.length ? streets : [anchor.at];
  const xy = ctx.search.poi.xy;
  // A stop or station named after a place ("Johns Hopkins Hospital", the bus stop on North Wolfe Street) counts as
  // STOP_AFTER_M further, where the name is also a point's of another kind: the place is meant, not its stop.
  const kinds = ctx.search.poi.kind;
  const mixed = pois.length > 1 && pois.some((i) => STOP_KIND.test(kinds[i]!)) && pois.some((i) => !STOP_KIND.test(kinds[i]!));
  const meters = (i: number) => Math.min(...points.map((p) => haversineMeters(p.lat, p.lng, xy[i * 2 + 1]!, xy[i * 2]!))) + (mixed && STOP_KIND.test(kinds[i]!) ? STOP_AFTER_M : 0);
  return [...pois].sort((a, b) => meters(a) - meters(b));
}

/** How much further a stop named after a place counts than that place, where both are named so. */
const STOP_AFTER_M = 500;

/** The point of interest's own tagged address holds the words of `text`, in order, folded ("Jöraboden", "Landstrasse 19"). */
function ownAddressHolds(ctx: GeocodeContext, i: number, text: string): boolean {
  const own = ctx.search.poi.address[i];
  if (!own) return false;
  const want = foldText(text).split(/[\s,]+/).filter(Boolean).join(' ');
  return want !== '' && ` ${foldText(own).split(/[\s,;]+/).join(' ')} `.includes(` ${want} `);
}

/**
 * Words people type for a kind of food, which names carry more often than the data tags a cuisine ("Ledo Pizza",
 * "Johnny Rad's Pizzeria"): typed before a town without "in" or "near" ("pizza Canton", "sushi Amsterdam") they
 * still ask for a place whose name holds them.
 */
const FOOD_WORDS = new Set(['pizza', 'pizzeria', 'sushi', 'burger', 'burgers', 'kebab', 'doner', 'taco', 'tacos', 'pasta', 'ramen', 'noodles', 'falafel', 'bagel', 'bagels', 'crab', 'crabs', 'seafood', 'steak', 'steakhouse', 'bbq', 'wings', 'tapas', 'curry', 'dumplings', 'gelato', 'gelateria', 'trattoria', 'osteria', 'pizzas', 'deli', 'diner', 'grill', 'thai', 'chinese', 'indian', 'mexican', 'italian', 'japanese', 'vietnamese', 'greek', 'turkish', 'vegan', 'vegetarian']);

/** A typed word is a word of a name, or its start ("pizza" of "Pizzeria": the word less its last letter, from five letters). */
function wordOf(typed: string, name: readonly string[]): boolean {
  const stem = typed.length >= 5 ? typed.slice(0, -1) : typed;
  return name.some((w) => w === typed || (w.startsWith(stem) && w.length > typed.length));
}

/**
 * "pizza in Canton", "sushi near Piazza Venezia", "pizza Canton": a word or two of names (not a name whole, not a
 * category word: those have their own readings) with a place after "in" or "near" (any named thing), or a town
 * right after a food word. The points of interest whose names hold every word typed, in the place's town first,
 * then the nearest to it, as Nominatim finds names by their words near a place. Empty when not read so.
 */
/** The first words of the linking words ("vicino" of "vicino alla"). */
const LINK_FIRST = new Set(LINK_WORDS.split('|').map((w) => w.split(' ')[0]!));
const LINKED = new RegExp(`^(.+?)\\s+(?:${LINK_WORDS})\\s+(.+)$`, 'i');

export function poisWithWordsNear(ctx: GeocodeContext, text: string): number[] & { town?: string; what?: string } {
  const t = text.trim();
  // An address ("Städtle 32, Vaduz") is no name's words near a place.
  if (/\d/.test(t)) return [];
  const words = t.split(/\s+/);
  // Most text has no linking word and starts with no food word: spared the patterns and the search.
  const folded = foldText(t);
  if (words.length < 2 || (!FOOD_WORDS.has(foldText(words[0]!)) && !folded.split(' ').some((w) => LINK_FIRST.has(w)))) return [];
  // "Obere Au, Gamprin": a street's whole name before a comma, holding a linking word ("au"), is the street.
  const comma = t.indexOf(',');
  if (comma > 0 && isStreetName(ctx, t.slice(0, comma))) return [];
  // "Obere Au Gamprin": so too without the comma, before a town of the region.
  if (comma < 0) for (let i = 2; i < words.length; i++) if (isStreetName(ctx, words.slice(0, i).join(' ')) && ctx.localCityKeys.has(placeKey(words.slice(i).join(' ')))) return [];
  const linked = LINKED.exec(folded);
  const readings: [string, string, boolean][] = linked ? [[linked[1]!, linked[2]!, true]] : [];
  if (!linked && words.length > 1 && FOOD_WORDS.has(foldText(words[0]!))) readings.push([words[0]!, words.slice(1).join(' '), false]);
  for (const [what, where, things] of readings) {
    // "Eastern Avenue in Highlandtown": a street's whole name is the street, not the words of a bus stop's.
    if (isStreetName(ctx, what)) continue;
    const typed = matchKey(what).split(' ').filter(Boolean);
    if (!typed.some((w) => w.length >= 3 && !/\d/.test(w)) || typed.length > 3) continue;
    const anchor = ctx.anchorOf(where.trim(), things);
    if (!anchor) continue;
    const { poi, districts } = ctx.search;
    const town = anchor.cityKey ? (ctx.localTown(anchor.cityKey)?.keys ?? new Set([anchor.cityKey])) : null;
    // "in" a town: only what is in it ("Landesbibliothek in Triesen" is not Vaduz's library).
    const within = town !== null && things && IN_WORD.test(folded.slice(what.length, folded.length - where.length));
    const scored: [number, number][] = [];
    for (let i = 0; i < poi.kind.length; i++) {
      if (!poi.names[i]!.length || !keysOf(ctx, i).some((name) => typed.every((w) => wordOf(w, name)))) continue;
      if (within && !ctx.pointInTown(poi.xy[i * 2 + 1]!, poi.xy[i * 2]!, poi.district[i]!, where.trim(), poi.city[i])) continue;
      const inTown = town !== null && (districts[poi.district[i]!]?.city.some((n) => town.has(placeKey(n))) ?? false);
      scored.push([i, haversineMeters(anchor.at.lat, anchor.at.lng, poi.xy[i * 2 + 1]!, poi.xy[i * 2]!) - (inTown ? 1e6 : 0)]);
    }
    if (!scored.length) continue;
    const out: number[] & { town?: string; what?: string } = scored.sort((a, b) => a[1] - b[1]).map(([i]) => i);
    // "Thai, Planken", "pizza Canton": a town typed, which the first may not lie in (the caller says so).
    if (town !== null && !within) [out.town, out.what] = [where.trim(), what.replace(/[\s,]+$/, '')];
    return out;
  }
  return [];
}
