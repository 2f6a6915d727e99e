// Addresses, districts, points of interest and places on a drawn two-village fixture: exact points,
// interpolation, nearest numbers, fallbacks with their true quality, reverse to the house, search-ahead.
import { describe, expect, it } from 'vitest';
import type { AddressPoint, AdminArea, MapFeatures } from '../pack/map-features.ts';
import type { LngLat, RoadWay, SourceInfo } from '../pack/ways.ts';
import { buildGeocodeSections, Geocoder } from './index.ts';

const info: SourceInfo = { region: 'Testland', source: 'hand-drawn fixture', timestamp: null };

//   Two municipalities side by side, Oberdorf (west of lng 9.51) and Unterdorf (east). Each has its own
//   Hauptstrasse along lat 47.1; Oberdorf's carries numbers 1–9 odd on the north side and 2, 4, 10 on the
//   south side, 50 m apart per step of two. Unterdorf's carries 1–3. Dorfplatz is an address-only street.
//
//     1   3   5   7   9                  |   1   3
//   ===========================          |  ========  Hauptstrasse (Unterdorf)
//     2   4           10   Hauptstrasse  |
//              Oberdorf                  |  Unterdorf
const box = (x0: number, y0: number, x1: number, y1: number): LngLat[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const admin: AdminArea[] = [
  { id: 'relation/1', level: 2, names: ['Testland', 'Testland (en)'], polygons: [box(9.4, 47.0, 9.6, 47.2)] },
  { id: 'relation/2', level: 8, names: ['Oberdorf'], polygons: [box(9.4, 47.0, 9.51, 47.2)] },
  { id: 'relation/3', level: 8, names: ['Unterdorf'], polygons: [box(9.51, 47.0, 9.6, 47.2)] },
];
const STEP = 0.00066; // ≈ 50 m of longitude at 47.1°N
const X0 = 9.5;
const north = 47.1003;
const south = 47.0997;
const ober = (n: number): AddressPoint => ({
  id: `node/${n}`,
  lng: X0 + ((n - 1) >> 1) * STEP,
  lat: n % 2 ? north : south,
  housenumber: String(n),
  street: 'Hauptstrasse',
  postcode: '9490',
  // The odd side carries its own addr:city; the even side only lies in Oberdorf.
  ...(n % 2 ? { city: 'Oberdorf' } : {}),
});
const addresses: AddressPoint[] = [
  ...[1, 3, 5, 7, 9, 2, 4, 10].map(ober),
  { id: 'node/100', lng: 9.52, lat: north, housenumber: '1', street: 'Hauptstrasse', postcode: '9491', city: 'Unterdorf' },
  { id: 'node/101', lng: 9.52 + STEP, lat: north, housenumber: '3', street: 'Hauptstrasse', postcode: '9491', city: 'Unterdorf' },
  { id: 'node/102', lng: 9.505, lat: 47.105, housenumber: '7', place: 'Dorfplatz', postcode: '9490' },
];
const features: MapFeatures = {
  addresses,
  pois: [
    { id: 'node/200', lng: 9.503, lat: 47.1004, kind: 'tourism=museum', names: ['Heimatmuseum', 'Local History Museum'], address: { street: 'Hauptstrasse', housenumber: '7' } },
    { id: 'node/201', lng: 9.521, lat: 47.1004, kind: 'amenity=cafe', names: ['Café Zentral'] },
  ],
  places: [
    { id: 'node/300', lng: 9.502, lat: 47.1, kind: 'village', names: ['Oberdorf'] },
    { id: 'node/301', lng: 9.521, lat: 47.1, kind: 'village', names: ['Unterdorf'] },
    { id: 'node/302', lng: 9.5, lat: 47.12, kind: 'hamlet', names: ['Bergli'] },
  ],
  admin,
  basemap: [],
};
const way = (id: string, name: string, coords: LngLat[]): RoadWay => ({ id, tags: { highway: 'residential', name }, coords, area: false });
const ways = [
  way('way/1', 'Hauptstrasse', [[9.499, 47.1], [9.5015, 47.1], [9.505, 47.1]]),
  way('way/2', 'Hauptstrasse', [[9.519, 47.1], [9.522, 47.1]]),
  way('way/3', 'Querweg', [[9.5015, 47.099], [9.5015, 47.1], [9.5015, 47.101]]),
];

/** Metres between two points (equirectangular, fine at this scale). */
const meters = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lng - b.lng) * Math.cos((47.1 * Math.PI) / 180), a.lat - b.lat) * 111_320;
const sections = buildGeocodeSections(ways, info, features);
const g = Geocoder.fromSections((n) => new Uint8Array(sections[n]!.buffer, sections[n]!.byteOffset, sections[n]!.byteLength), info);

