// Forward geocoding: a structured or single-line query resolved against the region's addresses, streets,
// points of interest and places, then the gazetteer; each answer says how much of the query it honours.
import { postcodeKey } from './address-book.ts';
import { matchAddress } from './address-match.ts';
import type { GeocodeContext } from './context.ts';
import { foldText, placeKey, splitHouseNumber, splitIntersection, streetKey } from './normalize.ts';
import { editConfidence, weaker, type Confidence } from './quality.ts';
import { cityResult, intersectionResult, joinNotes, makeResult, placeResult, streetResult, type Confidences } from './results.ts';
import { matchIntersection, matchStreet } from './street-match.ts';
import type { ForwardQuery, GeocodeResult, StructuredQuery } from './types.ts';

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;
/** "9490", "FL-9490", "411 19", optionally followed by the town: "9490 Vaduz", "SE-411 19 Göteborg". */
const POSTAL_PART = /^(?:[A-Za-z]{1,3}-)?(\d{3}\s\d{2}|\d{4,5})(?:\s+(.+))?$/;
/** "Vaduz 9490": the town, then its postcode. */
const TOWN_POSTAL = /^(\D+?)\s+(\d{4,5})$/;

export function forward(ctx: GeocodeContext, q: ForwardQuery): GeocodeResult | null {
  if ('location' in q) return resolve(ctx, parseSingleLine(ctx, q.location), true);
  return resolve(ctx, clean(q), false);
}

function clean(q: StructuredQuery): StructuredQuery {
  const out: StructuredQuery = {};
  for (const k of ['street', 'city', 'state', 'postalCode', 'countryCode'] as const) {
    const v = q[k]?.trim();
    if (v) out[k] = v;
  }
  return out;
}

/** "Landstrasse 12, FL-9490 Vaduz, Liechtenstein" or "1600 Main St, Denver, CO 80202, US" into parts. */
export function parseSingleLine(ctx: GeocodeContext, text: string): StructuredQuery {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const q: StructuredQuery = {};
  const gaz = ctx.gaz;
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const stateZip = /^(.*?)\s*(\d{5}(?:-\d{4})?)$/.exec(last);
    const stateText = stateZip ? stateZip[1]! : last;
    // A US state may follow the country ("Washington, DC, US"); only US states are known by name.
    const stateAllowed = !q.state && (!q.countryCode || q.countryCode === 'US');
    if (stateZip && !q.postalCode && (!stateText || (stateAllowed && gaz?.state(stateText) !== undefined))) {
      q.postalCode = stateZip[2]!;
      if (stateText) q.state = stateText;
    } else if (stateAllowed && gaz?.state(last) !== undefined && !ctx.localCityKeys.has(placeKey(last))) {
      q.state = last;
    } else if (!q.countryCode && !q.state && gaz?.country(last) !== undefined) {
      q.countryCode = gaz.data.countries[gaz.country(last)!]!.code;
    } else break;
    parts.pop();
  }
  const postal = parts.length > 1 ? POSTAL_PART.exec(parts[parts.length - 1]!) : null;
  const townFirst = parts.length > 1 && !postal && !q.postalCode ? TOWN_POSTAL.exec(parts[parts.length - 1]!) : null;
  if (postal) {
    q.postalCode = postal[1]!;
    if (postal[2]) parts[parts.length - 1] = postal[2];
    else parts.pop();
  } else if (townFirst) {
    q.postalCode = townFirst[2]!;
    parts[parts.length - 1] = townFirst[1]!;
  }
  if (parts.length >= 2) {
    q.street = parts[0]!;
    q.city = parts[1]!;
  } else if (parts.length === 1) {
    const only = parts[0]!;
    const postalOnly = POSTAL_PART.exec(only);
    if (postalOnly && !q.postalCode && !US_ZIP.test(only)) {
      q.postalCode = postalOnly[1]!;
      if (postalOnly[2]) q.city = postalOnly[2];
    } else if (US_ZIP.test(only) && !q.postalCode) q.postalCode = only;
    else if ((q.state || q.countryCode) && !q.postalCode) q.city = only;
    else q.street = only;
  }
  return q;
}

function resolve(ctx: GeocodeContext, q: StructuredQuery, singleLine: boolean): GeocodeResult | null {
  if (q.street) {
    const hit = regionStreet(ctx, q);
    if (hit) return hit;
    if (singleLine && !q.city) {
      // "Landstrasse 12 Vaduz": a local town at the end of a comma-less line is the city.
      const peeled = peelLocalCity(ctx, q.street);
      const withCity = peeled && regionStreet(ctx, { ...q, ...peeled });
      if (withCity) return withCity;
      // A single line may name a place: the region's own places and points of interest, then a state or
      // country name (as a US-centred provider reads "California" or "Mexico"), a city, a misspelt street,
      // a misspelt city.
      const text = q.street;
      const rest = { postalCode: q.postalCode };
      return (
        localPlace(ctx, text, conf('X', 'A', 'X')) ??
        namedPoi(ctx, text) ??
        (ctx.gaz?.state(text) !== undefined ? placeQuery(ctx, { ...rest, state: text }, false) : null) ??
        (ctx.gaz?.country(text) !== undefined ? placeQuery(ctx, { ...rest, countryCode: text }, false) : null) ??
        placeQuery(ctx, { ...q, city: text, street: undefined }, false) ??
        fuzzyStreetOnly(ctx, q) ??
        placeQuery(ctx, { ...q, city: text, street: undefined }, true)
      );
    }
  }
  return placeQuery(ctx, q, true);
}

