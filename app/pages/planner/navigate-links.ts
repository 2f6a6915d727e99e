// Hand-off to the driver's navigation app: a link that opens the device's own maps app at a stop (a geo: URI on
// Android, Apple Maps on iOS, Google Maps elsewhere), and the whole route as a Google Maps link with waypoints,
// which opens the Google Maps app where it is installed and the web map everywhere else.

export type Platform = 'android' | 'ios' | 'web';

export function platformOf(userAgent: string): Platform {
  if (/Android/i.test(userAgent)) return 'android';
  // iPadOS reports itself as a Mac; its touch points tell it apart, but a link to Apple Maps suits both.
  if (/iPhone|iPad|iPod|Macintosh.*Mobile/i.test(userAgent)) return 'ios';
  return 'web';
}

export interface NavigablePoint {
  name: string;
  lat: number;
  lng: number;
}

const at = (p: NavigablePoint) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/** Google Maps directions to one point, by car: what a phone that scans a QR code opens. */
export function webDirectionsTo(point: NavigablePoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${at(point)}&travelmode=driving`;
}

/** Directions to one stop in the maps app of the device this page runs on. */
export function navigateToStop(point: NavigablePoint, platform: Platform): string {
  if (platform === 'android') return `geo:${at(point)}?q=${at(point)}(${encodeURIComponent(point.name)})`;
  if (platform === 'ios') return `https://maps.apple.com/?daddr=${at(point)}&dirflg=d`;
  return webDirectionsTo(point);
}

/** Google Maps takes at most nine points between the start and the end of a directions link. */
export const MAX_WAYPOINTS = 9;

export interface RouteLink {
  url: string;
  /** How many of the route's stops the link visits, counted from the first: fewer than all when too many. */
  stopsCovered: number;
}

/** The route from its first stop through the others in order, and back to the first when it loops and fits. */
export function navigateRoute(stops: readonly NavigablePoint[], returnToStart: boolean): RouteLink | null {
  if (stops.length < 2) return null;
  const loops = returnToStart && stops.length - 1 <= MAX_WAYPOINTS;
  const covered = loops ? stops.length : Math.min(stops.length, MAX_WAYPOINTS + 2);
  const origin = stops[0]!;
  const destination = loops ? origin : stops[covered - 1]!;
  const between = stops.slice(1, loops ? covered : covered - 1);
  const params = [`origin=${at(origin)}`, `destination=${at(destination)}`, 'travelmode=driving'];
  if (between.length) params.push(`waypoints=${between.map(at).join('%7C')}`);
  return { url: `https://www.google.com/maps/dir/?api=1&${params.join('&')}`, stopsCovered: covered };
}
