// The street index survives a round trip through pack sections, including sections at unaligned offsets.
import { describe, expect, it } from 'vitest';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { buildGeocodeSections, Geocoder, GeocodeSectionError } from './index.ts';

const info: SourceInfo = { region: 'Testby, Sweden', source: 'hand-drawn fixture', timestamp: null };
const ways: RoadWay[] = [
  { id: 'way/1', tags: { highway: 'primary', name: 'North Road', maxspeed: '70', ref: 'E 6' }, coords: [[11.0, 57.0], [11.001, 57.0], [11.002, 57.0]], area: false },
  { id: 'way/2', tags: { highway: 'residential', name: 'Cross Street', postal_code: '411 19' }, coords: [[11.001, 56.999], [11.001, 57.0], [11.001, 57.001]], area: false },
  { id: 'way/3', tags: { highway: 'footway', name: 'Garden Path' }, coords: [[11.0, 57.002], [11.002, 57.002]], area: false },
];

/** Packs all sections into one buffer at odd offsets, the way a container may lay them out. */
function packed(sections: Record<string, ArrayBufferView>): (name: string) => Uint8Array | undefined {
  const total = Object.values(sections).reduce((n, v) => n + v.byteLength + 3, 0);
  const buf = new Uint8Array(total);
  const at = new Map<string, Uint8Array>();
  let off = 3;
  for (const [name, v] of Object.entries(sections)) {
    buf.set(new Uint8Array(v.buffer, v.byteOffset, v.byteLength), off);
    at.set(name, buf.subarray(off, off + v.byteLength));
    off += v.byteLength + 3;
  }
  return (name) => at.get(name);
}

describe('geocode sections', () => {
  const sections = buildGeocodeSections(ways, info);

  it('names every section geocode.*', () => {
    expect(Object.keys(sections).every((k) => k.startsWith('geocode.'))).toBe(true);
  });

  it('answers the same after a round trip as when built from ways', () => {
    const direct = Geocoder.fromWays(ways, info);
    const loaded = Geocoder.fromSections(packed(sections), info);
    expect(loaded.stats()).toEqual(direct.stats());
    expect(loaded.stats()).toEqual({ streets: 2, intersections: 1, segments: 4, addresses: 0, pois: 0, places: 0 });
    for (const q of ['North Road', 'Cross Street', 'North Road & Cross Street', 'Nrth Road']) {
      expect(loaded.forward({ location: q })).toEqual(direct.forward({ location: q }));
    }
    expect(loaded.reverse(57.0001, 11.0004)).toEqual(direct.reverse(57.0001, 11.0004));
    expect(loaded.forward({ location: 'Cross Street' })?.postalCode).toBe('411 19');
  });

  it("keeps a named road's number ('E 6' is North Road); a pack built before the numbers were kept reads without them", () => {
    expect(Geocoder.fromSections(packed(sections), info).forward({ location: 'E 6' })?.street).toBe('North Road');
    const strings = JSON.parse(new TextDecoder().decode(sections['geocode.strings'] as Uint8Array)) as Record<string, unknown>;
    expect(strings.refs).toEqual(['E 6', '']);
    delete strings.refs;
    const before = { ...sections, 'geocode.strings': new TextEncoder().encode(JSON.stringify(strings)) };
    const old = Geocoder.fromSections(packed(before), info);
    expect(old.forward({ location: 'North Road' })?.street).toBe('North Road');
    expect(old.forward({ location: 'E 6' })).toBeNull();
  });

  it('leaves footways out of the street index', () => {
    expect(Geocoder.fromSections(packed(sections), info).forward({ location: 'Garden Path' })).toBeNull();
  });

  it('refuses a pack without its sections or of another format version', () => {
    expect(() => Geocoder.fromSections(() => undefined, info)).toThrow(GeocodeSectionError);
    const strings = JSON.parse(new TextDecoder().decode(sections['geocode.strings'] as Uint8Array)) as Record<string, unknown>;
    const other = { ...sections, 'geocode.strings': new TextEncoder().encode(JSON.stringify({ ...strings, version: 99 })) };
    expect(() => Geocoder.fromSections(packed(other), info)).toThrow(/format 99/);
  });
});
