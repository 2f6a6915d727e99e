// Several regions behind one engine: each request reaches the region that holds it, a route across two regions
// is refused in words, geocoding keeps the best answer, search merges the regions' lists. Two small hand-made
// region engines stand in for the packs (region-engine.test.ts runs the real ones).
import { describe, expect, it } from 'vitest';
import { MAIN_STREET, createFakeEngine } from './fake-engine.ts';
import type { OfflineEngine } from './engine.ts';
import { multiRegionEngine, qualityRank, regionNames } from './multi-region.ts';

const north = createFakeEngine();
const south = createFakeEngine({
  region: { ...north.region, name: 'Southville', bounds: { ul: { lat: 48, lng: 9 }, lr: { lat: 47, lng: 10 } }, center: { lat: 47.5, lng: 9.5 } },
  forward: () => ({ ...MAIN_STREET, lat: 47.5, lng: 9.5, geocodeQualityCode: 'P1AAA' }),
  predictions: (q) => [{ name: `${q.q}hof`, lat: 47.5, lng: 9.5, displayString: `${q.q}hof, Southville`, resultId: 's1', place: { type: 'Feature', geometry: { type: 'Point', coordinates: [9.5, 47.5] }, properties: {} }, type: 'poi', address: null }],
});
const both: OfflineEngine = multiRegionEngine([north, south]);
const N1 = { lat: 57.7, lng: 11.97 };
const N2 = { lat: 57.71, lng: 11.98 };
const S1 = { lat: 47.5, lng: 9.5 };

