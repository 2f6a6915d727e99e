// Reverse geocoding: the nearest address point within 50 m, else the nearest street piece; side of street,
// speed limit, toll and nearest intersection from the street either way.
import type { GeocodeContext, Place } from './context.ts';
import { haversineMeters, metersToDegLat, projectOnSegment, type SegmentProjection } from './geo.ts';
import type { Granularity } from './quality.ts';
import { cityResult, isInterpolated, makeResult, round6 } from './results.ts';
import { WAY_MPH, WAY_TOLL } from './street-index.ts';
import type { NearestIntersection, ReverseResult, SideOfStreet } from './types.ts';

/** The place nodes that are parts of a city, for a reverse answer's neighbourhood. */
const CITY_PARTS: ReadonlySet<string> = new Set(['suburb', 'quarter', 'neighbourhood']);

/** Beyond this distance from any street the answer is the nearest city (inside the region only), not a street. */
const MAX_STREET_METERS = 2_000;
const ON_LINE_METERS = 0.5;
/** An address point this close is the answer (P1); further away the street is. */
export const ADDRESS_METERS = 50;
// The street an address is on is looked for this far from it, by name, before any street will do.
const OWN_STREET_METERS = 300;
// The nearest address this close says which municipality a point is in (the pack keeps no boundaries).
const DISTRICT_METERS = 1_000;

export interface NearestSegment {
  seg: number;
  proj: SegmentProjection;
}

/** The street segment nearest to a point within `maxMeters` (of those `accept` lets through), searching outward. */
export function nearestSegment(
  ctx: GeocodeContext,
  lat: number,
  lng: number,
  maxMeters: number,
  accept?: (seg: number) => boolean,
): NearestSegment | null {
  const d = ctx.d;
  const x = lng * d.kx;
  let r = 60;
  for (;;) {
    const deg = metersToDegLat(r);
    let best: NearestSegment | null = null;
    for (const seg of d.segIndex.search(x - deg, lat - deg, x + deg, lat + deg, accept)) {
      const p = d.segPoint[seg]!;
      const c = d.wayCoords;
      const proj = projectOnSegment(lng, lat, c[p * 2]!, c[p * 2 + 1]!, c[p * 2 + 2]!, c[p * 2 + 3]!, d.kx);
      if (!best || proj.dist < best.proj.dist) best = { seg, proj };
    }
    // Anything within r metres intersects the search box, so a hit no further than r is the true nearest.
    if (best && best.proj.dist <= r) return best.proj.dist <= maxMeters ? best : null;
    if (r >= maxMeters) return null;
    r = Math.min(maxMeters, best ? best.proj.dist : r * 4);
  }
}

export function reverse(ctx: GeocodeContext, lat: number, lng: number): ReverseResult | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const addr = ctx.book.nearest(lat, lng, ADDRESS_METERS);
  if (addr !== undefined) return addressReverse(ctx, addr);
  const hit = nearestSegment(ctx, lat, lng, MAX_STREET_METERS);
  if (!hit) return cityFallback(ctx, lat, lng);
  const d = ctx.d;
  const s = d.wayStreet[d.segWay[hit.seg]!]!;
  const postalCode = d.postal[s]!;
  const town = inTownOf(ctx, s);
  return streetReverse(ctx, 'B1', hit, { lat, lng }, { lat: hit.proj.lat, lng: hit.proj.lng }, pointPlace(ctx, lat, lng, s), {
    street: d.names[s]!,
    // Untagged, the street's postcode is the area's (the addresses around, in its municipality, else its country:
    // ZIP areas cross municipalities), not a confirmed one.
    postalCode: postalCode || ctx.book.postcodeAt(hit.proj.lat, hit.proj.lng, town) || (town ? ctx.book.postcodeAt(hit.proj.lat, hit.proj.lng, inCountryOf(ctx, s)) : ''),
    postal: postalCode ? 'A' : 'X',
    side: sideOf(hit),
  });
}

function addressReverse(ctx: GeocodeContext, i: number): ReverseResult {
  const a = ctx.search.addr;
  const at = ctx.book.point(i);
  const key = a.key[i]!;
  const d = ctx.d;
  const onOwnStreet = (seg: number) => d.keys[d.wayStreet[d.segWay[seg]!]!] === key;
  const hit = nearestSegment(ctx, at.lat, at.lng, OWN_STREET_METERS, onOwnStreet) ?? nearestSegment(ctx, at.lat, at.lng, MAX_STREET_METERS);
  const district = ctx.placeAt(a.district[i]!, at.lat, at.lng);
  const postalCode = ctx.book.postcodeNear(i);
  const extra = { street: ctx.streetNameOf(i), houseNumber: a.number[i]!, postalCode, postal: postalCode ? ('A' as const) : ('X' as const) };
  const place = { ...district, city: a.city[i] || district.city };
  // A number of an interpolation line is where the house should be, not where it was mapped.
  const g = isInterpolated(ctx, i) ? 'L1' : 'P1';
  if (!hit) {
    const r = makeResult(g, { street: 'A', admin: 'A', postal: extra.postal }, at, place, extra);
    return { ...r, nearestIntersection: null, roadMetadata: null };
  }
  return streetReverse(ctx, g, hit, at, at, place, { ...extra, side: sideOf(hit) });
}

function sideOf(hit: NearestSegment): SideOfStreet {
  return hit.proj.dist < ON_LINE_METERS ? 'M' : hit.proj.cross > 0 ? 'L' : 'R';
}

/**
 * The addresses of the street's country, where its boundary says which: Liechtenstein's "Rüttegasse" is not in
 * Feldkirch, Austria, whose addresses are nearer (as Nominatim builds a street's address from where it lies); any
 * where none does.
 */
