// GET /api/search/predictions: the planner's search-ahead, behind the proxy so the browser holds no key.
import { z } from 'zod';
import { PlaceFeature, latitude, longitude } from './common.ts';
import { PREDICTION_LIMIT } from './limits.ts';

export const SearchPredictionsQuery = z
  .object({
    q: z.string({ error: 'q is required' }).trim().min(2, 'q must be at least 2 characters').max(100, 'q must be at most 100 characters'),
    /** Ranking bias as 'lng,lat' (the provider's order), or use lat and lng. */
    location: z
      .string()
      .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, "location must be 'lng,lat'")
      .optional(),
    lat: latitude().optional(),
    lng: longitude().optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${PREDICTION_LIMIT}`)
      .max(PREDICTION_LIMIT, `limit must be between 1 and ${PREDICTION_LIMIT}`)
      .default(PREDICTION_LIMIT),
  })
  .transform((q, ctx) => {
    let near: { lat: number; lng: number } | undefined;
    if (q.location) {
      const [lng, lat] = q.location.split(',').map(Number) as [number, number];
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        ctx.issues.push({ code: 'custom', input: q.location, path: ['location'], message: "location must be 'lng,lat' within range" });
        return z.NEVER;
      }
      near = { lat, lng };
    } else if (q.lat !== undefined || q.lng !== undefined) {
      if (q.lat === undefined || q.lng === undefined) {
        const missing = q.lat === undefined ? 'lat' : 'lng';
        ctx.issues.push({ code: 'custom', input: q, path: [missing], message: 'give both lat and lng, or neither' });
        return z.NEVER;
      }
      near = { lat: q.lat, lng: q.lng };
    }
    return { q: q.q, limit: q.limit, ...(near ? { near } : {}) };
  });
export type SearchPredictionsQuery = z.input<typeof SearchPredictionsQuery>;
export type PredictionQuery = z.output<typeof SearchPredictionsQuery>;

/** SPEC §3 'Location search result (planner)'. */
export const PlannerSearchResult = z.object({
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  displayString: z.string(),
  resultId: z.string().nullable(),
  place: PlaceFeature,
  type: z.string().nullable(),
  /** Street line when the result has one. */
  address: z.string().nullable(),
  /** What the result is, in words: 'Address', 'Street', 'Museum', 'Village', 'City' (offline engine). */
  kind: z.string().optional(),
});
export type PlannerSearchResult = z.infer<typeof PlannerSearchResult>;

export const SearchPredictionsResponse = z.array(PlannerSearchResult);
export type SearchPredictionsResponse = z.infer<typeof SearchPredictionsResponse>;