const conf = (street: Confidence, admin: Confidence, postal: Confidence): Confidences => ({ street, admin, postal });

function regionStreet(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  const cityCheck = checkCity(ctx, q);
  if (cityCheck === 'outside') return null;
  const state = checkState(ctx, q);
  const cityAdmin: Confidence = cityCheck === 'none' ? 'X' : cityCheck === 'region' ? 'A' : 'B';
  const admin = state.mismatch ? weaker(cityAdmin, 'B') : cityAdmin;
  const inter = splitIntersection(q.street!);
  if (inter?.right) {
    const hits = matchIntersection(ctx, inter.left, inter.right);
    const x = pickNearCity(ctx, hits.map((h) => h.first), q.city);
    const h = hits.find((m) => m.first === x) ?? hits[0];
    if (!h) return null;
    return intersectionResult(ctx, h.index, h.first, h.second, conf(editConfidence(h.edits), admin, 'X'), state.note);
  }
  const split = splitHouseNumber(q.street!);
  if (split.houseNumber) {
    const hit = matchAddress(ctx, split.street, split.houseNumber, q, { admin, stateNote: state.note });
    if (hit) return hit;
  }
  // Without a city, a single-line word is looked up exactly first so that place names get their turn.
  const exactOnly = !q.city && !q.postalCode && !split.houseNumber;
  const m = matchStreet(ctx, q.street!, !exactOnly);
  if (!m) return addressOnlyStreet(ctx, split.street, q, admin, state.note);
  const s = pickByPostal(ctx, m.streets, q.postalCode) ?? pickNearCity(ctx, m.streets, q.city);
  const postal: Confidence = !q.postalCode || !ctx.d.postal[s] ? 'X' : samePostal(ctx.d.postal[s]!, q.postalCode) ? 'A' : 'C';
  const noNumber = m.houseNumber ? `No address data for number ${m.houseNumber}: the street's centre` : undefined;
  return streetResult(ctx, s, conf(editConfidence(m.edits), admin, postal), joinNotes(noNumber, state.note));
}

/** A street known only from its address points (no road carries the name): the address nearest its middle. */
function addressOnlyStreet(ctx: GeocodeContext, text: string, q: StructuredQuery, admin: Confidence, note?: string): GeocodeResult | null {
  const groups = ctx.book.groupsByKey.get(streetKey(text));
  if (!groups) return null;
  const key = q.city ? placeKey(q.city) : '';
  const g = groups.find((id) => key && ctx.book.groups[id]!.cityKeys.has(key)) ?? groups[0]!;
  const mid = ctx.book.middle(g);
  const group = ctx.book.groups[g]!;
  const result = makeResult('B1', conf('A', admin, 'X'), ctx.book.point(mid), ctx.placeOfDistrict(group.district, -1), {
    street: group.street,
    postalCode: ctx.book.postcodeNear(mid),
    note,
  });
  return result;
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
  if (key === ctx.regionAlias || ctx.localCityKeys.has(key)) return 'region';
  const gaz = ctx.gaz;
  if (!gaz) return 'other';
  const named = gaz.citiesNamed(key);
  if (!named.length) return 'other';
  const c = gaz.data.cities;
  return named.some((i) => ctx.inRegion(c.lat[i]!, c.lng[i]!)) ? 'region' : 'outside';
}

/** A state given with a query must be the region's (its state, country or, where there are no states, municipality). */
export function checkState(ctx: GeocodeContext, q: StructuredQuery): { mismatch: boolean; note?: string } {
  if (!q.state || ctx.regionStateKeys.has(placeKey(q.state))) return { mismatch: false };
  return { mismatch: true, note: `State "${q.state}" does not match ${ctx.info.region}` };
}

function pickByPostal(ctx: GeocodeContext, streets: number[], postal: string | undefined): number | undefined {
  return postal ? streets.find((s) => ctx.d.postal[s] && samePostal(ctx.d.postal[s]!, postal)) : undefined;
}

// Among same-named streets, the one in the named city (its municipality, else the gazetteer's nearest city),
// else the most important (the list is ranked).
function pickNearCity(ctx: GeocodeContext, streets: number[], city: string | undefined): number {
  if (city) {
    const key = placeKey(city);
    const inCity = streets.find((s) => placeKey(ctx.placeOfStreet(s).city) === key);
    if (inCity !== undefined) return inCity;
    const names = ctx.gaz?.data.cities.names;
    const near = names && streets.find((s) => ctx.streetCity[s]! >= 0 && placeKey(names[ctx.streetCity[s]!]!) === key);
    if (near !== undefined && near !== null) return near;
  }
  return streets[0]!;
}

