// Car access rules: which ways a car may use, in which direction and at what speed.
import { describe, expect, it } from 'vitest';
import { carAccess, parseMaxspeed } from './car-profile.ts';

describe('parseMaxspeed', () => {
  it.each([
    ['50', 50],
    ['30 km/h', 30],
    ['30 mph', 48.28032],
    ['SE:urban', 50],
    ['SE:rural', 70],
    ['signals', null],
    [undefined, null],
  ])('%s -> %s', (value, kmh) => {
    const got = parseMaxspeed(value);
    if (kmh === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(kmh, 4);
  });
});

describe('carAccess', () => {
  it('drives 80% of maxspeed (a limit, not the speed driven; OSRM), else the class default', () => {
    expect(carAccess({ highway: 'primary', maxspeed: '70' })).toEqual({ forward: true, backward: true, speedKmh: 56 });
    expect(carAccess({ highway: 'residential' })).toEqual({ forward: true, backward: true, speedKmh: 30 });
  });

  it('excludes ways a car may not use', () => {
    for (const highway of ['footway', 'cycleway', 'path', 'steps', 'pedestrian', 'track', 'construction', 'platform', 'bridleway']) {
      expect(carAccess({ highway })).toBeNull();
    }
    expect(carAccess({ highway: 'service', access: 'no' })).toBeNull();
    // A private service road is open to reach a place on it, never to pass through or to start on (OSRM).
    expect(carAccess({ highway: 'service', access: 'private' })).toMatchObject({ noThroughFwd: true, noThroughBwd: true, noStart: true });
    expect(carAccess({ highway: 'tertiary', motor_vehicle: 'no' })).toBeNull();
    expect(carAccess({ highway: 'tertiary', motorcar: 'no' })).toBeNull();
  });

  it('lets a specific permission override a general ban', () => {
    expect(carAccess({ highway: 'service', access: 'no', motor_vehicle: 'yes' })).not.toBeNull();
  });

  it('reads one-way tags and implied one-ways', () => {
    expect(carAccess({ highway: 'residential', oneway: 'yes' })).toMatchObject({ forward: true, backward: false });
    expect(carAccess({ highway: 'residential', oneway: '1' })).toMatchObject({ forward: true, backward: false });
    expect(carAccess({ highway: 'residential', oneway: '-1' })).toMatchObject({ forward: false, backward: true });
    expect(carAccess({ highway: 'primary', junction: 'roundabout' })).toMatchObject({ forward: true, backward: false });
    expect(carAccess({ highway: 'motorway' })).toMatchObject({ forward: true, backward: false });
    expect(carAccess({ highway: 'motorway', oneway: 'no' })).toMatchObject({ forward: true, backward: true });
  });
});
