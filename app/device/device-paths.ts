// The provider paths the device engine can answer when the network cannot, apart from the engine itself so the
// API client can tell without loading it (service/answers' ANSWERABLE_PATHS, checked by a test).
/** A static build (npm run build:static): no proxy, every provider call is answered on the device. */
export const STATIC_BUILD = import.meta.env.VITE_STATIC === '1';

export const DEVICE_PATHS: ReadonlySet<string> = new Set([
  '/api/map/config',
  '/api/route-directions',
  '/api/route-matrix',
  '/api/optimize-route',
  '/api/geocode',
  '/api/reverse-geocode',
  '/api/geocode-batch',
  '/api/search/locations',
  '/api/search/predictions',
  '/api/traffic/incidents',
]);

/** 'offline region Liechtenstein', 'offline regions Liechtenstein and Gothenburg, Sweden'. */
export function deviceAnswerText(regions: readonly string[]): string {
  const names = regions.length <= 1 ? (regions[0] ?? '') : `${regions.slice(0, -1).join(', ')} and ${regions.at(-1)}`;
  return `Answered on this device — offline region${regions.length > 1 ? 's' : ''} ${names}`;
}
