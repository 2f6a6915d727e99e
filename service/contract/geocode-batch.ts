// POST /api/geocode-batch: one bulk-geocoder row, geocoded with the visitor's own key (SPEC §7), never kept.
import { z } from 'zod';
import { Focus } from './geocode.ts';

const field = (name: string, max = 300) =>
  z.string({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`).optional();

export const GeocodeBatchRequest = z
  .object({
    location: field('location', 500),
    street: field('street'),
    city: field('city'),
    state: field('state'),
    postalCode: field('postalCode', 20),
    /** The visitor's provider key: used for this one upstream call only, never logged, stored or echoed. */
    apiKey: z.string({ error: 'apiKey must be text' }).trim().max(200, 'apiKey is too long').optional(),
    /** The map's centre, as for /api/geocode: of several answers ("coffee near me", a chain), the nearest to it. */
    focus: Focus.optional(),
  })
  .transform((row, ctx) => {
    const parts = { street: row.street || undefined, city: row.city || undefined, state: row.state || undefined, postalCode: row.postalCode || undefined };
    if (!row.location && !Object.values(parts).some(Boolean)) {
      ctx.issues.push({ code: 'custom', input: row, path: ['location'], message: 'give location, or at least one of street, city, state, postalCode' });
      return z.NEVER;
    }
    const query: BatchRowQuery = { ...(row.location ? { location: row.location } : parts), ...(row.focus ? { focus: row.focus } : {}) };
    return { query, apiKey: row.apiKey || undefined };
  });
export type GeocodeBatchRequest = z.input<typeof GeocodeBatchRequest>;

/** One row to geocode: a single-line address, or separate fields; with the map's centre to rank from, if given. */
export type BatchRowQuery = (
  | { location: string }
  | { street?: string | undefined; city?: string | undefined; state?: string | undefined; postalCode?: string | undefined }
) & { focus?: Focus | undefined };

export const GeocodeBatchResponse = z.object({
  lat: z.number(),
  lng: z.number(),
  displayName: z.string(),
  /** geocodeQuality, e.g. ADDRESS, STREET, CITY. */
  quality: z.string(),
  geocodeQualityCode: z.string(),
  sideOfStreet: z.string(),
  /** The address as it was asked for, in one line. */
  providedLocation: z.string(),
  /** Offline engine: what the answer is when it is less than was asked for ("No house number 250 on …"). */
  note: z.string().optional(),
});
export type GeocodeBatchResponse = z.infer<typeof GeocodeBatchResponse>;
