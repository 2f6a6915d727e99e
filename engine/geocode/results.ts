// Turns matched addresses, streets, intersections and places into GeocodeResults with honest quality codes.
import type { GeocodeContext, Place } from './context.ts';
import { PLACE_RANK } from './context.ts';
import { QUALITY_OF, qualityCode, type Confidence, type Granularity } from './quality.ts';
import type { GeocodeResult, SideOfStreet } from './types.ts';

export interface Confidences {
  street: Confidence;
  admin: Confidence;
  postal: Confidence;
}

export interface ResultExtra {
  street?: string;
  postalCode?: string;
  side?: SideOfStreet;
  linkId?: string;
  neighbourhood?: string;
  /** What leads the display name when it is not the street: a point of interest's or a place's name. */
  label?: string;
  note?: string;
}

export function makeResult(g: Granularity, conf: Confidences, at: { lat: number; lng: number }, place: Place, extra: ResultExtra = {}): GeocodeResult {
  const street = extra.street ?? '';
  const postalCode = extra.postalCode ?? '';
  const cityLine = [postalCode, place.city].filter(Boolean).join(' ');
  const lead = [extra.label, street].filter(Boolean).join(', ');
  const result: GeocodeResult = {
    lat: round6(at.lat),
    lng: round6(at.lng),
    street,
    adminArea6: extra.neighbourhood ?? '',
    adminArea5: place.city,
    adminArea4: '',
    adminArea3: place.state,
    adminArea1: place.countryCode,
    postalCode,
    geocodeQuality: QUALITY_OF[g],
    geocodeQualityCode: qualityCode(g, conf.street, conf.admin, conf.postal),
    sideOfStreet: extra.side ?? 'N',
    displayName: [lead, cityLine === extra.label ? '' : cityLine, place.state, place.countryCode || place.country].filter(Boolean).join(', '),
    linkId: extra.linkId ?? '',
  };
  if (extra.note) result.note = extra.note;
  return result;
}

export function streetResult(ctx: GeocodeContext, s: number, conf: Confidences, note?: string): GeocodeResult {
  return makeResult('B1', conf, ctx.streetPoint(s), ctx.placeOfStreet(s), {
    street: ctx.d.names[s]!,
    postalCode: ctx.d.postal[s]!,
    linkId: ctx.firstWayOf(s),
    note,
  });
}

export function intersectionResult(ctx: GeocodeContext, x: number, first: number, second: number, conf: Confidences, note?: string) {
  const at = { lng: ctx.d.xCoords[x * 2]!, lat: ctx.d.xCoords[x * 2 + 1]! };
  return makeResult('I1', conf, at, ctx.placeOfStreet(first), {
    street: `${ctx.d.names[first]} & ${ctx.d.names[second]}`,
    postalCode: ctx.d.postal[first] || ctx.d.postal[second]!,
    note,
  });
}

export function cityResult(ctx: GeocodeContext, city: number, conf: Confidences, note?: string): GeocodeResult {
  const c = ctx.gaz!.data.cities;
  const place = ctx.placeOfCity(city);
  return makeResult(c.section[city] ? 'A6' : 'A5', conf, { lat: c.lat[city]!, lng: c.lng[city]! }, place, { note });
}

/** An address point (P1), or a point on its street derived from address points (L1, B3, B1). */
export function addressResult(
  ctx: GeocodeContext,
  g: Granularity,
  at: { lat: number; lng: number },
  addr: number,
  conf: Confidences,
  extra: { street: string; note?: string },
): GeocodeResult {
  const a = ctx.search.addr;
  const place = ctx.placeOfDistrict(a.district[addr]!, ctx.nearestGazetteerCity(at.lat, at.lng));
  const city = a.city[addr] || place.city;
  return makeResult(g, conf, at, { ...place, city }, { ...extra, postalCode: a.postcode[addr] || ctx.book.postcodeNear(addr) });
}

/** A place of the extract: a city, town or village is a city (A5), anything smaller a neighbourhood (A6). */
export function placeResult(ctx: GeocodeContext, p: number, conf: Confidences, note?: string): GeocodeResult {
  const pl = ctx.search.place;
  const at = { lng: pl.xy[p * 2]!, lat: pl.xy[p * 2 + 1]! };
  const isCity = (PLACE_RANK[pl.kind[p]!] ?? 0) >= PLACE_RANK.village!;
  const place = ctx.placeOfDistrict(pl.district[p]!, ctx.nearestGazetteerCity(at.lat, at.lng));
  const name = pl.names[p]![0]!;
  return makeResult(isCity ? 'A5' : 'A6', conf, at, isCity ? { ...place, city: name } : place, {
    neighbourhood: isCity ? '' : name,
    label: isCity ? undefined : name,
    note,
  });
}

/** Several notes in one line; undefined when there are none. */
export function joinNotes(...notes: (string | undefined)[]): string | undefined {
  return notes.filter(Boolean).join('; ') || undefined;
}

export function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}
