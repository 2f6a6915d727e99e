// Search-ahead: addresses, streets, points of interest and places of the region (every name variant, prefix
// and typo tolerant), intersections after "&", and world cities set apart; ranked by match, importance and
// distance to the bias.
import { houseKey, houseValue } from './housenumber.ts';
import type { GeocodeContext } from './context.ts';
import { PLACE_RANK } from './context.ts';
import { allowedEdits, editDistance } from './fuzzy.ts';
import { addressLines, streetLine } from './format-address.ts';
import { prefixEdits, type PrefixHit } from './fuzzy-prefix.ts';
import { foldText, leadingNumber, looseKey, matchKey, placeKey, splitHouseNumber, splitIntersection, splitLooseIntersection, streetKey, TRAILING_NUMBER, TRAILING_TWO, writtenOut } from './normalize.ts';
import { poisNearPlace, poisOfKindNamed } from './poi-by-name.ts';
import { placeLabel, poiLabel } from './poi-kinds.ts';
import { displayName, poiAddress } from './results.ts';
import { across, longerNamesWithWords, matchStreet, ROUNDABOUT, streetsHolding } from './street-match.ts';
import type { SuggestIndex, Target } from './suggest-index.ts';
import type { GeocodeResult, StructuredQuery, Suggestion } from './types.ts';
import { understand, type Understood } from './query.ts';
import { cutTowns, forward, nameThenAddress, parseSingleLine, poiAtAddress, townAtEndAway, withoutUnit } from './forward.ts';
import { postcodeKey } from './address-book.ts';
import { round6 } from './results.ts';
import { nearestSegment, reverse } from './reverse.ts';
import { distancePenalty, haversineMeters } from './geo.ts';

