// Forward geocoding: a structured or single-line query resolved against the region's addresses, streets,
// points of interest and places, then the gazetteer; each answer says how much of the query it honours.
import { postcodeKey } from './address-book.ts';
import { matchAddress } from './address-match.ts';
import { PLACE_RANK, type Anchor, type GeocodeContext } from './context.ts';
import { haversineMeters } from './geo.ts';
import { foldText, matchKey, placeKey, splitHouseNumber, splitIntersection, splitLooseIntersection, twoPartNumber } from './normalize.ts';
import { poisNamedNear, poisNamedPunctuated, poisNearPlace, startsPoiName, poisOfKindNamed, poisWithWordsNear } from './poi-by-name.ts';
import { poiLabel, STOP_KIND } from './poi-kinds.ts';
import { allowedEdits, editDistance } from './fuzzy.ts';
import { editConfidence, weaker, type Confidence } from './quality.ts';
import { LINK_WORDS, parseCoordinates, understand } from './query.ts';
import { cityResult, intersectionResult, joinNotes, makeResult, placeResult, poiAddress, streetResult, type Confidences } from './results.ts';
import { reverse } from './reverse.ts';
import { longerNamesWithWords, matchIntersection, matchStreet, matchStreetByWords } from './street-match.ts';
import { suggest, wholeName } from './suggest.ts';
import type { SuggestIndex } from './suggest-index.ts';
import type { ForwardQuery, GeocodeResult, StructuredQuery } from './types.ts';

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
/** "9490", "FL-9490", "411 19", "1012 LG", optionally followed by the town: "9490 Vaduz", "SE-411 19 Göteborg". */
const POSTAL_PART = /^(?:[A-Za-z]{1,3}-)?(\d{3}\s\d{2}|\d{4}(?:\s?[A-Z]{2}|[a-z]{2})(?=\s|$)|\d{4,5}(?:-\d{4})?)(?:\s+(.+))?$/;
/** A house number alone in a part of its own: "12", "12a", "12 B", "119/a", "12-bis", "12 bis", "15/17", "82-84". */
const HOUSE_ONLY = /^\d{1,4}(?:\s?[/-]?\s?[a-zA-Z]|\s?-?(?:bis|ter|quater)|[/-]\d{1,4}[a-zA-Z]?)?$/i;
/**
 * A flat, unit, floor or room, which the data does not hold: "Apt 3", "Apartment 12B", "Apt 12-B", "Suite 200",
 * "Ste 200", "Unit C", "Floor 2", "Rm 4", "Bldg 7", "#3"; USPS's "Dept 5", "Lot 12", "Trlr 7", "Spc 4", "PH 2" with
 * a number only, "Bsmt", and a floor by its ordinal ("2nd Fl", "3rd Floor"); "Fl 2" only after a street (FL is
 * Florida: FLOOR_AFTER_STREET). A letter
 * only after a space or a dot: "Steg" (a village in Liechtenstein) is no "Ste G".
 */