describe('forward geocoding to the house number', () => {
  it('answers an exact address with its own point, P1, and fills city and postcode from its tags', () => {
    const r = g.forward({ location: 'Hauptstrasse 5, 9490 Oberdorf' })!;
    expect([r.lat, r.lng]).toEqual([north, X0 + 2 * STEP]);
    expect(r).toMatchObject({ street: 'Hauptstrasse 5', adminArea5: 'Oberdorf', adminArea1: '', postalCode: '9490', geocodeQuality: 'POINT', geocodeQualityCode: 'P1AAA' });
    expect(r.note).toBeUndefined();
  });

  it('takes the city from the municipality when the address has no addr:city', () => {
    expect(g.forward({ street: 'Hauptstrasse 4', city: 'Oberdorf' })).toMatchObject({ adminArea5: 'Oberdorf', geocodeQualityCode: 'P1AAX' });
  });

  it('tells same-named streets apart by city and by postcode', () => {
    expect(g.forward({ location: 'Hauptstrasse 1, Unterdorf' })?.lng).toBe(9.52);
    expect(g.forward({ location: 'Hauptstrasse 1, 9491' })?.lng).toBe(9.52);
    expect(g.forward({ location: 'Hauptstrasse 1, Oberdorf' })?.lng).toBe(X0);
  });

  it('interpolates a missing number between its neighbours on the same side, L1 with a note', () => {
    const r = g.forward({ location: 'Hauptstrasse 6, Oberdorf' })!;
    expect(r.geocodeQualityCode).toBe('L1AAX');
    expect(r.note).toBe('Interpolated between Hauptstrasse 4 and 10');
    // A third of the way from 4 (lng X0 + STEP) to 10 (X0 + 4 STEP), on the south side.
    expect(meters(r, { lat: south, lng: X0 + 2 * STEP })).toBeLessThan(0.5);
  });

  it('places a number with another letter at its number, L1 with a note', () => {
    const r = g.forward({ location: 'Hauptstrasse 3b, Oberdorf' })!;
    expect(r.geocodeQualityCode).toBe('L1AAX');
    expect(r.note).toBe('No address point for 3b: placed at Hauptstrasse 3');
  });

  it('answers a number beyond the known ones with the nearest known number, B3 with a note', () => {
    const r = g.forward({ location: 'Hauptstrasse 99, Oberdorf' })!;
    expect(r).toMatchObject({ geocodeQuality: 'STREET', geocodeQualityCode: 'B3AAX', street: 'Hauptstrasse' });
    expect(r.note).toBe('No house number 99 on Hauptstrasse: nearest known number is 10');
  });

  it('forgives case, missing diacritics and one typo, saying so in the street letter', () => {
    expect(g.forward({ location: 'hauptstrasse 5, oberdorf' })?.geocodeQualityCode).toBe('P1AAX');
    expect(g.forward({ location: 'Hauptstrase 5, Oberdorf' })?.geocodeQualityCode).toBe('P1BAX');
  });

  it('marks a street that is not in the city asked for, and a state that does not match', () => {
    const other = g.forward({ location: 'Dorfplatz 7, Unterdorf' })!;
    expect(other.geocodeQualityCode).toBe('P1ACX');
    expect(other.note).toBe('Dorfplatz is not in Unterdorf');
    const state = g.forward({ street: 'Hauptstrasse 5', city: 'Oberdorf', state: 'UT', countryCode: 'US' })!;
    expect(state.geocodeQualityCode).toBe('P1ABX');
    expect(state.note).toBe('State "UT" does not match Testland');
    expect(g.forward({ street: 'Hauptstrasse 5', city: 'Oberdorf', state: 'Testland' })?.geocodeQualityCode).toBe('P1AAX');
  });

  it('falls back to the postcode (Z1) and to the place (A5, A6) with their true quality', () => {
    const zip = g.forward({ location: 'Nowhere Lane 3, 9491 Unterdorf' })!;
    expect(zip).toMatchObject({ geocodeQuality: 'ZIP', geocodeQualityCode: 'Z1XAA', postalCode: '9491', adminArea5: 'Unterdorf' });
    expect(zip.note).toBe('"Nowhere Lane 3" not found: the postcode\'s area');
    expect(g.forward({ location: 'Unterdorf' })).toMatchObject({ geocodeQualityCode: 'A5XAX', lng: 9.521 });
    expect(g.forward({ location: 'Bergli' })).toMatchObject({ geocodeQualityCode: 'A6XAX', adminArea6: 'Bergli', adminArea5: 'Oberdorf' });
  });

  it('finds a point of interest by any of its names (P1)', () => {
    expect(g.forward({ location: 'Local History Museum' })).toMatchObject({ geocodeQualityCode: 'P1AXX', lng: 9.503, street: 'Hauptstrasse 7' });
  });

  it('keeps the street answer for a street without numbers, with a note when a number was asked', () => {
    const r = g.forward({ location: 'Querweg 3, Oberdorf' })!;
    expect(r.geocodeQualityCode).toBe('B1AAX');
    expect(r.note).toBe("No address data for number 3: the street's centre");
  });
});