function samePostal(a: string, b: string): boolean {
  return postcodeKey(a) === postcodeKey(b);
}

/** "Landstrasse 12 Vaduz" → street "Landstrasse 12", city "Vaduz", when the last one to three words name a local place. */
function peelLocalCity(ctx: GeocodeContext, text: string): StructuredQuery | null {
  const words = text.trim().split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const city = words.slice(-n).join(' ');
    if (!ctx.localCityKeys.has(placeKey(city))) continue;
    let street = words.slice(0, -n).join(' ');
    const postal = /^(.+\s\d+\s?[a-zA-Z]?)\s+(\d{4,5})$/.exec(street);
    if (postal) street = postal[1]!;
    return { street, city, ...(postal ? { postalCode: postal[2]! } : {}) };
  }
  return null;
}

/** A place of the extract named exactly so (the biggest of the same name). */
function localPlace(ctx: GeocodeContext, text: string, c: Confidences, note?: string): GeocodeResult | null {
  const p = ctx.placesByKey.get(placeKey(text))?.[0];
  return p === undefined ? null : placeResult(ctx, p, c, note);
}

/** A point of interest named exactly so: its own point (P1). */
function namedPoi(ctx: GeocodeContext, text: string): GeocodeResult | null {
  const key = foldText(text);
  const poi = ctx.search.poi;
  const i = poi.names.findIndex((names) => names.some((n) => foldText(n) === key));
  if (i < 0) return null;
  const at = { lng: poi.xy[i * 2]!, lat: poi.xy[i * 2 + 1]! };
  const place = ctx.placeOfDistrict(poi.district[i]!, ctx.nearestGazetteerCity(at.lat, at.lng));
  return makeResult('P1', conf('A', 'X', 'X'), at, place, { label: poi.names[i]![0], street: poi.address[i] });
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
      const streetNote = q.street ? `No street data for "${q.street}" here: the centre of ${gaz.data.cities.names[city.index]}` : undefined;
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

/** A postcode of the region's addresses (Z1): the address nearest the middle of those carrying it. */
function localPostcode(ctx: GeocodeContext, q: StructuredQuery, state: { mismatch: boolean; note?: string }): GeocodeResult | null {
  const members = q.postalCode ? ctx.book.byPostcode.get(postcodeKey(q.postalCode)) : undefined;
  if (!members) return null;
  const a = ctx.search.addr;
  const mid = ctx.book.nearestToMean(members);
  const cityKey = q.city ? placeKey(q.city) : '';
  const inCity = cityKey && members.some((i) => ctx.book.groups[ctx.book.groupOf[i]!]!.cityKeys.has(cityKey));
  const cityAdmin: Confidence = !cityKey ? 'X' : inCity ? 'A' : 'C';
  const admin = state.mismatch ? weaker(cityAdmin, 'B') : cityAdmin;
  const at = ctx.book.point(mid);
  const place = ctx.placeOfDistrict(a.district[mid]!, ctx.nearestGazetteerCity(at.lat, at.lng));
  const streetNote = q.street ? `"${q.street}" not found: the postcode's area` : undefined;
  const cityNote = cityKey && !inCity ? `${q.city} is not in postcode ${a.postcode[mid]}` : undefined;
  return makeResult('Z1', conf('X', admin, 'A'), at, { ...place, city: a.city[mid] || place.city }, {
    postalCode: a.postcode[mid]!,
    note: joinNotes(streetNote, cityNote, state.note),
  });
}

function localCity(ctx: GeocodeContext, q: StructuredQuery, state: { mismatch: boolean; note?: string }): GeocodeResult | null {
  const streetNote = q.street ? `"${q.street}" not found: the place's centre` : undefined;
  return localPlace(ctx, q.city!, conf('X', state.mismatch ? 'B' : 'A', 'X'), joinNotes(streetNote, state.note));
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
  const near = fuzzy ? (cc && gaz.fuzzyCity(key, cc)) || gaz.fuzzyCity(key) : null;
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
  const inArea = named.filter((i) => placeKey(gaz.admin1Name(c.country[i]!, c.admin1[i]!)) === stateKey);
  const inRegion = inArea.find((i) => !cc || c.country[i] === cc) ?? inArea[0];
  if (inRegion !== undefined) {
    if (!cc || c.country[inRegion] === cc) return { index: inRegion, confidence: 'A' };
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
    if (c.admin1[i] !== stateCode || (cc && c.country[i] !== cc) || c.section[i]) continue;
    if (best === undefined || c.population[i]! > c.population[best]!) best = i;
  }
  return best;
}

function elsewhere(ctx: GeocodeContext, city: number, text: string, asked: string | undefined): string {
  const place = ctx.placeOfCity(city);
  const where = [place.city, place.state, place.countryCode].filter(Boolean).join(', ');
  return asked ? `No ${text} in ${asked}: this is ${where}` : `This is ${where}`;
}
