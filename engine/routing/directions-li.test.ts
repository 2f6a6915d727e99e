// Turn-by-turn directions on real roads: routes between Liechtenstein addresses read as a driver needs them.
// Before this check (issue 31), 200 such routes had 291 steps onto the street the driver was already on and 133
// of 2,793 steps under 30 m (4.8%).
import { beforeAll, describe, expect, it } from 'vitest';
import { Router, type LatLng } from './index.ts';
import type { Maneuver } from './maneuvers.ts';
import { addressPairs, liechtensteinPack } from './liechtenstein-routes.test-util.ts';
import { countSteps, noSteps } from './step-quality.ts';

let router: Router;
let pairs: [LatLng, LatLng][];

beforeAll(async () => {
  router = Router.fromPack(await liechtensteinPack());
  pairs = await addressPairs(200);
}, 180_000);

const step = (kind: Maneuver['kind'], street: string, narrative: string, meters: number): Maneuver =>
  ({ kind, street, narrative, lat: 0, lng: 0, distance: meters / 1609.344, time: 0 }) as Maneuver;

describe('step counts', () => {
  it('count a turn onto the street the driver is on, and a step under 30 m', () => {
    const c = countSteps(
      [
        step('depart', 'Bergstrasse', 'Head north on Bergstrasse', 400),
        step('turn', 'Bergstrasse', 'Turn left onto Bergstrasse', 20),
        step('continue', 'Bergstrasse', 'Turn right to stay on Bergstrasse', 300),
        step('roundabout', 'Bergstrasse', 'At the roundabout, take the second exit onto Bergstrasse', 300),
        step('arrive', '', 'Arrive at stop 2', 0),
      ],
      noSteps(),
    );
    expect(c).toEqual({ steps: 5, actions: 3, ontoSameStreet: 1, stayOn: 1, short: 1 });
  });
});

describe('directions between 200 Liechtenstein addresses', () => {
  it('never turn onto the street the driver is on, and have at most 2% of steps under 30 m', () => {
    const c = noSteps();
    for (const [a, b] of pairs) for (const leg of router.directions([a, b]).legs) countSteps(leg.maneuvers, c);
    expect(c.ontoSameStreet).toBe(0);
    expect(c.short / c.steps).toBeLessThanOrEqual(0.02);
    // Folding never loses a step the driver needs: every route still has one per action, about 11 a route.
    expect(c.actions / pairs.length).toBeGreaterThan(5);
  }, 180_000);
});
