// The parts of MapQuest's answers the adapter reads (PROVIDER-API.md), checked leniently: unknown fields pass,
// a missing needed field becomes a 502 'unexpected answer' instead of a crash.
import { z } from 'zod';

const str = z.string().nullish().transform((s) => s ?? '');

export const Info = z.object({
  statuscode: z.number(),
  messages: z.array(z.string()).nullish(),
});

export const DirectionsAnswer = z.object({
  route: z.object({
    distance: z.number(),
    time: z.number(),
    formattedTime: z.string(),
    legs: z
      .array(
        z.object({
          distance: z.number(),
          time: z.number(),
          formattedTime: z.string(),
          maneuvers: z
            .array(
              z.object({
                distance: z.number(),
                time: z.number(),
                narrative: z.string(),
                turnType: z.number(),
                streets: z.array(z.string()).default([]),
                startPoint: z.object({ lat: z.number(), lng: z.number() }),
              }),
            )
            .default([]),
        }),
      )
      .default([]),
    shape: z.object({ shapePoints: z.array(z.number()) }).nullish(),
  }),
});

export const MatrixAnswer = z.object({
  distance: z.array(z.array(z.number())),
  time: z.array(z.array(z.number())),
});

export const GeocodedLocation = z.object({
  street: str,
  adminArea5: str,
  adminArea4: str,
  adminArea3: str,
  adminArea1: str,
  postalCode: str,
  geocodeQuality: str,
  geocodeQualityCode: str,
  sideOfStreet: str,
  latLng: z.object({ lat: z.number(), lng: z.number() }),
  nearestIntersection: z
    .object({
      streetDisplayName: str,
      distanceMeters: z.union([z.number(), z.string()]),
      label: str,
      latLng: z.object({ latitude: z.number(), longitude: z.number() }),
    })
    .nullish(),
  roadMetadata: z
    .object({
      speedLimit: z.number().nullish(),
      speedLimitUnits: str,
      tollRoad: z.boolean().nullish(),
    })
    .nullish(),
});
export type GeocodedLocation = z.infer<typeof GeocodedLocation>;

export const GeocodeAnswer = z.object({
  results: z.array(z.object({ locations: z.array(GeocodedLocation) })),
});

export const PredictionAnswer = z.object({
  results: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).nullish(),
        displayString: z.string(),
        name: str,
        recordType: z.string().nullish(),
        place: z.object({
          geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
          properties: z.record(z.string(), z.unknown()).nullish(),
        }),
      }),
    )
    .default([]),
});
export type Prediction = z.infer<typeof PredictionAnswer>['results'][number];

export const IncidentsAnswer = z.object({
  incidents: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]),
        type: z.number(),
        severity: z.number(),
        impacting: z.boolean().nullish(),
        shortDesc: str,
        fullDesc: str,
        startTime: str,
        endTime: z.string().nullish(),
        iconURL: str,
        lat: z.number(),
        lng: z.number(),
      }),
    )
    .default([]),
});
