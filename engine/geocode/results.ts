// Turns matched streets, intersections and gazetteer places into GeocodeResults with honest quality codes.
import type { GeocodeContext, Place } from './context.ts';
import { QUALITY_OF, qualityCode, type Confidence, type Granularity } from './quality.ts';
import type { GeocodeResult, SideOfStreet } from './types.ts';

export interface Confidences {
  street: Confidence;
  admin: Confidence;
  postal: Confidence;
}

export function makeResult(
  g: Granularity,
  conf: Confidences,
  at: { lat: number; lng: number },
  place: Place,
  extra: { street?: string; postalCode?: string; side?: SideOfStreet; linkId?: string; neighbourhood?: string } = {},
): GeocodeResult {
  const street = extra.street ?? '';
  const postalCode = extra.postalCode ?? '';
  const cityLine = [postalCode, place.city].filter(Boolean).join(' ');
  return {
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
    displayName: [street, cityLine, place.state, place.countryCode || place.country].filter(Boolean).join(', '),
    linkId: extra.linkId ?? '',
  };
}

export function streetResult(ctx: GeocodeContext, s: number, conf: Confidences): GeocodeResult {
  return makeResult('B1', conf, ctx.streetPoint(s), ctx.placeOfCity(ctx.streetCity[s]!), {
    street: ctx.d.names[s]!,
    postalCode: ctx.d.postal[s]!,
    linkId: ctx.firstWayOf(s),
  });
}

export function intersectionResult(ctx: GeocodeContext, x: number, first: number, second: number, conf: Confidences) {
  const at = { lng: ctx.d.xCoords[x * 2]!, lat: ctx.d.xCoords[x * 2 + 1]! };
  return makeResult('I1', conf, at, ctx.placeOfCity(ctx.streetCity[first]!), {
    street: `${ctx.d.names[first]} & ${ctx.d.names[second]}`,
    postalCode: ctx.d.postal[first] || ctx.d.postal[second]!,
  });
}

export function cityResult(ctx: GeocodeContext, city: number, conf: Confidences): GeocodeResult {
  const c = ctx.gaz!.data.cities;
  const place = ctx.placeOfCity(city);
  return makeResult(c.section[city] ? 'A6' : 'A5', conf, { lat: c.lat[city]!, lng: c.lng[city]! }, place);
}

export function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}
