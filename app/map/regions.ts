// Where the offline data is: which region holds a point, whether a map view shows any region, and the words the
// app uses to name the regions. No regions means a worldwide provider, where everything is covered.
import type { LatLng, MapConfigResponse, OfflineRegionInfo } from '../../service/contract/index.ts';
import { listInWords } from '../list-in-words.ts';

/** North-west and south-east corners, as the contract sends bounds. A view across the antimeridian has ul.lng > lr.lng. */
export interface Bounds {
  ul: LatLng;
  lr: LatLng;
}

type Region = Pick<OfflineRegionInfo, 'bounds'>;

export function boundsContain({ ul, lr }: Bounds, { lat, lng }: LatLng): boolean {
  return lat <= ul.lat && lat >= lr.lat && lng >= ul.lng && lng <= lr.lng;
}

/** The first region (the default comes first) whose bounds hold the point. */
export function regionAt<R extends Region>(regions: readonly R[], point: LatLng): R | undefined {
  return regions.find((r) => boundsContain(r.bounds, point));
}

/** The region a route is driven in: its first stop's inside a region (a route cannot cross regions). */
export function routeRegionOf<R extends Region>(regions: readonly R[], stops: readonly LatLng[]): R | undefined {
  for (const stop of stops) {
    const region = regionAt(regions, stop);
    if (region) return region;
  }
  return undefined;
}

/** True when offline data reaches the point, or when there are no offline regions at all. */
export function isCovered(regions: readonly Region[], point: LatLng): boolean {
  return regions.length === 0 || regionAt(regions, point) !== undefined;
}

/** Longitude spans of bounds; a view that crosses the antimeridian is two spans. */
function lngSpans({ ul, lr }: Bounds): [number, number][] {
  return ul.lng <= lr.lng ? [[ul.lng, lr.lng]] : [[ul.lng, 180], [-180, lr.lng]];
}

export function boundsIntersect(a: Bounds, b: Bounds): boolean {
  if (a.lr.lat > b.ul.lat || b.lr.lat > a.ul.lat) return false;
  return lngSpans(a).some(([aw, ae]) => lngSpans(b).some(([bw, be]) => aw <= be && bw <= ae));
}

/** True when the view shows no part of any offline region (never for a worldwide provider). */
export function viewOutsideCoverage(regions: readonly Region[], view: Bounds): boolean {
  return regions.length > 0 && !regions.some((r) => boundsIntersect(r.bounds, view));
}

/** 'Liechtenstein and Gothenburg, Sweden': the names read as a sentence, commas inside names kept. */
export function regionList(regions: readonly Pick<OfflineRegionInfo, 'name'>[]): string {
  return listInWords(regions.map((r) => r.name));
}

/** Every offline region's name as a sentence, or null for a worldwide provider. */
export function offlineRegionNames(config: { regions: readonly Pick<OfflineRegionInfo, 'name'>[]; region: MapConfigResponse['region'] }): string | null {
  return config.regions.length > 0 ? regionList(config.regions) : config.region;
}

/** 'the offline region' or 'the offline regions', as many as the server has. */
export function offlineRegionsPhrase(regions: readonly unknown[]): string {
  return regions.length === 1 ? 'the offline region' : 'the offline regions';
}

/** The notice over a map that shows no offline data: 'Outside the offline regions — Liechtenstein and Gothenburg, Sweden'. */
export function outsideCoverageText(regions: readonly Pick<OfflineRegionInfo, 'name'>[]): string {
  const phrase = offlineRegionsPhrase(regions);
  return `Outside ${phrase} — ${regionList(regions)}`;
}
