// POST /api/geocode: an address to coordinates, answered with the geocode result of SPEC §3.
import { z } from 'zod';
import { latitude, longitude } from './common.ts';

const text = (field: string, max = 200) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/**
 * Where the visitor is looking (the map's centre): of several answers the nearest to it comes first ("coffee near
 * me", a chain's branches, "park"). Optional; without it the offline engine ranks from its region's centre.
 * MapQuest is sent a box around it (its `boundingBox` option ranks results inside the box first).
 */
export const Focus = z.object(
  {
    lat: latitude(),
    lng: longitude(),
  },
  { error: 'focus must be an object {lat, lng}' },
);
export type Focus = z.output<typeof Focus>;

export const GeocodeRequest = z.object({
  street: text('street'),
  city: text('city'),
  state: text('state'),
  countryCode: z
    .string({ error: 'countryCode must be text' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'countryCode must be 2 letters')
    .transform((s) => s.toUpperCase())
    .default('US'),
  postalCode: text('postalCode', 20).optional(),
  focus: Focus.optional(),
});
export type GeocodeRequest = z.input<typeof GeocodeRequest>;
export type AddressQuery = z.output<typeof GeocodeRequest>;

export const NearestIntersection = z.object({
  streetDisplayName: z.string(),
  distanceMeters: z.number(),
  label: z.string(),
  latLng: z.object({ latitude: z.number(), longitude: z.number() }),
});

export const RoadMetadata = z.object({
  speedLimit: z.number().nullable(),
  speedLimitUnits: z.string(),
  /** null when the data source does not say. */
  tollRoad: z.boolean().nullable(),
});

/** SPEC §3 geocode result; the reverse geocoder adds nearestIntersection and roadMetadata when known. */
export const GeocodeResult = z.object({
  lat: z.number(),
  lng: z.number(),
  street: z.string(),
  adminArea5: z.string(),
  adminArea4: z.string(),
  adminArea3: z.string(),
  adminArea1: z.string(),
  postalCode: z.string(),
  geocodeQuality: z.object({ url: z.string(), value: z.string() }),
  geocodeQualityCode: z.string(),
  sideOfStreet: z.string(),
  nearestIntersection: NearestIntersection.optional(),
  roadMetadata: RoadMetadata.optional(),
  /** Offline engine: what the answer is when it is less than was asked for ("Interpolated between …"). */
  note: z.string().optional(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;

/** Where the quality value links to: the provider's published meaning of the quality codes both adapters use. */
export const GEOCODE_QUALITY_URL = 'https://developer.mapquest.com/documentation/geocoding-api/quality-codes/';
