// Maps MapQuest's answer shapes onto the proxy's contract shapes (SPEC §3), field by field.
import type { PlaceFeature } from '../../../service/contract/common.ts';
import { GEOCODE_QUALITY_URL, type GeocodeResult } from '../../../service/contract/geocode.ts';
import type { GeocodeBatchResponse } from '../../../service/contract/geocode-batch.ts';
import type { LocationSuggestion } from '../../../service/contract/search-locations.ts';
import type { PlannerSearchResult } from '../../../service/contract/search-predictions.ts';
import type { Incident } from '../../../service/contract/traffic-incidents.ts';
import type { Maneuver } from '../../../service/contract/route-directions.ts';
import type { DirectionsAnswer, GeocodedLocation, IncidentsAnswer, Prediction } from './upstream-schemas.ts';
import type { z } from 'zod';

/** The `source` of every MapQuest incident: live traffic from the provider. */
export const MAPQUEST_SOURCE = 'MapQuest';

export function toGeocodeResult(loc: GeocodedLocation): GeocodeResult {
  const result: GeocodeResult = {
    lat: loc.latLng.lat,
    lng: loc.latLng.lng,
    street: loc.street,
    adminArea5: loc.adminArea5,
    adminArea4: loc.adminArea4,
    adminArea3: loc.adminArea3,
    adminArea1: loc.adminArea1,
    postalCode: loc.postalCode,
    geocodeQuality: { url: GEOCODE_QUALITY_URL, value: loc.geocodeQuality },
    geocodeQualityCode: loc.geocodeQualityCode,
    sideOfStreet: loc.sideOfStreet,
  };
  const near = loc.nearestIntersection;
  const distance = Number(near?.distanceMeters);
  if (near && Number.isFinite(distance)) {
    result.nearestIntersection = {
      streetDisplayName: near.streetDisplayName,
      distanceMeters: distance,
      label: near.label,
      latLng: near.latLng,
    };
  }
  const road = loc.roadMetadata;
  if (road) {
    result.roadMetadata = { speedLimit: road.speedLimit ?? null, speedLimitUnits: road.speedLimitUnits, tollRoad: road.tollRoad ?? null };
  }
  return result;
}

export function toBatchRow(loc: GeocodedLocation, providedLocation: string): GeocodeBatchResponse {
  const region = [loc.adminArea3, loc.postalCode].filter(Boolean).join(' ');
  return {
    lat: loc.latLng.lat,
    lng: loc.latLng.lng,
    displayName: [loc.street, loc.adminArea5, region, loc.adminArea1].filter(Boolean).join(', '),
    quality: loc.geocodeQuality,
    geocodeQualityCode: loc.geocodeQualityCode,
    sideOfStreet: loc.sideOfStreet,
    providedLocation,
  };
}

function toPlace(p: Prediction): PlaceFeature {
  const properties: PlaceFeature['properties'] = {};
  for (const [k, v] of Object.entries(p.place.properties ?? {})) {
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) properties[k] = v as string | number | boolean | null;
  }
  return { type: 'Feature', geometry: { type: 'Point', coordinates: p.place.geometry.coordinates }, properties };
}

export function toPlannerResult(p: Prediction): PlannerSearchResult {
  const [lng, lat] = p.place.geometry.coordinates;
  const street = p.place.properties?.street;
  return {
    name: p.name || p.displayString,
    lat,
    lng,
    displayString: p.displayString,
    resultId: p.id === null || p.id === undefined ? null : String(p.id),
    place: toPlace(p),
    type: p.recordType ?? null,
    address: typeof street === 'string' && street ? street : null,
  };
}

export function toSuggestion(p: Prediction): LocationSuggestion {
  const [lng, lat] = p.place.geometry.coordinates;
  return { displayString: p.displayString, place: toPlace(p), latitude: lat, longitude: lng };
}

export function toIncident(i: z.output<typeof IncidentsAnswer>['incidents'][number]): Incident {
  return {
    id: String(i.id),
    type: i.type,
    severity: i.severity,
    impacting: i.impacting ?? false,
    shortDesc: i.shortDesc,
    fullDesc: i.fullDesc,
    startTime: i.startTime,
    ...(i.endTime ? { endTime: i.endTime } : {}),
    iconURL: i.iconURL,
    lat: i.lat,
    lng: i.lng,
    source: MAPQUEST_SOURCE,
  };
}

type UpstreamManeuver = z.infer<typeof DirectionsAnswer>['route']['legs'][number]['maneuvers'][number];

/** MapQuest's turnType codes (0–18; -1 the destination) as the contract's manoeuvre kinds and sides. */
const TURN_TYPES: Record<number, Pick<Maneuver, 'kind' | 'modifier'>> = {
  0: { kind: 'continue' },
  1: { kind: 'turn', modifier: 'slight right' },
  2: { kind: 'turn', modifier: 'right' },
  3: { kind: 'turn', modifier: 'sharp right' },
  4: { kind: 'uturn' },
  5: { kind: 'turn', modifier: 'sharp left' },
  6: { kind: 'turn', modifier: 'left' },
  7: { kind: 'turn', modifier: 'slight left' },
  8: { kind: 'uturn', modifier: 'right' },
  9: { kind: 'uturn', modifier: 'left' },
  10: { kind: 'merge', modifier: 'slight right' },
  11: { kind: 'merge', modifier: 'slight left' },
  12: { kind: 'turn', modifier: 'right' },
  13: { kind: 'turn', modifier: 'left' },
  14: { kind: 'turn', modifier: 'slight right' },
  15: { kind: 'turn', modifier: 'slight left' },
  16: { kind: 'turn', modifier: 'slight right' },
  17: { kind: 'turn', modifier: 'slight left' },
  18: { kind: 'continue' },
};

/** One of a leg's maneuvers: the first is where the leg departs, turnType -1 where it arrives. */
export function toManeuver(m: UpstreamManeuver, first: boolean): Maneuver {
  const turn: Pick<Maneuver, 'kind' | 'modifier'> =
    m.turnType === -1
      ? { kind: 'arrive' }
      : first
        ? { kind: 'depart' }
        : /roundabout/i.test(m.narrative)
        ? { kind: 'roundabout' }
        : (TURN_TYPES[m.turnType] ?? { kind: 'continue' });
  return {
    ...turn,
    street: m.streets[0] ?? '',
    narrative: m.narrative.replace(/\.$/, ''),
    lat: m.startPoint.lat,
    lng: m.startPoint.lng,
    distance: m.distance,
    time: m.time,
  };
}
