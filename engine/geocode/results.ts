// Turns matched addresses, streets, intersections and places into GeocodeResults with honest quality codes,
// their street line and display name written the way the country writes addresses (format-address.ts).
import type { GeocodeContext, Place } from './context.ts';
import { PLACE_RANK } from './context.ts';
import { formatAddress, streetLine } from './format-address.ts';
import { QUALITY_OF, qualityCode, type Confidence, type Granularity } from './quality.ts';
import type { GeocodeResult, SideOfStreet } from './types.ts';

export interface Confidences {
  street: Confidence;
  admin: Confidence;
  postal: Confidence;
}

export interface ResultExtra {
  /** The street's name alone (or "A & B" for an intersection). */
  street?: string;
  /** The house number, written before or after the street as the country does. */
  houseNumber?: string;
  /** County or province, for the countries that write it (Italy's "RM"). */
  county?: string;
  postalCode?: string;
  side?: SideOfStreet;
  linkId?: string;
  neighbourhood?: string;
  /** What leads the display name when it is not the street: a point of interest's or a place's name. */
  label?: string;
  note?: string;
}

/** A postcode as its country writes it, whatever the tag's spacing and case: Dutch "3993dx" is "3993 DX". */
export function showPostcode(p: string): string {
  const dutch = /^(\d{4})\s?([a-z]{2})$/i.exec(p.trim());
  return dutch ? `${dutch[1]} ${dutch[2]!.toUpperCase()}` : p;
}

export function makeResult(g: Granularity, conf: Confidences, at: { lat: number; lng: number }, place: Place, extra: ResultExtra = {}): GeocodeResult {
  const road = extra.street ?? '';
  const street = streetLine(road, extra.houseNumber, place.countryCode);
  const postalCode = showPostcode(extra.postalCode ?? '');
  const result: GeocodeResult = {
    lat: round6(at.lat),
    lng: round6(at.lng),
    street,
    adminArea6: extra.neighbourhood ?? '',
    adminArea5: place.city,
    adminArea4: extra.county ?? '',
    adminArea3: place.state,
    adminArea1: place.countryCode,
    postalCode,
    geocodeQuality: QUALITY_OF[g],
    geocodeQualityCode: qualityCode(g, conf.street, conf.admin, conf.postal),
    sideOfStreet: extra.side ?? 'N',
    displayName: displayName(place, { ...extra, street: road, postalCode }),
    linkId: extra.linkId ?? '',
  };
  if (extra.note) result.note = extra.note;
  return result;
}

/**
 * A point of interest's own address as the pack keeps it ("Duxgass 55", "North Wolfe Street 600", "Silum"):
 * the street and the number apart, so the number can be written where its country writes it.
 */
export function poiAddress(line: string): { street: string; houseNumber?: string } {
  const m = /^(.+?\D)\s+(\d+[^\s]*(?:\s(?:bis|ter|quater|[a-z]))?)$/i.exec(line);
  return m && m[1]!.trim().length > 1 ? { street: m[1]!, houseNumber: m[2]! } : { street: line };
}

/** "615 North Wolfe Street, Baltimore, MD 21205, US"; "Städtle 32, 9490 Vaduz, LI"; "Schloss Vaduz, Städtle, 9490 Vaduz, LI". */
export function displayName(place: Place, extra: ResultExtra): string {
  // A country alone is its name: the templates would write only its code, or another country's ("CH" for LI).
  if (!extra.label && !extra.street && !extra.postalCode && !place.city && !place.state && place.country) return place.country;
  const fields = {
    name: extra.label === place.city ? undefined : extra.label,
    road: extra.street,
    houseNumber: extra.houseNumber,
    postcode: extra.postalCode,
    city: place.city,
    county: extra.county,
    state: place.state,
    countryCode: place.countryCode,
  };
  return formatAddress(fields, place.countryCode || place.country);
}

export function streetResult(ctx: GeocodeContext, s: number, conf: Confidences, note?: string): GeocodeResult {
  return makeResult('B1', conf, ctx.streetPoint(s), ctx.placeOfStreet(s), {
    street: ctx.d.names[s]!,
    postalCode: ctx.d.postal[s] || postcodeOfPoint(ctx, ctx.streetPoint(s)),
    county: ctx.search.districts[ctx.search.streetDistrict[s] ?? -1]?.county,
    linkId: ctx.firstWayOf(s),
    note,
  });
}

/** The postcode a point lies in, from the addresses around it. */
export const postcodeOfPoint = (ctx: GeocodeContext, at: { lat: number; lng: number }) => ctx.book.postcodeAt(at.lat, at.lng);

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

/**
 * An address point (P1), or a point on its street derived from address points (L1, B3, B1). A number of an
 * `addr:interpolation` line is an estimate of where the house is, so it is L1 with a note, never P1.
 */
export function addressResult(
  ctx: GeocodeContext,
  g: Granularity,
  at: { lat: number; lng: number },
  addr: number,
  conf: Confidences,
  extra: { street: string; houseNumber?: string; note?: string },
): GeocodeResult {
  const a = ctx.search.addr;
  const place = ctx.placeAt(a.district[addr]!, at.lat, at.lng);
  const city = a.city[addr] || place.city;
  const estimated = g === 'P1' && isInterpolated(ctx, addr);
  const note = estimated ? joinNotes(`Placed along the street's numbered range (addr:interpolation): no house is tagged ${a.number[addr]}`, extra.note) : extra.note;
  const county = ctx.search.districts[a.district[addr]!]?.county;
  return makeResult(estimated ? 'L1' : g, conf, at, { ...place, city }, { ...extra, note, county, postalCode: a.postcode[addr] || ctx.book.postcodeNear(addr) });
}

/** Whether an address is a number an interpolation line stands for (indices ascending: a binary search). */
export function isInterpolated(ctx: GeocodeContext, addr: number): boolean {
  const list = ctx.search.addr.interpolated;
  let [lo, hi] = [0, list.length - 1];
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] === addr) return true;
    if (list[mid]! < addr) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** A place of the extract: a city, town or village is a city (A5), anything smaller a neighbourhood (A6). */
export function placeResult(ctx: GeocodeContext, p: number, conf: Confidences, note?: string): GeocodeResult {
  const pl = ctx.search.place;
  const at = { lng: pl.xy[p * 2]!, lat: pl.xy[p * 2 + 1]! };
  const isCity = (PLACE_RANK[pl.kind[p]!] ?? 0) >= PLACE_RANK.village!;
  const place = ctx.placeAt(pl.district[p]!, at.lat, at.lng);
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
