// Forward geocoding: a structured or single-line query resolved against region streets, then the gazetteer.
import type { GeocodeContext } from './context.ts';
import { placeKey, splitIntersection } from './normalize.ts';
import type { Confidence } from './quality.ts';
import { cityResult, intersectionResult, makeResult, streetResult } from './results.ts';
import { matchIntersection, matchStreet } from './street-match.ts';
import type { ForwardQuery, GeocodeResult, StructuredQuery } from './types.ts';

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;

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

/** "Kungsgatan 12, 411 19 Göteborg, Sweden" or "1600 Main St, Denver, CO 80202" into structured parts. */
export function parseSingleLine(ctx: GeocodeContext, text: string): StructuredQuery {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const q: StructuredQuery = {};
  const gaz = ctx.gaz;
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const stateZip = /^(.*?)\s*(\d{5}(?:-\d{4})?)$/.exec(last);
    const stateText = stateZip ? stateZip[1]! : last;
    if (stateZip && (!stateText || gaz?.state(stateText) !== undefined)) {
      q.postalCode = stateZip[2]!;
      if (stateText) q.state = stateText;
    } else if (!q.state && !q.countryCode && gaz?.state(last) !== undefined) {
      q.state = last;
    } else if (!q.countryCode && !q.state && gaz?.country(last) !== undefined) {
      q.countryCode = gaz.data.countries[gaz.country(last)!]!.code;
    } else break;
    parts.pop();
  }
  const swedishPostal = parts.length > 1 ? /^(\d{3}\s?\d{2})\s+(.+)$/.exec(parts[parts.length - 1]!) : null;
  if (swedishPostal) {
    q.postalCode = swedishPostal[1]!;
    parts[parts.length - 1] = swedishPostal[2]!;
  }
  if (parts.length >= 2) {
    q.street = parts[0]!;
    q.city = parts[1]!;
  } else if (parts.length === 1) {
    const only = parts[0]!;
    if (US_ZIP.test(only)) q.postalCode = only;
    else if (q.state || q.countryCode) q.city = only;
    else q.street = only;
  }
  return q;
}

