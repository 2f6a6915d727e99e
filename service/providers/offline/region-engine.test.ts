// The real offline engine over the bundled packs (Liechtenstein, full data; Gothenburg, roads), in contract
// shapes: the glue between engine/ and the proxy, checked on real data.
import { beforeAll, describe, expect, it } from 'vitest';
import { GeocodeResult } from '../../contract/geocode.ts';
import { RouteDirectionsResponse } from '../../contract/route-directions.ts';
import { PlannerSearchResult } from '../../contract/search-predictions.ts';
import { Incident } from '../../contract/traffic-incidents.ts';
import type { OfflineEngine } from './engine.ts';
import { loadRegionEngine } from '../../../proxy/load-region-engine.ts';

let engine: OfflineEngine;
beforeAll(async () => {
  engine = await loadRegionEngine({ log: () => {} });
}, 300_000);

const CENTRAL = { lat: 57.7047, lng: 11.9668 };
const SOUTH = { lat: 57.695, lng: 11.979 };
const VADUZ = { lat: 47.1399, lng: 9.5217 };
const SCHAAN = { lat: 47.1653, lng: 9.5096 };

describe('offline region engine', () => {
  it('keeps a truck out of the Steg tunnel (too low for it) that a car and a van drive through, in directions and the matrix', async () => {
    const ends = [
      { lat: 47.1159804, lng: 9.5597726 },
      { lat: 47.1150657, lng: 9.569613 },
    ];
    const drive = async (vehicle: 'car' | 'van' | 'truck') => RouteDirectionsResponse.parse(await engine.directions(ends, { returnToStart: false, routeType: 'fastest', vehicle }));
    const [car, van, truck] = [await drive('car'), await drive('van'), await drive('truck')];
    expect(car.distance).toBeLessThan(0.6);
    expect(van.distance).toBe(car.distance);
    expect(truck.distance).toBeGreaterThan(car.distance * 3);
    expect(truck.legs[0]!.maneuvers.map((m) => m.street)).not.toContain('Stegertunnel');
    expect(car.legs[0]!.maneuvers.map((m) => m.street)).toContain('Stegertunnel');
    const matrix = await engine.matrix(ends, 'fastest', 'truck');
    expect(matrix.distance[0]![1]).toBeCloseTo(truck.distance, 6);
    expect((await engine.matrix(ends, 'fastest')).distance[0]![1]).toBeCloseTo(car.distance, 6);
  });

  it('describes both regions, the full-data one first, with their data and attribution', () => {
    expect(engine.region.name).toBe('Liechtenstein');
    expect(engine.regions?.map((r) => [r.name, r.contents])).toEqual([
      ['Liechtenstein', 'full'],
      ['Gothenburg, Sweden', 'roads'],
    ]);
    for (const r of engine.regions ?? []) {
      expect(r.attribution).toContain('© OpenStreetMap contributors');
      expect(r.bounds.ul.lat).toBeGreaterThan(r.bounds.lr.lat);
    }
    expect(engine.regions?.[1]?.dataDate).toBe('2016-12-27T10:04:02Z');
  });

  it('routes inside each region and refuses a route across the two', async () => {
    const vaduzSchaan = RouteDirectionsResponse.parse(await engine.directions([VADUZ, SCHAAN], { returnToStart: false, routeType: 'fastest' }));
    expect(vaduzSchaan.distance).toBeGreaterThan(2);
    expect(vaduzSchaan.distance).toBeLessThan(6);
    // Turn by turn on real roads: out of Vaduz onto Landstrasse, the main road north, and into Schaan.
    const steps = vaduzSchaan.legs[0]!.maneuvers;
    expect(steps[0]!.kind).toBe('depart');
    expect(steps.at(-1)).toMatchObject({ kind: 'arrive', narrative: 'Arrive at stop 2, on the right', modifier: 'right' });
    expect(steps.map((m) => m.street)).toContain('Landstrasse');
    expect(steps.reduce((sum, m) => sum + m.distance, 0)).toBeCloseTo(vaduzSchaan.distance, 6);
    await expect(async () => engine.directions([VADUZ, CENTRAL], { returnToStart: false, routeType: 'fastest' })).rejects.toMatchObject({
      code: 'CROSS_REGION',
      message: 'No route from stop 1 to stop 2: stop 1 is in Liechtenstein and stop 2 in Gothenburg, Sweden, and a route must stay within one offline region',
    });
  });

  it('geocodes each address in its own region, to the house number in Liechtenstein', async () => {
    const stadtle = GeocodeResult.parse(await engine.forward({ street: 'Städtle 32', city: 'Vaduz', state: '', countryCode: 'LI' }));
    expect(stadtle.geocodeQualityCode).toMatch(/^P1/);
    expect(stadtle.adminArea1).toBe('LI');
    const gothenburg = GeocodeResult.parse(await engine.forward({ street: 'Vasagatan', city: 'Göteborg', state: '', countryCode: 'SE' }));
    expect(gothenburg.lat).toBeGreaterThan(57.6);
    expect(gothenburg.geocodeQualityCode).toMatch(/^B/);
  });

  it('never passes a city-level answer off as the address: Washington, D.C. for a DC query, with a note', async () => {
    const dc = GeocodeResult.parse(await engine.forward({ street: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', countryCode: 'US' }));
    expect(dc).toMatchObject({ adminArea5: 'Washington, D.C.', adminArea3: 'DC', geocodeQualityCode: 'A5XAX' });
    expect(dc.note).toBe('No street data for "1600 Pennsylvania Ave NW" here: the centre of Washington, D.C.');
    const row = await engine.bulkRow({ location: '1600 Pennsylvania Ave NW, Washington, DC, US' } as never);
    expect(row).toMatchObject({ displayName: 'Washington, D.C., DC, US', geocodeQualityCode: 'A5XAX' });
    expect(row?.note).toMatch(/^No street data/);
  });

  it('carries the engine\'s note when the answer is less than was asked: a number missing from the data', async () => {
    const hit = GeocodeResult.parse(await engine.forward({ street: 'Städtle 999', city: 'Vaduz', state: '', countryCode: 'LI' }));
    expect(hit.geocodeQualityCode).toMatch(/^B3/);
    expect(hit.note).toMatch(/^No house number 999 on Städtle/);
  });

  it('says what a search result is and finds famous places by name', async () => {
    const results = (await engine.predictions({ q: 'Kunstmuseum', limit: 5 })).map((r) => PlannerSearchResult.parse(r));
    expect(results[0]?.name).toBe('Kunstmuseum Liechtenstein');
    expect(results[0]?.kind).toBeTruthy();
  });

  it('drives between two city points in contract shape', async () => {
    const route = RouteDirectionsResponse.parse(await engine.directions([CENTRAL, SOUTH], { returnToStart: true, routeType: 'fastest' }));
    expect(route.legs).toHaveLength(2);
    expect(route.distance).toBeGreaterThan(1);
    expect(route.distance).toBeLessThan(6);
    expect(route.formattedTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(route.shape.length).toBeGreaterThan(10);
  });

  it('walks and cycles the same trip slower than it drives, each at its own pace', async () => {
    const trip = async (routeType: 'fastest' | 'pedestrian' | 'bicycle') =>
      RouteDirectionsResponse.parse(await engine.directions([CENTRAL, SOUTH], { returnToStart: false, routeType }));
    const [drive, walk, ride] = [await trip('fastest'), await trip('pedestrian'), await trip('bicycle')];
    expect(drive.time).toBeLessThan(ride.time);
    expect(ride.time).toBeLessThan(walk.time);
    // Walkers go at 5 km/h, or slower on steps.
    const secondsPerMileAt5Kmh = 3600 / (5 / 1.609344);
    expect(walk.time / walk.distance).toBeGreaterThanOrEqual(secondsPerMileAt5Kmh - 1);
    expect(walk.shape.length).toBeGreaterThan(2);
    const walking = await engine.matrix([CENTRAL, SOUTH], 'pedestrian');
    const driving = await engine.matrix([CENTRAL, SOUTH], 'fastest');
    expect(walking.time[0]![1]).toBe(walk.time);
    expect(driving.time[0]![1]).toBe(drive.time);
  });

  it('geocodes a street with an honest street-level quality and the quality link', async () => {
    const hit = GeocodeResult.parse(
      await engine.forward({ street: 'Kungsgatan 12', city: 'Göteborg', state: 'Västra Götaland', countryCode: 'SE' }),
    );
    expect(hit.street).toBe('Kungsgatan');
    expect(hit.geocodeQuality.value).toBe('STREET');
    expect(hit.geocodeQuality.url).toMatch(/^https:\/\//);
    expect(hit.geocodeQualityCode).toMatch(/^B[123]/);
  });

  it('ranks a single line from the focus given (the map\'s centre), else from the region\'s centre', async () => {
    const bank = async (focus?: { lat: number; lng: number }) => (await engine.bulkRow({ location: 'bank near me', ...(focus ? { focus } : {}) }))?.displayName;
    expect(await bank({ lat: 47.066, lng: 9.502 })).toMatch(/, Balzers, LI$/);
    expect(await bank({ lat: 47.2107, lng: 9.5226 })).toMatch(/, Eschen, LI$/);
    expect(await bank(VADUZ)).toMatch(/, Vaduz, LI$/);
    expect(await bank()).toMatch(/, Schaan, LI$/);
    // The geocoding page's boxes: a kind in the street box with the town, "near me" there with the map's centre.
    const form = { street: 'bank near me', city: 'Vaduz', state: 'LI', countryCode: 'LI' };
    expect((await engine.forward({ ...form, focus: { lat: 47.066, lng: 9.502 } }))?.adminArea5).toBe('Balzers');
    expect((await engine.forward(form))?.adminArea5).toBe('Vaduz');
    expect((await engine.forward({ ...form, street: 'bank' }))).toMatchObject({ adminArea5: 'Vaduz', geocodeQuality: { value: 'POINT' } });
  });

  it('reverse geocodes with the nearest intersection and road metadata', async () => {
    const hit = GeocodeResult.parse(await engine.reverse({ lat: 57.7, lng: 11.97 }));
    expect(hit.street).not.toBe('');
    expect(hit.nearestIntersection?.label).toContain('&');
    expect(hit.roadMetadata?.speedLimitUnits).toMatch(/km\/h|mph/);
  });

  it('ranks places in the region first when the visitor gives no position', async () => {
    const results = (await engine.predictions({ q: 'Linn', limit: 8 })).map((r) => PlannerSearchResult.parse(r));
    expect(results[0]?.displayString).toMatch(/Göteborg|Gothenburg/);
  });

  it('lists OpenStreetMap road works in the region as incidents, one per piece of works', async () => {
    const gothenburg = engine.regions?.find((r) => r.name === 'Gothenburg, Sweden');
    const box = { ul: gothenburg!.bounds.ul, lr: gothenburg!.bounds.lr };
    const incidents = (await engine.incidents(box)).map((i) => Incident.parse(i));
    const roadWorks = incidents.filter((i) => i.source === 'OpenStreetMap');
    // 157 mapped ways, of which the car roads make about thirty pieces of works.
    expect(roadWorks.length).toBeGreaterThan(20);
    expect(roadWorks.length).toBeLessThan(60);
    expect(roadWorks.every((i) => i.type === 1)).toBe(true);
  });

  it('answers the simulated traffic of a fixed instant when one is configured (TRAFFIC_TIME)', async () => {
    const fixed = await loadRegionEngine({ log: () => {}, trafficTime: '2026-06-15T10:30:00Z' });
    const box = { ul: fixed.region.bounds.ul, lr: fixed.region.bounds.lr };
    const simulated = (await fixed.incidents(box)).filter((i) => i.source === 'simulated');
    expect(simulated.length).toBeGreaterThan(2);
    expect(simulated.every((i) => /^sim-(2026-06-15|week-2026-06-15)-/.test(i.id))).toBe(true);
    expect(await fixed.incidents(box)).toEqual(await fixed.incidents(box));
  });

  it('serves road tiles, an empty tile past the region, and nothing above its zoom', async () => {
    // The z14 tile holding central Gothenburg (57.70 N, 11.97 E), and one over the Atlantic.
    const city = await engine.tile(14, 8736, 4959);
    expect(city?.body.byteLength).toBeGreaterThan(1000);
    const sea = await engine.tile(14, 7000, 4959);
    expect(sea?.body.byteLength).toBe(0);
    expect(await engine.tile(engine.region.maxZoom + 1, 0, 0)).toBeNull();
  });

  it('refuses a drive from a road closed to cars naming the ways there, and walks and cycles from it', async () => {
    // Valünastrasse above Triesen: a forest road closed to motor traffic, over 1 km from any road open to cars.
    const valuena = { lat: 47.09551, lng: 9.582979 };
    let error: unknown;
    try {
      await engine.directions([valuena, VADUZ], { returnToStart: false, routeType: 'fastest' });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'OUT_OF_COVERAGE',
      message: 'Location 1 (47.09551, 9.582979) has no road open to cars within 1 km: the ways near it are for walking and cycling',
    });
    for (const routeType of ['pedestrian', 'bicycle'] as const) {
      expect((await engine.directions([valuena, VADUZ], { returnToStart: false, routeType })).distance).toBeGreaterThan(5);
    }
  });

  it('refuses a location outside the region with a code and the coverage in words', async () => {
    let error: unknown;
    try {
      await engine.directions([{ lat: 40.7, lng: -74 }, SOUTH], { returnToStart: false, routeType: 'fastest' });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'OUT_OF_COVERAGE' });
    expect(String((error as Error).message)).toMatch(/Location 1 .* is outside the offline regions \(Liechtenstein and Gothenburg, Sweden\)/);
  });
});
