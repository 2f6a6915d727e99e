// Hand-off to the driver's navigation app, so it shows the stop by its name and address, not as bare numbers:
// - Android: a geo: URI with a labelled point, 'geo:LAT,LNG?q=LAT,LNG(Name, Address)' (Android's documented
//   form; Google Maps, OsmAnd, Organic Maps and Waze show the label at the exact point).
// - iOS: Apple Maps' 'll' with 'q' as the label of that point (Apple's Map Links), a named pin one tap from
//   directions.
// - Everywhere else, and in every QR code: a Google Maps directions link. Google Maps URLs take a place as text
//   or as coordinates, never both; a stop with an address goes as its name and address (what Google resolves
//   and shows), one without as its coordinates, since a bare name such as 'Depot' could be anywhere.
// The whole route is a Google Maps link with waypoints, which opens the Google Maps app where it is installed.

export type Platform = 'android' | 'ios' | 'web';

export function platformOf(userAgent: string): Platform {
  if (/Android/i.test(userAgent)) return 'android';
  // iPadOS reports itself as a Mac; its touch points tell it apart, but a link to Apple Maps suits both.
  if (/iPhone|iPad|iPod|Macintosh.*Mobile/i.test(userAgent)) return 'ios';
  return 'web';
}

export interface NavigablePoint {
  name: string;
  address?: string | null;
  lat: number;
  lng: number;
}

const at = (p: NavigablePoint) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/** 'Rathaus Vaduz, Städtle 6, 9490 Vaduz': the name, then the address unless the name already says it. */
export function placeLabel(p: NavigablePoint): string {
  const name = p.name.trim();
  const address = p.address?.trim() ?? '';
  return address && !name.includes(address) ? `${name}, ${address}` : name;
}

/** How Google Maps finds the place: its name and address as text when it has an address, else its coordinates. */
function googlePlace(p: NavigablePoint): string {
  // '|' separates waypoints in a Google Maps link: inside a place it would split it in two.
  return p.address?.trim() ? placeLabel(p).replace(/\|/g, ' ') : at(p);
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

/** Google Maps directions to one point, by car: what a phone that scans a QR code opens. */
export function webDirectionsTo(point: NavigablePoint): string {
  return `https://www.google.com/maps/dir/?api=1&${query({ destination: googlePlace(point), travelmode: 'driving' })}`;
}

/** Directions to one stop in the maps app of the device this page runs on. */
export function navigateToStop(point: NavigablePoint, platform: Platform): string {
  if (platform === 'android') {
    // The label sits in parentheses: its own must not end it early.
    const label = encodeURIComponent(placeLabel(point)).replace(/\(/g, '%28').replace(/\)/g, '%29');
    return `geo:${at(point)}?q=${at(point)}(${label})`;
  }
  if (platform === 'ios') return `https://maps.apple.com/?${query({ ll: at(point), q: placeLabel(point) })}`;
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
  const params: Record<string, string> = { origin: googlePlace(origin), destination: googlePlace(destination), travelmode: 'driving' };
  if (between.length) params.waypoints = between.map(googlePlace).join('|');
  return { url: `https://www.google.com/maps/dir/?api=1&${query(params)}`, stopsCovered: covered };
}
