// Writes the street index as named byte sections of a region pack and reads it back without copying.
import Flatbush from 'flatbush';
import type { District } from './districts.ts';
import type { SearchData } from './search-data.ts';
import type { StreetData } from './street-index.ts';

/**
 * 2: address points, points of interest, places and districts beside the streets. 3: streets split by town. 4: the
 * points of interest's own postcodes. 5: and their own towns (addr:city).
 */
export const GEOCODE_FORMAT_VERSION = 5;

export class GeocodeSectionError extends Error {
  readonly code = 'GEOCODE_SECTION';
}

interface Strings {
  version: number;
  kx: number;
  names: string[];
  keys: string[];
  postal: string[];
  wayIds: string[];
  /** Per street, its road numbers (StreetData.refs); absent where no street has one, and in packs built before. */
  refs?: string[];
}

interface SearchStrings {
  districts: District[];
  streetDistrict: number[];
  addr: { number: string[]; street: string[]; key: string[]; interpolated: number[]; postcode: string[]; city: string[]; district: number[] };
  poi: { names: string[][]; kind: string[]; address: string[]; postcode: string[]; city: string[]; district: number[] };
  place: { names: string[][]; kind: string[]; population: number[]; district: number[] };
}

const json = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

export function geocodeSections(d: StreetData, s: SearchData): Record<string, ArrayBufferView> {
  const { addr, poi, place } = s;
  const strings: SearchStrings = {
    districts: s.districts,
    streetDistrict: [...s.streetDistrict],
    addr: { number: addr.number, street: addr.street, key: addr.key, interpolated: addr.interpolated, postcode: addr.postcode, city: addr.city, district: [...addr.district] },
    poi: { names: poi.names, kind: poi.kind, address: poi.address, postcode: poi.postcode, city: poi.city, district: [...poi.district] },
    place: { names: place.names, kind: place.kind, population: [...place.population], district: [...place.district] },
  };
  return {
    ...streetDataToSections(d),
    'geocode.search.strings': json(strings),
    'geocode.addr.xy': addr.xy,
    'geocode.addr.index': new Uint8Array(addr.index.data),
    'geocode.poi.xy': poi.xy,
    'geocode.place.xy': place.xy,
  };
}

function streetDataToSections(d: StreetData): Record<string, ArrayBufferView> {
  const { kx, names, keys, postal, wayIds, refs } = d;
  const strings: Strings = { version: GEOCODE_FORMAT_VERSION, kx, names, keys, postal, wayIds, ...(refs ? { refs } : {}) };
  return {
    'geocode.strings': json(strings),
    'geocode.street.f64': d.streetF64,
    'geocode.street.rank': d.streetRank,
    'geocode.way.start': d.wayStart,
    'geocode.way.coords': d.wayCoords,
    'geocode.way.street': d.wayStreet,
    'geocode.way.speed': d.waySpeed,
    'geocode.way.flags': d.wayFlags,
    'geocode.seg.way': d.segWay,
    'geocode.seg.point': d.segPoint,
    'geocode.seg.index': new Uint8Array(d.segIndex.data),
    'geocode.x.streets': d.xStreets,
    'geocode.x.coords': d.xCoords,
    'geocode.x.index': new Uint8Array(d.xIndex.data),
  };
}

type Get = (name: string) => Uint8Array | undefined;

function needer(get: Get): (name: string) => Uint8Array {
  return (name) => {
    const b = get(name);
    if (!b) throw new GeocodeSectionError(`Region pack has no section ${name}; rebuild the pack with this version`);
    return b;
  };
}

const parse = <T>(bytes: Uint8Array): T => JSON.parse(new TextDecoder().decode(bytes)) as T;

export function geocodeDataFromSections(get: Get): { streets: StreetData; search: SearchData } {
  const streets = streetDataFromSections(get);
  const need = needer(get);
  const s = parse<SearchStrings>(need('geocode.search.strings'));
  const addrXY = view(need('geocode.addr.xy'), Float64Array);
  const search: SearchData = {
    districts: s.districts,
    streetDistrict: Int32Array.from(s.streetDistrict),
    addr: { ...s.addr, district: Int32Array.from(s.addr.district), xy: addrXY, index: flatbushOf(need('geocode.addr.index')) },
    poi: { ...s.poi, district: Int32Array.from(s.poi.district), xy: view(need('geocode.poi.xy'), Float64Array) },
    place: {
      ...s.place,
      population: Uint32Array.from(s.place.population),
      district: Int32Array.from(s.place.district),
      xy: view(need('geocode.place.xy'), Float64Array),
    },
  };
  return { streets, search };
}

function streetDataFromSections(get: Get): StreetData {
  const need = needer(get);
  const strings = parse<Strings>(need('geocode.strings'));
  if (strings.version !== GEOCODE_FORMAT_VERSION) {
    throw new GeocodeSectionError(
      `Geocode sections are format ${strings.version}, this engine reads ${GEOCODE_FORMAT_VERSION}; rebuild the pack`,
    );
  }
  return {
    kx: strings.kx,
    names: strings.names,
    keys: strings.keys,
    ...(strings.refs ? { refs: strings.refs } : {}),
    postal: strings.postal,
    wayIds: strings.wayIds,
    streetF64: view(need('geocode.street.f64'), Float64Array),
    streetRank: need('geocode.street.rank'),
    wayStart: view(need('geocode.way.start'), Uint32Array),
    wayCoords: view(need('geocode.way.coords'), Float64Array),
    wayStreet: view(need('geocode.way.street'), Uint32Array),
    waySpeed: view(need('geocode.way.speed'), Int16Array),
    wayFlags: need('geocode.way.flags'),
    segWay: view(need('geocode.seg.way'), Uint32Array),
    segPoint: view(need('geocode.seg.point'), Uint32Array),
    segIndex: flatbushOf(need('geocode.seg.index')),
    xStreets: view(need('geocode.x.streets'), Uint32Array),
    xCoords: view(need('geocode.x.coords'), Float64Array),
    xIndex: flatbushOf(need('geocode.x.index')),
  };
}

type TypedCtor<T> = { new (buffer: ArrayBufferLike, byteOffset: number, length: number): T; BYTES_PER_ELEMENT: number };

/** A typed view over the bytes; copies only when the section is not aligned to the element size. */
export function view<T>(bytes: Uint8Array, Ctor: TypedCtor<T>): T {
  const b = aligned(bytes, Ctor.BYTES_PER_ELEMENT);
  return new Ctor(b.buffer, b.byteOffset, b.byteLength / Ctor.BYTES_PER_ELEMENT);
}

// Typed views (and Flatbush) need their element alignment; a section at an odd offset is copied once.
function aligned(bytes: Uint8Array, align: number): Uint8Array {
  return bytes.byteOffset % align === 0 ? bytes : bytes.slice();
}

/** Flatbush over a section's bytes, in place when aligned. */
export function flatbushOf(bytes: Uint8Array): Flatbush {
  const b = aligned(bytes, 8);
  return Flatbush.from(b.buffer, b.byteOffset);
}
