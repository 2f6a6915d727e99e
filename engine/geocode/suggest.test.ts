// Search-ahead ranking on a drawn fixture: match quality, road importance, distance bias, intersections.
import { describe, expect, it } from 'vitest';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { Geocoder } from './index.ts';

const info: SourceInfo = { region: 'Testby, Sweden', source: 'hand-drawn fixture', timestamp: null };
const way = (id: string, highway: string, name: string, coords: [number, number][]): RoadWay => ({
  id, tags: { highway, name }, coords, area: false,
});

const g = Geocoder.fromWays(
  [
    way('way/1', 'residential', 'Kungsgatan', [[11.0, 57.0], [11.001, 57.0], [11.002, 57.0]]),
    way('way/2', 'trunk', 'Kungsbackaleden', [[11.0, 57.05], [11.002, 57.05]]),
    way('way/3', 'residential', 'Lilla Kungsgatan', [[11.0, 57.001], [11.002, 57.001]]),
    way('way/4', 'residential', 'Korsgatan', [[11.001, 56.999], [11.001, 57.0], [11.001, 57.001]]),
    way('way/5', 'residential', 'Kungsgatan', [[11.5, 57.5], [11.502, 57.5]]),
  ],
  info,
);

describe('suggest', () => {
  it('ranks a more important road first when nothing else separates them', () => {
    expect(g.suggest('kungs').map((s) => s.name).slice(0, 2)).toEqual(['Kungsbackaleden', 'Kungsgatan']);
  });

  it('ranks an exact name above longer names that start with it', () => {
    expect(g.suggest('kungsgatan')[0]?.name).toBe('Kungsgatan');
  });

  it('matches any word of a name, after names that start with the text', () => {
    const names = g.suggest('kungsgatan').map((s) => s.name);
    expect(names).toContain('Lilla Kungsgatan');
    expect(names.indexOf('Lilla Kungsgatan')).toBeGreaterThan(names.indexOf('Kungsgatan'));
  });

  it('lets the location bias pick the nearer of two same-named streets', () => {
    expect(g.suggest('kungsgatan', { near: { lat: 57.5, lng: 11.501 } })[0]?.lat).toBe(57.5);
    expect(g.suggest('kungsgatan', { near: { lat: 57.0, lng: 11.001 } })[0]?.lat).toBe(57.0);
  });

  it('completes intersections after "&"', () => {
    const s = g.suggest('Kungsgatan & ko');
    expect(s.map((x) => [x.name, x.type])).toEqual([['Kungsgatan & Korsgatan', 'intersection']]);
    expect([s[0]!.lat, s[0]!.lng]).toEqual([57.0, 11.001]);
  });

  it('ignores a house number and honours the limit', () => {
    expect(g.suggest('12 Korsg')[0]?.name).toBe('Korsgatan');
    expect(g.suggest('k', { limit: 2 })).toHaveLength(2);
    expect(g.suggest('   ')).toEqual([]);
  });
});
