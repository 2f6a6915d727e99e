import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_CHARS, MAX_SHARED_STOPS, decodeSharedRoute, encodeSharedRoute, type SharedRoute, type SharedStop } from './route-payload.ts';

const stop = (i: number): SharedStop => ({
  name: `Stop ${i} <b>bold</b>`,
  displayString: `Kungsgatan ${i}, Göteborg`,
  address: i % 2 ? `Kungsgatan ${i}` : null,
  lat: Number((57.7 + i / 1000).toFixed(6)),
  lng: Number((11.96 + i / 1000).toFixed(6)),
  deliveryStartAt: i % 3 ? '2026-03-01T08:00:00.000Z' : null,
  deliveryEndAt: i % 3 ? '2026-03-01T16:30:00.000Z' : null,
  serviceMinutes: i % 2 ? 5 : 0,
});

const route: SharedRoute = { id: 7, name: 'Morning deliveries', departAt: '2026-03-01T07:30:00.000Z', vehicle: 'car', stops: [stop(1), stop(2), stop(3)] };

const encodeRaw = (document: unknown): string => compressToEncodedURIComponent(JSON.stringify(document));

describe('shared route payload', () => {
  it('round-trips a route through a URL-safe string', () => {
    const encoded = encodeSharedRoute(route);
    expect(encoded).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(encodeURIComponent(encoded!)).toBe(encoded!.replaceAll('+', '%2B').replaceAll('$', '%24'));
    expect(decodeSharedRoute(encoded!)).toEqual(route);
  });

  it('round-trips any valid route (property)', () => {
    const arbStop = fc.record({
      name: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0),
      displayString: fc.string({ maxLength: 60 }),
      address: fc.option(fc.string({ maxLength: 60 }), { nil: null }),
      lat: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((v) => v / 1e6),
      lng: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((v) => v / 1e6),
      deliveryStartAt: fc.option(fc.constant('2026-03-01T08:00:00.000Z'), { nil: null }),
      deliveryEndAt: fc.option(fc.constant('2026-03-01T09:00:00.000+02:00'), { nil: null }),
      serviceMinutes: fc.integer({ min: 0, max: 1440 }),
    });
    const arbVehicle = fc.constantFrom('car' as const, 'van' as const, 'truck' as const);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0), arbVehicle, fc.array(arbStop, { maxLength: 20 }), (id, name, vehicle, stops) => {
        const shared = { id, name, departAt: null, vehicle, stops };
        expect(decodeSharedRoute(encodeSharedRoute(shared)!)).toEqual(shared);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a link made before departures and service times travelled in it', () => {
    const old = encodeRaw({ v: 1, id: 3, n: 'Old link', s: [['Avenyn', 'Avenyn', null, 57.7, 11.97, null, null]] });
    expect(decodeSharedRoute(old)).toMatchObject({ departAt: null, vehicle: 'car', stops: [{ name: 'Avenyn', serviceMinutes: 0 }] });
  });

  it("carries a van's or truck's route as theirs, and a car's link stays as before", () => {
    for (const vehicle of ['van', 'truck'] as const) expect(decodeSharedRoute(encodeSharedRoute({ ...route, vehicle })!).vehicle).toBe(vehicle);
    expect(encodeSharedRoute(route)).toBe(encodeRaw({ v: 1, id: 7, n: route.name, d: route.departAt, s: route.stops.map((s) => [s.name, s.displayString, s.address, s.lat, s.lng, s.deliveryStartAt, s.deliveryEndAt, ...(s.serviceMinutes ? [s.serviceMinutes] : [])]) }));
  });

  it('refuses an unknown vehicle, saying which and what it may be', () => {
    const withVehicle = (t: unknown) => () => decodeSharedRoute(encodeRaw({ v: 1, id: 7, n: 'Tour', t, s: [] }));
    expect(withVehicle('bus')).toThrow("the link's vehicle 'bus' is not one of car, van, truck");
    expect(withVehicle(3)).toThrow("the link's vehicle 3 is not one of car, van, truck");
    expect(withVehicle('Truck')).toThrow(/not one of/);
    try {
      withVehicle('bus')();
    } catch (error) {
      expect(error).toMatchObject({ name: 'SharedRouteError', forVisitor: true });
    }
  });

  it('refuses a service time that is not whole minutes of one day', () => {
    for (const minutes of [-1, 2.5, 1441]) {
      const bad = encodeRaw({ v: 1, id: 3, n: 'Bad', s: [['Avenyn', 'Avenyn', null, 57.7, 11.97, null, null, minutes]] });
      expect(() => decodeSharedRoute(bad)).toThrow(/^invalid/);
    }
  });

  it('rounds coordinates to six decimals (about 10 cm)', () => {
    const precise = { ...route, stops: [{ ...stop(1), lat: 57.123456789, lng: 11.9876543 }] };
    const back = decodeSharedRoute(encodeSharedRoute(precise)!).stops[0];
    expect([back?.lat, back?.lng]).toEqual([57.123457, 11.987654]);
  });

  it('keeps markup as plain text (rendering decides, never as HTML)', () => {
    expect(decodeSharedRoute(encodeSharedRoute(route)!).stops[0]?.name).toBe('Stop 1 <b>bold</b>');
  });

  it('refuses a tampered payload', () => {
    const encoded = encodeSharedRoute(route)!;
    const flipped = encoded.slice(0, 20) + (encoded[20] === 'A' ? 'B' : 'A') + encoded.slice(21);
    expect(() => decodeSharedRoute(flipped)).toThrow();
    expect(() => decodeSharedRoute('not-a-payload')).toThrow();
    expect(() => decodeSharedRoute('')).toThrow('not compressed data');
    expect(() => decodeSharedRoute(encodeRaw({ v: 1, id: 7, n: 'x', s: [['a', 'b', null, 91, 0, null, null]] }))).toThrow('invalid');
    expect(() => decodeSharedRoute(encodeRaw({ v: 2, id: 7, n: 'x', s: [] }))).toThrow('invalid');
    expect(() => decodeSharedRoute(encodeRaw({ v: 1, id: 7, n: 'x', s: [['a', 'b', null, 1, 2, 'yesterday', null]] }))).toThrow('invalid');
    expect(() => decodeSharedRoute(compressToEncodedURIComponent('{"v":1,'))).toThrow('not JSON');
  });

  it('refuses a control character in any name or address, saying where, and never puts one in a link', () => {
    const bell = (tuple: unknown[]) => () => decodeSharedRoute(encodeRaw({ v: 1, id: 7, n: 'Tour', s: [['Avenyn', 'Avenyn', null, 57.7, 11.97, null, null], tuple] }));
    expect(bell(['Bell\u0007', 'Bell', null, 57.7, 11.97, null, null])).toThrow("stop 2's name holds a control character (U+0007)");
    expect(bell(['Bell', 'Bell\u001B', null, 57.7, 11.97, null, null])).toThrow("stop 2's name holds a control character (U+001B)");
    expect(bell(['Bell', 'Bell', 'Street\u0000 1', 57.7, 11.97, null, null])).toThrow("stop 2's address holds a control character (U+0000)");
    expect(() => decodeSharedRoute(encodeRaw({ v: 1, id: 7, n: 'Tour\u0085', s: [] }))).toThrow("the route's name holds a control character (U+0085)");
    try {
      bell(['Bell\u0007', 'Bell', null, 57.7, 11.97, null, null])();
    } catch (error) {
      expect(error).toMatchObject({ name: 'SharedRouteError', forVisitor: true });
    }
    const dirty = { ...route, name: 'Morning\u0007 run', stops: [{ ...stop(1), name: '\u0007', displayString: 'Avenyn\u0000', address: 'Street\u000B 1' }] };
    expect(decodeSharedRoute(encodeSharedRoute(dirty)!)).toMatchObject({ name: 'Morning run', stops: [{ name: 'Avenyn', displayString: 'Avenyn', address: 'Street 1' }] });
  });

  it('refuses oversized payloads and will not make them', () => {
    expect(() => decodeSharedRoute('A'.repeat(MAX_PAYLOAD_CHARS + 1))).toThrow('too large');
    const many = Array.from({ length: MAX_SHARED_STOPS + 1 }, (_, i) => stop(i));
    expect(encodeSharedRoute({ ...route, stops: many })).toBeNull();
    const tuples = many.map((s) => [s.name, s.displayString, s.address, 1, 2, null, null]);
    expect(() => decodeSharedRoute(encodeRaw({ v: 1, id: 7, n: 'x', s: tuples }))).toThrow('invalid');
    expect(() => decodeSharedRoute(encodeRaw({ v: 1, id: 7, n: 'x'.repeat(201), s: [] }))).toThrow('invalid');
  });

  it('fits a full 200-stop route with realistic names in the size limit', () => {
    const full = { ...route, stops: Array.from({ length: MAX_SHARED_STOPS }, (_, i) => stop(i)) };
    const encoded = encodeSharedRoute(full);
    expect(encoded).not.toBeNull();
    expect(encoded!.length).toBeLessThanOrEqual(MAX_PAYLOAD_CHARS);
  });
});
