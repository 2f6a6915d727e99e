// Walking and cycling access rules: which ways each may use, in which directions and how fast.
import { describe, expect, it } from 'vitest';
import { bikeAccess } from './bike-profile.ts';
import { footAccess } from './foot-profile.ts';

const both = { forward: true, backward: true };

describe('footAccess', () => {
  it('walks footways, paths, steps and streets both ways, slower on steps', () => {
    for (const highway of ['footway', 'path', 'pedestrian', 'residential', 'primary', 'service', 'living_street']) {
      expect(footAccess({ highway })).toEqual({ ...both, speedKmh: 5 });
    }
    expect(footAccess({ highway: 'steps' })).toEqual({ ...both, speedKmh: 2.5 });
    expect(footAccess({ highway: 'residential', oneway: 'yes' })).toMatchObject(both);
    expect(footAccess({ highway: 'primary', junction: 'roundabout' })).toMatchObject(both);
  });

  it('keeps off motorways, trunk roads and cycleways unless a foot tag allows them', () => {
    expect(footAccess({ highway: 'motorway' })).toBeNull();
    expect(footAccess({ highway: 'motorway', foot: 'yes' })).toBeNull();
    expect(footAccess({ highway: 'trunk' })).toBeNull();
    expect(footAccess({ highway: 'cycleway' })).toBeNull();
    expect(footAccess({ highway: 'cycleway', foot: 'designated' })).toMatchObject(both);
    expect(footAccess({ highway: 'construction' })).toBeNull();
  });

  it('lets the foot tag override access, and honours oneway:foot', () => {
    expect(footAccess({ highway: 'footway', access: 'no' })).toBeNull();
    expect(footAccess({ highway: 'service', access: 'private', foot: 'yes' })).not.toBeNull();
    expect(footAccess({ highway: 'footway', foot: 'no' })).toBeNull();
    expect(footAccess({ highway: 'footway', 'oneway:foot': 'yes' })).toMatchObject({ forward: true, backward: false });
  });
});

describe('bikeAccess', () => {
  it('rides cycleways and streets at cycling speed, never motorways', () => {
    expect(bikeAccess({ highway: 'cycleway' })).toEqual({ ...both, speedKmh: 18 });
    expect(bikeAccess({ highway: 'residential' })).toEqual({ ...both, speedKmh: 18 });
    expect(bikeAccess({ highway: 'path' })).toEqual({ ...both, speedKmh: 12 });
    expect(bikeAccess({ highway: 'motorway' })).toBeNull();
    expect(bikeAccess({ highway: 'steps' })).toBeNull();
    expect(bikeAccess({ highway: 'primary', motorroad: 'yes' })).toBeNull();
  });

  it('uses footways and trunk roads only where bicycles are allowed, at walking pace where told to dismount', () => {
    expect(bikeAccess({ highway: 'footway' })).toBeNull();
    expect(bikeAccess({ highway: 'footway', bicycle: 'yes' })).toEqual({ ...both, speedKmh: 12 });
    expect(bikeAccess({ highway: 'trunk' })).toBeNull();
    expect(bikeAccess({ highway: 'pedestrian', bicycle: 'yes' })).toMatchObject({ speedKmh: 10 });
    expect(bikeAccess({ highway: 'cycleway', bicycle: 'dismount' })).toMatchObject({ speedKmh: 5 });
    expect(bikeAccess({ highway: 'cycleway', bicycle: 'no' })).toBeNull();
    expect(bikeAccess({ highway: 'service', access: 'no', bicycle: 'yes' })).not.toBeNull();
  });

  it('follows one-ways unless cycling against them is allowed', () => {
    expect(bikeAccess({ highway: 'residential', oneway: 'yes' })).toMatchObject({ forward: true, backward: false });
    expect(bikeAccess({ highway: 'primary', junction: 'roundabout' })).toMatchObject({ forward: true, backward: false });
    expect(bikeAccess({ highway: 'residential', oneway: 'yes', 'oneway:bicycle': 'no' })).toMatchObject(both);
    expect(bikeAccess({ highway: 'residential', oneway: 'yes', cycleway: 'opposite_lane' })).toMatchObject(both);
    expect(bikeAccess({ highway: 'residential', oneway: '-1', 'cycleway:left': 'opposite_track' })).toMatchObject(both);
    expect(bikeAccess({ highway: 'cycleway', 'oneway:bicycle': 'yes' })).toMatchObject({ forward: true, backward: false });
  });
});
