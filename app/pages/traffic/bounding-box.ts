// The visible map area as the provider's bounding box (ul = north-west, lr = south-east) and as the page shows it.
import type { BoundingBox } from '../../api/traffic-incidents.ts';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * [minLng, minLat, maxLng, maxLat] in degrees -> bounding box. Clamped to the world, because a zoomed-out
 * OpenLayers view reaches past ±180° and the proxy rightly refuses such coordinates.
 */
export function boundingBoxFromExtent([minLng, minLat, maxLng, maxLat]: readonly number[]): BoundingBox {
  return {
    ul: { lat: clamp(maxLat ?? 0, -90, 90), lng: clamp(minLng ?? 0, -180, 180) },
    lr: { lat: clamp(minLat ?? 0, -90, 90), lng: clamp(maxLng ?? 0, -180, 180) },
  };
}

/** Degrees to 4 decimals (SPEC §9, about 10 m), never '-0.0000'. */
export function formatCoordinate(degrees: number): string {
  const text = degrees.toFixed(4);
  return text === '-0.0000' ? '0.0000' : text;
}

export function formatLatLng({ lat, lng }: { lat: number; lng: number }): string {
  return `${formatCoordinate(lat)}, ${formatCoordinate(lng)}`;
}
