// A chain's name typed with no place ("Starbucks", "7-Eleven"): the branch nearest the focus the caller gives (the
// map's view), else the region's centre; never whichever the data lists first. Hand-drawn: a town along one east-west
// street at 39.29 N, its centre (the town's place node) in the middle, three Starbucks and two 7-Elevens (a shop
// near the centre, a petrol station, a weightier kind, further out).
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures, Poi } from '../pack/map-features.ts';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { Geocoder } from './index.ts';

const info: SourceInfo = { region: 'Harbourtown', source: 'hand-drawn fixture', timestamp: null };
const poi = (id: number, lng: number, kind: string, name: string): Poi => ({ id: `node/${id}`, lng, lat: 39.2901, kind, names: [name] });
// Listed west to east except the first, which the data lists first and which lies furthest west.
const features: MapFeatures = {
  addresses: [],
  pois: [
    poi(1, -76.7, 'amenity=cafe', 'Starbucks'),
    poi(2, -76.6, 'amenity=cafe', 'Starbucks'),
    poi(3, -76.5, 'amenity=cafe', 'Starbucks'),
    poi(4, -76.606, 'amenity=fuel', '7-Eleven'),
    poi(5, -76.603, 'shop=convenience', '7-Eleven'),
    poi(6, -76.52, 'amenity=bank', 'Harbour Bank'),
    poi(7, -76.69, 'amenity=bank', 'Westside Bank'),
  ],
  places: [
    { id: 'node/20', lng: -76.6, lat: 39.29, kind: 'town', names: ['Harbourtown'] },
    { id: 'node/21', lng: -76.5, lat: 39.29, kind: 'hamlet', names: ['Eastpoint'] },
  ],
  admin: [],
  basemap: [],
};
const ways: RoadWay[] = [
  { id: 'way/1', tags: { highway: 'primary', name: 'Harbour Road' }, coords: [[-76.71, 39.29], [-76.49, 39.29]], area: false },
  // A side street by the eastern Starbucks.
  { id: 'way/2', tags: { highway: 'residential', name: 'Market Street' }, coords: [[-76.501, 39.2905], [-76.501, 39.295]], area: false },
];
const east = { lat: 39.29, lng: -76.505 };
const lngOf = (r: { lng: number } | null | undefined) => r?.lng;

let g: Geocoder;
beforeAll(() => {
  g = Geocoder.fromWays(ways, info, loadGazetteer(), features);
});

describe('forward: a chain typed with no place', () => {
  it('is the branch nearest the region’s centre when no focus is given', () => {
    expect(lngOf(g.forward({ location: 'Starbucks' }))).toBe(-76.6);
    expect(lngOf(g.forward({ street: 'Starbucks' }))).toBe(-76.6);
  });

  it('is the branch nearest the focus when one is given', () => {
    expect(lngOf(g.forward({ location: 'Starbucks', near: east }))).toBe(-76.5);
    expect(lngOf(g.forward({ street: 'Starbucks', near: east }))).toBe(-76.5);
  });

  it('ranks a chain’s shop and its petrol station alike: the nearer', () => {
    expect(lngOf(g.forward({ location: '7-Eleven' }))).toBe(-76.603);
  });

  it('a place typed still says which', () => {
    expect(lngOf(g.forward({ location: 'Starbucks in Eastpoint' }))).toBe(-76.5);
  });

  it('a category typed alone is the nearest of its kind to the focus', () => {
    expect(g.forward({ location: 'bank', near: east })?.displayName).toMatch(/^Harbour Bank/);
    expect(g.forward({ location: 'bank', near: { lat: 39.29, lng: -76.69 } })?.displayName).toMatch(/^Westside Bank/);
  });
});

describe('search-ahead: a chain typed with no place', () => {
  it('lists the branches nearest the view first', () => {
    expect(g.suggest('Starbucks', { near: east }).map((s) => s.lng)).toEqual([-76.5, -76.6, -76.7]);
  });

  it('the nearer 7-Eleven first, whatever its kind', () => {
    expect(g.suggest('7-Eleven', { near: { lat: 39.29, lng: -76.6 } }).map((s) => s.lng)).toEqual([-76.603, -76.606]);
  });
});

describe('a chain with the street it is on', () => {
  it.each(['Starbucks, Market Street', 'Starbucks on Market Street', 'Starbucks Market Street', 'Starbucks near Market St'])('%s: the branch by that street', (location) => {
    expect(lngOf(g.forward({ location }))).toBe(-76.5);
    expect(g.suggest(location, { near: { lat: 39.29, lng: -76.7 } })[0]).toMatchObject({ type: 'poi', name: 'Starbucks', lng: -76.5 });
  });

  it('a town after the name is still the town reading', () => {
    expect(lngOf(g.forward({ location: 'Starbucks Eastpoint' }))).toBe(-76.5);
  });
});