export interface SuggestOptions {
  near?: { lat: number; lng: number };
  limit?: number;
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
  /** Whether a candidate of this score would make the list: its builder need only be made when it would. */
  admits(score: number): boolean {
    return score > this.worst();
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

// Match: 30 at the name's start, 20 at a later word, +10 for the whole name, +5 for a word typed whole, -6 per typo.
const EDIT_COST = 6;
const WORD_TYPED = 5;
// Address rows lead when a number is typed; world cities come after every local answer, except the exact name
// of a well-known one ("Paris"), which comes before local names that only look like it.
const ADDRESS_BONUS = 12;
const OUTSIDE_REGION = -100;
// A city outside the region named exactly, within about 30 km of the view (a distance penalty under the cap of 15), ranks
// with local names, a little below a local name of the same standing.
const NEARBY_CITY = -5;
const NEARBY_CITY_PENALTY = 15;
const WELL_KNOWN_CITY = 100_000;
// A category word typed ("bank") ranks its places above names that only start with the word, below a name typed whole.
const CATEGORY_MATCH = 34;
// A name with its category word ("Samina river") ranks above the category's other places and a name typed whole.
const NAMED_OF_KIND = 50;
// How far a name holding a category word typed alone as a later word drops: below the category's places.
const LATER_WORD_AFTER_CATEGORY = 15;
// A reading with a town ranks below the whole text typed as one name, importance and distance included.
const WHOLE_NAME_FIRST = 12;
// Where some name holds the typed words exactly, names a typo away drop below it, importance and distance included.
const TYPO_AFTER_WORD = 40;
// A house number placed between its neighbours ranks after the number typed exactly (6), before the numbers it starts (0-2).
const INTERPOLATED_ORDER = 4;
// The number typed whole, with a letter the data adds (119/A for 119): after the number itself, before one placed.
const SAME_NUMBER_ORDER = 5;
// What gives way, whatever the distance (at most 15): the numbers a typed number begins, to a house with the number
// itself; a number placed between two, to a house the data has with it.
const NUMBER_BEGUN_AFTER = 16;
// Of two streets whose names differ only as ae and ä, the addresses of the one spelled as typed lead, whatever the
// distance (the most a distance costs is 15).
const SPELLING_TYPED = 16;
// Longer street names holding the typed words, searched as if typed whole; more than this is no reading of them.
const WORDS_IN_LONGER = 3;
// What a street of a neighbouring country costs: as far as 3 km more (a distance costs 3·log2(1 + km), at most 15).
const FOREIGN_STREET = 6;
// Streets whose numbers are listed when a house number is typed.
const NUMBERED_STREETS = 6;

/** How near the listed street's ways the geocoder's answer must lie to be that street (`suggest`). */
const SAME_STREET_METERS = 150;
/** An address (a number, with a letter or not) then a comma and one or two letters. */
const TOWN_LETTERS = /^(.*\d\p{L}?)\s*,\s*(\p{L}{1,2})$/u;

export function suggest(ctx: GeocodeContext, index: SuggestIndex, q: string, opts: SuggestOptions = {}, consult = true): Suggestion[] {
  const list = suggestAll(ctx, index, q, opts);
  if (consult && !/\d/.test(q)) return inTownTyped(ctx, index, q, opts, list);
  const first = list[0];
  if (first?.type !== 'street' || !/\d/.test(q)) return list;
  // "2402 Boston Street", "Landstrasse 1, Schaan": a number the street lacks. The street listed first is placed where
  // the forward geocoder places the line (the nearest known number, B3), not at the street's middle a few hundred
  // metres off: Enter adds the point the geocoder answers.
  const r = forward(ctx, index, { location: q, ...(opts.near ? { near: opts.near } : {}) });
  if (!r || !r.geocodeQualityCode.startsWith('B3') || r.street !== first.street) return list;
  // The same street: its town as listed, or (an address's own town may be the postal one: "Harrisburg" for Colonial
  // Park's Oakmont Road) the answer lies by the listed street's own ways.
  const s = first.id.startsWith('street:') ? Number(first.id.slice(7)) : -1;
  const d = ctx.d;
  const byStreet = () => s >= 0 && nearestSegment(ctx, r.lat, r.lng, SAME_STREET_METERS, (seg) => d.wayStreet[d.segWay[seg]!] === s) !== null;
  if (r.adminArea5 !== first.place?.city && !byStreet()) return list;
  return [{ ...first, lat: r.lat, lng: r.lng }, ...list.slice(1)];
}

/**
 * "pizza Schaan", "Vaduz Rathaus", "bar Triesenberg", "Spielplatz Eschen": words and a town of the region typed
 * whole, no number. Where the forward geocoder answers a point of interest in that town (`P1`, admin `A`) and the
 * list's first is not it (Vaduz's pizzeria, the town Vaduz, a playground in Gamprin), that point comes first: Enter
 * adds what the geocoder answers. One forward call more, on such lines only.
 */
function inTownTyped(ctx: GeocodeContext, index: SuggestIndex, q: string, opts: SuggestOptions, list: Suggestion[]): Suggestion[] {
  const words = placeKey(q).split(' ').filter(Boolean);
  if (words.length < 2) return list;
  const town = (n: number) => words.some((_, i) => i + n <= words.length && ctx.localCityKeys.has(words.slice(i, i + n).join(' ')));
  if (!town(1) && !town(2)) return list;
  const r = forward(ctx, index, { location: q, ...(opts.near ? { near: opts.near } : {}) });
  if (!r || !/^P1.A/.test(r.geocodeQualityCode) || !placeKey(q).includes(placeKey(r.adminArea5))) return list;
  const first = list[0];
  if (first && haversineMeters(first.lat, first.lng, r.lat, r.lng) < SAME_POINT_METERS) return list;
  const { xy } = ctx.search.poi;
  let ref = -1;
  for (let i = 0; i < xy.length / 2; i++) {
    if (Math.abs(xy[i * 2 + 1]! - r.lat) < 2e-6 && Math.abs(xy[i * 2]! - r.lng) < 2e-6) {
      ref = i;
      break;
    }
  }
  if (ref < 0) return list;
  const poi = suggestionOf(ctx, { kind: 'poi', ref, variant: 0 });
  return [poi, ...list.filter((x) => x.id !== poi.id)].slice(0, opts.limit ?? 8);
}

const SAME_POINT_METERS = 30;

function suggestAll(ctx: GeocodeContext, index: SuggestIndex, q: string, opts: SuggestOptions): Suggestion[] {
  // "Städtle 32, V", "Landstrasse 80, Tr": an address, a comma, a town's first letter or two (too few to read as a
  // town; "32 V" was read as house 32v): the address typed whole, what lies in a town so begun first.
  const begun = /\d/.test(q) ? TOWN_LETTERS.exec(q.trim()) : null;
  if (begun) {
    const letters = placeKey(begun[2]!);
    const list = suggestLine(ctx, index, `${begun[1]},`, { ...opts, limit: 2 * (opts.limit ?? 8) });
    const inTown = (x: Suggestion) => placeKey(x.place?.city ?? '').startsWith(letters);
    return [...list.filter(inTown), ...list.filter((x) => !inTown(x))].slice(0, opts.limit ?? 8);
  }
  const list = suggestLine(ctx, index, q, opts);
  if (!list.length) {
    const away = townsAway(ctx, q, opts);
    if (away.length) return away;
    if (!/\d/.test(q)) return boundaryTownSuggestion(ctx, index, q);
  }
  if (list[0]?.type === 'address' || !/\d\d$|\d{4} ?[a-z]$/i.test(q.trimEnd())) return list;
  // "615 N Wolfe St, Baltimore, MD 212": after an address (a number typed before), a postcode of digits on the way
  // that lists nothing is read without it; "Städtle 32 949", where the line so read lists no house first (the
  // street, its car park), the houses the text without it lists come first; a Dutch postcode's first letter too
  // ("Fizeaustraat 10 1097 S").
  const zip = /^(.*\d.*?)[\s,]+(\d{2,5}|\d{4} ?[a-z])$/i.exec(q.trim());
  const key = zip ? postcodeKey(zip[2]!) : '';
  if (!zip || ctx.book.hasPostcode(key) || !ctx.postcodesBegun(key, 1).length) return list;
  const without = suggestLine(ctx, index, zip[1]!, opts);
  if (!list.length) return without;
  const houses = without.filter((s) => s.type === 'address');
  return houses.length ? [...houses, ...list.filter((s) => !houses.some((h) => h.id === s.id))].slice(0, opts.limit ?? 8) : list;
}

function suggestLine(ctx: GeocodeContext, index: SuggestIndex, q: string, opts: SuggestOptions): Suggestion[] {
  const limit = opts.limit ?? 8;
  const u = understand(q, ctx.kindsOfPhrase);
  if (u.kind === 'nothing' || limit <= 0) return [];
  if (u.kind === 'point') return [pointSuggestion(ctx, u)];
  const { text: raw, area, postcodeTown } = searchText(ctx, q);
  // "Landstrasse 1,": a number followed by a comma is typed whole, as with a town after it (the comma is not in `raw`).
  const whole = /\d\p{L}?\s*[,;]\s*$/u.test(q);
  // "9490", "21231", "1097 EZ", "00186 Roma": a postcode (with its town) is its area, first, as the forward
  // geocoder answers it; then what the rest of the text names.
  const zip = postcodeTown !== null ? forward(ctx, index, { location: q, ...(opts.near ? { near: opts.near } : {}) }) : null;
  if (zip?.geocodeQuality === 'ZIP') {
    const line = zip.displayName;
    const postcodeArea = postcodeSuggestion(zip);
    // The town typed with it is listed after it; "1097 SC" is the postcode alone, no "SC" to look for besides.
    return [postcodeArea, ...(postcodeTown ? listed(ctx, index, u, postcodeTown, area, opts, limit - 1).filter((s) => s.displayString !== line) : [])];
  }
  // "Tzemach Tzedek, 2120 East Fairmount Avenue": a name, then its address. The one of that name at the address
  // first (as forward answers), then what the address alone lists.
  const card = nameThenAddress(ctx, q);
  // "Adler Apotheke, Obere La", "Tzemach Tzedek, 2120 East Fair": a name, its address on the way: the points of
  // interest so named whose own address the typed words begin, first.
  const begun = addressBegun(ctx, q);
  if (card) {
    const there = card.named.length ? poiAtAddress(ctx, index, q, opts.near ?? ctx.centre)?.poi : undefined;
    const first = (there === undefined ? begun : [there]).slice(0, limit).map((ref) => suggestionOf(ctx, { kind: 'poi', ref, variant: 0 }));
    // A town first ("Triesenberg, Landstrasse 80", a bus stop named so besides) keeps the line's own reading.
    const rest = card.other ? listed(ctx, index, u, raw, area, opts, limit - first.length, whole).filter((x) => x.id !== first[0]?.id) : listed(ctx, index, understand(card.tail, ctx.kindsOfPhrase), card.tail, area, opts, limit - first.length);
    if (first.length || rest.length) return [...first, ...rest];
  } else if (begun.length) {
    const first = begun.slice(0, limit).map((ref) => suggestionOf(ctx, { kind: 'poi', ref, variant: 0 }));
    const tail = q.slice(q.indexOf(',') + 1).trim();
    return [...first, ...listed(ctx, index, understand(tail, ctx.kindsOfPhrase), tail, area, opts, limit - first.length).filter((x) => !first.some((f) => f.id === x.id))];
  }
  // "BS1 2", "bs1", "VLT 11": a postcode of letters and digits on the way: the data's postcodes it begins, each its
  // area; first once it is more than a district's code ("BS1" is also a road's number, "M5" a motorway).
  const postcodes = postcodesBegun(ctx, index, q, limit);
  if (postcodes.length) {
    const other = listed(ctx, index, u, raw, area, opts, limit, whole);
    // Digits alone may be a house's or a road's number: what they name first, then the postcodes they begin.
    return (postcodeKey(q).length > 3 && !/^\d+$/.test(q.trim()) ? [...postcodes, ...other] : [...other, ...postcodes]).slice(0, limit);
  }
  return listed(ctx, index, u, raw, area, opts, limit, whole);
}

/**
 * "615 N Wolfe St, Baltimore", "Via del Corso 1, Roma", "10 Downing St, Lond": an address in a town of the world the
 * region has no streets of lists nothing of the region. The world cities the town names or begins are listed, each
 * outside the region, as the forward geocoder answers the line ("No street data … here: the centre of Baltimore"):
 * the visitor learns the town is known and the street is not, where "No locations found" said neither.
 */
function townsAway(ctx: GeocodeContext, q: string, opts: SuggestOptions): Suggestion[] {
  const parsed = parseSingleLine(ctx, townAtEndAway(ctx, q) ?? q);
  if (!parsed.street || !parsed.city || !/\p{L}{2}/u.test(parsed.street)) return [];
  // A town of the region, typed whole, misspelt or on the way ("Hauptstrasse 3, Mauren", "…, Maur"): its streets
  // were searched; a street it lacks is nothing. Two letters begin too many of the world's towns to list.
  const town = placeKey(parsed.city);
  if (town.length < 3 || isTownKey(ctx, town) || ctx.placesByKey.has(town) || ctx.localTown(town) || ctx.townsBegun(town, 1).length) return [];
  const top = new TopK((opts.limit ?? 8) * 2);
  addCities(ctx, top, parsed.city, opts, typedArea(ctx, parsed));
  return distinctLines(ctx, top.items.map((x) => x.make())).filter((s) => s.outsideRegion).slice(0, opts.limit ?? 8);
}

/**
 * A municipality known only by its boundary ("Bressler-Enhaut-Oberlin", "…, PA"), which no index lists: the town as
 * the forward geocoder answers it, else nothing.
 */
function boundaryTownSuggestion(ctx: GeocodeContext, index: SuggestIndex, q: string): Suggestion[] {
  const key = placeKey(q.split(',')[0]!);
  if (!ctx.boundaryTown(key)) {
    // "Bressler-Enh": on the way, the boundary-only towns the letters begin (three or more, no comma yet), each as
    // if typed whole.
    if (key.length < 3 || q.includes(',')) return [];
    return ctx.townsBegun(key, TOWNS_BEGUN).filter((k) => ctx.boundaryTown(k)).flatMap((k) => boundaryTownSuggestion(ctx, index, ctx.districtName(k) ?? k));
  }
  const r = forward(ctx, index, { location: q });
  if (r?.geocodeQuality !== 'CITY' || r.note) return [];
  const place = { city: r.adminArea5, state: r.adminArea3, countryCode: r.adminArea1, country: '' };
  return [{ id: `town:${placeKey(r.adminArea5)}`, name: r.adminArea5, displayString: r.displayName, lat: r.lat, lng: r.lng, type: 'place', kind: 'Town', place }];
}

function postcodeSuggestion(zip: GeocodeResult): Suggestion {
  const place = { city: zip.adminArea5, state: zip.adminArea3, countryCode: zip.adminArea1, country: '' };
  return { id: `postcode:${zip.postalCode}`, name: zip.postalCode, displayString: zip.displayName, lat: zip.lat, lng: zip.lng, type: 'place', kind: 'Postcode', place };
}

/**
 * The data's postcodes starting with a letter that the whole text, one or two words, begins ("BS1 2": BS1 2EP, BS1
 * 2HG; "VLT 11"), or of digits that three digits or more begin ("948": 9485, 9486, 9487, 9488).
 */
function postcodesBegun(ctx: GeocodeContext, index: SuggestIndex, q: string, limit: number): Suggestion[] {
  const t = q.trim();
  // "948" of 9485, "2123" of 21231: three digits or more, no whole postcode (that is answered as one).
  const digits = /^\d{3,}$/.test(t);
  if (!digits && (!ctx.hasLetterPostcodes || !/^\p{L}{1,3}[ -]?\d[\p{L}\d]*(?:[ -][\p{L}\d]*)?$/u.test(t))) return [];
  const out: Suggestion[] = [];
  for (const key of ctx.postcodesBegun(postcodeKey(t).replace('-', ''), limit)) {
    const zip = forward(ctx, index, { location: ctx.book.writtenPostcode(key) || key });
    if (zip?.geocodeQuality === 'ZIP') out.push(postcodeSuggestion(zip));
  }
  return out;
}

/**
 * The points of interest named as the text before its first comma whose own address (street and number) the words
 * after it begin, each word the start of one of the address's, in any order ("Obere La" of Obere Landstraße 5,
 * "2120 East Fair", "Via Quattr"); none where the name is no point of interest's or nothing follows it.
 */
function addressBegun(ctx: GeocodeContext, q: string): number[] {
  const comma = q.indexOf(',');
  if (comma <= 0) return [];
  const named = ctx.poisNamed(foldText(q.slice(0, comma).trim()));
  const typed = foldText(q.slice(comma + 1)).split(/[\s,]+/).filter(Boolean);
  if (!named.length || !typed.length) return [];
  return named.filter((i) => {
    const words = foldText(ctx.search.poi.address[i]!).split(/\s+/).filter(Boolean);
    const used = new Set<number>();
    return typed.every((t) => {
      const k = words.findIndex((w, j) => !used.has(j) && (/^\d/.test(t) && t !== typed.at(-1) ? w === t : w.startsWith(t)));
      return k >= 0 && used.add(k) !== undefined;
    });
  });
}

/** The names, places and cities the text reads as, best first. */
function listed(ctx: GeocodeContext, index: SuggestIndex, u: Understood, raw: string, area: TypedArea | null, opts: SuggestOptions, limit: number, numberWhole = false): Suggestion[] {
  if (limit <= 0) return [];
  // "Paris, France", "Springfield IL" typed where the region is elsewhere: the world's cities of that country or
  // state alone, as the forward geocoder answers; nothing of the region, which is not there. Where none is named
  // so ("Vaduz, France"), the text is searched as if no country had been typed.
  if (area?.away) {
    const top = new TopK(limit * 2);
    addCities(ctx, top, stripNumber(raw).text, opts, area);
    if (top.items.length) return distinctLines(ctx, top.items.map((x) => x.make())).slice(0, limit);
  }
  const top = new TopK(limit * 2);
  if (u.kind === 'category') {
    addCategory(ctx, index, top, u.kinds, u.near, opts, !u.named);
    addNamedOfKind(ctx, top, u.kinds, u.named, opts);
  }
  // "Starbucks on Boston Street", "Starbucks, Boston Street": the points of interest of that name, nearest the
  // place first, above what the words name otherwise, as the forward geocoder answers.
  poisNearPlace(ctx, raw).slice(0, limit).forEach((ref, i) => addTarget(ctx, top, NAMED_OF_KIND + 10 - i, { kind: 'poi', ref, variant: 0 }));
  const inter = splitIntersection(raw);
  // "Kruislaan en Fizeaustraat": "and" in another language, only where two streets so named meet.
  const loose = inter ? null : splitLooseIntersection(raw);
  // "Ethno Café & Bar" is a name, not two streets: names are searched when no intersection comes of it.
  const crossing = inter ? addIntersections(ctx, top, stripNumber(inter.left).text, inter.right, opts) : loose ? addIntersections(ctx, top, stripNumber(loose.left).text, loose.right, opts, true) : false;
  if (!crossing) {
    addNames(ctx, index, top, readings(ctx, raw, numberWhole), opts, u.kind === 'category' && !u.near ? u.kinds : []);
    addCities(ctx, top, stripNumber(raw).text, opts, area);
  }
  return distinctLines(ctx, top.items.map((x) => x.make())).slice(0, limit);
}

/**
 * One line per thing listed. Lines that read the same are told apart: streets of one name in one town by their
 * postcode, else by the nearest smaller place (a hamlet, a quarter); a point of interest or place that reads like
 * something of another kind by its kind ("Städtle (Parking)" beside the street Städtle). What still reads the same
 * and is of one type is one thing (pieces of one street, the two stops of a bus stop): the best ranked stays, as
 * Nominatim's dedupe keeps one of the results of one category and display name.
 */
/** Points of interest of one name and kind this far apart are two, not pieces of one. */
const APART_METERS = 300;

function distinctLines(ctx: GeocodeContext, list: Suggestion[]): Suggestion[] {
  const byLine = new Map<string, Suggestion[]>();
  for (const s of list) {
    const same = byLine.get(s.displayString);
    if (same) same.push(s);
    else byLine.set(s.displayString, [s]);
  }
  const told = list.map((s) => {
    const same = byLine.get(s.displayString)!;
    if (same.length < 2) return s;
    if (s.type === 'poi' || s.type === 'place') {
      // Unnamed places of one kind ("parking" lists a town's car parks, all "Parking, Vaduz"): by their street.
      if (s.type === 'poi' && s.name === s.kind && !same.some((o) => o.kind !== s.kind)) return byStreet(ctx, s);
      // Two branches of a chain in one town, apart ("Starbucks, Progress, PA" twice): by their street, not merged.
      if (s.type === 'poi' && same.some((o) => o.kind === s.kind && haversineMeters(o.lat, o.lng, s.lat, s.lng) > APART_METERS)) return byStreet(ctx, s);
      if (!same.some((o) => o.kind !== s.kind)) return s;
      const label = `${s.name} (${s.kind})`;
      return { ...s, displayString: s.displayString.startsWith(s.name) ? label + s.displayString.slice(s.name.length) : `${label}, ${s.displayString}` };
    }
    const streets = same.filter((o) => o.type === 'street' && o.kind === s.kind);
    if (s.type !== 'street' || streets.length < 2 || !s.place) return s;
    const postcodes = streets.map((o) => ctx.book.postcodeAt(o.lat, o.lng));
    const postalCode = new Set(postcodes).size > 1 ? ctx.book.postcodeAt(s.lat, s.lng) : undefined;
    const localities = postalCode === undefined ? streets.map((o) => ctx.localityNear(o.lat, o.lng, s.place!.city)) : [];
    const neighbourhood = new Set(localities).size > 1 ? ctx.localityNear(s.lat, s.lng, s.place.city) : undefined;
    if (!postalCode && !neighbourhood) return s;
    const { city, state, countryCode, country } = s.place;
    // The templates leave a neighbourhood out where there is a town: it goes after the street, as Nominatim writes it.
    const lines = [...addressLines({ road: s.street ?? s.name, postcode: postalCode, city, state, countryCode })];
    if (neighbourhood) lines.splice(1, 0, neighbourhood);
    return { ...s, displayString: [...lines, countryCode || country].filter(Boolean).join(', ') };
  });
  const seen = new Set<string>();
  return told.filter((s) => !seen.has(`${s.type}|${s.displayString}`) && seen.add(`${s.type}|${s.displayString}`));
}

/** "Parking (Städtle), Vaduz, LI": an unnamed point of interest told apart by the street it is on. */
function byStreet(ctx: GeocodeContext, s: Suggestion): Suggestion {
  const r = reverse(ctx, s.lat, s.lng);
  const street = r?.street ? splitHouseNumber(r.street).street : '';
  if (!street || !s.displayString.startsWith(s.name)) return s;
  return { ...s, displayString: `${s.name} (${street})${s.displayString.slice(s.name.length)}` };
}

/** Coordinates typed as text: that point, in the place it falls in. */
function pointSuggestion(ctx: GeocodeContext, at: { lat: number; lng: number }): Suggestion {
  const r = reverse(ctx, at.lat, at.lng);
  const place = { city: r?.adminArea5 ?? '', state: r?.adminArea3 ?? '', countryCode: r?.adminArea1 ?? '', country: '' };
  const name = `${round6(at.lat)}, ${round6(at.lng)}`;
  return { id: `point:${name}`, name, displayString: displayName(place, { label: name }), lat: at.lat, lng: at.lng, type: 'place', kind: 'Coordinates', place };
}

const POSTCODE_WORD = /^(?:[a-z]{1,3}-)?\d{4,5}$/i;

/** A country or US state typed at the end: which world cities lie in it, and whether the region does not. */
interface TypedArea {
  fits: (city: number) => boolean;
  away: boolean;
}

/**
 * The text to search, read as the forward geocoder reads a single line: a country, a US state and ZIP peeled off
 * the end ("615 N Wolfe St, Baltimore, MD 21205" is "615 N Wolfe St Baltimore"), a postcode that can be nothing
 * else ("426 69 Västra Frölunda"), and a postcode the region knows beside a local town ("Landstrasse 12 9490
 * Vaduz"), which narrows nothing the town does not. A number the region knows no postcode of is a house's
 * ("Grosssteg 1051": Grosssteg is also a hamlet). The country or state peeled off is `area`; `postcodeTown` the town
 * typed with a postcode and nothing else ('' for none), null unless the text is so.
 */
function searchText(ctx: GeocodeContext, text: string): { text: string; area: TypedArea | null; postcodeTown: string | null } {
  const flat = (t: string) => t.replace(/[,;]+/g, ' ').replace(/\s+/g, ' ').trim();
  const known = (w: string) => POSTCODE_WORD.test(w) && ctx.book.byPostcode.has(postcodeKey(w));
  const q = parseSingleLine(ctx, text);
  // A postcode only digits is the region's own or a house number; "426 69", "1012 LG" can only be postcodes.
  const postcode = q.postalCode !== undefined && (known(q.postalCode) || !/^\d+$/.test(q.postalCode));
  const peeled = q.state || q.countryCode || postcode ? flat([q.street, q.city].filter(Boolean).join(' ')) : '';
  const words = (peeled || flat(withoutUnit(text))).split(' ');
  const town = (i: number) => i >= 0 && i < words.length && ctx.localCityKeys.has(placeKey(words[i]!));
  const rest = words.filter((w, i) => !(words.length > 1 && known(w) && (town(i - 1) || town(i + 1)))).join(' ');
  return { text: rest, area: peeled ? typedArea(ctx, q) : null, postcodeTown: q.postalCode !== undefined && !q.street ? (q.city ?? '') : null };
}

/**
 * "Paris FR", "Paris, France", "Springfield, IL": the world cities in the country or US state typed, and whether
 * the region lies outside it. A state's code that is also a country's ("Berlin, DE": Delaware or Germany) is
 * either.
 */
function typedArea(ctx: GeocodeContext, q: StructuredQuery): TypedArea | null {
  const gaz = ctx.gaz;
  if (!gaz || (!q.countryCode && !q.state)) return null;
  const c = gaz.data.cities;
  const cc = q.countryCode;
  const stateCode = q.state ? gaz.data.states[gaz.state(q.state) ?? -1]?.code : undefined;
  const asCountry = q.state && !cc ? gaz.data.countries[gaz.country(q.state) ?? -1]?.code : undefined;
  const fits = (i: number) => {
    const country = c.country.at(i);
    if (cc !== undefined && country !== cc) return false;
    return stateCode === undefined || (country === 'US' && c.admin1.at(i) === stateCode) || (asCountry !== undefined && country === asCountry);
  };
  const own = (code: string) => code === ctx.regionCountry;
  const inState = stateCode === undefined || (ctx.regionCountry === 'US' ? ctx.regionAdmin1 === stateCode : asCountry !== undefined && own(asCountry));
  return { fits, away: !ctx.regionCountry || (cc !== undefined && !own(cc)) || !inState };
}

/**
 * "bank", "restaurants in Vaduz", "Bahnhof Schaan": the points of interest of the kind, nearest the place first.
 * They rank below a name typed whole, so "Rathaus Vaduz" and "Schaan Bahnhof" still find what is named so.
 */
function addCategory(ctx: GeocodeContext, index: SuggestIndex, top: TopK, kinds: readonly string[], near: string, opts: SuggestOptions, linked: boolean): void {
  // "atm near 2500 Boston Street": the address's point, where it is found at a house or on its street.
  const address = (text: string) => {
    const r = /\d/.test(text) && linked ? forward(ctx, index, { location: text, ...(opts.near ? { near: opts.near } : {}) }) : null;
    return r && /^(P1|L1|B1)/.test(r.geocodeQualityCode) ? { lat: r.lat, lng: r.lng } : null;
  };
  const at = near ? (ctx.anchorOf(near, linked)?.at ?? address(near)) : null;
  if (near && !at) return;
  const from = { near: at ?? opts.near };
  const { poi } = ctx.search;
  for (let i = 0; i < poi.kind.length; i++) {
    if (!kinds.includes(poi.kind[i]!)) continue;
    const t: Target = { kind: 'poi', ref: i, variant: 0 };
    const c = candidate(ctx, t, from);
    addTarget(ctx, top, CATEGORY_MATCH + c.importance - c.penalty, t);
  }
}

/**
 * "Samina river", "Vaduz castle": the points of interest of the category called so, above the category's other
 * places and a name typed whole, as the forward geocoder answers (poi-by-name.ts).
 */
function addNamedOfKind(ctx: GeocodeContext, top: TopK, kinds: readonly string[], named: string, opts: SuggestOptions): void {
  if (!named) return;
  for (const { poi, level } of poisOfKindNamed(ctx, kinds, named, opts.near ?? ctx.centre)) {
    const t: Target = { kind: 'poi', ref: poi, variant: 0 };
    const c = candidate(ctx, t, opts);
    addTarget(ctx, top, NAMED_OF_KIND - EDIT_COST * level + c.importance - c.penalty, t);
  }
}

/** A house number typed before or after the name ("12 Landstr", "Landstrasse 12a"). */
function stripNumber(text: string): { text: string; number: string } {
  const lead = leadingNumber(text);
  if (lead) return { text: lead[2]!, number: houseKey(lead[1]!) };
  // "Kerkstraat 10 2": a flat of 10 (10-2), as the forward geocoder tries it.
  const two = TRAILING_TWO.exec(text);
  if (two) return { text: two[1]!, number: houseKey(`${two[2]}-${two[3]}`) };
  const trail = TRAILING_NUMBER.exec(text);
  // "US 22", "I 81", "Route 9", "A 1": a road's number, not a house on a street called "US".
  if (trail && !ROAD_REF.test(trail[1]!.trim())) return { text: trail[1]!, number: houseKey(trail[2]!) };
  return { text, number: '' };
}

/** What stands before a road's number: a letter or two (US, I, SR, PA, A, E), Route, Highway, Interstate. */
const ROAD_REF = /^(?:\p{L}{1,2}|route|rte|hwy|highway|interstate|state route)$/iu;

/** One way to read the typed text: the name's folded key, a house number, a place it is narrowed to. */
interface Reading {
  key: string;
  number: string;
  /** Every name of the town typed, folded; null when none is. */
  town: ReadonlySet<string> | null;
  /** Typos in the town's name ("Schan" for Schaan): each costs its hits as a typo in the name does. */
  townEdits: number;
  /** The name as spelled (streetKey, before ae = ä): of two streets spelled apart, the one typed. */
  spelled: string;
  /**
   * The number is followed by more of the line (a town, a postcode): typed whole, it lists that house only, not the
   * numbers it begins ("Landstrasse 1, Schaan" is not Landstrasse 15, which Enter would add).
   */
  numberWhole?: boolean;
}

/**
 * The text as typed, and, when it ends or starts with a local place name ("Landstrasse 12 Vaduz", "Vaduz Städtle 5",
 * "rathaus schan"), the rest narrowed to that place; "Post Vaduz" is also a name of its own, so both readings are
 * searched.
 */
/** How many towns a town's name on the way may stand for. */
const TOWNS_BEGUN = 4;

/** `typedWhole`: the line's number was followed by a comma, which `raw` no longer holds ("Landstrasse 1,"). */
function readings(ctx: GeocodeContext, raw: string, typedWhole = false): Reading[] {
  const whole = stripNumber(raw);
  const out: Reading[] = [{ key: matchKey(whole.text), number: whole.number, town: null, townEdits: 0, spelled: streetKey(whole.text) }];
  // "Garselli-Turm 3", "Platz 1": a number may be part of a name too.
  if (whole.number) out.push({ key: matchKey(raw), number: '', town: null, townEdits: 0, spelled: streetKey(raw) });
  // "615 North Wolfe Str", on the way to Street: a last word "Str" is Street's start as well as Strasse's short form.
  if (/\sstr\.?$/i.test(whole.text)) {
    const street = whole.text.replace(/str\.?$/i, 'St');
    out.push({ key: matchKey(street), number: whole.number, town: null, townEdits: 0, spelled: streetKey(street) });
  }
  const words = raw.split(/\s+/);
  for (const first of [false, true]) {
    // One or two words, a name typed whole before one misspelt; a number is never part of the town. A town of
    // more words ("Krems an der Donau", "Sant Julià de Lòria") typed whole.
    const end = placeKey(first ? words[0]! : words.at(-1)!);
    const longer = ctx.endsLongTown(end) ? Array.from({ length: ctx.townWords - 2 }, (_, i) => ctx.townWords - i) : [];
    const sizes = [...longer, 2, 1].filter((n) => n < words.length && !(first ? words.slice(0, n) : words.slice(-n)).some((w) => /\d/.test(w)));
    const townOf = (n: number) => {
      const key = placeKey((first ? words.slice(0, n) : words.slice(-n)).join(' '));
      return n <= 2 || ctx.localCityKeys.has(key) ? ctx.localTown(key) : null;
    };
    const found = sizes.map((n) => ({ n, town: townOf(n) })).filter((t) => t.town).sort((a, b) => a.town!.edits - b.town!.edits)[0];
    if (!found) {
      // "Ringstraße 5 Krems an der Do", "Carrer Major Sant Julià de": a town of more words on the way, narrowed to the
      // towns so begun; read as a typo in the town's name costs, after a name typed whole.
      const cut = first ? undefined : cutTowns(ctx, raw, true)[0];
      const rest = cut && stripNumber(cut.street);
      if (cut && rest) out.push({ key: matchKey(rest.text), number: rest.number, town: new Set(cut.towns.flatMap((t) => [...ctx.townKeys(t)])), townEdits: 1, spelled: streetKey(rest.text) });
      // "615 North Wolfe Street, Baltimo", "Fizeaustraat 10, Amsterd", "Städtle 32, Vad": after an address (its
      // number typed), a town of one word on the way (three letters or more), narrowed to the towns so begun.
      const half = !first && !cut && words.length > 1 && !/\d/.test(end) && end.length >= 3 ? ctx.townsBegun(end, TOWNS_BEGUN) : [];
      const before = half.length ? stripNumber(words.slice(0, -1).join(' ')) : null;
      // Or after a name the data has whole ("North Wolfe Street, Balt", "Johns Hopkins Hospital, Bal").
      const named = (k: string) => ctx.byKey.has(k) || ctx.addrByKey.has(k) || ctx.poisByName.has(k) || ctx.placesByKey.has(k);
      if (before && (before.number || named(matchKey(before.text)))) out.push({ key: matchKey(before.text), number: before.number, town: new Set(half.flatMap((t) => [...ctx.townKeys(t)])), townEdits: 1, spelled: streetKey(before.text) });
      continue;
    }
    const rest = stripNumber((first ? words.slice(found.n) : words.slice(0, -found.n)).join(' '));
    out.push({ key: matchKey(rest.text), number: rest.number, town: found.town!.keys, townEdits: found.town!.edits, spelled: streetKey(rest.text) });
  }
  // "Lundg", "Lilla g.": a street cut to the g of its -gatan is also read written out, where that is a street.
  const isStreet = (k: string) => ctx.byKey.has(k) || ctx.addrByKey.has(k);
  for (const r of [...out]) {
    const key = writtenOut(r.key, isStreet);
    if (key) out.push({ ...r, key });
    // "Via 20 Settembre", "Via IV Novembre": the date as the data writes it (Via XX Settembre, Via Quattro Novembre).
    for (const k of ctx.sameDate(r.key)) out.push({ ...r, key: k });
    // "Av. Merit", "C/ Sol": the street's word cut or written another way, half-typed (Avinguda Meritxell, Carrer Solana).
    if (!isStreet(r.key)) for (const k of ctx.otherFirstWords(r.key)) out.push({ ...r, key: k });
  }
  // "Piazza Duomo", "Via Verdi": the typed words in a longer street name (Piazza del Duomo), as the forward
  // geocoder reads them, where the words typed name no street, nor a place or point of interest ("Patterson Park"
  // is the park before Patterson Park Avenue), and only a few hold them.
  const namedSo = (k: string) => isStreet(k) || ctx.poisByName.has(k) || ctx.placesByKey.has(k);
  for (const r of [...out]) {
    if (!r.key.includes(' ') || namedSo(r.key)) continue;
    const words = r.key.split(' ');
    const longer = [...new Set([...longerNamesWithWords(ctx.byKey, words), ...longerNamesWithWords(ctx.addrByKey, words)])];
    if (longer.length <= WORDS_IN_LONGER) for (const key of longer) out.push({ ...r, key });
  }
  const numberWhole = typedWhole || !NUMBER_LAST.test(raw.trim());
  return out.filter((r) => r.key).map((r) => (numberWhole ? { ...r, numberWhole } : r));
}

/** A line that ends in a number, or a number and its letter ("Städtle 3", "Kerkstraat 10 2", "Bodastrasse 5a"). */
const NUMBER_LAST = /\d\p{L}?$/u;

/** A thing found by one reading: how well it matches the name typed, whether it lies in the town typed. */
interface Hit {
  match: number;
  inCity: boolean;
}

/**
 * A town typed narrows its reading to the town: what lies elsewhere is listed only where it matches the name better
 * than everything found in the town, and then after it. "Landstrasse, Schaan" lists Schaan's Landstrasse alone, not
 * the Landstrasse of four other towns; "Zollstrasse, Triesen" (none there) still lists the Zollstrassen elsewhere.
 */
function narrowed<T extends Hit>(reading: Reading, hits: T[]): T[] {
  if (!reading.town) return hits;
  let bestIn = -Infinity;
  for (const h of hits) if (h.inCity) bestIn = Math.max(bestIn, h.match);
  // Each reading's hits are narrowed once: they are moved in place, not copied.
  const kept = hits.filter((h) => h.inCity || h.match > bestIn);
  for (const h of kept) h.match += narrowing(h.inCity);
  return kept;
}

/**
 * `kinds`: the category the text is, when it is only a category word ("post"). A place of that kind found by its
 * name ("Post", "Post Schaan": post offices) is ranked as the category ranks it, by distance: its name says no
 * more than the word typed. Of equally near ones, the one named just so comes first.
 */
function addNames(ctx: GeocodeContext, index: SuggestIndex, top: TopK, reads: Reading[], opts: SuggestOptions, kinds: readonly string[]): void {
  // The best reading per target (a target may match through several words, name variants and readings).
  // Keyed by thingKey: one entry per street, POI or place, whichever of its names matched.
  const best = new Map<number, { target: Target; match: number; reading: Reading; c: Candidate }>();
  const candidates = new Map<number, Candidate>();
  // Whether the whole text, town and all, is exactly a name ("Ruggell Noflerstrasse", a bus stop): then that is
  // what is meant, before the street of the town ("Noflerstrasse" in Ruggell), whatever their importance.
  let namedWhole = false;
  for (const reading of reads) {
    const hits: (Hit & { target: Target; id: number; edits: number })[] = [];
    let exactWord = false;
    const townCost = EDIT_COST * reading.townEdits + (reading.town && namedWhole ? WHOLE_NAME_FIRST : 0);
    index.names.search(reading.key, prefixEdits(reading.key), (h) => {
      const target = index.targets[h.id]!;
      const id = thingKey(target);
      let c = candidates.get(id);
      if (!c) candidates.set(id, (c = candidate(ctx, target, opts)));
      const ofKind = kinds.length > 0 && target.kind === 'poi' && kinds.includes(ctx.search.poi.kind[target.ref]!);
      if (ofKind) hits.push({ target, id, edits: 0, match: CATEGORY_MATCH + (h.atStart && h.whole ? 0.5 : 0), inCity: true });
      else {
        const suffix = index.names.suffix(h.entry);
        // A typo is in the letters: "US 22" lists no US 322 (a number still being typed may be the start of one).
        if (h.edits > 0 && !numbersFit(reading.key, suffix)) return;
        exactWord ||= h.edits === 0 && wordEnds(suffix, reading.key.length, 0);
        // A category word typed alone ("bank") is the category: a name of another kind holding it as a later
        // word (the car-sharing spot "Triesen VP Bank") comes after the category's places.
        const laterWord = kinds.length > 0 && !h.atStart ? LATER_WORD_AFTER_CATEGORY : 0;
        hits.push({ target, id, edits: h.edits, match: matchScore(h, suffix, reading.key) - townCost - laterWord, inCity: !reading.town || inCity(ctx, target, reading.town) });
      }
      if (reading === reads[0] && h.atStart && h.whole && h.edits === 0 && !ofKind) namedWhole = true;
    });
    // A name holding the typed words exactly, whole, comes before any name a typo away, as the forward geocoder
    // tries them ("Hillgatan" is Prospect Hillgatan before Hullgatan; "Vallen" Gröna Vallen before Nya Allén).
    if (exactWord) for (const h of hits) if (h.edits > 0) h.match -= TYPO_AFTER_WORD;
    for (const { target, id, match } of narrowed(reading, hits)) {
      const b = best.get(id);
      if (!b || match > b.match || (match === b.match && target.variant < b.target.variant)) best.set(id, { target, match, reading, c: candidates.get(id)! });
    }
  }
  const streets: { target: Target; match: number; reading: Reading }[] = [];
  for (const { target, match, reading, c } of best.values()) {
    addTarget(ctx, top, match + c.importance - c.penalty, target);
    if (reading.number && (target.kind === 'street' || target.kind === 'addressStreet')) streets.push({ target, match, reading });
  }
  streets.sort((a, b) => b.match - a.match);
  const done = new Set<number>();
  const numbers = new Map<Reading, AddressHit[]>();
  for (const { target, match, reading } of streets.slice(0, NUMBERED_STREETS)) {
    const streetKeyOf = target.kind === 'street' ? ctx.keys[target.ref]! : looseKey(ctx.book.groups[target.ref]!.key);
    const list = numbers.get(reading) ?? [];
    numbers.set(reading, list);
    const groups = ctx.addrByKey.get(streetKeyOf) ?? [];
    // "Aeulestrasse 20" where Triesen's Aeulestrasse and Vaduz's Äulestrasse both have a 20: the spelling typed,
    // as the forward geocoder decides when no town or postcode does.
    const spellings = new Set(groups.map((g) => ctx.book.groups[g]!.key));
    for (const g of groups) {
      if (done.has(g)) continue;
      done.add(g);
      const spelled = spellings.size > 1 && ctx.book.groups[g]!.key === reading.spelled ? SPELLING_TYPED : 0;
      // The street's match less its town's narrowing: the addresses are narrowed to the town one by one.
      addNumbers(ctx, list, g, reading, match - (reading.town ? narrowing(true) : 0), opts, spelled);
    }
  }
  numbers.forEach((list, reading) => {
    const hits = narrowed(reading, list);
    // Where a house has the number typed (or one is placed for it), the numbers it begins come after it, however
    // near: "Aeulestrasse 5" is Triesen's 5, not Vaduz's 54 (the one Enter adds is the one typed).
    const best = (of: (h: AddressHit) => boolean) => Math.max(-Infinity, ...hits.filter(of).map((h) => h.match));
    const typed = best((h) => h.order >= INTERPOLATED_ORDER);
    // And a house the data has with that number, on a street as well matched, before one placed between two nearer
    // ("Landstrasse 48" is Schaan's house, not one placed on Vaduz's Landstrasse), as the forward geocoder answers.
    const real = best((h) => h.address >= 0 && h.order > INTERPOLATED_ORDER);
    for (const h of hits) {
      const after = (h.order < INTERPOLATED_ORDER && typed >= h.match) || (h.address < 0 && real >= h.match);
      const score = h.match + h.order - h.penalty - (after ? NUMBER_BEGUN_AFTER : 0);
      if (top.admits(score)) top.add(score, h.estimated ?? (() => addressSuggestion(ctx, h.address)));
    }
  });
}

// A place typed after a name pushes back what lies elsewhere; what lies there loses a point to the reading of the
// whole text as a name, so "Post Vaduz" finds the post office of that name before the one called "Post".
function narrowing(inCity: boolean): number {
  return inCity ? -1 : -40;
}

// A whole name typed with a typo ("Trisen") still beats the longer names it starts ("Triesenberg"); a whole word
// typed ("Sütigerwis": Im Sütigerwis) beats the start of a longer word (Sütigerwisstrasse) even at the name's start.
function matchScore(h: PrefixHit, suffix: string, key: string): number {
  return (h.atStart ? 30 : 20) + (h.whole ? 10 : 0) + (wordEnds(suffix, key.length, h.edits) ? WORD_TYPED : 0) - EDIT_COST * h.edits;
}

/** Whether the name's word ends where the typed text does (give or take the typos): a word typed whole. */
function wordEnds(suffix: string, at: number, edits: number): boolean {
  for (let i = Math.max(1, at - edits); i <= Math.min(suffix.length, at + edits); i++) if (i === suffix.length || suffix[i] === ' ') return true;
  return false;
}

export interface NameHit {
  target: Target;
  edits: number;
}

/**
 * The local street, point of interest or place whose name, from some word on, is the whole text (within the
 * typos its length allows): "Landesspital" is Liechtensteinisches Landesspital, "Shaan" is Schaan. Ranked as
 * search-ahead ranks, measured from `near`; the forward geocoder's reading of a name that is nothing else.
 * With `partial`, the text need only be whole words of the name, exactly, as Nominatim matches a name by its
 * words: "sporry" is the shed named Sporry Gasometer.
 */
/** A name starting with the words typed, against one ending with them: it wins only by more importance than this. */
const LEADING_WORDS_COST = 12;

export function wholeName(ctx: GeocodeContext, index: SuggestIndex, text: string, near: { lat: number; lng: number }, partial = false): NameHit | null {
  const key = matchKey(text);
  const max = partial ? 0 : allowedEdits(key);
  if (!key) return null;
  let best: (NameHit & { score: number }) | null = null;
  index.names.search(key, max, (h) => {
    const suffix = index.names.suffix(h.entry);
    // A name that starts with the words typed ("Kunstmuseum" of Kunstmuseum Liechtenstein) holds them exactly too,
    // as Nominatim matches words: it competes with a later word to the end ("CAFE im kunstmuseum") by importance.
    const leading = !partial && !h.whole && h.atStart && suffix.startsWith(`${key} `);
    const edits = h.whole ? h.edits : partial || leading ? (suffix.startsWith(`${key} `) ? 0 : 1) : editDistance(key, suffix, max);
    if (edits > max) return;
    // A typo is in the letters: a name whose numbers differ is another road or place ("US 22" is not US 322).
    if (edits > 0 && !sameNumbers(key, suffix)) return;
    const target = index.targets[h.id]!;
    const c = candidate(ctx, target, { near });
    const score = (h.atStart ? 30 : 20) - (leading ? LEADING_WORDS_COST : 0) - EDIT_COST * edits + c.importance - c.penalty;
    // A name holding the text exactly first, however far or small ("Hillgatan" is Prospect Hillgatan, not Hullgatan).
    if (!best || (edits === 0 && best.edits > 0) || ((edits === 0) === (best.edits === 0) && score > best.score)) best = { target, edits, score };
  });
  return best;
}

/** The same numbers in the same order, or none in either ("us 22" and "us 322" differ). */
export function sameNumbers(a: string, b: string): boolean {
  // Most names and most text have no digit: one cheap test spares them the rest.
  if (!DIGIT.test(a) && !DIGIT.test(b)) return true;
  const numbers = (t: string) => t.match(/\d+/g)?.join(' ') ?? '';
  return numbers(a) === numbers(b);
}

const DIGIT = /\d/;

/** Each number typed is one of the name's, the last (while it is typed) the start of one. */
function numbersFit(typed: string, name: string): boolean {
  if (!DIGIT.test(typed)) return true;
  const runs = typed.match(/\d+/g);
  if (!runs) return true;
  const theirs: string[] = name.match(/\d+/g) ?? [];
  const open = /\d$/.test(typed);
  return runs.every((r, i) => theirs.includes(r) || (open && i === runs.length - 1 && theirs.some((t) => t.startsWith(r))));
}

interface AddressHit extends Hit {
  /** The typed number exactly first, then the numbers it starts, in order. */
  order: number;
  penalty: number;
  /** The address point; -1 for a number placed between two (`estimated` builds it). */
  address: number;
  estimated?: () => Suggestion;
}

/** `spelled`: added to the number typed exactly, a house the street has (an estimated one never outranks a real one by it). */
function addNumbers(ctx: GeocodeContext, out: AddressHit[], g: number, reading: Reading, match: number, opts: SuggestOptions, spelled = 0): void {
  const { addr } = ctx.search;
  const { number, town } = reading;
  const group = ctx.book.groups[g]!;
  // Each address by its own addr:city where it has one: a municipality's group may hold a few of the next town's.
  const districtIn = town ? ctx.districtIn(group.district, town) : false;
  // Outside every district (an extract without boundaries) and with no addr:city: the town of its point, as its
  // line says ("Via Quattro Novembre 104, 00187 Roma").
  const townOf = (i: number) =>
    addr.city[i] ? town!.has(placeKey(addr.city[i]!)) : districtIn || (group.district < 0 && town!.has(placeKey(ctx.placeAt(-1, addr.xy[i * 2 + 1]!, addr.xy[i * 2]!).city)));
  let anyExact = false;
  // "IV Novembre 119 Roma": a number typed whole that the street has only with a letter (119/A) is that house, as
  // the forward geocoder places it (L1), after the number itself.
  const value = reading.numberWhole && /^\d+$/.test(number) ? houseValue(number) : NaN;
  for (const i of group.members) {
    const keys = ctx.book.keysOf(i);
    const exact = keys.includes(number);
    anyExact ||= exact;
    const lettered = !exact && ctx.book.valueOf(i) === value;
    if (!exact && !lettered && (reading.numberWhole || !keys.some((k) => k.startsWith(number)))) continue;
    // Exactly the typed number first, then the numbers it starts, in order (1, 10, 11, ..., 100).
    const order = exact ? 6 : lettered ? SAME_NUMBER_ORDER : 2 - Math.min(2, Math.log10(1 + ctx.book.valueOf(i)));
    const lng = addr.xy[i * 2]!;
    const lat = addr.xy[i * 2 + 1]!;
    const inCity = !town || townOf(i);
    out.push({
      match: match + ADDRESS_BONUS + (exact ? spelled : 0),
      inCity,
      order,
      penalty: distancePenalty(opts.near, lat, lng),
      address: i,
    });
  }
  // A number the street has no point for, between two it has ("Bodastrasse 52" between 50 and 64): placed between
  // them as the forward geocoder answers it (L1), after the number typed exactly, and called estimated.
  const at = anyExact || !/^\d+$/.test(number) ? null : ctx.book.interpolate(group.members, number);
  if (!at) return;
  out.push({
    match: match + ADDRESS_BONUS,
    inCity: !town || townOf(at.below),
    order: INTERPOLATED_ORDER,
    penalty: distancePenalty(opts.near, at.lat, at.lng),
    address: -1,
    estimated: () => {
      const place = ctx.placeAt(addr.district[at.below]!, at.lat, at.lng);
      const city = addr.city[at.below] || place.city;
      const street = ctx.streetNameOf(at.below);
      const name = streetLine(street, number, place.countryCode);
      return {
        id: `interpolated:${g}:${number}`,
        name,
        displayString: displayName({ ...place, city }, { street, houseNumber: number, postalCode: ctx.book.postcodeNear(at.below) }),
        lat: round6(at.lat),
        lng: round6(at.lng),
        type: 'address',
        kind: 'Address (estimated)',
        street: name,
        place: { ...place, city },
      };
    },
  });
}

/** An address point as listed. */
function addressSuggestion(ctx: GeocodeContext, i: number): Suggestion {
  const { addr } = ctx.search;
  const place = ctx.placeAt(addr.district[i]!, addr.xy[i * 2 + 1]!, addr.xy[i * 2]!);
  const city = addr.city[i] || place.city;
  const name = streetLine(ctx.streetNameOf(i), addr.number[i]!, place.countryCode);
  const postcode = ctx.book.postcodeNear(i);
  return {
    id: `address:${i}`,
    name,
    displayString: displayName({ ...place, city }, { street: ctx.streetNameOf(i), houseNumber: addr.number[i]!, postalCode: postcode }),
    lat: addr.xy[i * 2 + 1]!,
    lng: addr.xy[i * 2]!,
    type: 'address',
    kind: 'Address',
    street: name,
    place: { ...place, city },
  };
}

interface Candidate {
  importance: number;
  penalty: number;
}

const KIND_CODE = { street: 0, addressStreet: 1, poi: 2, place: 3 } as const;

/** One number per street, address street, POI or place, the same for each of its names (a Map key, no string built). */
function thingKey(t: Target): number {
  return t.ref * 4 + KIND_CODE[t.kind];
}

/** Lists a target when its score makes the list; its Suggestion is built only if it stays there. */
function addTarget(ctx: GeocodeContext, top: TopK, score: number, t: Target): void {
  if (top.admits(score)) top.add(score, () => suggestionOf(ctx, t));
}

function candidate(ctx: GeocodeContext, t: Target, opts: SuggestOptions): Candidate {
  if (t.kind === 'street') {
    const p = ctx.streetPoint(t.ref);
    // A street of a neighbouring country in the extract's edge after the region's own ("Rheinstrasse": Vaduz's
    // before Buchs's, CH, seen from the region's centre), unless the map is over it (as the forward geocoder picks).
    const foreign = ctx.homeCountry && ctx.placeOfStreet(t.ref).countryCode !== ctx.homeCountry ? FOREIGN_STREET : 0;
    return { importance: ctx.d.streetRank[t.ref]!, penalty: distancePenalty(opts.near, p.lat, p.lng) + foreign };
  }
  if (t.kind === 'addressStreet') {
    const p = ctx.book.point(ctx.book.middle(t.ref));
    return { importance: 4, penalty: distancePenalty(opts.near, p.lat, p.lng) };
  }
  const isPoi = t.kind === 'poi';
  const { poi, place } = ctx.search;
  const xy = isPoi ? poi.xy : place.xy;
  const kind = isPoi ? poi.kind[t.ref]! : place.kind[t.ref]!;
  return { importance: isPoi ? ctx.poiRank(t.ref) : (PLACE_RANK[kind] ?? 2), penalty: distancePenalty(opts.near, xy[t.ref * 2 + 1]!, xy[t.ref * 2]!) };
}

/** Whether the target lies in the city of these folded names, for a typed city to narrow on. */
function inCity(ctx: GeocodeContext, t: Target, town: ReadonlySet<string>): boolean {
  const { poi, place, streetDistrict } = ctx.search;
  if (t.kind === 'street') return ctx.districtIn(streetDistrict[t.ref] ?? -1, town) || town.has(placeKey(ctx.placeOfStreet(t.ref).city));
  if (t.kind === 'addressStreet') {
    const { cityKeys } = ctx.book.groups[t.ref]!;
    for (const k of town) if (cityKeys.has(k)) return true;
    return false;
  }
  const xy = t.kind === 'poi' ? poi.xy : place.xy;
  const district = t.kind === 'poi' ? poi.district[t.ref]! : place.district[t.ref]!;
  // Where the extract has no boundaries, the town of the point (the gazetteer's, as its line shows it).
  return ctx.districtIn(district, town) || (district < 0 && town.has(placeKey(ctx.placeAt(-1, xy[t.ref * 2 + 1]!, xy[t.ref * 2]!).city)));
}

function suggestionOf(ctx: GeocodeContext, t: Target): Suggestion {
  const { poi, place } = ctx.search;
  if (t.kind === 'street') {
    const s = t.ref;
    const pl = ctx.placeOfStreet(s);
    const name = ctx.d.names[s]!;
    return { id: `street:${s}`, name, displayString: displayName(pl, { street: name }), ...ctx.streetPoint(s), type: 'street', kind: 'Street', street: name, place: pl };
  }
  if (t.kind === 'addressStreet') {
    const group = ctx.book.groups[t.ref]!;
    const mid = ctx.book.middle(t.ref);
    const at = ctx.book.point(mid);
    const pl = ctx.placeAt(group.district, at.lat, at.lng);
    const city = ctx.search.addr.city[mid] || pl.city;
    const where = { ...pl, city };
    return { id: `addressStreet:${t.ref}`, name: group.street, displayString: displayName(where, { street: group.street }), ...at, type: 'street', kind: 'Street', street: group.street, place: where };
  }
  const isPoi = t.kind === 'poi';
  const xy = isPoi ? poi.xy : place.xy;
  const lng = xy[t.ref * 2]!;
  const lat = xy[t.ref * 2 + 1]!;
  const names = isPoi ? poi.names[t.ref]! : place.names[t.ref]!;
  const district = isPoi ? poi.district[t.ref]! : place.district[t.ref]!;
  const kind = isPoi ? poi.kind[t.ref]! : place.kind[t.ref]!;
  const pl = ctx.placeAt(district, lat, lng);
  // One name, the main one, whichever name it was found by: a stop is "Vaduz", not "Vaduz (Vadouz)". An unnamed
  // one (found by its kind) is called by its kind, as the forward geocoder does: a car park is "Parking, Schaan",
  // never "Schaan", which reads as the town.
  const name = names[0] ?? (isPoi ? poiLabel(kind) : placeLabel(kind));
  const address = isPoi && poi.address[t.ref] ? poiAddress(poi.address[t.ref]!) : undefined;
  const street = address && streetLine(address.street, address.houseNumber, pl.countryCode);
  return {
    id: `${t.kind}:${t.ref}`,
    name,
    displayString: displayName(pl, { label: name, ...address }),
    lat,
    lng,
    type: isPoi ? 'poi' : 'place',
    kind: isPoi ? poiLabel(kind) : placeLabel(kind),
    ...(street ? { street } : {}),
    place: pl,
  };
}

/**
 * Adds the crossings of the street named `left` with streets whose name, or a later word of it, starts with `right`
 * ("Eastern Ave at Conkling": South Conkling Street); `left` may be the words of a longer name, as the forward
 * geocoder reads a corner ("Wolfe St": North and South Wolfe Street). False when `left` is no street named so, or
 * (`loose`, "and" in another language) no crossing fits: the text is then searched as a name too ("Ethno Café & Bar").
 */
function addIntersections(ctx: GeocodeContext, top: TopK, left: string, right: string, opts: SuggestOptions, loose = false): boolean {
  const m = matchStreet(ctx, left, false);
  const typed = matchKey(right);
  // "Wolfe and Eastern, Baltimore" (its commas gone by now): a town after the second street says no more here.
  const words = typed.split(' ');
  const town = [3, 2, 1].find((k) => words.length > k && isTownKey(ctx, placeKey(words.slice(-k).join(' '))));
  // "E Eastern Ave" for Eastern Avenue: a direction the name does not have.
  const bare = (t: string) => (/^(?:[nsew]|north|south|east|west) (?=\S)/.test(t) ? t.replace(/^\S+ /, '') : null);
  const prefixes = [typed, town ? words.slice(0, -town).join(' ') : null].flatMap((t) => (t === null ? [] : [t, bare(t)])).filter((t): t is string => t !== null);
  const fits = (key: string, prefix: string) => key.startsWith(prefix) || key.includes(` ${prefix}`);
  const d = ctx.d;
  let added = 0;
  const add = (streets: readonly number[]) => {
    for (const s of new Set(streets)) addCrossings(s);
  };
  // `roundabout`: also the streets meeting `s` only at a roundabout mapped as a street (Städtle and Äulestrasse at
  // Adlerkreisel), placed where `s` meets it.
  const addCrossings = (s: number, roundabout = false) => {
    for (const x of ctx.xByStreet.get(s) ?? []) {
      const via = across(ctx, x, s);
      const others = roundabout ? (ROUNDABOUT.test(d.names[via]!) ? (ctx.xByStreet.get(via) ?? []).map((y) => across(ctx, y, via)).filter((t) => t !== s) : []) : [via];
      for (const other of others) {
        const otherKey = ctx.keys[other]!;
        const prefix = prefixes.find((p) => fits(otherKey, p));
        if (prefix === undefined) continue;
        added++;
        const lng = d.xCoords[x * 2]!;
        const lat = d.xCoords[x * 2 + 1]!;
        const score = 40 + (otherKey === prefix ? 10 : 0) + d.streetRank[other]! - distancePenalty(opts.near, lat, lng) - (roundabout ? 5 : 0);
        top.add(score, () => {
          const place = ctx.placeOfStreet(s);
          const name = `${d.names[s]} & ${d.names[other]}`;
          return { id: roundabout ? `intersection:${x}:${other}` : `intersection:${x}`, name, displayString: displayName(place, { street: name }), lat, lng, type: 'intersection', kind: 'Intersection', street: name, place };
        });
      }
    }
  };
  // The street named so first; where it meets none ("N Wolfe St" at South Wolfe Street's corner), those holding its words.
  if (m) add(m.streets);
  if (!added) {
    const holding = streetsHolding(ctx, left);
    if (!m && !holding.length) return false;
    add(holding);
    if (!added) for (const s of new Set(m ? m.streets : holding)) addCrossings(s, true);
  }
  // Crossings of streets named only by some of their words ("2nd & Charles") sit beside names holding the text
  // whole (the bookshop "2nd & Charles"): the names are searched too.
  return m !== null && (added > 0 || !loose);
}

/** A town of the region, by a place's name or the gazetteer's city the region is in. */
function isTownKey(ctx: GeocodeContext, key: string): boolean {
  return ctx.localCityKeys.has(key) || key === ctx.regionAlias || (ctx.mainCity >= 0 && ctx.gaz?.cityKey(ctx.mainCity) === key);
}

// World cities: in a region without its own places they are its towns; elsewhere they are set apart, after
// every local answer, and marked outside the region (no streets, no routing there). A city inside the region's
// box but not one of its places is outside it too (Buchs and Sargans across the Rhine from Liechtenstein), and
// the exact name of one near the view ("Buchs") or typed with its canton ("Buchs SG") ranks among local names.
function addCities(ctx: GeocodeContext, top: TopK, text: string, opts: SuggestOptions, area: TypedArea | null = null): void {
  const gaz = ctx.gaz;
  const prefix = placeKey(text);
  if (!gaz || prefix.length < 2) return;
  const c = gaz.data.cities;
  const hasPlaces = ctx.search.place.kind.length > 0;
  // The region's own name ("Gothenburg") leads to its main city even where the gazetteer spells it otherwise.
  const alias = ctx.mainCity >= 0 && !hasPlaces && ctx.regionAlias.startsWith(prefix) ? [ctx.mainCity] : [];
  // A town known from the addresses' addr:city by a name the gazetteer spells otherwise ("Roma": Rome).
  const town = ctx.addressTown(prefix);
  if (town >= 0 && gaz.cityKey(town) !== prefix) alias.push(town);
  const coded = /^(.+?)\s+([A-Za-z]{2,3})$/.exec(text.trim());
  const inArea = coded ? gaz.citiesNamed(placeKey(coded[1]!)).filter((i) => c.admin1.at(i) === coded[2]!.toUpperCase()) : [];
  const view = opts.near ?? ctx.centre;
  for (const i of [...alias, ...inArea, ...gaz.citiesWithPrefix(prefix)]) {
    if (area && !area.fits(i)) continue;
    // In a country or state the region is not in, a city is never the region's ("Feldkirch, Austria" beside
    // Liechtenstein, where a place of that name is in the extract).
    const local = !area?.away && ctx.inRegion(c.lat[i]!, c.lng[i]!) && (!hasPlaces || ctx.localCityKeys.has(gaz.cityKey(i)));
    // Listed as the region's own place; a town known only from addresses (Feldkirch, across the border from
    // Liechtenstein, in 20 addr:city tags) is the world city.
    if (local && hasPlaces && ctx.placesByKey.has(gaz.cityKey(i))) continue;
    const exact = gaz.isNamed(i, prefix) || inArea.includes(i) || (alias.includes(i) && (ctx.regionAlias === prefix || i === town));
    // "Towson, MD", "Buchs SG": a city named exactly with its state or country is what is meant, however far.
    const withArea = exact && (inArea.includes(i) || area !== null);
    const known = exact && (withArea || c.population[i]! >= WELL_KNOWN_CITY);
    const near = exact && distancePenalty(view, c.lat[i]!, c.lng[i]!) < NEARBY_CITY_PENALTY;
    const bound = 30 + (exact ? 10 : 0) + gaz.importance(i) + (local || known ? 0 : near ? NEARBY_CITY : OUTSIDE_REGION);
    if (bound <= top.worst()) continue;
    const score = bound - (withArea ? 0 : distancePenalty(opts.near, c.lat[i]!, c.lng[i]!));
    top.add(score, () => {
      const place = ctx.placeOfCity(i);
      return {
        id: `city:${i}`,
        name: c.names.at(i)!,
        displayString: [place.city, place.state, place.countryCode].filter(Boolean).join(', '),
        lat: c.lat[i]!,
        lng: c.lng[i]!,
        type: 'city',
        kind: 'City',
        place,
        ...(local ? {} : { outsideRegion: true }),
      };
    });
  }
}
