// Maps MapQuest's answer shapes onto the proxy's contract shapes (SPEC §3), field by field.
import type { PlaceFeature } from '../../contract/common.ts';
import { GEOCODE_QUALITY_URL, type GeocodeResult } from '../../contract/geocode.ts';
import type { GeocodeBatchResponse } from '../../contract/geocode-batch.ts';
import type { LocationSuggestion } from '../../contract/search-locations.ts';
import type { PlannerSearchResult } from '../../contract/search-predictions.ts';
import type { Incident } from '../../contract/traffic-incidents.ts';
import type { GeocodedLocation, IncidentsAnswer, Prediction } from './upstream-schemas.ts';
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