describe('multiRegionEngine', () => {
  it('lists every region, the first as the default', () => {
    expect(both.region.name).toBe('Fakeville');
    expect(both.regions?.map((r) => r.name)).toEqual(['Fakeville', 'Southville']);
    expect(multiRegionEngine([north])).toBe(north);
  });

  it('routes in the region holding every stop, and refuses stops in two regions or in none', async () => {
    expect((await both.directions([N1, N2], { returnToStart: false, routeType: 'fastest' })).legs).toHaveLength(1);
    expect((await both.matrix([S1, S1], 'fastest')).time).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(() => both.directions([N1, S1], { returnToStart: false, routeType: 'fastest' })).toThrow(
      expect.objectContaining({ code: 'CROSS_REGION', message: 'No route from stop 1 to stop 2: stop 1 is in Fakeville and stop 2 in Southville, and a route must stay within one offline region' }),
    );
    expect(() => both.matrix([N1, { lat: 37.77, lng: -122.42 }], 'fastest')).toThrow(
      expect.objectContaining({ code: 'OUT_OF_COVERAGE', message: 'Location 2 (37.77, -122.42) is outside the offline regions (Fakeville and Southville)' }),
    );
  });

  it('keeps the best geocode of all regions, and reverse geocodes in the region holding the point', async () => {
    expect((await both.forward({ street: '1 Main St', city: '', state: '', countryCode: '' }))?.geocodeQualityCode).toBe('P1AAA');
    expect((await both.reverse(S1))?.lat).toBe(47.5);
  });

  it('keeps, of geocodes alike, the one of the region holding the focus', async () => {
    // Each region's Main St inside it.
    const main = ({ lat, lng }: { lat: number; lng: number }) => ({ ...MAIN_STREET, lat, lng, geocodeQualityCode: 'P1AAA' });
    const row = ({ lat, lng }: { lat: number; lng: number }) => ({ lat, lng, displayName: 'Main St', quality: 'POINT', geocodeQualityCode: 'P1AAA', sideOfStreet: 'N', providedLocation: 'Main St' });
    const northMain = createFakeEngine({ forward: () => main(N1), bulkRow: () => row(N1) });
    const southMain = createFakeEngine({ ...south, forward: () => main(S1), bulkRow: () => row(S1) });
    const mains = multiRegionEngine([northMain, southMain]);
    const address = { street: 'Main St', city: 'Town', state: 'ST', countryCode: 'US' };
    expect((await mains.forward(address))?.lat).toBe(57.7);
    expect((await mains.forward({ ...address, focus: S1 }))?.lat).toBe(47.5);
    expect((await mains.forward({ ...address, focus: N1 }))?.lat).toBe(57.7);
    expect((await mains.bulkRow({ location: 'Main St' }))?.lat).toBe(57.7);
    expect((await mains.bulkRow({ location: 'Main St', focus: S1 }))?.lat).toBe(47.5);
  });

  it('merges search from both regions, names starting with the text first, each place once', async () => {
    const results = await both.predictions({ q: 'Linn', limit: 5 });
    expect(results.map((r) => r.displayString)).toEqual(['Linn Cafe, Main St', 'Linnhof, Southville']);
    // Near the south, its places come first; the north's fake answers at the position given, outside its own
    // region, so it comes after every place inside a region.
    const nearSouth = await both.predictions({ q: 'Linn', limit: 5, near: { lat: 47.6, lng: 9.6 } });
    expect(nearSouth.map((r) => r.displayString)).toEqual(['Linnhof, Southville', 'Linn Cafe, Main St']);
    expect(await both.incidents({ ul: { lat: 48, lng: 9 }, lr: { lat: 47, lng: 10 } })).toEqual([]);
    expect((await both.incidents({ ul: { lat: 58, lng: 11 }, lr: { lat: 57, lng: 12 } })).map((i) => i.id)).toEqual(['fake-1']);
  });

  it("lists the region holding the visitor's position first, then the others' places of the same standing", async () => {
    const place = (name: string, at: { lat: number; lng: number }) => ({
      name,
      ...at,
      displayString: name,
      resultId: name,
      place: { type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [at.lng, at.lat] as [number, number] }, properties: {} },
      type: 'poi' as const,
      address: null,
    });
    const northPosts = createFakeEngine({ predictions: () => [place('Postgatan', N1), place('Postmastaregatan', N2)] });
    const southPosts = createFakeEngine({ ...south, predictions: () => [place('Post South', S1), place('Poststrasse', S1)] });
    const posts = multiRegionEngine([northPosts, southPosts]);
    const nearSouth = await posts.predictions({ q: 'post', limit: 4, near: { lat: 47.6, lng: 9.6 } });
    expect(nearSouth.map((r) => r.name)).toEqual(['Post South', 'Poststrasse', 'Postgatan', 'Postmastaregatan']);
    // Without a position in a region, the regions take turns.
    expect((await posts.predictions({ q: 'post', limit: 4 })).map((r) => r.name)).toEqual(['Postgatan', 'Post South', 'Postmastaregatan', 'Poststrasse']);
  });

  it('keeps a world city where its engine ranked it among its own places, not after every region\'s look-alikes', async () => {
    const at = (name: string, lat: number, lng: number) => ({
      name,
      lat,
      lng,
      displayString: name,
      resultId: name,
      place: { type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [lng, lat] as [number, number] }, properties: {} },
      type: 'poi' as const,
      address: null,
    });
    // Both engines rank Paris, France (in neither region) before their own names a typo or two away from it.
    const paris = at('Paris', 48.86, 2.35);
    const northLike = createFakeEngine({ predictions: () => [paris, at('Pärlstickaregatan', N1.lat, N1.lng), at('Paris, TX', 33.66, -95.55)] });
    const southLike = createFakeEngine({ ...south, predictions: () => [paris, at('Uli Mariss Hütte', S1.lat, S1.lng), at('Paris, TX', 33.66, -95.55)] });
    const merged = multiRegionEngine([northLike, southLike]);
    expect((await merged.predictions({ q: 'Paris', limit: 4, near: S1 })).map((r) => r.name)).toEqual(['Paris', 'Uli Mariss Hütte', 'Pärlstickaregatan', 'Paris, TX']);
    expect((await merged.predictions({ q: 'Paris', limit: 4 })).map((r) => r.name)[0]).toBe('Paris');
    // "Cologne": Köln, which the engines know by that name too, before the small towns whose own name it is.
    const koln = at('Köln', 50.94, 6.96);
    const cologneNorth = createFakeEngine({ predictions: () => [koln, at('Cologne', 45.58, 9.94), at('Cologne, MN', 44.77, -93.78)] });
    const cologneSouth = createFakeEngine({ ...south, predictions: () => [koln, at('Cologne', 45.58, 9.94)] });
    const cologne = multiRegionEngine([cologneNorth, cologneSouth]);
    expect((await cologne.predictions({ q: 'Cologne', limit: 4 })).map((r) => r.name)).toEqual(['Köln', 'Cologne', 'Cologne, MN']);
  });

  it('keeps, of geocodes alike, a place in a served region before a world city of the name, whatever the focus', async () => {
    const city = ({ lat, lng }: { lat: number; lng: number }) => ({ ...MAIN_STREET, lat, lng, street: '', geocodeQualityCode: 'A5XAX' });
    const cityRow = ({ lat, lng }: { lat: number; lng: number }) => ({ lat, lng, displayName: 'Gothenburg', quality: 'CITY', geocodeQualityCode: 'A5XAX', sideOfStreet: 'N', providedLocation: 'Gothenburg' });
    // The south region's gazetteer knows a Gothenburg in Nebraska; the north region is Gothenburg.
    const nebraska = { lat: 40.93, lng: -100.16 };
    const northCity = createFakeEngine({ forward: () => city(N1), bulkRow: () => cityRow(N1) });
    const southWorld = createFakeEngine({ ...south, forward: () => city(nebraska), bulkRow: () => cityRow(nebraska) });
    const engine = multiRegionEngine([southWorld, northCity]);
    expect((await engine.forward({ street: '', city: 'Gothenburg', state: '', countryCode: '', focus: S1 }))?.lat).toBe(N1.lat);
    expect((await engine.bulkRow({ location: 'Gothenburg', focus: S1 }))?.lat).toBe(N1.lat);
    expect((await engine.bulkRow({ location: 'Gothenburg' }))?.lat).toBe(N1.lat);
  });

  it('lists the places of the kind typed in the region in view before another region\'s names that begin with it', async () => {
    const at = (name: string, { lat, lng }: { lat: number; lng: number }, kind: string) => ({
      name,
      lat,
      lng,
      kind,
      displayString: name,
      resultId: name,
      place: { type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [lng, lat] as [number, number] }, properties: {} },
      type: 'poi' as const,
      address: null,
    });
    const northStreets = createFakeEngine({ predictions: () => [at('Bankogatan', N1, 'Street')] });
    const southBanks = createFakeEngine({ ...south, predictions: () => [at('VP Bank', S1, 'Bank'), at('LGT', S1, 'Bank')] });
    const merged = multiRegionEngine([northStreets, southBanks]);
    expect((await merged.predictions({ q: 'bank', limit: 3, near: S1 })).map((r) => r.name)).toEqual(['VP Bank', 'LGT', 'Bankogatan']);
  });

  it('ranks quality codes by the street name matched (street level and finer), then granularity, then confidence', () => {
    expect(['A5XAX', 'B1AAA', 'P1CAA', 'P1AAA', 'L1AAA'].sort((a, b) => qualityRank(a) - qualityRank(b))).toEqual(['P1AAA', 'L1AAA', 'B1AAA', 'P1CAA', 'A5XAX']);
    // "64 West 4th Street": New York's West 4th Street at street level before another region's South 4th Street 64.
    expect(qualityRank('B3AAX')).toBeLessThan(qualityRank('B1BXX'));
    expect(qualityRank('P1AAA')).toBeLessThan(qualityRank('B3AAA'));
    expect(qualityRank('B3CAA')).toBeLessThan(qualityRank('A5XAX'));
    expect(regionNames([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('A, B and C');
  });
});
