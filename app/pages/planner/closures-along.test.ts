import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../service/contract/index.ts';
import { closuresAlong, isClosure } from './closures-along.ts';

// A street running east at 47.1 N, about 760 m long, and a route driving it end to end.
const street: [number, number][] = [[47.1, 9.5], [47.1, 9.51]];
const route: [number, number][] = [[47.1, 9.499], [47.1, 9.5], [47.1, 9.505], [47.1, 9.511]];

const incident = (over: Partial<Incident>): Incident => ({
  id: 'sim-2026-06-13-1',
  iconURL: '/icons/incidents/road-closed.svg',
  severity: 3,
  impacting: true,
  shortDesc: 'Closure on Malbunstrasse near Malbun: closed for a street market',
  fullDesc: 'The road is closed in both directions for a street market.',
  startTime: '2026-06-13T06:10:00.000Z',
  lat: 47.1,
  lng: 9.505,
  type: 2,
  source: 'simulated',
  shape: street.slice(),
  ...over,
});

describe('closuresAlong', () => {
  it('finds a closure whose road the route follows', () => {
    const closure = incident({});
    expect(closuresAlong(route, [closure])).toEqual([closure]);
  });

  it('finds a short closure the route drives through, and a critical accident blocking its road', () => {
    const short = incident({ id: 'a', shape: [[47.1, 9.505], [47.1, 9.5053]] });
    const blocked = incident({ id: 'b', type: 4, severity: 4, shortDesc: 'Accident on Landstrasse: road blocked in both directions', shape: [[47.1, 9.502], [47.1, 9.503]] });
    expect(closuresAlong(route, [short, blocked]).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('leaves out a closed road the route only crosses, one beside it, and what is no closure', () => {
    const crossed = incident({ id: 'crossed', shape: [[47.098, 9.505], [47.102, 9.505]] });
    const parallel = incident({ id: 'parallel', shape: [[47.1009, 9.5], [47.1009, 9.51]] }); // 100 m north
    const queue = incident({ id: 'queue', type: 3, severity: 3, shortDesc: 'Congestion on Malbunstrasse: stationary traffic' });
    const works = incident({ id: 'works', type: 1, severity: 3, shortDesc: 'Road works on Malbunstrasse: one lane closed' });
    expect(closuresAlong(route, [crossed, parallel, queue, works])).toEqual([]);
  });

  it('reads a closure known only by its point', () => {
    const { shape: _none, ...pointOnly } = incident({ id: 'point' });
    expect(closuresAlong(route, [pointOnly as Incident]).map((i) => i.id)).toEqual(['point']);
    expect(closuresAlong(route, [{ ...(pointOnly as Incident), lat: 47.11 }])).toEqual([]);
  });

  it('says nothing without a route', () => {
    expect(closuresAlong([], [incident({})])).toEqual([]);
  });
});

describe('isClosure', () => {
  it('is a closure (the road-closed icon) or a critical incident', () => {
    expect(isClosure(incident({}))).toBe(true);
    expect(isClosure(incident({ type: 4, severity: 4 }))).toBe(true);
    expect(isClosure(incident({ type: 4, severity: 2 }))).toBe(false);
  });
});