describe('reverse geocoding to the house number', () => {
  it('answers the nearest address within 50 m with its number, side of street and intersection', () => {
    const r = g.reverse(north + 0.0001, X0 + 2 * STEP + 0.0001)!;
    expect(r).toMatchObject({ street: 'Hauptstrasse 5', geocodeQualityCode: 'P1AAA', postalCode: '9490', adminArea5: 'Oberdorf', sideOfStreet: 'L' });
    expect(r.nearestIntersection?.label).toBe('Hauptstrasse & Querweg');
  });

  it('answers the street beyond 50 m from every address', () => {
    const r = g.reverse(47.1, 9.5045)!;
    expect(r).toMatchObject({ street: 'Hauptstrasse', geocodeQualityCode: 'B1AAX', adminArea5: 'Oberdorf' });
  });
});

describe('search-ahead over addresses, points of interest and places', () => {
  const near = { lat: 47.1, lng: 9.5 };
  it('lists the addresses of a typed number first, the exact number leading', () => {
    const s = g.suggest('Hauptstrasse 1', { near });
    expect(s[0]).toMatchObject({ type: 'address', kind: 'Address', name: 'Hauptstrasse 1', lng: X0 });
    expect(s.filter((x) => x.type === 'address').map((x) => x.name)).toEqual(['Hauptstrasse 1', 'Hauptstrasse 1', 'Hauptstrasse 10']);
  });

  it('narrows to a place typed after the name', () => {
    expect(g.suggest('Hauptstrasse 1 Unterdorf', { near })[0]).toMatchObject({ type: 'address', lng: 9.52 });
  });

  it('finds a point of interest by an alternative name and shows it by its one main name', () => {
    expect(g.suggest('local hist')[0]).toMatchObject({ type: 'poi', kind: 'Museum', name: 'Heimatmuseum', street: 'Hauptstrasse 7' });
    expect(g.suggest('local hist')[0]?.displayString).not.toContain('Local History');
    expect(g.suggest('cafe zen')[0]).toMatchObject({ type: 'poi', kind: 'Cafe', name: 'Café Zentral' });
  });

  it('tolerates one typo per four letters typed, and none in fewer', () => {
    expect(g.suggest('hauptstrase')[0]?.name).toBe('Hauptstrasse');
    expect(g.suggest('huaptstrsase')[0]?.name).toBe('Hauptstrasse');
    expect(g.suggest('hxu')).toEqual([]);
    expect(g.suggest('hxup')[0]?.name).toBe('Hauptstrasse');
  });

  it('offers places with their kind and address-only streets', () => {
    expect(g.suggest('berg')[0]).toMatchObject({ type: 'place', kind: 'Hamlet', name: 'Bergli' });
    expect(g.suggest('dorfpl')[0]).toMatchObject({ type: 'street', name: 'Dorfplatz', lng: 9.505 });
  });
});