function resolve(ctx: GeocodeContext, q: StructuredQuery, singleLine: boolean): GeocodeResult | null {
  if (q.street) {
    const hit = regionStreet(ctx, q);
    if (hit) return hit;
    // A single line without commas may name a place: a state or country name first (as a US-centred
    // provider reads "California" or "Mexico"), then a city, then a misspelt street, then a misspelt city.
    if (singleLine && !q.city) {
      const text = q.street;
      const rest = { postalCode: q.postalCode };
      return (
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

function regionStreet(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  const cityCheck = checkCity(ctx, q);
  if (cityCheck === 'outside') return null;
  const exactOnly = !q.city && !q.postalCode;
  const admin: Confidence = cityCheck === 'none' ? 'X' : cityCheck === 'region' ? 'A' : 'B';
  const inter = splitIntersection(q.street!);
  if (inter?.right) {
    const hits = matchIntersection(ctx, inter.left, inter.right);
    const x = pickNearCity(ctx, hits.map((h) => h.first), q.city);
    const h = hits.find((m) => m.first === x) ?? hits[0];
    if (!h) return null;
    const street: Confidence = h.edits === 0 ? 'A' : h.edits === 1 ? 'B' : 'C';
    return intersectionResult(ctx, h.index, h.first, h.second, { street, admin, postal: 'X' });
  }
  // Without a city, a single-line word is looked up exactly first so that place names get their turn.
  const m = matchStreet(ctx, q.street!, !exactOnly);
  if (!m) return null;
  const s = pickByPostal(ctx, m.streets, q.postalCode) ?? pickNearCity(ctx, m.streets, q.city);
  const street: Confidence = m.edits === 0 ? 'A' : m.edits === 1 ? 'B' : 'C';
  const postal: Confidence = !q.postalCode || !ctx.d.postal[s] ? 'X' : samePostal(ctx.d.postal[s]!, q.postalCode) ? 'A' : 'C';
  return streetResult(ctx, s, { street, admin, postal });
}

function fuzzyStreetOnly(ctx: GeocodeContext, q: StructuredQuery): GeocodeResult | null {
  const m = matchStreet(ctx, q.street!, true);
  if (!m) return null;
  const s = m.streets[0]!;
  const street: Confidence = m.edits === 0 ? 'A' : m.edits === 1 ? 'B' : 'C';
  return streetResult(ctx, s, { street, admin: 'X', postal: 'X' });
}

/** 'none' no city given; 'region' a city of the region; 'other' unknown name; 'outside' a city elsewhere. */
function checkCity(ctx: GeocodeContext, q: StructuredQuery): 'none' | 'region' | 'other' | 'outside' {
  if (!q.city) return 'none';
  const key = placeKey(q.city);
  if (key === ctx.regionAlias) return 'region';
  const gaz = ctx.gaz;
  if (!gaz) return 'other';
  const named = gaz.citiesNamed(key);
  if (!named.length) return 'other';
  const c = gaz.data.cities;
  return named.some((i) => ctx.inRegion(c.lat[i]!, c.lng[i]!)) ? 'region' : 'outside';
}

function pickByPostal(ctx: GeocodeContext, streets: number[], postal: string | undefined): number | undefined {
  return postal ? streets.find((s) => ctx.d.postal[s] && samePostal(ctx.d.postal[s]!, postal)) : undefined;
}

// Among same-named streets, the one in the named city, else the most important (the list is ranked).
function pickNearCity(ctx: GeocodeContext, streets: number[], city: string | undefined): number {
  if (city && ctx.gaz) {
    const key = placeKey(city);
    const names = ctx.gaz.data.cities.names;
    const inCity = streets.find((s) => ctx.streetCity[s]! >= 0 && placeKey(names[ctx.streetCity[s]!]!) === key);
    if (inCity !== undefined) return inCity;
  }
  return streets[0]!;
}

function samePostal(a: string, b: string): boolean {
  return a.replace(/\s/g, '') === b.replace(/\s/g, '');
}

/** City, ZIP, state or country from the gazetteer, the finest the query allows. */
function placeQuery(ctx: GeocodeContext, q: StructuredQuery, fuzzy: boolean): GeocodeResult | null {
  const gaz = ctx.gaz;
  if (!gaz) return null;
  const stateIdx = q.state ? gaz.state(q.state) : undefined;
  const stateCode = stateIdx !== undefined ? gaz.data.states[stateIdx]!.code : undefined;
  if (q.city) {
    const city = findCity(ctx, q.city, q.countryCode, stateCode, fuzzy);
    if (city) {
      return cityResult(ctx, city.index, { street: 'X', admin: city.confidence, postal: 'X' });
    }
  }
  if (q.postalCode && US_ZIP.test(q.postalCode)) {
    const z = gaz.zip(q.postalCode);
    if (z !== undefined) {
      const zips = gaz.data.zips;
      const place = { city: zips.city[z]!, state: zips.state[z]!, countryCode: 'US', country: 'United States' };
      return makeResult('Z1', { street: 'X', admin: 'X', postal: 'A' }, { lat: zips.lat[z]!, lng: zips.lng[z]! }, place, {
        postalCode: zips.codes[z]!,
      });
    }
  }
  if (stateIdx !== undefined) {
    const st = gaz.data.states[stateIdx]!;
    const place = { city: '', state: st.code, countryCode: 'US', country: 'United States' };
    return makeResult('A3', { street: 'X', admin: 'A', postal: 'X' }, st, place);
  }
  const countryText = q.countryCode ?? (q.city && !q.street ? q.city : undefined);
  const co = countryText !== undefined ? gaz.country(countryText) : undefined;
  if (co !== undefined && !q.street) {
    const country = gaz.data.countries[co]!;
    const place = { city: '', state: '', countryCode: country.code, country: country.name };
    return makeResult('A1', { street: 'X', admin: 'X', postal: 'X' }, country, place);
  }
  return null;
}

function findCity(
  ctx: GeocodeContext,
  text: string,
  countryCode: string | undefined,
  stateCode: string | undefined,
  fuzzy: boolean,
): { index: number; confidence: Confidence } | null {
  const gaz = ctx.gaz!;
  const key = placeKey(text);
  if (key === ctx.regionAlias && ctx.mainCity >= 0) return { index: ctx.mainCity, confidence: 'A' };
  const cc = countryCode?.toUpperCase();
  const strict = gaz.citiesNamed(key, cc, stateCode)[0];
  if (strict !== undefined) return { index: strict, confidence: 'A' };
  // The form's country defaults to US: a city that exists only elsewhere is still found, with less confidence.
  const loose = gaz.citiesNamed(key, stateCode ? cc : undefined)[0] ?? gaz.citiesNamed(key)[0];
  if (loose !== undefined) return { index: loose, confidence: 'B' };
  const near = fuzzy ? ((cc && gaz.fuzzyCity(key, cc)) || gaz.fuzzyCity(key)) : null;
  return near ? { index: near.index, confidence: near.edits === 1 ? 'B' : 'C' } : null;
}
