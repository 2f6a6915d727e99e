// Pack build: the extract's address points, points of interest and places, each placed in its district.
import Flatbush from 'flatbush';
import type { AddressParts, MapFeatures } from '../pack/map-features.ts';
import { DistrictLocator, type District } from './districts.ts';
import { streetKey } from './normalize.ts';
import { poiImportance } from './poi-kinds.ts';
import { middleOf, type StreetData } from './street-index.ts';

export interface SearchData {
  districts: District[];
  /** Per road street (StreetData order): its district, -1 outside every boundary. */
  streetDistrict: Int32Array;
  addr: {
    /** `addr:housenumber` as tagged. */
    number: string[];
    /** `addr:street`, else `addr:place`. */
    street: string[];
    /** streetKey of `street`, computed once at build time. */
    key: string[];
    /** Indices of the numbers an `addr:interpolation` line stands for: estimates, not tagged houses. */
    interpolated: number[];
    /** The address's own `addr:postcode` and `addr:city`, '' when not tagged. */
    postcode: string[];
    city: string[];
    district: Int32Array;
    /** lng, lat per address. */
    xy: Float64Array;
    /** Points at (lng × kx, lat), the street index's frame. */
    index: Flatbush;
  };
  /**
   * Points of interest; an unnamed one (kept for its kind: "bank", "parking") has no names. `postcode`, `city`: its
   * own `addr:postcode` and `addr:city`, '' when not tagged (a postcode only points of interest carry is still a
   * postcode of the region; a point is in the town its address names, as Nominatim keeps an address's own words).
   */
  poi: { names: string[][]; kind: string[]; address: string[]; postcode: string[]; city: string[]; district: Int32Array; xy: Float64Array };
  place: { names: string[][]; kind: string[]; population: Uint32Array; district: Int32Array; xy: Float64Array };
}

/** `districts`: the locator the streets were split by town with (built here from the extract's boundaries when not given). */
export function buildSearchData(f: MapFeatures, streets: StreetData, districts = new DistrictLocator(f.admin)): SearchData {
  // An address without a street or place name cannot be asked for; reverse geocoding would have nothing to say.
  const addresses = f.addresses.filter((a) => a.street || a.place);
  // Most important first: where two share a name (the river Samina and its bus stop), the first is the answer.
  const pois = [...f.pois].sort((a, b) => poiImportance(b.kind) - poiImportance(a.kind));
  const places = f.places.filter((p) => p.names.length > 0);
  const addrXY = new Float64Array(addresses.length * 2);
  addresses.forEach((a, i) => addrXY.set([a.lng, a.lat], i * 2));
  // A street's town is that of its ways' middles (one town per street: see buildStreetData).
  const streetDistrict = new Int32Array(streets.names.length).fill(-2);
  for (let w = 0; w < streets.wayStreet.length; w++) {
    const s = streets.wayStreet[w]!;
    if (streetDistrict[s] !== -2) continue;
    const coords: [number, number][] = [];
    for (let p = streets.wayStart[w]!; p < streets.wayStart[w + 1]!; p++) coords.push([streets.wayCoords[p * 2]!, streets.wayCoords[p * 2 + 1]!]);
    streetDistrict[s] = districts.locate(...middleOf(coords));
  }
  const street = addresses.map((a) => (a.street || a.place)!);
  return {
    districts: districts.districts,
    streetDistrict,
    addr: {
      number: addresses.map((a) => a.housenumber),
      street,
      key: street.map(streetKey),
      interpolated: addresses.flatMap((a, i) => (a.interpolated ? [i] : [])),
      postcode: addresses.map((a) => a.postcode ?? ''),
      city: addresses.map((a) => a.city ?? ''),
      district: Int32Array.from(addresses, (a) => districts.locate(a.lng, a.lat)),
      xy: addrXY,
      index: pointIndex(addrXY, streets.kx),
    },
    poi: {
      names: pois.map((p) => [...p.names]),
      kind: pois.map((p) => p.kind),
      address: pois.map((p) => addressLine(p.address)),
      postcode: pois.map((p) => p.address?.postcode ?? ''),
      city: pois.map((p) => p.address?.city ?? ''),
      district: Int32Array.from(pois, (p) => districts.locate(p.lng, p.lat)),
      xy: Float64Array.from(pois.flatMap((p) => [p.lng, p.lat])),
    },
    place: {
      names: places.map((p) => [...p.names]),
      kind: places.map((p) => p.kind),
      population: Uint32Array.from(places, (p) => p.population ?? 0),
      district: Int32Array.from(places, (p) => districts.locate(p.lng, p.lat)),
      xy: Float64Array.from(places.flatMap((p) => [p.lng, p.lat])),
    },
  };
}

/** Flatbush over points, x scaled by kx so that distances come out in degrees of latitude. */
export function pointIndex(xy: Float64Array, kx: number): Flatbush {
  const n = xy.length / 2;
  const index = new Flatbush(Math.max(1, n));
  for (let i = 0; i < n; i++) index.add(xy[i * 2]! * kx, xy[i * 2 + 1]!);
  if (n === 0) index.add(0, 0);
  index.finish();
  return index;
}

/** "Äulestrasse 56", from a POI's own address tags; '' without a street or place. */
function addressLine(a: AddressParts | undefined): string {
  const street = a?.street ?? a?.place;
  if (!street) return '';
  return a?.housenumber ? `${street} ${a.housenumber}` : street;
}
