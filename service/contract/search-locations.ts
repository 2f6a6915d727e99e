// POST /api/search/locations: place suggestions for the traffic page's search box (SPEC §3 'Location suggestion').
import { z } from 'zod';
import { PlaceFeature } from './common.ts';

export const SearchLocationsRequest = z.object({
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .min(2, 'query must be at least 2 characters')
    .max(100, 'query must be at most 100 characters'),
});
export type SearchLocationsRequest = z.input<typeof SearchLocationsRequest>;

export const LocationSuggestion = z.object({
  displayString: z.string(),
  place: PlaceFeature,
  latitude: z.number(),
  longitude: z.number(),
  /** What the place is, in words: 'Address', 'Street', 'Museum', 'Village', 'City' (offline engine). */
  kind: z.string().optional(),
});
export type LocationSuggestion = z.infer<typeof LocationSuggestion>;

export const SearchLocationsResponse = z.array(LocationSuggestion);
export type SearchLocationsResponse = z.infer<typeof SearchLocationsResponse>;
