// Building blocks shared by the endpoint contracts: plain zod only, because the browser app imports these.
import { z } from 'zod';

const NUMERIC_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A finite number given as a number or as numeric text (the SPEC sends coordinates as strings), range-checked. */
export function numberLike(what: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(NUMERIC_TEXT, `${what} must be a number`)], { error: `${what} must be a number` })
    .transform(Number)
    .pipe(
      z
        .number({ error: `${what} must be a number` })
        .min(min, `${what} must be between ${min} and ${max}`)
        .max(max, `${what} must be between ${min} and ${max}`),
    );
}

export const latitude = () => numberLike('latitude', -90, 90);
export const longitude = () => numberLike('longitude', -180, 180);

/** The proxy's own point shape after validation. */
export const LatLng = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof LatLng>;

/** A point as callers send it: {latitude, longitude} (planner stops) or {lat, lng} (provider style). */
export const PointInput = z
  .object({
    latitude: latitude().optional(),
    longitude: longitude().optional(),
    lat: latitude().optional(),
    lng: longitude().optional(),
  })
  .transform((p, ctx): LatLng => {
    const lat = p.latitude ?? p.lat;
    const lng = p.longitude ?? p.lng;
    if (lat === undefined || lng === undefined) {
      const field = lat === undefined ? 'latitude' : 'longitude';
      ctx.issues.push({ code: 'custom', input: p, path: [field], message: `${field} is required (or ${field.slice(0, 3)})` });
      return z.NEVER;
    }
    return { lat, lng };
  });

/** Bounding box: ul is the north-west corner, lr the south-east one. */
export const BoundingBox = z.object({
  ul: z.object({ lat: latitude(), lng: longitude() }),
  lr: z.object({ lat: latitude(), lng: longitude() }),
});
export type BoundingBox = z.output<typeof BoundingBox>;

/** Every error the proxy answers: a status code and this body. */
export const ErrorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A GeoJSON point feature as search results carry it; properties vary by result kind. */
export const PlaceFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type PlaceFeature = z.infer<typeof PlaceFeature>;

/** HH:MM:SS for a duration in seconds, as the provider formats route times (hours may exceed 24). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
