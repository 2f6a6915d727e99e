import { describe, expect, it } from 'vitest';
import { MAX_WAYPOINTS, navigateRoute, navigateToStop, placeLabel, platformOf, webDirectionsTo } from './navigate-links.ts';

const stop = (i: number) => ({ name: `Stop ${i}`, lat: 57.7 + i / 100, lng: 11.9 + i / 100 });
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const RATHAUS = { name: 'Rathaus Vaduz', address: 'Städtle 6, 9490 Vaduz', lat: 47.1406914, lng: 9.5219163 };

describe('navigateToStop', () => {
  it('knows the platform', () => {
    expect(platformOf(ANDROID)).toBe('android');
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf(DESKTOP)).toBe('web');
  });

  it('labels the exact point with the name and address in a geo: URI on Android', () => {
    expect(navigateToStop(RATHAUS, 'android')).toBe('geo:47.140691,9.521916?q=47.140691,9.521916(Rathaus%20Vaduz%2C%20St%C3%A4dtle%206%2C%209490%20Vaduz)');
    // A parenthesis in the name cannot end the label early.
    expect(navigateToStop({ ...RATHAUS, address: null, name: 'Depot (north) & co' }, 'android')).toBe('geo:47.140691,9.521916?q=47.140691,9.521916(Depot%20%28north%29%20%26%20co)');
  });

  it('names the pin at the exact point in Apple Maps', () => {
    const url = new URL(navigateToStop(RATHAUS, 'ios'));
    expect(url.origin).toBe('https://maps.apple.com');
    expect(url.searchParams.get('ll')).toBe('47.140691,9.521916');
    expect(url.searchParams.get('q')).toBe('Rathaus Vaduz, Städtle 6, 9490 Vaduz');
  });

  it('gives Google Maps the name and address of a stop that has an address, the coordinates of one that has none', () => {
    expect(navigateToStop(RATHAUS, 'web')).toBe(webDirectionsTo(RATHAUS));
    const named = new URL(webDirectionsTo(RATHAUS));
    expect(named.origin + named.pathname).toBe('https://www.google.com/maps/dir/');
    expect(named.searchParams.get('api')).toBe('1');
    expect(named.searchParams.get('destination')).toBe('Rathaus Vaduz, Städtle 6, 9490 Vaduz');
    expect(named.searchParams.get('travelmode')).toBe('driving');
    expect(new URL(webDirectionsTo({ ...RATHAUS, address: null })).searchParams.get('destination')).toBe('47.140691,9.521916');
  });

  it('does not repeat an address the name already holds', () => {
    expect(placeLabel({ name: 'Rathaus Vaduz, Städtle 6, Vaduz, LI', address: 'Städtle 6', lat: 0, lng: 0 })).toBe('Rathaus Vaduz, Städtle 6, Vaduz, LI');
    expect(placeLabel({ name: 'Haga', address: '  ', lat: 0, lng: 0 })).toBe('Haga');
  });
});

describe('navigateRoute', () => {
  const params = (url: string) => new URL(url).searchParams;

  it('needs two stops', () => {
    expect(navigateRoute([stop(0)], true)).toBeNull();
  });

  it('visits the stops in order, back to the first when the route loops', () => {
    const link = navigateRoute([0, 1, 2, 3].map(stop), true)!;
    expect(link.stopsCovered).toBe(4);
    const p = params(link.url);
    expect(p.get('origin')).toBe('57.700000,11.900000');
    expect(p.get('destination')).toBe('57.700000,11.900000');
    expect(p.get('waypoints')).toBe('57.710000,11.910000|57.720000,11.920000|57.730000,11.930000');
  });

  it('names the stops that have an address, and keeps a | in a name from splitting a waypoint', () => {
    const p = params(navigateRoute([RATHAUS, stop(1), { ...RATHAUS, name: 'Post | Bank', address: 'Äulestrasse 38' }], false)!.url);
    expect(p.get('origin')).toBe('Rathaus Vaduz, Städtle 6, 9490 Vaduz');
    expect(p.get('waypoints')).toBe('57.710000,11.910000');
    expect(p.get('destination')).toBe('Post   Bank, Äulestrasse 38');
  });

  it('ends at the last stop of an open route, with no waypoints for two stops', () => {
    const p = params(navigateRoute([stop(0), stop(1)], false)!.url);
    expect(p.get('destination')).toBe('57.710000,11.910000');
    expect(p.has('waypoints')).toBe(false);
  });

  it('says how many stops it covers when Google Maps cannot take them all', () => {
    const stops = Array.from({ length: 15 }, (_, i) => stop(i));
    const link = navigateRoute(stops, true)!;
    expect(link.stopsCovered).toBe(MAX_WAYPOINTS + 2);
    const p = params(link.url);
    expect(p.get('waypoints')!.split('|')).toHaveLength(MAX_WAYPOINTS);
    expect(p.get('destination')).toBe('57.800000,12.000000');
  });
});