function inCountryOf(ctx: GeocodeContext, s: number): ((i: number) => boolean) | undefined {
  const country = countryOf(ctx, ctx.search.streetDistrict[s] ?? -1);
  const districts = ctx.search.addr.district;
  return country ? (i) => countryOf(ctx, districts[i]!) === country : undefined;
}

/**
 * The addresses of the street's own municipality, where the data has its boundary (Nominatim builds a street's
 * address from the boundaries holding it: a Triesen house nearer than any of Balzers does not make a Balzers street
 * Triesen's, nor a Monaco house a Beausoleil street Monaco's); else of its country (inCountryOf).
 */
function inTownOf(ctx: GeocodeContext, s: number): ((i: number) => boolean) | undefined {
  const district = ctx.search.streetDistrict[s] ?? -1;
  if (district < 0 || !ctx.search.districts[district]?.city.length) return inCountryOf(ctx, s);
  const districts = ctx.search.addr.district;
  return (i) => districts[i] === district;
}

/** The country a district is in, by its boundary's name ('' where it lies in none, or none is known). */
function countryOf(ctx: GeocodeContext, district: number): string {
  return ctx.search.districts[district]?.country[0] ?? '';
}

/**
 * The point's city: the district of the nearest address within a kilometre of the street's municipality or country
 * (inTownOf), its addr:city kept ("Nendeln", a village of Eschen); else the street's district, else the gazetteer's.
 */
function pointPlace(ctx: GeocodeContext, lat: number, lng: number, street: number): Place {
  const district = ctx.search.streetDistrict[street] ?? -1;
  const near = ctx.book.nearest(lat, lng, DISTRICT_METERS, inTownOf(ctx, street));
  const city = ctx.gaz?.nearestCity(lat, lng)?.index ?? ctx.streetCity[street]!;
  if (near !== undefined) {
    const place = ctx.placeOfDistrict(ctx.search.addr.district[near]!, city);
    return { ...place, city: ctx.search.addr.city[near] || place.city };
  }
  return district >= 0 ? ctx.placeOfDistrict(district, city) : ctx.placeOfCity(city);
}

function streetReverse(
  ctx: GeocodeContext,
  g: Granularity,
  hit: NearestSegment,
  from: { lat: number; lng: number },
  at: { lat: number; lng: number },
  place: Place,
  extra: { street: string; houseNumber?: string; postalCode: string; postal: 'A' | 'X'; side: SideOfStreet },
): ReverseResult {
  const d = ctx.d;
  const way = d.segWay[hit.seg]!;
  const s = d.wayStreet[way]!;
  const hood = ctx.gaz?.nearestCity(from.lat, from.lng, true);
  // The gazetteer's city section, else the extract's own neighbourhood nodes, as Nominatim names a suburb.
  const neighbourhood = hood && hood.meters < 3_000 ? ctx.gaz!.data.cities.names.at(hood.index)! : ctx.localityNear(from.lat, from.lng, place.city, 1_000, CITY_PARTS);
  const base = makeResult(g, { street: 'A', admin: place.city ? 'A' : 'X', postal: extra.postal }, at, place, {
    street: extra.street,
    houseNumber: extra.houseNumber,
    postalCode: extra.postalCode,
    side: extra.side,
    linkId: d.wayIds[way]!,
    neighbourhood,
  });
  const speed = d.waySpeed[way]!;
  const flags = d.wayFlags[way]!;
  return {
    ...base,
    nearestIntersection: nearestIntersection(ctx, from.lat, from.lng, s),
    roadMetadata: {
      speedLimit: speed >= 0 ? speed : null,
      speedLimitUnits: flags & WAY_MPH ? 'mph' : 'km/h',
      tollRoad: (flags & WAY_TOLL) !== 0,
    },
  };
}

// Prefer a crossing of the matched street; any intersection nearby otherwise.
function nearestIntersection(ctx: GeocodeContext, lat: number, lng: number, street: number): NearestIntersection | null {
  const d = ctx.d;
  const maxDeg = metersToDegLat(MAX_STREET_METERS);
  const onStreet = (x: number) => d.xStreets[x * 2] === street || d.xStreets[x * 2 + 1] === street;
  const x = d.xIndex.neighbors(lng * d.kx, lat, 1, maxDeg, onStreet)[0] ?? d.xIndex.neighbors(lng * d.kx, lat, 1, maxDeg)[0];
  if (x === undefined || x * 2 >= d.xStreets.length) return null;
  const [a, b] = [d.xStreets[x * 2]!, d.xStreets[x * 2 + 1]!];
  const first = b === street ? b : a;
  const other = first === a ? b : a;
  const xLng = d.xCoords[x * 2]!;
  const xLat = d.xCoords[x * 2 + 1]!;
  return {
    streetDisplayName: d.names[other]!,
    distanceMeters: Math.round(haversineMeters(lat, lng, xLat, xLng) * 10) / 10,
    label: `${d.names[first]} & ${d.names[other]}`,
    latLng: { latitude: round6(xLat), longitude: round6(xLng) },
  };
}

function cityFallback(ctx: GeocodeContext, lat: number, lng: number): ReverseResult | null {
  // Far from the region the data says nothing about the place: no answer, rather than the nearest world city
  // (0, 0 in the Gulf of Guinea is not Takoradi).
  if (!ctx.inRegion(lat, lng)) return null;
  const city = ctx.gaz?.nearestCity(lat, lng);
  if (!city) return null;
  // The nearest city centre, not the city the point lies in (the gazetteer has no boundaries): approximate.
  const r = cityResult(ctx, city.index, { street: 'X', admin: 'C', postal: 'X' });
  return { ...r, nearestIntersection: null, roadMetadata: null };
}
