import { describe, expect, it } from 'vitest';
import {
  boundsContain,
  boundsIntersect,
  isCovered,
  offlineRegionNames,
  outsideCoverageText,
  regionAt,
  regionList,
  viewOutsideCoverage,
  type Bounds,
} from './regions.ts';

const box = (north: number, west: number, south: number, east: number): Bounds => ({
  ul: { lat: north, lng: west },
  lr: { lat: south, lng: east },
});

// The two bundled regions, rounded.
const liechtenstein = { id: 'liechtenstein', name: 'Liechtenstein', bounds: box(47.28, 9.47, 47.04, 9.64) };
const gothenburg = { id: 'gothenburg', name: 'Gothenburg, Sweden', bounds: box(57.76, 11.86, 57.65, 12.09) };
const regions = [liechtenstein, gothenburg];

const VADUZ = { lat: 47.141, lng: 9.521 };
const KUNGSGATAN = { lat: 57.7045, lng: 11.9637 };
const SAN_FRANCISCO = { lat: 37.77, lng: -122.42 };

describe('points and regions', () => {
  it('finds the region that holds a point, edges included', () => {
    expect(regionAt(regions, VADUZ)?.id).toBe('liechtenstein');
    expect(regionAt(regions, KUNGSGATAN)?.id).toBe('gothenburg');
    expect(regionAt(regions, SAN_FRANCISCO)).toBeUndefined();
    expect(boundsContain(liechtenstein.bounds, { lat: 47.28, lng: 9.64 })).toBe(true);
    expect(boundsContain(liechtenstein.bounds, { lat: 47.2801, lng: 9.5 })).toBe(false);
  });

  it('counts everything as covered when there are no offline regions (a worldwide provider)', () => {
    expect(isCovered([], SAN_FRANCISCO)).toBe(true);
    expect(isCovered(regions, SAN_FRANCISCO)).toBe(false);
    expect(isCovered(regions, KUNGSGATAN)).toBe(true);
  });
});

describe('map views and regions', () => {
  it('says a view is outside only when it shows no part of any region', () => {
    const overSanFrancisco = box(37.8, -122.5, 37.7, -122.3);
    const overVaduz = box(47.2, 9.4, 47.1, 9.6);
    const overEurope = box(60, 0, 40, 20);
    const straddlingLiechtenstein = box(47.3, 9.6, 47.2, 9.8);
    expect(viewOutsideCoverage(regions, overSanFrancisco)).toBe(true);
    expect(viewOutsideCoverage(regions, overVaduz)).toBe(false);
    expect(viewOutsideCoverage(regions, overEurope)).toBe(false);
    expect(viewOutsideCoverage(regions, straddlingLiechtenstein)).toBe(false);
    expect(viewOutsideCoverage([], overSanFrancisco)).toBe(false);
  });

  it('reads a view across the antimeridian as two spans', () => {
    const acrossPacific = box(60, 170, 40, -170);
    expect(boundsIntersect(acrossPacific, box(50, 175, 45, 178))).toBe(true);
    expect(boundsIntersect(acrossPacific, box(50, -175, 45, -172))).toBe(true);
    expect(boundsIntersect(acrossPacific, gothenburg.bounds)).toBe(false);
  });

  it('needs the latitudes to overlap too', () => {
    expect(boundsIntersect(box(40, 9, 30, 10), liechtenstein.bounds)).toBe(false);
  });
});

describe('region names in text', () => {
  it('lists the names as a sentence, keeping the commas inside names', () => {
    expect(regionList([liechtenstein])).toBe('Liechtenstein');
    expect(regionList(regions)).toBe('Liechtenstein and Gothenburg, Sweden');
    expect(regionList([...regions, { name: 'Vienna' }])).toBe('Liechtenstein, Gothenburg, Sweden, and Vienna');
  });

  it('names every region the server has, or none for a worldwide provider', () => {
    expect(offlineRegionNames({ regions, region: 'Liechtenstein' })).toBe('Liechtenstein and Gothenburg, Sweden');
    expect(offlineRegionNames({ regions: [], region: null })).toBeNull();
  });

  it('says region or regions as the server has them', () => {
    expect(outsideCoverageText(regions)).toBe('Outside the offline regions — Liechtenstein and Gothenburg, Sweden');
    expect(outsideCoverageText([gothenburg])).toBe('Outside the offline region — Gothenburg, Sweden');
  });
});
