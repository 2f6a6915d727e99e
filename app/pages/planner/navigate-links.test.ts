import { describe, expect, it } from 'vitest';
import { MAX_WAYPOINTS, navigateRoute, navigateToStop, platformOf, webDirectionsTo } from './navigate-links.ts';

const stop = (i: number) => ({ name: `Stop ${i}`, lat: 57.7 + i / 100, lng: 11.9 + i / 100 });
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('navigateToStop', () => {
  it("opens the device's own maps app", () => {
    const haga = { name: 'Haga Nygata & co', lat: 57.69871, lng: 11.95602 };
    expect(platformOf(ANDROID)).toBe('android');
    expect(platformOf(IPHONE)).toBe('ios');
    expect(platformOf(DESKTOP)).toBe('web');
    expect(navigateToStop(haga, 'android')).toBe('geo:57.698710,11.956020?q=57.698710,11.956020(Haga%20Nygata%20%26%20co)');
    expect(navigateToStop(haga, 'ios')).toBe('https://maps.apple.com/?daddr=57.698710,11.956020&dirflg=d');
    expect(navigateToStop(haga, 'web')).toBe(webDirectionsTo(haga));
    const web = new URL(webDirectionsTo(haga));
    expect(web.searchParams.get('destination')).toBe('57.698710,11.956020');
    expect(web.searchParams.get('travelmode')).toBe('driving');
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