const UNIT = /(?<=^|[\s,])(?:(?:apt|apartment|unit|suite|ste|floor|rm|room|bldg|building)(?:\.?\s*#?\s*\d+(?:-?[a-z]|-\d{1,3})?|(?:\.\s*|\s+)#?\s*[a-z])|(?:dept|lot|trlr|spc|ph)\.?\s*#?\s*\d+(?:-?[a-z])?|bsmt|\d{1,3}(?:st|nd|rd|th)\s+(?:fl|floor)\.?|#\s*(?:\d+[a-z]?|[a-z]))(?=$|[\s,])/gi;
/**
 * A British flat before the house's number ("Flat 1, 27 Broad Street", "Flat 2B 27 …"): only so, as "Flat 128" is a
 * bar's name in New York.
 */
const FLAT = /(?<=^|[\s,])flat\s+\d+[a-z]?(?![\da-z])\s*,?\s*(?=\d)/gi;
/**
 * "615 N Wolfe St Fl 2": USPS's floor before its number, only after a number and a street's words in the same part
 * (without a comma between), where FL can be no Florida ("Miami, FL 33101", "Miami FL 331" on the way, "FL-9495").
 */
const FLOOR_AFTER_STREET = /(?<=\d[^,]*\s\p{L}[^,]*)\s+fl\.?\s*#?\s*\d{1,3}[a-z]?(?=$|[\s,])/giu;
/** The text without a flat, unit, floor or room: "615 N Wolfe St Apt 3" is 615 N Wolfe St. */
export function withoutUnit(text: string): string {
  if (/flat/i.test(text)) text = text.replace(FLAT, '');
  if (/fl/i.test(text)) text = text.replace(FLOOR_AFTER_STREET, '');
  return text.replace(UNIT, '').replace(UNIT_AFTER_NUMBER, '$1').replace(UNIT_AFTER_NUMBER, '$1');
}

/**
 * An Italian flat, stair or floor after the house number ("288 int. 3", "288 scala B", "12 piano 2"), an Austrian
 * "Top 5" or "Stiege 2": only after a number, as "Via della Scala 5" and "Via del Piano" are streets.
 */
const UNIT_AFTER_NUMBER = /(\d[\w/-]*)\s+(?:int\.?|interno|scala|sc\.|piano|top|stiege|tur|tür)\s*[\w]{1,3}(?=$|[\s,])/gi;

/**
 * The way a line is punctuated in Italy and elsewhere, made plain: " - " between parts is a comma ("Via del Corso,
 * 288 - 00186 Roma (RM)"), a province's code in brackets is the code, and "n.", "n°", "nr.", "No.", "civico" before a
 * house number go ("Via del Corso n. 288").
 */
export function plainLine(text: string): string {
  let t = text;
  // "Ringstrasse 11 - 13", "11 – 13": a range of house numbers typed with spaces is one number, as "11-13" (the data
  // writes either), not a part ending at 11 and a town "13"; only a second number above the first and within 100 of
  // it, not naught-led ("Via Roma 5 - 00186 Roma", "Städtle 5 - 9490 Vaduz": a postcode after a dash). "11 -",
  // half-typed, is 11.
  if (/\d\s*[-–]\s*\d/.test(t)) t = t.replace(RANGE_TYPED, (m, a: string, x: string, b: string, y: string) => (Number(b) > Number(a) && Number(b) - Number(a) <= 100 && (/\s/.test(m) || /[–]/.test(m)) ? `${a}${x}-${b}${y}` : m));
  if (/\d[a-z]?\s*[-–—]+\s*$/i.test(t)) t = t.replace(/(\d[a-z]?)\s*[-–—]+\s*$/i, '$1');
  if (/\s[-–—]/.test(t)) t = t.replace(/\s+[-–—]\s+(?=\S)/g, ', ');
  if (t.includes('(')) t = t.replace(/\(\s*([A-Za-z]{2})\s*\)/g, '$1');
  if (/n[.°ºro]|num|civ/i.test(t)) t = t.replace(/(?<=^|[\s,])(?:n[.°º]|nº|nr\.?|no\.|num\.|numero|civico)\s*(?=\d)/gi, '');
  return t;
}

/** Two house numbers and a dash between, spaced or an en dash; never in a decimal number ("47.1 - 9.5"). */
const RANGE_TYPED = /(?<![\p{L}\d.,]|\d[.,])([1-9]\d{0,3})([a-z]?)\s*[-–]\s*([1-9]\d{0,3})([a-z]?)(?![\p{L}\d]|[.,]\d)/giu;

/** "Vaduz 9490": the town, then its postcode. */
const TOWN_POSTAL = /^(\D+?)\s+(?:[A-Za-z]{1,3}-)?(\d{4,5}|\d{3}\s\d{2}|\d{4}\s?[A-Z]{2})$/;
/** A world city this big, named exactly, comes before a misspelt local name ("Paris" is not Uli Mariss Hütte). */
const WELL_KNOWN_CITY = 100_000;

export function forward(ctx: GeocodeContext, index: SuggestIndex, q: ForwardQuery): GeocodeResult | null {
  const near = q.near ?? ctx.centre;
  if ('location' in q) return singleLine(ctx, index, q.location, near);
  const s = clean(q);
  // "Coop near me", "Landstrasse near me" in the street box: nearest the focus when one is given (what "me" is),
  // else the rest in the town typed.
  const here = s.street ? withoutNearMe(s.street) : '';
  if (s.street && here !== s.street) {
    if (!here) delete s.street;
    else if (q.near) return singleLine(ctx, index, here, near);
    else s.street = here;
  }
  // A street box holding a whole line ("Städtle 32, Vaduz") or coordinates is read as one; punctuation alone is no street.
  if (s.street) {
    const u = understand(s.street, ctx.kindsOfPhrase);
    if (u.kind === 'nothing') delete s.street;
    else if (u.kind === 'point') return pointResult(ctx, u);
    else if (s.street.includes(',') && !s.city) return singleLine(ctx, index, [s.street, s.state, s.postalCode].filter(Boolean).join(', '), near);
    // A street box alone is the one box people type a whole line in ("Städtle 32 Vaduz"): read it as one.
    else if (!s.city && !s.state && !s.postalCode && !s.countryCode) return singleLine(ctx, index, s.street, near);
    else if (s.city && !/\d/.test(s.street)) {
      // "bar" in Vaduz (Nominatim's structured amenity): a kind asked for in the street box is the nearest of that
      // kind in the town; a street so named stays the street.
      const key = matchKey(s.street);
      if (u.kind === 'category' && !u.near && !ctx.byKey.has(key) && !ctx.addrByKey.has(key) && (checkCity(ctx, s) === 'region' || isRegionCountry(ctx, s.city))) {
        const hit = singleLine(ctx, index, `${s.street} in ${s.city}`, near);
        if (hit) return hit;
      }
    }
  }
  if (!s.street && !s.city && !s.state && !s.postalCode && !s.countryCode) return null;
  if (s.city) s.city = townOfCity(ctx, s.city);
  return resolve(ctx, index, s, false, near);
}

/**
 * "Baltimore City", as US addresses name the independent city: the town Baltimore, where no town is named "Baltimore
 * City" itself ("New York City" is).
 */
function townOfCity(ctx: GeocodeContext, city: string): string {
  const m = /^(.+?)\s+city$/i.exec(city.trim());
  if (m && !isTown(ctx, city) && isTown(ctx, m[1]!)) return m[1]!;
  // "A'dam", "Amsterdam-Oost": a town's nickname, or a part of it named after it.
  const key = placeKey(city);
  return ctx.localCityKeys.has(key) || ctx.countyDistricts(key) ? city : (ctx.townAlias(city) ?? city);
}

/** "Baltimore County", "County of Kent", "Provincia di Roma": a county or province by its word, which the data has no boundary of. */
function unknownCounty(ctx: GeocodeContext, city: string): boolean {
  if (!/county|parish|provinc/i.test(city)) return false;
  const key = placeKey(city);
  return /(?:^county of | county$| parish$|^provincia di |^province of )/.test(key) && !ctx.countyDistricts(key) && !ctx.localCityKeys.has(key) && !(ctx.gaz?.citiesNamed(key).length);
}

/**
 * A county or province the extract has the boundary of (admin level 6), typed alone or as the town: the address
 * nearest the middle of its addresses (else of its streets), A4.
 */
function countyResult(ctx: GeocodeContext, text: string, note?: string): GeocodeResult | null {
  const districts = ctx.countyDistricts(placeKey(text));
  if (!districts) return null;
  const inCounty = new Set(districts);
  const { addr } = ctx.search;
  const points: LatLng[] = [];
  for (let i = 0; i < addr.district.length; i++) if (inCounty.has(addr.district[i]!)) points.push({ lng: addr.xy[i * 2]!, lat: addr.xy[i * 2 + 1]! });
  if (!points.length) ctx.search.streetDistrict.forEach((d, s) => inCounty.has(d) && points.push(ctx.streetPoint(s)));
  if (!points.length) return null;
  const mean = { lat: points.reduce((a, p) => a + p.lat, 0) / points.length, lng: points.reduce((a, p) => a + p.lng, 0) / points.length };
  const at = points.reduce((best, p) => (haversineMeters(mean.lat, mean.lng, p.lat, p.lng) < haversineMeters(mean.lat, mean.lng, best.lat, best.lng) ? p : best));
  const d = ctx.search.districts[districts[0]!]!;
  const place = ctx.placeAt(districts[0]!, at.lat, at.lng);
  return makeResult('A4', conf('X', 'A', 'X'), at, { ...place, city: '' }, { county: d.county, label: d.county, note });
}

function singleLine(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng): GeocodeResult | null {
  // "coffee near me", "restaurants nearby", "Starbucks in der Nähe": what is asked for, nearest the focus ("me" is no Maine).
  const here = withoutNearMe(text);
  if (here !== text) return here ? singleLine(ctx, index, here, near) : null;
  const u = understand(text, ctx.kindsOfPhrase);
  if (u.kind === 'nothing') return null;
  if (u.kind === 'point') return pointResult(ctx, u);
  // "sporry, 47.10791,9.52676": a name, then coordinates after a comma, is that name nearest the point (Nominatim's
  // "name search near given coordinate").
  const parts = text.split(',');
  for (let i = 1; i < parts.length; i++) {
    const head = parts.slice(0, i).join(',');
    const tail = parts.slice(i).join(',');
    // Coordinates have a decimal point, a degree, minute or second sign, or a hemisphere letter by a number.
    const at = /\d(?:[.°'′″"]|\s*[NSEWnsew]\b)|\b[NSEWnsew]\s*\d/.test(tail) && /\p{L}/u.test(head) ? parseCoordinates(tail) : null;
    if (at) return singleLine(ctx, index, head, at);
  }
  // "Bindlach, Am Bahnhof": a part between commas that is a street's whole name is that street, though it holds a
  // kind's word (Nominatim reads no phrase across a comma).
  if (u.kind === 'category' && text.includes(',') && text.split(',').some((p) => foldText(p).includes(u.word) && (ctx.byKey.has(matchKey(p.trim())) || ctx.addrByKey.has(matchKey(p.trim()))))) {
    return singleLineText(ctx, index, text, near);
  }
  if (u.kind === 'category') {
    // "Post" and "Rathaus Vaduz" may be names of their own: a name typed exactly wins over the category, before a
    // town too ("Gasthof Au, Vaduz", "Gasthof Au in Vaduz": not the nearest restaurant of Vaduz).
    const before = () => {
      const i = startsPoiName(ctx, text) ? poisNearPlace(ctx, text, true)[0] : undefined;
      return i === undefined ? null : poiResult(ctx, i, conf('A', 'A', 'X'));
    };
    const named = namedPoi(ctx, text, near) ?? localPlace(ctx, text, conf('X', 'A', 'X')) ?? before();
    if (named) return named;
    const hit = namedOfKind(ctx, text, u.kinds, u.named, near) ?? categoryAnswer(ctx, u.kinds, u.near, near, !u.named, text);
    if (hit) return hit.result;
    // None of the kind in the data ("City Hall, Baltimore" where the city hall is tagged otherwise): a point of
    // interest the words name, read as text, else nothing.
    if (hit === null) {
      const named = singleLineText(ctx, index, text, near);
      return named && /^P1/.test(named.geocodeQualityCode) ? named : null;
    }
    // "atm near 2500 Boston Street", "farmacia vicino a Via del Corso 12": the nearest of the kind to the address.
    const address = !u.named && /\d/.test(u.near) ? resolve(ctx, index, parseSingleLine(ctx, u.near), true, near) : null;
    if (address && /^(P1|L1|B1)/.test(address.geocodeQualityCode)) {
      const there = categoryAnswer(ctx, u.kinds, '', address, true);
      if (there !== undefined) return there && there.result;
    }
  }
  return singleLineText(ctx, index, text, near);
}

/** A line that asks for no kind of place: a town and street, a name, an address. */
function singleLineText(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng): GeocodeResult | null {
  // "Schellenberg, Loch", "Triesen, Blumenau": a town of the region, then one of its streets, is the street there,
  // before a bus stop named "Schellenberg Loch" or a world city Blumenau (Nominatim reads no name across a comma).
  const townFirst = townThenStreet(ctx, index, text, near);
  if (townFirst) return townFirst;
  // "Jewish Museum of Maryland", "Firehouse Coffee Co.", "space mountain": a whole name of a place or point of
  // interest is that, before its last word is read as a state or a town. A street of that name comes first.
  const key = matchKey(text);
  if (!ctx.byKey.has(key) && !ctx.addrByKey.has(key)) {
    const named = localPlace(ctx, text, conf('X', 'A', 'X')) ?? addressTownResult(ctx, text, conf('X', 'A', 'X')) ?? namedPoi(ctx, text, near);
    if (named) return named;
  }
  // "Starbucks in Canton", "Starbucks, Boston Street": the one of that name nearest the place; a name holding
  // commas or dashes too ("Oehri Kristall, Porzellan, Silber, Vaduz").
  const nearPlace = poisNearPlace(ctx, text)[0] ?? poisNamedPunctuated(ctx, text)[0];
  if (nearPlace !== undefined) return poiResult(ctx, nearPlace, conf('A', 'A', 'X'));
  // "pizza in Canton", "sushi Amsterdam": names holding the words, nearest the place (never a street or town by its words).
  const withWords = poisWithWordsNear(ctx, text);
  const byWords = withWords[0];
  if (byWords !== undefined) {
    // Not in the town typed ("Thai, Planken": Vaduz's Thai restaurant): the nearest, saying so (admin C).
    const outside = withWords.town !== undefined && anchorOutside(ctx, { at: ctx.centre, cityKey: placeKey(withWords.town) }, byWords);
    return poiResult(ctx, byWords, conf('B', outside ? 'C' : 'A', 'X'), outside ? `No "${withWords.what}" in ${withWords.town}: the nearest` : undefined);
  }
  const begun = townBegun(ctx, index, text, near);
  if (begun !== undefined) return begun;
  let r = nameAtAddress(ctx, index, text, near) ?? resolve(ctx, index, parseSingleLine(ctx, text), true, near);
  // "615 N Wolfe St Baltimore": nothing, or only the state typed after the town; read as with its comma.
  const away = !r || /^A[13]/.test(r.geocodeQualityCode) ? townAtEndAway(ctx, text) : null;
  if (away) r = resolve(ctx, index, parseSingleLine(ctx, away), true, near) ?? r;
  // "Vaduz Cathedral", "Kathedrale Vaduz": a town of the region and words no street or name holds whole, which
  // search-ahead lists as a point of interest in that town (Kathedrale St. Florin): that point, as listed.
  // "2200 East Pratt Street Baltmore", "Zwaardemakerstraat 65 Amstrdam": an address, then a town misspelt, no comma
  // between. Where the line so read found nothing (or only a place), its last word or two read as after a comma,
  // where that answers a house (P1, L1) in a town: the comma's reading allows the town its typo, as search-ahead does.
  // So too where it found the street without its house ("Berkley Street 5011 Harrisburg": B1, the street's own town
  // Colonial Park, the houses' addr:city Harrisburg), where the comma's reading is the house in the town typed.
  if ((!r || /^A/.test(r.geocodeQualityCode) || /^B1/.test(r.geocodeQualityCode)) && !text.includes(',') && /\d/.test(text)) {
    const misspelt = townMisspeltAtEnd(ctx, index, text, near);
    if (misspelt && (!r || /^A/.test(r.geocodeQualityCode) || /^...A/.test(misspelt.geocodeQualityCode))) return misspelt;
  }
  const listed = r && /not found: the place's centre$/.test(r.note ?? '') ? listedInTown(ctx, index, text, near, r.adminArea5) : null;
  if (listed) return listed;
  // "James Landing - Stop 14", "Med. Thomas Felkel - Cardiology": words of a name holding a spaced dash, which the
  // line's reading took for the end of a part (as in "Via del Corso, 288 - 00186 Roma"); Nominatim reads the dash as a
  // space. Only where the line so read found nothing, and no number stands before the dash.
  const dash = /\s[-–—]\s/.exec(text);
  if ((!r || /not found/.test(r.note ?? '')) && dash && !text.includes(',') && !/\d/.test(text.slice(0, dash.index))) {
    const plain = singleLine(ctx, index, text.replace(/\s+[-–—]\s+/g, ' '), near);
    if (plain && !plain.note) return plain;
  }
  return r;
}

/**
 * "615 N Wolfe St, Ba", "Landstrasse 80, Tr": an address, a comma, then two letters written as a word is begun (a
 * capital and a small letter), no US state and not the region's country: a town begun, as search-ahead reads it, not
 * a country's code (BA, Bosnia and Herzegovina; TR, Turkey). The address in a town of the region so begun, where one
 * has it at house level; else the address alone. Undefined where the line is not so. Nominatim reads a code anywhere
 * as its country, but answers nothing where the rest is not found there; never the country alone for an address.
 */
function townBegun(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng): GeocodeResult | null | undefined {
  const m = /^([^,]*\d[^,]*),\s*(\p{Lu}\p{Ll})\s*$/u.exec(text);
  if (!m || !/\p{L}{2}/u.test(m[1]!) || ctx.gaz?.state(m[2]!) !== undefined || isRegionCountry(ctx, m[2]!) || ctx.localCityKeys.has(placeKey(m[2]!))) return undefined;
  const letters = placeKey(m[2]!);
  const alone = singleLineText(ctx, index, m[1]!, near);
  const inBegun = (r: GeocodeResult | null) => r !== null && /^(P1|L1)/.test(r.geocodeQualityCode) && placeKey(r.adminArea5).startsWith(letters);
  if (inBegun(alone)) return alone;
  for (const town of ctx.localCityKeys) {
    if (!town.startsWith(letters)) continue;
    const r = resolve(ctx, index, parseSingleLine(ctx, `${m[1]}, ${town}`), true, near);
    if (inBegun(r) && /^...A/.test(r!.geocodeQualityCode)) return r;
  }
  return alone;
}

/** The line with a comma before its last word or two (no digit in them, a number before), where that is a house. */
function townMisspeltAtEnd(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng): GeocodeResult | null {
  const words = text.trim().split(/\s+/);
  for (const n of [1, 2]) {
    if (words.length < n + 2) continue;
    const head = words.slice(0, -n).join(' ');
    const tail = words.slice(-n).join(' ');
    if (/\d/.test(tail) || !/\d/.test(head) || !/\p{L}{2}/u.test(head) || tail.replace(/\s/g, '').length < 4) continue;
    const r = resolve(ctx, index, parseSingleLine(ctx, `${head}, ${tail}`), true, near);
    if (r && /^(P1|L1)/.test(r.geocodeQualityCode) && r.adminArea5) return r;
  }
  return null;
}

/**
 * What search-ahead lists first for a line without a number, where that is a point of interest in `town` (a town of
 * the region the line's reading answered the centre of): that point. Its words held whole by the name (beyond the
 * town's) are admin `A`, name `B`; a name a typo away (`Cathedral`: Kathedrale) is name `C`, saying so.
 */
function listedInTown(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng, town: string): GeocodeResult | null {
  if (/\d/.test(text) || !town) return null;
  const first = suggest(ctx, index, text, { limit: 1, ...(near === ctx.centre ? {} : { near }) }, false)[0];
  if (!first?.id.startsWith('poi:') || first.place?.city !== town) return null;
  const i = Number(first.id.slice(4));
  const townWords = new Set(matchKey(town).split(' '));
  const typed = matchKey(text).split(' ').filter((w) => w && !townWords.has(w));
  const names = ctx.search.poi.names[i]!.map((n) => ` ${matchKey(n)} `);
  const whole = typed.length > 0 && names.some((n) => typed.every((w) => n.includes(` ${w} `)));
  // A typo: every word typed is a word of the name, or begins one, within the edits a word of its length may carry
  // ("Vaduz Foo" is no Vaduz Post).
  const near1 = (w: string, n: string) => n.split(' ').some((x) => x && [x, x.slice(0, w.length)].some((y) => editDistance(w, y, allowedEdits(w)) <= allowedEdits(w)));
  if (!whole && !(typed.length > 0 && names.some((n) => typed.every((w) => near1(w, n))))) return null;
  return poiResult(ctx, i, conf(whole ? 'B' : 'C', 'A', 'X'), whole ? undefined : `No place named "${text.split(/[\s,]+/).filter((w) => w && !townWords.has(matchKey(w))).join(' ')}" in ${town}: nearest spelling`);
}

/**
 * "615 N Wolfe St Baltimore", "Champs-Élysées 10 Paris", "Via del Corso 1 00186 Roma": an address written without
 * commas whose last words (before a US state or ZIP) name a town of the world outside the region, by any of its
 * names: the line with a comma before the town, to be read as "615 N Wolfe St, Baltimore" is (the town's centre,
 * "No street data"). Null where the words before hold no number, or the town is the region's.
 */
export function townAtEndAway(ctx: GeocodeContext, text: string): string | null {
  if (text.includes(',') || !/\d/.test(text)) return null;
  const words = text.trim().split(/\s+/);
  let end = words.length;
  while (end > 2 && (/^\d{5}(?:-\d{4})?$/.test(words[end - 1]!) || /^[A-Z]{2}$/.test(words[end - 1]!))) end--;
  for (let n = Math.min(3, end - 2); n >= 1; n--) {
    const head = words.slice(0, end - n).join(' ');
    const city = words.slice(end - n, end).join(' ');
    if (!/\d/.test(head) || !/\p{L}{2}/u.test(head) || !ctx.gaz?.citiesNamed(placeKey(city)).length) continue;
    if (checkCity(ctx, { city }) !== 'outside') return null;
    return [`${head}, ${city}`, ...words.slice(end)].join(' ');
  }
  return null;
}

/**
 * "Town, Street" without a number, where the town is one of the region's and the street one of its names: the line
 * read the other way round ("Street, Town"), where that answers the street in the town (admin `A`); null otherwise.
 */
function townThenStreet(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng): GeocodeResult | null {
  const comma = text.indexOf(',');
  if (comma <= 0 || text.indexOf(',', comma + 1) >= 0 || /\d/.test(text)) return null;
  const town = text.slice(0, comma).trim();
  const street = text.slice(comma + 1).trim();
  if (!town || !street || !ctx.localCityKeys.has(placeKey(town))) return null;
  // Not a part of a town ("Harbor East, South President Street" may be the shopping centre named so).
  const places = ctx.placesByKey.get(placeKey(town));
  if (places && !places.some((i) => (PLACE_RANK[ctx.search.place.kind[i]!] ?? 0) >= PLACE_RANK.village!)) return null;
  const key = matchKey(street);
  if (!ctx.byKey.has(key) && !ctx.addrByKey.has(key)) return null;
  const r = resolve(ctx, index, { street, city: town }, true, near);
  return r && /^B1.A/.test(r.geocodeQualityCode) ? r : null;
}

/**
 * A name, then an address ("Tzemach Tzedek, 2120 East Fairmount Avenue", "Long & Foster Realtors 701 South
 * Broadway"): the name, the address, the points of interest so named, and whether the name is also a town, state,
 * country or place (then only a point of interest of that name at the address is meant); null when not read so.
 */
export function nameThenAddress(ctx: GeocodeContext, text: string): { head: string; tail: string; named: readonly number[]; other: boolean } | null {
  if (!/\d/.test(text)) return null;
  const comma = text.indexOf(',');
  let head: string;
  let tail: string;
  let named: readonly number[];
  if (comma > 0) {
    // A name holding commas ("Oehri Kristall, Porzellan, Silber, Städtle 35"): up to the comma after which the
    // rest is an address, where the data has a point of interest of that name.
    let at = comma;
    named = ctx.poisNamed(foldText(text.slice(0, comma).trim()));
    if (!named.length) {
      for (let c = text.indexOf(',', comma + 1); c > 0; c = text.indexOf(',', c + 1)) {
        if (!/\d/.test(text.slice(c + 1))) break;
        const longer = ctx.poisNamed(foldText(text.slice(0, c).trim()));
        if (longer.length) [at, named] = [c, longer];
        if (longer.length) break;
      }
    }
    [head, tail] = [text.slice(0, at).trim(), text.slice(at + 1).trim()];
  } else {
    const split = nameBeforeAddress(ctx, text.trim());
    if (!split) return null;
    [head, tail] = split;
    named = ctx.poisNamed(foldText(head));
  }
  // A name with digits ("Scene 217", "Cloud 9 Clothing") only where the data has it.
  if (!head || !/\p{L}/u.test(head) || !/\d/.test(tail) || (/\d/.test(head) && !named.length)) return null;
  const key = matchKey(head);
  if (ctx.byKey.has(key) || ctx.addrByKey.has(key)) return null;
  // A town typed with a typo ("Vadz, Städtle 5") or by another name is the town.
  const other = isTown(ctx, head) || ctx.localTown(placeKey(head)) !== null || ctx.townAlias(head) !== null || ctx.placesByKey.has(placeKey(head)) || ctx.gaz?.state(head) !== undefined || ctx.gaz?.country(head) !== undefined || !!ctx.countyDistricts(placeKey(head));
  // A name that is also a town somewhere ("Talara", "Bar") is the point of interest only where it stands at the address.
  if (other && !named.length) return null;
  return { head, tail, named, other };
}

/**
 * Without a comma, only a name the data has, the longest, before its address: a number, then a street ("Tzemach
 * Tzedek 2120 East …", "Scene 217 217 Albemarle Street", "Joe's Bike Shop 723-B South Broadway"), or a street of the
 * data, then its number ("Landesbibliothek Gerberweg 5 Vaduz", "Da Noi Im alten Riet 22 Schaan").
 */
function nameBeforeAddress(ctx: GeocodeContext, text: string): [string, string] | null {
  const words = text.split(/\s+/);
  for (let i = words.length - 2; i >= 1; i--) {
    const rest = words.slice(i);
    const numberFirst = /^\d+[a-z]?(?:-[a-z\d]+)?$/i.test(rest[0]!) && /\p{L}/u.test(rest[1]!);
    let streetFirst = false;
    if (!numberFirst && /^\p{L}/u.test(rest[0]!)) {
      // Each number-like word in turn ("Quai Antoine 1er 4": 1er is the street's).
      for (let n = 1; n < rest.length && !streetFirst; n++) {
        if (!/^\d+(?:\p{L}{1,3}\d*)?(?:[-/]\d*\p{L}?)?$/u.test(rest[n]!)) continue;
        const key = matchKey(rest.slice(0, n).join(' '));
        streetFirst = ctx.byKey.has(key) || ctx.addrByKey.has(key);
      }
    }
    if (!numberFirst && !streetFirst) continue;
    const head = words.slice(0, i).join(' ');
    // "Vaduz Städtle 5": a town before its street is the town reading's.
    if (streetFirst && ctx.localCityKeys.has(placeKey(head))) continue;
    if (/\p{L}/u.test(head) && ctx.poisNamed(foldText(head)).length) return [head, rest.join(' ')];
  }
  return null;
}

/** An answer at a house: a house number's point, or a point of interest at its own address. */
const AT_HOUSE = /^(P1|L1)/;
/** How far from the address typed a point of interest of the name typed may stand and be the one meant. */
const AT_ADDRESS_M = 150;

/**
 * "Tzemach Tzedek, 2120 East Fairmount Avenue", "Long & Foster Realtors 701 South Broadway", "Bar Centrale, Via
 * del Corso 12, Roma": a name, then its address, as one writes a business's card. The point of interest of that name
 * at the address (Nominatim finds a name with its address's words); where none of the name stands there, the address
 * itself, saying so (never nothing: the name may be one the data does not have). Only where the name is no town,
 * street or place, and the rest is found at a house.
 */
function nameAtAddress(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng): GeocodeResult | null {
  return poiAtAddress(ctx, index, text, near)?.result ?? null;
}

/** nameAtAddress's answer, and the point of interest it is where it is one. */
export function poiAtAddress(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng): { poi?: number; result: GeocodeResult } | null {
  const card = nameThenAddress(ctx, text);
  if (!card) return null;
  const { head, tail, named, other } = card;
  // "Triesenberg, Wangerbergstrasse 84": a town first (that a bus stop is named after) is the town where the line
  // so read is found at a house.
  if (other && AT_HOUSE.test(resolve(ctx, index, parseSingleLine(ctx, text), true, near)?.geocodeQualityCode ?? '')) return null;
  const at = resolve(ctx, index, parseSingleLine(ctx, tail), true, near);
  if (!at) return null;
  if (!AT_HOUSE.test(at.geocodeQualityCode)) {
    // "Johns Hopkins Hospital, 600 N Wolfe St": the number is not on the street the address names; the street,
    // saying so (its quality code street level), as the address alone answers, not the name's stop or nothing.
    if (other || !/^B/.test(at.geocodeQualityCode) || !at.note) return null;
    return { result: { ...at, note: `${at.note}; "${head}" not found at this address` } };
  }
  const xy = ctx.search.poi.xy;
  const meters = (i: number) => haversineMeters(at.lat, at.lng, xy[i * 2 + 1]!, xy[i * 2]!);
  // A stop or station named after a place ("Johns Hopkins Hospital", the bus stop by 615 North Wolfe Street) is not
  // that place, where the data has a point of that name of another kind.
  const kinds = ctx.search.poi.kind;
  const served = named.some((i) => STOP_KIND.test(kinds[i]!)) && named.some((i) => !STOP_KIND.test(kinds[i]!)) ? named.filter((i) => !STOP_KIND.test(kinds[i]!)) : named;
  // Else one whose own tagged address is the address typed, in another town of the same street and number
  // ("TAKino, Zollstrasse 10": a Zollstrasse 10 in Vaduz and one in Schaan; the typed line found Vaduz's).
  const poi = served.filter((i) => meters(i) <= AT_ADDRESS_M).sort((a, b) => meters(a) - meters(b))[0] ?? ownAddressIs(ctx, named, at.street, near);
  const letter = (i: number): Confidence => (at.geocodeQualityCode[i] === 'A' ? 'A' : 'X');
  if (poi !== undefined) return { poi, result: poiResult(ctx, poi, conf('A', letter(3), letter(4))) };
  if (other) return null;
  const note = `"${head}" not found at this address: the address`;
  return { result: { ...at, note: at.note ? `${at.note}; ${note}` : note } };
}

/**
 * Of the points of interest given, the nearest to `near` whose own tagged address (street and number, "Landstrasse
 * 36;38") holds every word of the house found ("Landstrasse 36"), folded; undefined when none does.
 */
function ownAddressIs(ctx: GeocodeContext, pois: readonly number[], house: string, near: LatLng): number | undefined {
  const want = foldText(house).split(/\s+/).filter(Boolean);
  if (!want.length || !pois.length) return undefined;
  const xy = ctx.search.poi.xy;
  let best: number | undefined;
  let bestM = Infinity;
  for (const i of pois) {
    const own = ctx.search.poi.address[i];
    if (!own) continue;
    const words = new Set(foldText(own).split(/[\s,;/]+/));
    if (!want.every((w) => words.has(w))) continue;
    const m = haversineMeters(near.lat, near.lng, xy[i * 2 + 1]!, xy[i * 2]!);
    if (m < bestM) [best, bestM] = [i, m];
  }
  return best;
}

/**
 * What search-ahead searches, read as the forward geocoder reads it where search-ahead's own reading stops short: a
 * county the data has no boundary of after the last comma goes ("1233 Delbert Ave, Baltimore County"), a province
 * after the town goes ("…, Amsterdam, Noord-Holland"), a postcode and town after a number get their comma
 * ("Fizeaustraat 10 1097 SC Amsterdam"), a Dutch floor after the number goes ("Zwaardemakerstraat 91-II").
 */
export function aheadText(ctx: GeocodeContext, text: string): string {
  // "Städtle 32 in Vaduz": the address, then the town.
  // "Boston Street in Canton": a street of the region too.
  const inTown = / (?:in|bei|nahe) /i.test(text) ? /^(.*?\S)\s+(?:in|bei|nahe)\s+([^,\d]+)$/i.exec(text) : null;
  const streetFirst = (t: string) => /\d/.test(t) || ctx.byKey.has(matchKey(t)) || ctx.addrByKey.has(matchKey(t));
  if (inTown && streetFirst(inTown[1]!) && isTown(ctx, inTown[2]!.trim())) text = `${inTown[1]}, ${inTown[2]}`;
  // "Städtle32": a number typed onto a street's name.
  const glued = /[^\d\s,]\d/.test(text) ? /^(\D*\p{L})(\d+[a-z]?)(?=$|,)/u.exec(text) : null;
  if (glued && (ctx.byKey.has(matchKey(glued[1]!)) || ctx.addrByKey.has(matchKey(glued[1]!)))) text = `${glued[1]} ${text.slice(glued[1]!.length)}`;
  let parts = text.split(',');
  if (parts.length >= 2 && unknownCounty(ctx, parts.at(-1)!.trim())) parts = parts.slice(0, -1);
  const last = parts.at(-1)?.trim() ?? '';
  if (parts.length >= 3 && last && !/\d/.test(last) && !isTown(ctx, last) && !ctx.countyDistricts(placeKey(last)) && townWithPostcode(ctx, parts.at(-2)!.trim())) parts = parts.slice(0, -1);
  let t = parts.join(',');
  const m = !/\d{3}/.test(t) ? null : /^(.*\d[^\s,]*)\s+((?:[A-Za-z]{1,3}-)?(?:\d{4}\s?[A-Za-z]{2}|\d{4,5}|\d{3}\s\d{2}))\s+(\D+)$/.exec(t);
  if (m && !m[1]!.includes(',') && townWithPostcode(ctx, m[3]!.trim())) t = `${m[1]}, ${m[2]} ${m[3]}`;
  // A floor after the number ("5-2hg"), unless it is a postcode's ("BS1 2HG").
  return /\d[-\s][ihb1-9]/i.test(t) && !(ctx.hasLetterPostcodes && letterPostcode(ctx, t)) ? t.replace(/(\d+)(?:-|\s)(?:iii|ii|iv|[1-9]\s?-?(?:hg|hoog)|hg|bg|bv)(?=$|[\s,])/gi, '$1') : t;
}

const NEAR_ME_HINT = /near|by|around|close|n(?:ä|ae|a)he|buurt|dichtbij|vicin|dintorni|pr(?:è|e)s|proxim/i;

/** "near me", "nearby", "around here", "in der Nähe", "qui vicino", "in de buurt" at the end: the text without it. */
export function withoutNearMe(text: string): string {
  // Most text has none of these words: one cheap test spares it the long pattern.
  if (!NEAR_ME_HINT.test(text)) return text;
  return text.replace(/\s*,?\s*(?:(?:near|around|close to|next to)\s+(?:me|here|my location|us)|nearby|near by|close by|around here|in (?:der|meiner) n(?:ä|ae|a)he|hier|in de buurt|dichtbij|qui vicino|vicino a me|nelle vicinanze|nei dintorni|pr(?:è|e)s de (?:moi|chez moi|d'ici)|(?:à|a) proximit(?:é|e))\s*$/i, '').trim();
}

/** Coordinates typed as text answer as that very point, with the place they fall in when it is in the region. */
function pointResult(ctx: GeocodeContext, at: { lat: number; lng: number }): GeocodeResult {
  const r = reverse(ctx, at.lat, at.lng);
  const place = r ? { city: r.adminArea5, state: r.adminArea3, countryCode: r.adminArea1, country: '' } : { city: '', state: '', countryCode: '', country: '' };
  return makeResult('P1', conf('X', 'X', 'X'), at, place, { note: 'Coordinates as typed' });
}

/**
 * The point of interest of these kinds nearest to the place named (in it first), or to the focus (else the
 * region's centre) when none is; undefined when the place is unknown (the text is then read as an address), null when the
 * region has none of that kind. `linked`: the place came after "near" or "in", so any named thing will do
 * ("restaurant near Patterson Park").
 */
function categoryAnswer(ctx: GeocodeContext, kinds: readonly string[], near: string, focus: LatLng, linked: boolean, typed = ''): PoiAnswer | null | undefined {
  const anchor = near ? ctx.anchorOf(near, linked) : { at: focus, cityKey: '' };
  if (!anchor) return undefined;
  const poi = ctx.search.poi;
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < poi.kind.length; i++) {
    if (!kinds.includes(poi.kind[i]!)) continue;
    const inCity = anchor.cityKey && ctx.search.districts[poi.district[i]!]?.city.some((n) => placeKey(n) === anchor.cityKey);
    const score = haversineMeters(anchor.at.lat, anchor.at.lng, poi.xy[i * 2 + 1]!, poi.xy[i * 2]!) - (inCity ? 1e6 : 0);
    if (score < bestScore) [best, bestScore] = [i, score];
  }
  if (best < 0) return null;
  // "university in Schaan", "Stausee Steg Triesen": the nearest of the kind is in the town only where it lies in it
  // (Nominatim finds none there); else it is answered as the nearest, saying so (admin C), never as the town's.
  const outside = anchorOutside(ctx, anchor, best);
  const note = outside ? `No ${poiLabel(poi.kind[best]!).toLowerCase()} in ${asTyped(typed, near)}: the nearest` : undefined;
  return { poi: best, result: poiResult(ctx, best, conf('A', !near ? 'X' : outside ? 'C' : 'A', 'X'), note) };
}

/**
 * The words of `text` that fold to `folded`, as typed ("Nendeln, Gamprin" for "nendeln gamprin", "Mäls" for "mals"):
 * its last words or its first; `folded` itself where neither fold so. For a note, which shows what was typed.
 */
export function asTyped(text: string, folded: string): string {
  const words = text.trim().split(/\s+/);
  const want = folded.trim();
  const same = (part: string) => foldText(part).replace(/\s+/g, ' ').trim() === want;
  for (let k = 1; k <= words.length; k++) {
    const last = words.slice(words.length - k).join(' ');
    if (same(last)) return last.replace(/^[\s,;:(]+|[\s,;:)]+$/g, '');
    const first = words.slice(0, k).join(' ');
    if (same(first)) return first.replace(/^[\s,;:(]+|[\s,;:)]+$/g, '');
  }
  return folded;
}

/**
 * The point of interest `i` lies outside the place typed: its town or place, or a town typed after it ("Bahnhof
 * Nendeln, Gamprin": the station of Nendeln is in Eschen, not Gamprin).
 */
function anchorOutside(ctx: GeocodeContext, anchor: Anchor, i: number): boolean {
  const poi = ctx.search.poi;
  const inside = (town: string) => ctx.pointInTown(poi.xy[i * 2 + 1]!, poi.xy[i * 2]!, poi.district[i]!, town, poi.city[i]);
  return (anchor.cityKey !== '' && !inside(anchor.cityKey)) || (anchor.towns ?? []).some((t) => !inside(t));
}

/** A point of interest answered, and which. */
interface PoiAnswer {
  poi: number;
  result: GeocodeResult;
}

/**
 * "Samina river", "Gänglesee lake", "Gutenberg castle": the point of interest of that category called so (see
 * poi-by-name.ts). Never for a street typed by its whole name ("Am Bach").
 */
function namedOfKind(ctx: GeocodeContext, text: string, kinds: readonly string[], named: string, near: LatLng): PoiAnswer | null {
  if (!named || ctx.byKey.has(matchKey(text)) || ctx.addrByKey.has(matchKey(text))) return null;
  const hit = poisOfKindNamed(ctx, kinds, named, near)[0];
  if (!hit) return null;
  const street: Confidence = hit.level === 0 ? 'A' : hit.level === 1 ? 'B' : weaker(editConfidence(hit.edits), 'B');
  const note = hit.level === 2 ? `No ${poiLabel(ctx.search.poi.kind[hit.poi]!).toLowerCase()} named "${asTyped(text, named)}": nearest spelling` : undefined;
  return { poi: hit.poi, result: poiResult(ctx, hit.poi, conf(street, 'X', 'X'), note) };
}

function clean(q: StructuredQuery): StructuredQuery {
  const out: StructuredQuery = {};
  for (const k of ['street', 'city', 'state', 'postalCode', 'countryCode'] as const) {
    // Quotes around a field ('"Vaduz"') are how some clients send it, not part of the name.
    const v = q[k]?.trim().replace(/^["'“”„«»]+|["'“”«»]+$/g, '').trim();
    if (v) out[k] = v;
  }
  if (out.street) out.street = withoutUnit(plainLine(out.street));
  // ZIP+4 is the ZIP's area: the addresses carry the five digits.
  if (out.postalCode && US_ZIP.test(out.postalCode)) out.postalCode = out.postalCode.slice(0, 5);
  return out;
}

/** The first postcode starting with a letter in `text` that the data has (one word or two), cut out of it. */
function letterPostcode(ctx: GeocodeContext, text: string): { postcode: string; rest: string } | undefined {
  const words = [...text.matchAll(/[\p{L}\d]+/gu)];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!/^\p{L}/u.test(w[0])) continue;
    const next = words[i + 1];
    const pair = next && /^[- ]$/.test(text.slice(w.index + w[0].length, next.index)) ? next : undefined;
    for (const last of pair ? [pair, w] : [w]) {
      const key = postcodeKey(w[0] + (last === w ? '' : last[0]));
      if (key.length < 3 || !/\d/.test(key)) continue;
      const written = ctx.book.writtenPostcode(key);
      if (!written) continue;
      return { postcode: written, rest: `${text.slice(0, w.index)}${text.slice(last.index + last[0].length)}` };
    }
  }
  return undefined;
}

/**
 * "Landstrasse 12, FL-9490 Vaduz, Liechtenstein", "1600 Main St, Denver, CO 80202, US", "9486, Mauren",
 * "Vaduz, Städtle 5" into parts: country, state and ZIP peeled off the end, a postcode found in a part of its
 * own or before or after the town, the town first or last.
 */
export function parseSingleLine(ctx: GeocodeContext, text: string): StructuredQuery {
  // "1097 sc": a Dutch postcode typed in lower case, where the region knows it (in capitals it always reads so).
  if (/\d{4} [a-z]{2}\b/.test(text)) text = text.replace(/\b(\d{4}) ([a-z]{2})\b/g, (m, d: string, l: string) => (ctx.book.hasPostcode(postcodeKey(d + l)) ? `${d} ${l.toUpperCase()}` : m));
  // "postcode 1097 SC", "ZIP 21224", "CAP 00186", "PLZ 9490": the word says what the number is, nothing more.
  if (/post|zip|plz|cap/i.test(text)) text = text.replace(/(?<=^|[\s,])(?:post\s?code|postal code|zip(?:\s?code)?|plz|cap|postleitzahl)\s*:?\s+(?=[A-Za-z]{0,3}-?\d)/gi, '');
  // "Roma 00187 RM": a province's code after the postcode, outside the US (where it would be a state).
  if (ctx.regionCountry !== 'US') text = text.replace(/(\d{5})\s+[A-Z]{2}$/, '$1');
  // "AD500", "ad 500", "AD-500", "BS1 2HG", "bs12hg", "D02 X285", "VLT1117": a postcode that starts with a letter
  // and that the data has (Andorra's, the UK's, Ireland's, Malta's), glued, spaced or hyphenated, wherever it stands,
  // as the data writes it; the rest is read without it. One or two words: "BS1" alone is no postcode the data has.
  let glued = ctx.hasLetterPostcodes && /\p{L}[\p{L}\d]*[- ]?[\p{L}\d]*\d/u.test(text) ? letterPostcode(ctx, text) : undefined;
  // "018956", "Bayfront Avenue 1 018971 Singapore": a postcode of six digits (Singapore's, India's, Russia's,
  // Romania's), wherever it stands, where the data has it.
  const six = glued ? null : /(?<![\d-])\d{6}(?![\d-])/.exec(text);
  if (six && ctx.book.hasPostcode(six[0])) glued = { postcode: six[0], rest: `${text.slice(0, six.index)} ${text.slice(six.index + 6)}`.replace(/\s*,\s*(?=,|$)/g, '').replace(/^\s*,/, '').replace(/\s{2,}/g, ' ').trim() };
  if (glued) text = glued.rest;
  // "Städtle 32 in Vaduz": an address "in" a town is the address, then the town.
  // "Boston Street in Canton": a street of the region too.
  const inTown = / (?:in|bei|nahe) /i.test(text) ? /^(.*?\S)\s+(?:in|bei|nahe)\s+([^,\d]+)$/i.exec(text) : null;
  const streetFirst = (t: string) => /\d/.test(t) || ctx.byKey.has(matchKey(t)) || ctx.addrByKey.has(matchKey(t));
  if (inTown && streetFirst(inTown[1]!) && isTown(ctx, inTown[2]!.trim())) text = `${inTown[1]}, ${inTown[2]}`;
  const parts = withoutUnit(plainLine(text))
    .split(/[,;]/)
    .map((p) => p.trim().replace(/^[-.–/]+|[-–/]+$/g, '').trim())
    .filter(Boolean)
    // "Städtle32": a number typed onto its street's name, where a street is named so.
    .map((p) => {
      const glued = /[^\d\s,]\d/.test(p) ? /^(\D*\p{L})(\d+[a-z]?)$/u.exec(p) : null;
      return glued && (ctx.byKey.has(matchKey(glued[1]!)) || ctx.addrByKey.has(matchKey(glued[1]!))) ? `${glued[1]} ${glued[2]}` : p;
    });
  const q: StructuredQuery = glued ? { postalCode: glued.postcode } : {};
  const gaz = ctx.gaz;
  const knownPostcode = (p: string) => ctx.book.hasPostcode(postcodeKey(p));
  // "Liechtenstein, Vaduz, Städtle 32": a country first, written as a letter's last line is written first.
  // A code only in capitals ("LI, 9490 Vaduz"): "gh; foo()" is no Ghana.
  const countryFirst = (p: string) => (p.length > 3 || /^[A-Z]{2,3}$/.test(p)) && !/\d/.test(p) && !ctx.localCityKeys.has(placeKey(p)) && gaz?.country(p) !== undefined;
  while (gaz && parts.length > 1 && !q.countryCode && countryFirst(parts[0]!)) {
    q.countryCode = gaz.data.countries[gaz.country(parts[0]!)!]!.code;
    parts.shift();
  }
  // "Baltimore, MD, 2500 Boston Street", "9490 Vaduz, Liechtenstein, Städtle 5": the whole line from the largest part
  // to the smallest, as some write it: a town, state or country first and the address last is read back to front.
  const postcodePart = (p: string) => {
    const m = POSTAL_PART.exec(p);
    return m !== null && (!m[2] || knownPostcode(m[1]!) || !/^\d+$/.test(m[1]!) || isTown(ctx, m[2]));
  };
  if (parts.length >= 3 && /\d/.test(parts.at(-1)!) && !postcodePart(parts.at(-1)!) && !townWithPostcode(ctx, parts.at(-1)!)) {
    const first = parts[0]!;
    if (townWithPostcode(ctx, first) || gaz?.state(first) !== undefined || gaz?.country(first) !== undefined) parts.reverse();
  }
  // "Via Gaeta, 23 00185 Roma": a house number, then a postcode the data has (and the town), in one part after the
  // street: the number is the street's, the postcode and town a part of their own.
  for (let i = 1; i < parts.length; i++) {
    const m = /^(\d{1,4}[a-z]?(?:[/-]\w{1,4})?)\s+((?:[A-Za-z]{1,3}-)?(\d{4,5})(?:\s+\D.*)?)$/i.exec(parts[i]!);
    if (m && !/\d/.test(parts[i - 1]!) && knownPostcode(m[3]!)) parts.splice(i, 1, m[1]!, m[2]!);
  }
  // "Via Giuseppe Verdi, 12, Roma": a house number in a part of its own belongs to the street before it; "45,
  // North Road": first, to the one after it.
  // "6, Quai Antoine 1er", "118, Avenue du 3 Septembre": a street's whole name may hold digits.
  const streetNamed = (p: string) => ctx.byKey.has(matchKey(p)) || ctx.addrByKey.has(matchKey(p));
  if (parts.length > 1 && HOUSE_ONLY.test(parts[0]!) && (!/\d/.test(parts[1]!) || streetNamed(parts[1]!)) && !isTown(ctx, parts[1]!) && !knownPostcode(parts[0]!)) {
    parts.splice(0, 2, `${parts[0]} ${parts[1]}`);
  }
  for (let i = 1; i < parts.length; i++) {
    const prev = parts[i - 1]!;
    // "Grosssteg, 1051, 9497 Triesenberg": a place's name that is also a street's with that number is the street.
    if (HOUSE_ONLY.test(parts[i]!) && !/\d/.test(prev) && (!isTown(ctx, prev) || houseOnWords(ctx, parts[i]!, prev)) && !knownPostcode(parts[i]!)) parts.splice(i - 1, 2, `${prev} ${parts[i]}`);
  }
  // "1012 LG Amsterdam, Damrak 1": the postcode and town first.
  const lead = parts.length === 2 ? POSTAL_PART.exec(parts[0]!) : null;
  // "426 69 Västra Frölunda, Kaktusvägen": a street without a number too, unless the part after is a town, state or country.
  const streetPart = (p: string) => /\d/.test(p) || (!isTown(ctx, p) && gaz?.country(p) === undefined && gaz?.state(p) === undefined);
  if (lead?.[2] && isTown(ctx, lead[2]) && streetPart(parts[1]!) && !POSTAL_PART.test(parts[1]!)) parts.reverse();
  // "Damrak 1 1012LG", "Städtle 5 9490": a known postcode after the house number.
  // "41 rue du Temple 75004", "2120 E Fairmount Ave 21231": after a street whose number comes first, too.
  const last = parts[parts.length - 1] ?? '';
  // "Boston St 21224": in the US, where the number comes first, five digits after a street are its ZIP.
  const tail =
    // "Zwaardemakerstraat 66-H 1097SL", "… 91-III 1097 SL", "… 66 hs 1097SL", "Hohensteinstraße 36 a-b 3500": an
    // addition after the number, in capitals too.
    /^(.*\d[\p{L}\d/-]{0,4}(?:\s\p{L}[\p{L}/-]{0,3})?)\s+(\d{4}\s?[A-Za-z]{2}|\d{4,5})$/u.exec(last) ??
    // "500 45th Street 21224", "1922A East Pratt Street 21231": the street's name may hold digits, the number a capital.
    // "9-11 Delancey St 10002", "723-B S Broadway 21231": a range or a letter after a dash; "178 Norfolk St
    // 10002-1013": ZIP+4.
    /^(\d+[a-z]?(?:[-/]\d*[a-z]?)?\s+.*?\p{L}.*?)\s+(\d{4}\s?[A-Za-z]{2}|\d{4,5}|\d{5}-\d{4})$/iu.exec(last) ??
    (ctx.regionCountry === 'US' ? /^(\D*\p{L}\D*?)\s+(\d{5}(?:-\d{4})?)$/u.exec(last) : null);
  // ZIP+4 is the ZIP's area: the addresses carry the five digits (as the state-and-ZIP part below).
  const tailPostcode = tail?.[2] && /^\d{5}-\d{4}$/.test(tail[2]) && !knownPostcode(tail[2]) ? tail[2].slice(0, 5) : tail?.[2];
  if (tail && tailPostcode && knownPostcode(tailPostcode)) {
    q.postalCode = tailPostcode;
    parts[parts.length - 1] = tail[1]!;
  }
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const stateZip = /^(.*?)\s*(\d{5}(?:-\d{4})?)$/.exec(last);
    const stateText = stateZip ? stateZip[1]! : last;
    // A US state may follow the country ("Washington, DC, US"); only US states are known by name.
    const stateAllowed = !q.state && (!q.countryCode || q.countryCode === 'US');
    if (stateZip && !q.postalCode && (!stateText || (stateAllowed && gaz?.state(stateText) !== undefined))) {
      // ZIP+4 is the ZIP's area: the addresses carry the five digits.
      q.postalCode = stateZip[2]!.slice(0, 5);
      if (stateText) q.state = stateText;
    } else if (stateAllowed && gaz?.state(last) !== undefined && !ctx.localCityKeys.has(placeKey(last))) {
      q.state = last;
    } else if (!q.state && gaz?.country(last) !== undefined && !ctx.localCityKeys.has(placeKey(last)) && (!q.countryCode || q.countryCode === gaz.data.countries[gaz.country(last)!]!.code)) {
      // "…, Bristol, England, UK": a country's other name before it says no more.
      q.countryCode = gaz.data.countries[gaz.country(last)!]!.code;
    } else break;
    parts.pop();
  }
  // "Fizeaustraat 10, Amsterdam, Noord-Holland", "Via del Corso 288, Roma, Lazio": a province or region after the
  // town, which is no town, says no more than the town does.
  if (parts.length >= 3 && !/\d/.test(parts.at(-1)!) && !isTown(ctx, parts.at(-1)!) && !ctx.countyDistricts(placeKey(parts.at(-1)!)) && townWithPostcode(ctx, parts.at(-2)!)) parts.pop();
  // "Via del Corso 288 Roma, Lazio": so too after an address ending in a town of the region, without a comma before it.
  else if (parts.length === 2 && !/\d/.test(parts[1]!) && /\d/.test(parts[0]!) && !isTown(ctx, parts[1]!) && !ctx.countyDistricts(placeKey(parts[1]!)) && gaz?.state(parts[1]!) === undefined && gaz?.country(parts[1]!) === undefined && !ctx.byKey.has(matchKey(parts[1]!)) && !ctx.addrByKey.has(matchKey(parts[1]!)) && peelLocalCity(ctx, parts[0]!).length) parts.pop();
  // "…, Baltimore MD": a US state's code after the town (not "Milano MI" in Italy: a local town keeps its province).
  const townState = parts.length > 1 && !q.state ? /^(.+?)\s+([A-Za-z]{2})$/.exec(parts[parts.length - 1]!) : null;
  if (townState && gaz?.state(townState[2]!) !== undefined && isTown(ctx, townState[1]!) && (ctx.regionCountry === 'US' || !ctx.localCityKeys.has(placeKey(townState[1]!)))) {
    q.state = townState[2]!;
    parts[parts.length - 1] = townState[1]!;
  }
  // "Triesenberg, Grosssteg 1051": the town first, then a street whose number could pass for a postcode; a
  // number the region knows no postcode of is the house's.
  const streetAfterTown = parts.length === 2 && !q.postalCode && isTown(ctx, parts[0]!) ? TOWN_POSTAL.exec(parts[1]!) : null;
  if (streetAfterTown && !knownPostcode(streetAfterTown[2]!)) parts.reverse();
  // A part that is only a postcode, wherever it stands ("9486, Mauren").
  const alone = parts.length > 1 && !q.postalCode ? parts.findIndex((p) => POSTAL_PART.exec(p)?.[2] === undefined && POSTAL_PART.test(p)) : -1;
  if (alone >= 0) {
    q.postalCode = POSTAL_PART.exec(parts[alone]!)![1]!;
    parts.splice(alone, 1);
  }
  let postal = parts.length > 1 && !q.postalCode ? POSTAL_PART.exec(parts[parts.length - 1]!) : null;
  // "Baltimore, 2500 Boston Street": digits before a street are its house number, unless a known postcode or a town follows.
  if (postal?.[2] && /^\d+$/.test(postal[1]!) && !knownPostcode(postal[1]!) && !isTown(ctx, postal[2])) postal = null;
  const townFirst = parts.length > 1 && !postal && !q.postalCode ? TOWN_POSTAL.exec(parts[parts.length - 1]!) : null;
  if (postal) {
    q.postalCode = postal[1]!;
    if (postal[2]) parts[parts.length - 1] = postal[2];
    else parts.pop();
  } else if (townFirst) {
    q.postalCode = townFirst[2]!;
    parts[parts.length - 1] = townFirst[1]!;
  }
  // "…, 00198 Roma RM": a province's or canton's code after a town of the region says nothing more.
  const townCode = parts.length > 1 ? /^(.+?)\s+([A-Z]{2})$/.exec(parts[parts.length - 1]!) : null;
  if (townCode && ctx.localCityKeys.has(placeKey(townCode[1]!)) && !q.state) parts[parts.length - 1] = townCode[1]!;
  // "Vaduz, Städtle 5": the town first.
  if (parts.length === 2 && isTown(ctx, parts[0]!) && !isTown(ctx, parts[1]!)) parts.reverse();
  if (parts.length >= 2) {
    // "Post, Städtle 5, Vaduz": the part with the number is the street, the last the town.
    const head = parts.slice(0, -1);
    q.street = head.find((p) => /\d/.test(p)) ?? head[0]!;
    q.city = townOfCity(ctx, parts[parts.length - 1]!);
  } else if (parts.length === 1) {
    const only = peelUsState(ctx, peelCountry(ctx, parts[0]!, q), q);
    const postalOnly = POSTAL_PART.exec(only);
    const townPostal = TOWN_POSTAL.exec(only);
    // "2120 East Fairmount Avenue": digits before a street are its house number, unless the region knows them
    // as a postcode or a town follows them ("9490 Vaduz").
    // "2500 Boston": a town elsewhere (Boston, MA) after digits the region knows no postcode of is a street's word
    // where a street holding it has that number (2500 Boston Street), as Nominatim reads the words against the data;
    // not with a state or country typed ("2500 Boston, MA").
    const numberFirst =
      postalOnly?.[2] !== undefined && /^\d+$/.test(postalOnly[1]!) && !knownPostcode(postalOnly[1]!) && (!isTown(ctx, postalOnly[2]) || (!q.state && !q.countryCode && !ctx.localCityKeys.has(placeKey(postalOnly[2])) && houseOnWords(ctx, postalOnly[1]!, postalOnly[2])));
    if (postalOnly && !q.postalCode && !US_ZIP.test(only) && !numberFirst) {
      q.postalCode = postalOnly[1]!;
      // "9490 Vaduz", or "9490 Vaduz Städtle 5" (the town and street are told apart later).
      if (postalOnly[2] && isTown(ctx, postalOnly[2])) q.city = postalOnly[2];
      else if (postalOnly[2]) q.street = postalOnly[2];
    } else if (US_ZIP.test(only) && !q.postalCode) q.postalCode = only;
    // "Vaduz 9490" is a town and its postcode; "Grosssteg 1051" a house, where a street of the hamlet's name
    // has addresses and the region knows no postcode 1051.
    else if (townPostal && !q.postalCode && isTown(ctx, townPostal[1]!) && (knownPostcode(townPostal[2]!) || !ctx.addrByKey.has(matchKey(townPostal[1]!)))) {
      q.postalCode = townPostal[2]!;
      q.city = townPostal[1]!;
    } else if (q.countryCode && !q.postalCode && gaz?.country(only) !== undefined && gaz.data.countries[gaz.country(only)!]!.code === q.countryCode) {
      // "Liechtenstein, LI": the country named twice is the country, not a town of that name.
    } else if ((q.state || q.countryCode || q.postalCode) && isTown(ctx, only)) q.city = only;
    // "Städtle, Liechtenstein", "Coop, LI": a street or point of interest of the region, in the region's own
    // country, is that (it was read as a town the region does not have, which left only the country).
    else if (q.countryCode && q.countryCode === ctx.regionCountry && !q.state && !q.postalCode && !/\d/.test(only) && regionName(ctx, only)) q.street = only;
    // "Smallville KS": a town unknown here; not "Boston St Baltimore MD", a street and a town of the region.
    else if ((q.state || q.countryCode) && !q.postalCode && !/\d/.test(only) && !peelLocalCity(ctx, only).length) q.city = only;
    else q.street = only;
  }
  return q;
}

/** A street of the data whose name is or holds the words of `text` has house `number` (by the addresses' names). */
function houseOnWords(ctx: GeocodeContext, number: string, text: string): boolean {
  const key = matchKey(text);
  const words = key.split(' ').filter(Boolean);
  if (!words.some((w) => w.length >= 3)) return false;
  const keys = ctx.addrByKey.has(key) ? [key, ...longerNamesWithWords(ctx.addrByKey, words)] : longerNamesWithWords(ctx.addrByKey, words);
  return keys.some((k) => ctx.addrByKey.get(k)!.some((g) => ctx.book.exact(g, number) !== undefined));
}

/** The region's own country by a name or code of it ("Liechtenstein", "LI", "FL"). */
function isRegionCountry(ctx: GeocodeContext, text: string): boolean {
  const i = ctx.gaz?.country(text);
  return i !== undefined && ctx.gaz!.data.countries[i]!.code === ctx.regionCountry;
}

/** A street (by its roads or its addresses) or a point of interest of the region named exactly so. */
function regionName(ctx: GeocodeContext, text: string): boolean {
  const key = matchKey(text);
  return ctx.byKey.has(key) || ctx.addrByKey.has(key) || ctx.poisNamed(foldText(text)).length > 0;
}

/**
 * "Städtle 5 Vaduz Liechtenstein", "615 N Wolfe St Baltimore MD 21205 USA", "Paris FR": a country's name or code
 * ending a line without commas goes to `q`. A name that is also a US state's is the country only after one of its
 * towns ("Tbilisi Georgia"; "Baltimore MD" is Maryland, not Moldova).
 */
function peelCountry(ctx: GeocodeContext, text: string, q: StructuredQuery): string {
  const gaz = ctx.gaz;
  if (q.countryCode || !gaz) return text;
  const words = text.split(/\s+/);
  for (const k of [3, 2, 1]) {
    if (words.length <= k) continue;
    const name = words.slice(-k).join(' ');
    const i = gaz.country(name);
    if (i === undefined || ctx.localCityKeys.has(placeKey(name))) continue;
    const code = gaz.data.countries[i]!.code;
    const before = words.slice(0, -k);
    const townOfIt = [2, 1].some((n) => before.length >= n && gaz.citiesNamed(placeKey(before.slice(-n).join(' ')), code).length > 0);
    // A code ("St", "SG") is as often a word of the street or a canton: a country only after one of its towns, or
    // written in capitals after a ZIP ("… MD 21205 USA").
    // "St." with its dot ("132 W 10th St.") is the street's word, never São Tomé's code.
    const short = /^[A-Za-z]{2,3}\.?$/.test(name);
    if (short && !townOfIt && !(/^[A-Z]+$/.test(name) && /^\d{5}(?:-\d{4})?$/.test(before.at(-1) ?? ''))) continue;
    if (gaz.state(name) !== undefined && !townOfIt) continue;
    // A name, after an address or a town: "Zimmerman Island" is an island, not Zimmerman in Iceland (Island in
    // German), "Kunstmuseum Liechtenstein" a museum.
    const localTown = [2, 1].some((n) => before.length >= n && ctx.localCityKeys.has(placeKey(before.slice(-n).join(' '))));
    if (!townOfIt && !localTown && !/\d/.test(before.join(' '))) continue;
    // "17 Boulevard de Suisse", "Avenue de France 5": a street's whole name ending in a country's is the street.
    const street = matchKey(splitHouseNumber(text).street);
    if (ctx.byKey.has(street) || ctx.addrByKey.has(street)) return text;
    q.countryCode = code;
    return before.join(' ');
  }
  return text;
}

/**
 * "711 Eastern Ave Baltimore MD 21231", "7790 Grayson Rd Harrisburg Pennsylvania": a US state (its code, or in a
 * US region its name) and ZIP at the end of a line without commas go to `q`.
 */
function peelUsState(ctx: GeocodeContext, text: string, q: StructuredQuery): string {
  // "Arnold Ct", "Salisbury La", "Hooper Al": a street of the region by its abbreviation is no town in Connecticut,
  // Louisiana or Alabama.
  const street = matchKey(splitHouseNumber(text).street);
  if (ctx.byKey.has(street) || ctx.addrByKey.has(street)) return text;
  const words = text.split(/\s+/);
  // "Baltimore MD 21224": a town, its state and ZIP is three words.
  const zip = !q.postalCode && words.length > 2 && US_ZIP.test(words[words.length - 1]!);
  const rest = zip ? words.slice(0, -1) : words;
  // The state's words at the end: a code ("MD") after two words or a town ("Baltimore MD"); in the US a name of one
  // or two words ("New York") after a number or a town ("Baltimore Maryland"), not one ending a name ("CASA de
  // Maryland").
  const n = q.state
    ? 0
    : ([2, 1].find((k) => {
        const state = rest.slice(-k).join(' ');
        const before = rest.slice(0, -k);
        // A town, or words ending or starting with one ("East Fairmount Avenue Baltimore").
        const town = before.length > 0 && (isTown(ctx, before.join(' ')) || peelLocalCity(ctx, before.join(' ')).length > 0);
        // Anywhere, after a town of that state ("Atlanta Georgia": not the country).
        const stateCode = ctx.gaz?.data.states[ctx.gaz.state(state) ?? -1]?.code;
        const townOfIt = stateCode !== undefined && (ctx.gaz?.citiesNamed(placeKey(before.join(' ')), 'US', stateCode).length ?? 0) > 0;
        const named = (ctx.regionCountry === 'US' && (/\d/.test(text) || town)) || townOfIt;
        // Not the letters of a Dutch postcode ("Amsterdam 1097 SC"); outside the US only in capitals ("… Sant Julià de",
        // "… Sant Antoni La": a town's word, not Delaware or Louisiana).
        const code = k === 1 && (ctx.regionCountry === 'US' ? /^[A-Za-z]{2}$/ : /^[A-Z]{2}$/).test(state) && (before.length > 1 || town) && !/^\d{4}$/.test(before.at(-1) ?? '');
        return before.length > 0 && (named || code) && ctx.gaz?.state(state) !== undefined && !ctx.localCityKeys.has(placeKey(state));
      }) ?? 0);
  // A ZIP at the end goes with a state before it.
  if (zip && !n) return text;
  if (zip) q.postalCode = words[words.length - 1]!;
  if (n) q.state = rest.slice(-n).join(' ');
  return rest.slice(0, rest.length - n).join(' ');
}

/**
 * "Johns Hopkins Hospital, Baltimore", "Canton, Baltimore": a place or point of interest named exactly so, with a
 * town of the region, before a street holding one of its words (Canton Court). A street of that name comes first.
 */
function namedInTown(ctx: GeocodeContext, q: StructuredQuery, focus?: LatLng): GeocodeResult | null {
  if (!q.city || checkCity(ctx, q) !== 'region') return null;
  const key = matchKey(q.street!);
  if (ctx.byKey.has(key) || ctx.addrByKey.has(key)) return null;
  // "Coop, Liechtenstein" with a focus: the town is the whole region, so the branch nearest the focus.
  const wholeRegion = focus && placeKey(q.city) === ctx.regionAlias ? namedPoi(ctx, q.street!, focus) : null;
  // It is in the town typed, the region: admin A (it was X, as if no town had been typed).
  if (wholeRegion) return { ...wholeRegion, geocodeQualityCode: wholeRegion.geocodeQualityCode.replace(/^(...)X/, '$1A') };
  // In the town, as Nominatim reads a point's address: "Bindlach Euben" is no railway halt "Bindlach" 2 km from the
  // hamlet Euben.
  const xy = ctx.search.poi.xy;
  const poi = poisNamedNear(ctx, q.street!, q.city).find((i) => ctx.pointInTown(xy[i * 2 + 1]!, xy[i * 2]!, ctx.search.poi.district[i]!, q.city!, ctx.search.poi.city[i]));
  return localPlace(ctx, q.street!, conf('X', 'A', 'X')) ?? (poi === undefined ? null : poiResult(ctx, poi, conf('A', 'A', 'X')));
}


/** A town, alone or with its postcode before or after it ("1097 SC Amsterdam", "Vaduz 9490"). */
function townWithPostcode(ctx: GeocodeContext, text: string): boolean {
  const after = POSTAL_PART.exec(text)?.[2];
  const before = TOWN_POSTAL.exec(text)?.[1];
  return isTown(ctx, text) || (after !== undefined && isTown(ctx, after)) || (before !== undefined && isTown(ctx, before));
}

/** A place of the region, or a city of the gazetteer, named exactly so. */
function isTown(ctx: GeocodeContext, text: string): boolean {
  const key = placeKey(text);
  return ctx.localCityKeys.has(key) || key === ctx.regionAlias || (ctx.gaz?.citiesNamed(key).length ?? 0) > 0;
}

function resolve(ctx: GeocodeContext, index: SuggestIndex, q: StructuredQuery, singleLine: boolean, near: LatLng): GeocodeResult | null {
  // "1233 Delbert Ave, Baltimore County": a county the data has no boundary of cannot be checked; the rest is answered, saying so.
  if (q.street && q.city && unknownCounty(ctx, q.city)) {
    const r = resolve(ctx, index, { ...q, city: undefined }, singleLine, near);
    if (r) r.note = joinNotes(r.note, `${q.city} not checked: no county boundaries in the data`);
    return r;
  }
  if (q.street) {
    const focus = near === ctx.centre ? undefined : near;
    // "Steg": a village, town or city of the region named just so, before a road of its name, as search-ahead lists
    // them and Nominatim ranks a village above a road.
    const settlement = singleLine && !q.city && !q.postalCode ? settlementNamed(ctx, q.street) : null;
    if (settlement) return settlement;
    const hit = namedInTown(ctx, q, focus) ?? regionStreet(ctx, q, focus);
    if (hit) return hit;
    if (singleLine && !q.city) {
      // "Landstrasse 12 Vaduz", "Vaduz Städtle 5": a local town at either end of a comma-less line is the city.
      const withCity = withPeeledCity(ctx, q);
      if (withCity) return withCity;
      // A single line may name a place: the region's own places and points of interest, then a state or
      // country name (as a US-centred provider reads "California" or "Mexico"), a well-known city, a local
      // name with a typo ("Shaan", "Landesspital"), any city, a city with its canton ("Buchs SG"), words of a
      // local name ("sporry": Sporry Gasometer), a misspelt street, a misspelt city.
      const text = q.street;
      const rest = { postalCode: q.postalCode };
      const city = () => placeQuery(ctx, { ...q, city: text, street: undefined }, false);
      const bigCity = () => {
        const i = ctx.gaz?.citiesNamed(placeKey(text))[0];
        return i !== undefined && ctx.gaz!.data.cities.population[i]! >= WELL_KNOWN_CITY ? city() : null;
      };
      // "Baltimore County" where the data has no boundary of it: no town's or state's centre stands in for it.
      if (unknownCounty(ctx, text)) return localPlace(ctx, text, conf('X', 'A', 'X')) ?? namedPoi(ctx, text, near);
      const aliasTown = () => {
        const alias = ctx.townAlias(text);
        if (!alias) return null;
        // "Eschen-Nendeln": the village of the town, where the data has it; else the town.
        const part = placeKey(text).slice(placeKey(alias).length).trim();
        // "Kapelle Vaduz": a word that is a far town (Kapelle, NL) before a town of the region is no part of that far
        // town; the words are read before the region's town, as any others are.
        if (part && ctx.localCityKeys.has(part) && !ctx.localCityKeys.has(placeKey(alias))) return null;
        return (part && localPlace(ctx, part, conf('X', 'A', 'X'))) || placeQuery(ctx, { ...rest, city: alias }, false);
      };
      // A whole name typed exactly; else a name holding the typed words whole ("pizza": Azzurro Pizza & Kebap) before
      // a whole name a typo away (La Piazza), as Nominatim matches words and never spellings.
      const localNames = () => {
        const whole = localName(ctx, index, text, near);
        if (!whole?.note) return whole;
        const words = localName(ctx, index, text, near, true);
        return words && !words.note ? words : whole;
      };
      return (
        localPlace(ctx, text, conf('X', 'A', 'X')) ??
        namedPoi(ctx, text, near) ??
        countyResult(ctx, text) ??
        // "A'dam", "Amsterdam-Oost": the town.
        aliasTown() ??
        (ctx.gaz?.state(text) !== undefined ? placeQuery(ctx, { ...rest, state: text }, false) : null) ??
        (ctx.gaz?.country(text) !== undefined ? placeQuery(ctx, { ...rest, countryCode: text }, false) : null) ??
        bigCity() ??
        severalStreets(ctx, text) ??
        localNames() ??
        city() ??
        cityInArea(ctx, text) ??
        localName(ctx, index, text, near, true) ??
        streetByWords(ctx, q) ??
        fuzzyStreetOnly(ctx, q) ??
        placeQuery(ctx, { ...q, city: text, street: undefined }, true) ??
        peeledTown(ctx, q)
      );
    }
  }
  return placeQuery(ctx, q, true);
}

/**
 * "Skansgatan" alone, where several streets hold the words (Östra and Västra Skansgatan) and none is named so: the
 * centre of the town of the most important one, with the note naming them, as when the town is typed; never a
 * guess between them.
 */
function severalStreets(ctx: GeocodeContext, text: string): GeocodeResult | null {
  const key = matchKey(splitHouseNumber(text).street);
  if (ctx.byKey.has(key) || ctx.addrByKey.has(key)) return null;
  const byWords = matchStreetByWords(ctx, text, () => true);
  if (!byWords || !('several' in byWords)) return null;
  const note = (town: string) => `${severalNote(text, byWords.several)}; the centre of ${town}`;
  const town = ctx.placeOfStreet(byWords.first).city;
  const p = town ? ctx.placesByKey.get(placeKey(town))?.[0] : undefined;
  if (p !== undefined) return placeResult(ctx, p, conf('X', 'X', 'X'), note(town));
  const city = ctx.streetCity[byWords.first]!;
  return city >= 0 ? cityResult(ctx, city, conf('X', 'X', 'X'), note(ctx.gaz!.data.cities.names.at(city)!)) : null;
}

/** The local name the text is, typos allowed, or (`partial`) whole words of, ranked from the region's centre (see wholeName). */
function localName(ctx: GeocodeContext, index: SuggestIndex, text: string, near: LatLng, partial = false): GeocodeResult | null {
  const hit = wholeName(ctx, index, text, near, partial);
  if (!hit) return null;
  const c = conf(editConfidence(hit.edits), 'X', 'X');
  const note = hit.edits ? `No place named "${text}": nearest spelling` : undefined;
  const { kind, ref } = hit.target;
  if (kind === 'street') return streetResult(ctx, ref, c, note);
  if (kind === 'place') return placeResult(ctx, ref, c, note);
  if (kind === 'poi') return poiResult(ctx, ref, c, note);
  return addressOnlyStreet(ctx, ctx.book.groups[ref]!.street, {}, 'X', note);
}

/** "Buchs SG": a city and the code of its state or canton (GeoNames admin1). */
function cityInArea(ctx: GeocodeContext, text: string): GeocodeResult | null {
  const m = /^(.+?)\s+([A-Za-z]{2,3})$/.exec(text.trim());
  const gaz = ctx.gaz;
  if (!m || !gaz) return null;
  const code = m[2]!.toUpperCase();
  const i = gaz.citiesNamed(placeKey(m[1]!)).find((c) => gaz.data.cities.admin1.at(c) === code);
  return i === undefined ? null : cityResult(ctx, i, conf('X', 'A', 'X'));
}

type LatLng = { lat: number; lng: number };

const conf = (street: Confidence, admin: Confidence, postal: Confidence): Confidences => ({ street, admin, postal });

/** `focus`: the map's centre when one was given (not the region's centre), to choose among same-named streets. */
function regionStreet(ctx: GeocodeContext, q: StructuredQuery, focus?: LatLng): GeocodeResult | null {
  const cityCheck = checkCity(ctx, q);
  if (cityCheck === 'outside') return null;
  const state = checkState(ctx, q);
  const cityAdmin: Confidence = cityCheck === 'none' ? 'X' : cityCheck === 'region' ? 'A' : 'B';
  const admin = state.mismatch ? weaker(cityAdmin, 'B') : cityAdmin;
  // "Town and Country Boulevard" is a street of that name, not a corner.
  const named = ctx.byKey.has(matchKey(splitHouseNumber(q.street!).street));
  const inter = named ? null : splitIntersection(q.street!);
  // "Kruislaan en Fizeaustraat": "and" in another language only where the two streets meet; else the text is a name.
  const loose = named || inter ? null : splitLooseIntersection(q.street!);
  const pair = inter ?? loose;
  if (pair?.right) {
    const hits = matchIntersection(ctx, pair.left, pair.right);
    const x = pickNearCity(ctx, hits.map((h) => h.first), q.city, focus);
    const h = hits.find((m) => m.first === x) ?? hits[0];
    const via = h?.via !== undefined ? `${ctx.d.names[h.first]} and ${ctx.d.names[h.second]} meet at ${ctx.d.names[h.via]}` : undefined;
    if (h) return intersectionResult(ctx, h.index, h.first, h.second, conf(editConfidence(h.edits), admin, 'X'), joinNotes(via, state.note));
    if (inter) return null;
  }
  const split = splitHouseNumber(q.street!);
  if (split.houseNumber) {
    // "34 10 Chester St" is house 34-10 of Chester St when no street is named "10 Chester St".
    const queens = twoPartNumber(q.street!);
    const hit =
      matchAddress(ctx, split.street, split.houseNumber, q, { admin, stateNote: state.note, focus }) ??
      (queens && matchAddress(ctx, queens.street, queens.houseNumber!, q, { admin, stateNote: state.note, focus }));
    if (hit) return hit;
  }
  // Without a city, a single-line word is looked up exactly first so that place names get their turn.
  const exactOnly = !q.city && !q.postalCode && !split.houseNumber;
  // Every typed word in a longer name ("Allards gata": Doktor Allards gata) before a name a typo or two away.
  let m = matchStreet(ctx, q.street!, !exactOnly);
  if ((!m || m.edits > 0) && !exactOnly) {
    const byWords = matchStreetByWords(ctx, q.street!, (s) => !q.city || inCity(ctx, s, q.city));
    // Several streets hold the words typed ("Skansgatan": Östra and Västra Skansgatan): not one a typo away
    // (Skånegatan) either, which is surely not meant.
    m = byWords && 'several' in byWords ? null : (byWords ?? m);
  }
  // "Neugrütweg, Ruggell": a street of that very name known only from its addresses (in the town typed, where one
  // is) before a road a spelling away in another town (Nominatim matches the words typed).
  if (m && m.edits > 0 && ctx.addrByKey.has(matchKey(split.street))) {
    const town = q.city ? [...(ctx.localTown(placeKey(q.city))?.keys ?? [placeKey(q.city)])] : null;
    if (!town || ctx.addrByKey.get(matchKey(split.street))!.some((g) => namesTown(ctx.book.groups[g]!.cityKeys, town))) {
      const there = addressOnlyStreet(ctx, split.street, q, admin, state.note);
      if (there) return there;
    }
  }
  if (!m) return addressOnlyStreet(ctx, split.street, q, admin, state.note);
  const s = pickByPostal(ctx, m.streets, q.postalCode) ?? pickNearCity(ctx, m.streets, q.city, focus);
  const postal: Confidence = !q.postalCode || !ctx.d.postal[s] ? 'X' : samePostal(ctx.d.postal[s]!, q.postalCode) ? 'A' : 'C';
  const noNumber = m.houseNumber ? `No address data for number ${m.houseNumber}: the street's centre` : undefined;
  // "Gnalpstr, Schaan": the only Gnalpstrasse is in Triesenberg; say so rather than claim Schaan.
  const elsewhere = cityCheck === 'region' && !inCity(ctx, s, q.city!, false, true);
  // "Im Winkel, Schellenberg": no road of the name there, but addresses of it with that town: their middle, before
  // the road of another town.
  if (elsewhere && m.edits === 0 && !m.partial) {
    const town = [...(ctx.localTown(placeKey(q.city!))?.keys ?? [placeKey(q.city!)])];
    if (ctx.addrByKey.get(matchKey(split.street))?.some((g) => namesTown(ctx.book.groups[g]!.cityKeys, town))) {
      const there = addressOnlyStreet(ctx, split.street, q, admin, state.note);
      if (there) return there;
    }
  }
  const where = elsewhere ? `${ctx.d.names[s]} is not in ${q.city}` : undefined;
  const partial = m.partial ? `"${splitHouseNumber(q.street!).street}" read as ${ctx.d.names[s]}` : undefined;
  return streetResult(ctx, s, conf(editConfidence(m.edits), elsewhere ? weaker(admin, 'C') : admin, postal), joinNotes(partial, noNumber, where, state.note));
}

/** A street known only from its address points (no road carries the name): the address nearest its middle. */
function addressOnlyStreet(ctx: GeocodeContext, text: string, q: StructuredQuery, admin: Confidence, note?: string): GeocodeResult | null {
  const groups = ctx.addrByKey.get(matchKey(text));
  if (!groups) return null;
  const town = q.city ? [...(ctx.localTown(placeKey(q.city))?.keys ?? [placeKey(q.city)])] : null;
  const g = groups.find((id) => town && namesTown(ctx.book.groups[id]!.cityKeys, town)) ?? groups[0]!;
  const mid = ctx.book.middle(g);
  const group = ctx.book.groups[g]!;
  const at = ctx.book.point(mid);
  const result = makeResult('B1', conf('A', admin, 'X'), at, ctx.placeAt(group.district, at.lat, at.lng), {
    street: group.street,
    postalCode: ctx.book.postcodeNear(mid),
    note,
  });
  return result;
}

/**
 * "Piazza S. Marco", "Piazza dei SS. Apostoli" typed alone: the one street whose name holds every word typed (its
 * "di" left out, a saint abbreviated), as with a town typed; never a guess between several (`B`, the note says how
 * it was read).
 */
function streetByWords(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  const m = matchStreetByWords(ctx, q.street!, () => true);
  if (!m || 'several' in m || m.houseNumber) return null;
  const s = m.streets[0]!;
  return streetResult(ctx, s, conf('B', 'X', 'X'), `"${q.street}" read as ${ctx.d.names[s]}`);
}

function fuzzyStreetOnly(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  const m = matchStreet(ctx, q.street!, true);
  if (!m) return null;
  return streetResult(ctx, m.streets[0]!, conf(editConfidence(m.edits), 'X', 'X'));
}

/** 'none' no city given; 'region' a place of the region; 'other' unknown name; 'outside' a city elsewhere. */
function checkCity(ctx: GeocodeContext, q: StructuredQuery): 'none' | 'region' | 'other' | 'outside' {
  if (!q.city) return 'none';
  const key = placeKey(q.city);
  if (key === ctx.regionAlias || ctx.localCityKeys.has(key) || ctx.countyDistricts(key)) return 'region';
  const gaz = ctx.gaz;
  if (!gaz) return 'other';
  const named = gaz.citiesNamed(key);
  if (!named.length) return 'other';
  const c = gaz.data.cities;
  // A city inside the region's box that is none of its places, where it has places, is across its border (Buchs SG
  // from Liechtenstein): no street of the region is in it, as search-ahead marks it outside.
  const ownTown = !ctx.search.place.kind.length || ctx.localTown(key)?.edits === 0;
  return ownTown && named.some((i) => ctx.inRegion(c.lat[i]!, c.lng[i]!)) ? 'region' : 'outside';
}

/** A state given with a query must be the region's (its state, country or, where there are no states, municipality). */
export function checkState(ctx: GeocodeContext, q: StructuredQuery): { mismatch: boolean; note?: string } {
  if (!q.state || ctx.regionStateKeys.has(placeKey(q.state))) return { mismatch: false };
  // The region's country by another of its names or codes ("FL" in Liechtenstein), outside the US, where "FL" is Florida.
  const country = ctx.regionCountry !== 'US' ? ctx.gaz?.country(q.state) : undefined;
  if (country !== undefined && ctx.gaz!.data.countries[country]!.code === ctx.regionCountry) return { mismatch: false };
  return { mismatch: true, note: `State "${q.state}" does not match ${ctx.info.region}` };
}

function pickByPostal(ctx: GeocodeContext, streets: number[], postal: string | undefined): number | undefined {
  return postal ? streets.find((s) => ctx.d.postal[s] && samePostal(ctx.d.postal[s]!, postal)) : undefined;
}

// Among same-named streets, the one in the named city (its municipality, else the gazetteer's nearest city),
// else the most important (the list is ranked). With a focus given (the map's centre), the one of them nearest
// it: "Landstrasse" is the one in view, not the most important of the valley's six.
function pickNearCity(ctx: GeocodeContext, streets: number[], city: string | undefined, focus?: LatLng): number {
  // "Gough Street, Baltimore" in a region named Baltimore: the street of the town so named before any of the region's.
  const strict = city && placeKey(city) === ctx.regionAlias ? streets.filter((s) => inCity(ctx, s, city, true, true)) : [];
  const inTown = strict.length ? strict : city ? streets.filter((s) => inCity(ctx, s, city, false, true)) : [];
  let pool = inTown.length ? inTown : streets;
  // "Rheinstrasse" with no town and no map: the region's own country's before a neighbour's in the extract's edge
  // (Buchs, CH), the biggest of them as before.
  if (!focus && !city && pool.length > 1 && ctx.homeCountry) {
    const own = pool.filter((s) => ctx.placeOfStreet(s).countryCode === ctx.homeCountry);
    if (own.length) pool = own;
  }
  if (!focus || pool.length < 2) return pool[0]!;
  const meters = (s: number) => {
    const p = ctx.streetPoint(s);
    return haversineMeters(focus.lat, focus.lng, p.lat, p.lng);
  };
  return pool.reduce((best, s) => (meters(s) < meters(best) ? s : best));
}

// A town typed with a typo ("Shaan") or by another of its names is that town, as search-ahead reads it.
function inCity(ctx: GeocodeContext, s: number, city: string, strict = false, parts = false): boolean {
  const key = placeKey(city);
  if (key === ctx.regionAlias && !strict) return true;
  const town = ctx.localTown(key)?.keys ?? new Set([key]);
  if (town.has(placeKey(ctx.placeOfStreet(s).city))) return true;
  const names = ctx.gaz?.data.cities.names;
  if (names && ctx.streetCity[s]! >= 0 && town.has(placeKey(names.at(ctx.streetCity[s]!)!))) return true;
  // Only for a street found by its name: a part of a town is no reason to guess a street from a word ("Harbor East
  // Baltimore" is the place, not Baltimore Waterfront Promenade by Harbor East).
  return parts && (nearPlaceNode(ctx, s, key) || addressesSayTown(ctx, s, town));
}

/** A group's town names hold one of `keys` (a plain loop: called per group, per street, per query). */
function namesTown(cityKeys: ReadonlySet<string>, keys: readonly string[]): boolean {
  for (let i = 0; i < keys.length; i++) if (cityKeys.has(keys[i]!)) return true;
  return false;
}

/**
 * "Gewerbeweg, Schaanwald": the street's own addresses (of its name, within 1 km of it) have the town as their
 * addr:city, though the street is in another municipality's bounds (Mauren) and the village's node is further off.
 */
function addressesSayTown(ctx: GeocodeContext, s: number, town: ReadonlySet<string>): boolean {
  const groups = ctx.addrByKey.get(ctx.keys[s]!);
  if (!groups) return false;
  const keys = [...town];
  let at: LatLng | undefined;
  for (const g of groups) {
    if (!namesTown(ctx.book.groups[g]!.cityKeys, keys)) continue;
    at ??= ctx.streetPoint(s);
    const p = ctx.book.point(ctx.book.middle(g));
    if (haversineMeters(at.lat, at.lng, p.lat, p.lng) <= 1000) return true;
  }
  return false;
}

/** "Boston Street, Canton": the street passes within a place of that name the data has only as a point. */
function nearPlaceNode(ctx: GeocodeContext, s: number, key: string): boolean {
  const points = ctx.placePoints(key);
  if (!points.length) return false;
  const { wayStreet, wayStart, wayCoords } = ctx.d;
  for (let w = 0; w < wayStreet.length; w++) {
    if (wayStreet[w] !== s) continue;
    for (let k = wayStart[w]!; k < wayStart[w + 1]!; k++) {
      const [lng, lat] = [wayCoords[k * 2]!, wayCoords[k * 2 + 1]!];
      if (points.some((p) => haversineMeters(lat, lng, p.lat, p.lng) <= p.radius)) return true;
    }
  }
  return false;
}

function samePostal(a: string, b: string): boolean {
  return postcodeKey(a) === postcodeKey(b);
}

/**
 * "Landstrasse 12 Vaduz" → street "Landstrasse 12", city "Vaduz", when the last one to three words name a local
 * place; "Vaduz Städtle 5" the same with the place first. A postcode beside the town goes with it. Every such
 * reading is tried, a house before a street: a street may share its name with a place ("Josef Rheinberger
 * Strasse 11 Vaduz" is not house "11 Vaduz" in a place named Josef Rheinberger Strasse).
 */
function withPeeledCity(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  let first: GeocodeResult | null = null;
  let firstRank = Infinity;
  let several: StructuredQuery | undefined;
  let street: GeocodeResult | undefined;
  for (const peeled of peelLocalCity(ctx, q.street!)) {
    const reading = { ...q, ...peeled };
    const named = namedInTown(ctx, reading);
    const hit = named ?? regionStreet(ctx, reading);
    // A house is the answer; a point of interest named as the town's last word is not, where the line read the
    // other way is a street of the town ("Zettlitz Bindlach": the street Zettlitz in Bindlach, not the halt
    // "Bindlach" in the village Zettlitz; Nominatim's name comes first, then its address).
    if (hit && HOUSE_LEVEL.test(hit.geocodeQualityCode) && !(named && street)) return hit;
    // "Vaduz Ebenholz": two places, the village of the town, whichever end it is typed at (not the town of "Ebenholz").
    const place = ctx.placesByKey.get(placeKey(reading.street!))?.[0];
    // A place in the municipality typed with it is a part of that town first ("Eschen Nendeln": Nendeln, in Eschen).
    const partOf = place !== undefined && ctx.districtIn(ctx.search.place.district[place]!, new Set([placeKey(reading.city!)]));
    const rank = place === undefined ? Infinity : partOf ? -1 : (PLACE_RANK[ctx.search.place.kind[place]!] ?? 0);
    if (hit && (!first || (rank < firstRank && firstRank !== Infinity))) [first, firstRank] = [hit, rank];
    // "Josef Rheinberger Strasse Vaduz": the street in the town before a place read with the street as its town
    // (an address of the data has addr:city "Josef Rheinberger Strasse").
    if (hit && !street && /^B1.A/.test(hit.geocodeQualityCode)) street = hit;
    if (!several && !hit && isSeveral(ctx, reading)) several = reading;
  }
  if (street && first && /^A/.test(first.geocodeQualityCode)) return street;
  // "Skansgatan Göteborg" as "Skansgatan, Göteborg": several streets there hold the words, so the town's centre, saying which.
  return first ?? (several ? placeQuery(ctx, several, false) : null) ?? cutTownStreet(ctx, q);
}

/**
 * "Hafenstraße 77 Krems an der", "Carrer Major 3 Sant Julià", "Ringstraße 5 Krems an der Don": a town of more
 * words cut short, or its last word half-typed, after the street: the street (or house) in that town, where one
 * town so cut alone has it. The longest cut first; nothing where the street is not in the town.
 */
function cutTownStreet(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  for (const { street, towns, postalCode } of cutTowns(ctx, q.street!, true, 1)) {
    let found: GeocodeResult | null = null;
    for (const city of towns) {
      const reading = { ...q, street, city, ...(postalCode ? { postalCode } : {}) };
      const hit = namedInTown(ctx, reading) ?? regionStreet(ctx, reading);
      if (!hit || hit.geocodeQualityCode[3] !== 'A') continue;
      if (found) return null;
      found = hit;
    }
    if (found) return found;
  }
  return null;
}

/**
 * The readings of a line ending in a town of two words or more cut short ("… Sant Julià", "… Krems an der"; at least
 * `fewest` words, "… La" for La Massana) or, with `half`, half-typed in its last word after a whole one ("… Krems an
 * der Do"): the rest, the towns so cut (each once), a postcode before them.
 */
export function cutTowns(ctx: GeocodeContext, text: string, half: boolean, fewest = 2): { street: string; towns: string[]; postalCode?: string }[] {
  const words = text.trim().split(/\s+/);
  const out: { street: string; towns: string[]; postalCode?: string }[] = [];
  for (let n = Math.min(ctx.townWords, words.length - 1); n >= fewest; n--) {
    if (!ctx.startsTownOfWords(placeKey(words[words.length - n]!))) continue;
    const tail = words.slice(-n);
    if (tail.some((w) => /\d/.test(w))) continue;
    // "Musikschule Gamprin": a town named whole is that town (read before), not one of more words cut short
    // ("Gamprin-Bendern", the addresses' addr:city), where a name elsewhere would pass unchecked.
    if (ctx.localCityKeys.has(placeKey(tail.join(' ')))) continue;
    // One town by its names ("Andorra la Vella", "Andorra la Vieja"), once.
    const towns: string[] = [];
    for (const t of ctx.townsCut(placeKey(tail.join(' ')), half && n > 1)) if (!towns.some((k) => ctx.townKeys(k).has(t))) towns.push(t);
    if (!towns.length) continue;
    const rest = words.slice(0, -n);
    const pc = rest.length > 2 ? /^(?:[A-Za-z]{1,3}-)?(\d{4,5})$/.exec(rest.at(-1)!) : null;
    out.push({ street: (pc ? rest.slice(0, -1) : rest).join(' '), towns, ...(pc ? { postalCode: pc[1]! } : {}) });
  }
  return out;
}

function isSeveral(ctx: GeocodeContext, q: StructuredQuery): boolean {
  const byWords = matchStreetByWords(ctx, q.street!, (s) => !q.city || inCity(ctx, s, q.city));
  return byWords !== null && 'several' in byWords;
}

/** "Foo Vaduz" as "Foo, Vaduz": a street unknown in a town typed at either end is the town's centre, with the note saying so. */
function peeledTown(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  for (const peeled of peelLocalCity(ctx, q.street!)) {
    const r = placeQuery(ctx, { ...q, ...peeled }, false);
    if (r) return r;
  }
  return null;
}

const HOUSE_LEVEL = /^(P1|L1)/;

function peelLocalCity(ctx: GeocodeContext, text: string): StructuredQuery[] {
  let words = text.trim().split(/\s+/);
  // "Via del Corso 288 00186 Roma RM": a province's code after a town of the region says nothing more.
  if (words.length > 2 && /^[A-Z]{2}$/.test(words.at(-1)!) && ctx.localCityKeys.has(placeKey(words.at(-2)!))) words = words.slice(0, -1);
  const postcode = /^(?:[A-Za-z]{1,3}-)?(\d{4,5})$/;
  const out: StructuredQuery[] = [];
  for (let n = Math.min(ctx.townWords, words.length - 1); n >= 1; n--) {
    for (const first of [false, true]) {
      let city = (first ? words.slice(0, n) : words.slice(-n)).join(' ');
      // "… 10 Amsterdam-Oost", "… A'dam": one word standing for a town.
      if (n === 1 && /\p{L}['’-]\p{L}/u.test(city)) city = ctx.townAlias(city) ?? city;
      // A place of the extract, or a city of the gazetteer inside the region (Gothenburg's pack has no places).
      if (!ctx.localCityKeys.has(placeKey(city)) && checkCity(ctx, { city }) !== 'region') continue;
      const rest = first ? words.slice(n) : words.slice(0, -n);
      // "Landstrasse 12 9490 Vaduz", "9490 Vaduz Städtle 5": the postcode next to the town, when a number is left for the house.
      // "Fizeaustraat 10 1097 SC Amsterdam", "… 1097SC Amsterdam": a Dutch postcode, in one word or two.
      const dutch = rest.length > 3 && /^\d{4}$/.test(rest[first ? 0 : rest.length - 2]!) && /^[A-Za-z]{2}$/.test(rest[first ? 1 : rest.length - 1]!);
      if (dutch) rest.splice(first ? 0 : rest.length - 2, 2, first ? `${rest[0]}${rest[1]}` : `${rest.at(-2)}${rest.at(-1)}`);
      const at = first ? 0 : rest.length - 1;
      const pc = rest.length > 2 && (postcode.exec(rest[at]!) ?? /^(\d{4}[A-Za-z]{2})$/.exec(rest[at]!));
      if (pc) rest.splice(at, 1);
      if (!rest.length) continue;
      out.push({ street: rest.join(' '), city, ...(pc ? { postalCode: pc[1]! } : {}) });
    }
  }
  return out;
}

/** A place of the extract named exactly so (the biggest of the same name). */
/** The region's village, town or city named exactly so, if any. */
function settlementNamed(ctx: GeocodeContext, text: string): GeocodeResult | null {
  const kind = ctx.search.place.kind;
  const p = ctx.placesByKey.get(placeKey(text))?.find((i) => (PLACE_RANK[kind[i]!] ?? 0) >= PLACE_RANK.village!);
  return p === undefined ? null : placeResult(ctx, p, conf('X', 'A', 'X'));
}

function localPlace(ctx: GeocodeContext, text: string, c: Confidences, note?: string): GeocodeResult | null {
  const p = ctx.placesByKey.get(placeKey(text))?.[0];
  return p === undefined ? null : placeResult(ctx, p, c, note);
}

/**
 * A point of interest named exactly so: its own point (P1). Of several, the most important kind ("Samina" is the
 * river), then the one nearest `near` (the focus, else the region's centre): a chain's branches ("Starbucks",
 * "7-Eleven" as a shop and as a petrol station) weigh alike (poiRank), so the nearest.
 */
function namedPoi(ctx: GeocodeContext, text: string, near: LatLng): GeocodeResult | null {
  const list = ctx.poisNamed(foldText(text));
  if (!list.length) return null;
  const xy = ctx.search.poi.xy;
  let best = list[0]!;
  let bestRank = -Infinity;
  let bestMeters = Infinity;
  for (const i of list) {
    const rank = ctx.poiRank(i);
    if (rank < bestRank) continue;
    const meters = haversineMeters(near.lat, near.lng, xy[i * 2 + 1]!, xy[i * 2]!);
    if (rank > bestRank || meters < bestMeters) [best, bestRank, bestMeters] = [i, rank, meters];
  }
  return poiResult(ctx, best, conf('A', 'X', 'X'));
}

function poiResult(ctx: GeocodeContext, i: number, c: Confidences, note?: string): GeocodeResult {
  const poi = ctx.search.poi;
  const at = { lng: poi.xy[i * 2]!, lat: poi.xy[i * 2 + 1]! };
  const place = ctx.placeAt(poi.district[i]!, at.lat, at.lng);
  return makeResult('P1', c, at, place, { label: poi.names[i]![0] ?? poiLabel(poi.kind[i]!), ...poiAddress(poi.address[i]!), note });
}

/** Postcode, city, ZIP, state or country: the finest the query allows, local data before the gazetteer. */
function placeQuery(ctx: GeocodeContext, q: StructuredQuery, fuzzy: boolean): GeocodeResult | null {
  const state = checkState(ctx, q);
  const local = localPostcode(ctx, q, state) ?? (q.city && checkCity(ctx, q) === 'region' ? localCity(ctx, q, state) : null);
  if (local) return local;
  const gaz = ctx.gaz;
  if (!gaz) return null;
  const stateIdx = q.state ? gaz.state(q.state) : undefined;
  const stateCode = stateIdx !== undefined ? gaz.data.states[stateIdx]!.code : undefined;
  if (q.city) {
    const city =
      q.state && stateIdx === undefined ? findCityInOtherState(ctx, q.city, q.state, q.countryCode, fuzzy) : findCity(ctx, q.city, q.countryCode, stateCode, fuzzy);
    // A street asked for in a city with no street data here: say the answer is only the city's centre.
    if (city) {
      const streetNote = q.street ? notFound(ctx, q, `the centre of ${gaz.data.cities.names.at(city.index)}`, 'No street data for') : undefined;
      return cityResult(ctx, city.index, conf('X', city.confidence, 'X'), joinNotes(streetNote, city.note));
    }
  }
  if (q.postalCode && US_ZIP.test(q.postalCode)) {
    const z = gaz.zip(q.postalCode);
    if (z !== undefined) {
      const zips = gaz.data.zips;
      const place = { city: zips.city[z]!, state: zips.state[z]!, countryCode: 'US', country: 'United States' };
      return makeResult('Z1', conf('X', 'X', 'A'), { lat: zips.lat[z]!, lng: zips.lng[z]! }, place, {
        postalCode: zips.codes[z]!,
      });
    }
  }
  if (stateIdx !== undefined) {
    const st = gaz.data.states[stateIdx]!;
    const place = { city: '', state: st.code, countryCode: 'US', country: 'United States' };
    return makeResult('A3', conf('X', 'A', 'X'), st, place);
  }
  const countryText = q.countryCode ?? (q.city && !q.street ? q.city : undefined);
  const co = countryText !== undefined ? gaz.country(countryText) : undefined;
  if (co !== undefined && !q.street) {
    const country = gaz.data.countries[co]!;
    const place = { city: '', state: '', countryCode: country.code, country: country.name };
    return makeResult('A1', conf('X', 'X', 'X'), country, place);
  }
  return null;
}

/** A postcode only streets carry (`postal_code` / `addr:postcode` on the way): the first such street's point (Z1). */
function streetPostcode(ctx: GeocodeContext, postalCode: string, state: { mismatch: boolean; note?: string }): GeocodeResult | null {
  const s = ctx.d.postal.findIndex((p) => p !== '' && samePostal(p, postalCode));
  if (s < 0) return null;
  return makeResult('Z1', conf('X', state.mismatch ? 'B' : 'X', 'A'), ctx.streetPoint(s), ctx.placeOfStreet(s), { postalCode: ctx.d.postal[s]!, note: state.note });
}

/**
 * "1097": the four digits of Dutch postcodes (1097 SC, 1097 SH, …) are an area of their own, as the Dutch use them;
 * the addresses of every postcode starting so, where the region's postcodes are written so. Undefined otherwise.
 */
function pc4Members(ctx: GeocodeContext, typed: string): number[] | undefined {
  if (!/^\d{4}$/.test(typed.trim())) return undefined;
  const out: number[] = [];
  for (const [key, list] of ctx.book.byPostcode) if (key.length === 6 && key.startsWith(typed.trim()) && /^\d{4}[A-Z]{2}$/.test(key)) out.push(...list);
  return out.length ? out : undefined;
}

/**
 * A postcode only points of interest carry ("BS1 1EB" on a pub, no address tagged with it): the point nearest the
 * middle of those carrying it (Z1), as Nominatim's postcode table takes every object's postcode.
 */
function poiPostcode(ctx: GeocodeContext, q: StructuredQuery, state: { mismatch: boolean; note?: string }): GeocodeResult | null {
  const members = ctx.book.poiByPostcode.get(postcodeKey(q.postalCode!));
  if (!members) return null;
  const poi = ctx.search.poi;
  let lat = 0;
  let lng = 0;
  for (const i of members) [lat, lng] = [lat + poi.xy[i * 2 + 1]! / members.length, lng + poi.xy[i * 2]! / members.length];
  let mid = members[0]!;
  let best = Infinity;
  for (const i of members) {
    const m = haversineMeters(lat, lng, poi.xy[i * 2 + 1]!, poi.xy[i * 2]!);
    if (m < best) [mid, best] = [i, m];
  }
  const at = { lng: poi.xy[mid * 2]!, lat: poi.xy[mid * 2 + 1]! };
  const place = ctx.placeAt(poi.district[mid]!, at.lat, at.lng);
  const cityKey = q.city ? placeKey(q.city) : '';
  // In the town: its own addr:city, its municipality's, or a place of that name it lies in (a village of the
  // municipality, "Nendeln"); a town the region does not have is not.
  const known = cityKey !== '' && ctx.localTown(cityKey) !== null;
  const inCity = !cityKey || members.some((i) => (poi.city[i] && placeKey(poi.city[i]!) === cityKey) || (known && ctx.pointInTown(poi.xy[i * 2 + 1]!, poi.xy[i * 2]!, poi.district[i]!, q.city!)));
  const admin: Confidence = !cityKey ? 'X' : inCity ? 'A' : 'C';
  const streetNote = q.street ? `"${q.city ? withoutLink(q.street) : q.street}" not found: the postcode's area` : undefined;
  const cityNote = cityKey && !inCity ? `${q.city} is not in postcode ${poi.postcode[mid]}` : undefined;
  return makeResult('Z1', conf('X', state.mismatch ? weaker(admin, 'B') : admin, 'A'), at, place, {
    postalCode: poi.postcode[mid]!,
    note: joinNotes(streetNote, cityNote, state.note),
  });
}

/** A postcode of the region's addresses (Z1): the address nearest the middle of those carrying it. */
function localPostcode(ctx: GeocodeContext, q: StructuredQuery, state: { mismatch: boolean; note?: string }): GeocodeResult | null {
  const whole = q.postalCode ? ctx.book.byPostcode.get(postcodeKey(q.postalCode)) : undefined;
  const members = whole ?? (q.postalCode ? pc4Members(ctx, q.postalCode) : undefined);
  if (!members) return q.postalCode ? (poiPostcode(ctx, q, state) ?? streetPostcode(ctx, q.postalCode, state)) : null;
  const a = ctx.search.addr;
  const mid = ctx.book.nearestToMean(members);
  const cityKey = q.city ? placeKey(q.city) : '';
  // The town by any of its names ("Rome" for addresses tagged "Roma").
  const town = cityKey ? (ctx.localTown(cityKey)?.keys ?? new Set([cityKey])) : null;
  const inCity = town !== null && members.some((i) => [...ctx.book.groups[ctx.book.groupOf[i]!]!.cityKeys].some((k) => town.has(k)));
  const cityAdmin: Confidence = !cityKey ? 'X' : inCity ? 'A' : 'C';
  const admin = state.mismatch ? weaker(cityAdmin, 'B') : cityAdmin;
  const at = ctx.book.point(mid);
  const place = ctx.placeAt(a.district[mid]!, at.lat, at.lng);
  const streetNote = q.street ? `"${q.city ? withoutLink(q.street) : q.street}" not found: the postcode's area` : undefined;
  const cityNote = cityKey && !inCity ? `${q.city} is not in postcode ${a.postcode[mid]}` : undefined;
  return makeResult('Z1', conf('X', admin, 'A'), at, { ...place, city: a.city[mid] || place.city }, {
    postalCode: whole ? a.postcode[mid]! : q.postalCode!.trim(),
    note: joinNotes(streetNote, cityNote, state.note),
  });
}

function localCity(ctx: GeocodeContext, q: StructuredQuery, state: { mismatch: boolean; note?: string }): GeocodeResult | null {
  const streetNote = q.street ? notFound(ctx, q, "the place's centre") : undefined;
  const c = conf('X', state.mismatch ? 'B' : 'A', 'X');
  return (
    localPlace(ctx, q.city!, c, joinNotes(streetNote, state.note)) ??
    boundaryTownResult(ctx, q.city!, c, joinNotes(q.street ? notFound(ctx, q, `the centre of ${q.city}`) : undefined, state.note)) ??
    addressTownResult(ctx, q.city!, c, (centre) => joinNotes(q.street ? notFound(ctx, q, centre) : undefined, state.note)) ??
    countyResult(ctx, q.city!, q.street ? notFound(ctx, q, "the county's centre") : state.note)
  );
}

/** A municipality known only by its boundary ("Bressler-Enhaut-Oberlin"): the middle of what it holds, A5. */
function boundaryTownResult(ctx: GeocodeContext, text: string, c: Confidences, note?: string): GeocodeResult | null {
  const town = ctx.boundaryTown(placeKey(text));
  if (!town) return null;
  const place = ctx.placeAt(town.district, town.at.lat, town.at.lng);
  return makeResult('A5', c, town.at, place, { note });
}

/**
 * A town named only by its addresses' addr:city ("Roma" in an extract with no place or boundary of it): the
 * gazetteer's city there, never a far city of the same name (Roma, Texas).
 */
function addressTownResult(ctx: GeocodeContext, text: string, c: Confidences, note: (centre: string) => string | undefined = () => undefined): GeocodeResult | null {
  const city = ctx.addressTown(placeKey(text));
  return city < 0 ? null : cityResult(ctx, city, c, note(`the centre of ${ctx.placeOfCity(city).city}`));
}

/**
 * Why a street asked for is answered by its town's centre: several streets hold its words (named, at most
 * `SEVERAL_NAMED` of them: '"Skansgatan" fits several streets: Östra Skansgatan, Västra Skansgatan; the centre of
 * Göteborg'), or none is known. Every entry point's note comes from here.
 */
function notFound(ctx: GeocodeContext, q: StructuredQuery, centre: string, none?: string): string {
  const byWords = matchStreetByWords(ctx, q.street!, (s) => !q.city || inCity(ctx, s, q.city));
  if (byWords && 'several' in byWords) return `${severalNote(q.street!, byWords.several)}; ${centre}`;
  const typed = q.city ? withoutLink(q.street!) : q.street;
  return none ? `${none} "${typed}" here: ${centre}` : `"${typed}" not found: ${centre}`;
}

/**
 * The linking word the line's reading leaves before the town ("Landesbibliothek in" of "Landesbibliothek in
 * Triesen") is no word of the name typed. Not the short ones that end names too ("Obere Au", "Casa a").
 */
const TRAILING_LINK = new RegExp(`\\s+(?:${LINK_WORDS.split('|').filter((w) => w.length > 1 && w !== 'au' && w !== 'en').join('|')})$`, 'i');
function withoutLink(street: string): string {
  const bare = street.replace(TRAILING_LINK, '');
  return bare || street;
}

const SEVERAL_NAMED = 3;

function severalNote(typed: string, names: readonly string[]): string {
  const listed = names.slice(0, SEVERAL_NAMED).join(', ');
  return `"${typed}" fits several streets: ${names.length > SEVERAL_NAMED ? `${listed}, …` : listed}`;
}

function findCity(
  ctx: GeocodeContext,
  text: string,
  countryCode: string | undefined,
  stateCode: string | undefined,
  fuzzy: boolean,
): { index: number; confidence: Confidence; note?: string } | null {
  const gaz = ctx.gaz!;
  const key = placeKey(text);
  if (key === ctx.regionAlias && ctx.mainCity >= 0) return { index: ctx.mainCity, confidence: 'A' };
  const cc = countryCode?.toUpperCase();
  const strict = gaz.citiesNamed(key, cc, stateCode)[0] ?? (stateCode ? longerNameInState(ctx, key, cc, stateCode) : undefined);
  if (strict !== undefined) return { index: strict, confidence: 'A' };
  // The form's country defaults to US: a city that exists only elsewhere is still found, with less confidence
  // and a note saying where it is (never Washington, Utah for a Washington, DC query without saying so).
  const loose = gaz.citiesNamed(key, stateCode ? cc : undefined)[0] ?? gaz.citiesNamed(key)[0];
  if (loose !== undefined) return { index: loose, confidence: 'B', note: elsewhere(ctx, loose, text, stateCode ?? cc) };
  const near = fuzzy ? (cc && gaz.fuzzyCity(key, cc, ctx.centre)) || gaz.fuzzyCity(key, undefined, ctx.centre) : null;
  if (!near) return null;
  return { index: near.index, confidence: near.edits === 1 ? 'B' : 'C', note: `No place named "${text}": nearest spelling` };
}

/**
 * A city asked for with a state that is not a US state: a province or region of the city's country by name
 * ("Toronto, Ontario"), else a country put in the state field ("Paris", state "FR"); else the city as if no
 * state were given, never with full confidence, and the answer says the state was not recognised.
 */
function findCityInOtherState(
  ctx: GeocodeContext,
  text: string,
  state: string,
  countryCode: string | undefined,
  fuzzy: boolean,
): { index: number; confidence: Confidence; note?: string } | null {
  const gaz = ctx.gaz!;
  const c = gaz.data.cities;
  const key = placeKey(text);
  const stateKey = placeKey(state);
  const cc = countryCode?.toUpperCase();
  const named = gaz.citiesNamed(key);
  const inArea = named.filter((i) => placeKey(gaz.admin1Name(c.country.at(i)!, c.admin1.at(i)!)) === stateKey);
  const inRegion = inArea.find((i) => !cc || c.country.at(i) === cc) ?? inArea[0];
  if (inRegion !== undefined) {
    if (!cc || c.country.at(inRegion) === cc) return { index: inRegion, confidence: 'A' };
    return { index: inRegion, confidence: 'B', note: elsewhere(ctx, inRegion, text, cc) };
  }
  const co = gaz.country(state);
  const country = co !== undefined ? gaz.data.countries[co]! : undefined;
  const inCountry = country ? gaz.citiesNamed(key, country.code)[0] : undefined;
  if (inCountry !== undefined) {
    return { index: inCountry, confidence: 'B', note: `State "${state}" read as the country ${country!.name}` };
  }
  const city = findCity(ctx, text, countryCode, undefined, fuzzy);
  if (!city) return null;
  return { ...city, confidence: weaker(city.confidence, 'B'), note: joinNotes(`State "${state}" not recognised`, city.note) };
}

/** "Washington" in DC is GeoNames' "Washington, D.C.": a longer name of that state starting with the words given. */
function longerNameInState(ctx: GeocodeContext, key: string, cc: string | undefined, stateCode: string): number | undefined {
  const c = ctx.gaz!.data.cities;
  let best: number | undefined;
  for (const i of ctx.gaz!.citiesWithPrefix(`${key} `)) {
    if (c.admin1.at(i) !== stateCode || (cc && c.country.at(i) !== cc) || c.section[i]) continue;
    if (best === undefined || c.population[i]! > c.population[best]!) best = i;
  }
  return best;
}

function elsewhere(ctx: GeocodeContext, city: number, text: string, asked: string | undefined): string {
  const place = ctx.placeOfCity(city);
  const where = [place.city, place.state, place.countryCode].filter(Boolean).join(', ');
  return asked ? `No ${text} in ${asked}: this is ${where}` : `This is ${where}`;
}
