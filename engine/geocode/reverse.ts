// Reverse geocoding: nearest street piece (side of street, speed limit, toll), nearest intersection, place names.
import type { GeocodeContext } from './context.ts';
import { haversineMeters, metersToDegLat, projectOnSegment, type SegmentProjection } from './geo.ts';
import { cityResult, makeResult, round6 } from './results.ts';
import { WAY_MPH, WAY_TOLL } from './street-index.ts';
import type { NearestIntersection, ReverseResult, SideOfStreet } from './types.ts';

/** Beyond this distance from any street the answer is the nearest city, not a street. */
const MAX_STREET_METERS = 2_000;
const ON_LINE_METERS = 0.5;

export interface NearestSegment {
  seg: number;
  proj: SegmentProjection;
}

/** The street segment nearest to a point within `maxMeters`, searching outward from a small box. */
export function nearestSegment(ctx: GeocodeContext, lat: number, lng: number, maxMeters: number): NearestSegment | null {
  const d = ctx.d;
  const x = lng * d.kx;
  let r = 60;
  for (;;) {
    const deg = metersToDegLat(r);
    let best: NearestSegment | null = null;
    for (const seg of d.segIndex.search(x - deg, lat - deg, x + deg, lat + deg)) {
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
  const hit = nearestSegment(ctx, lat, lng, MAX_STREET_METERS);
  if (!hit) return cityFallback(ctx, lat, lng);
  const d = ctx.d;
  const way = d.segWay[hit.seg]!;
  const s = d.wayStreet[way]!;
  const side: SideOfStreet = hit.proj.dist < ON_LINE_METERS ? 'M' : hit.proj.cross > 0 ? 'L' : 'R';
  const city = ctx.gaz?.nearestCity(lat, lng);
  const hood = ctx.gaz?.nearestCity(lat, lng, true);
  const neighbourhood = hood && hood.meters < 3_000 ? ctx.gaz!.data.cities.names[hood.index]! : '';
  const postalCode = d.postal[s]!;
  const base = makeResult(
    'B1',
    { street: 'A', admin: city ? 'A' : 'X', postal: postalCode ? 'A' : 'X' },
    { lat: hit.proj.lat, lng: hit.proj.lng },
    ctx.placeOfCity(city?.index ?? ctx.streetCity[s]!),
    { street: d.names[s]!, postalCode, side, linkId: d.wayIds[way]!, neighbourhood },
  );
  const speed = d.waySpeed[way]!;
  const flags = d.wayFlags[way]!;
  return {
    ...base,
    nearestIntersection: nearestIntersection(ctx, lat, lng, s),
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
  const city = ctx.gaz?.nearestCity(lat, lng);
  if (!city) return null;
  const r = cityResult(ctx, city.index, { street: 'X', admin: 'A', postal: 'X' });
  return { ...r, nearestIntersection: null, roadMetadata: null };
}
