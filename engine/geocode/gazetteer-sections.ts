// The world gazetteer as pack sections, so a device pack carries it: the browser has no node_modules to read
// GeoNames from, and the same data gives the same search answers on the device as on the server.
import { jsonSection, readJsonSection, type RegionPack } from '../pack/container.ts';
import type { GazetteerData } from './gazetteer.ts';

type GazetteerText = Omit<GazetteerData, 'cities' | 'zips'> & {
  cities: Pick<GazetteerData['cities'], 'names' | 'country' | 'admin1'>;
  zips: Pick<GazetteerData['zips'], 'codes' | 'city' | 'state'>;
};

export function gazetteerSections(data: GazetteerData): Record<string, ArrayBufferView> {
  const { cities, zips } = data;
  const text: GazetteerText = {
    cities: { names: cities.names, country: cities.country, admin1: cities.admin1 },
    zips: { codes: zips.codes, city: zips.city, state: zips.state },
    states: data.states,
    countries: data.countries,
    admin1Names: data.admin1Names,
  };
  return {
    'gazetteer.text': jsonSection(text),
    'gazetteer.city.population': cities.population,
    'gazetteer.city.lng': cities.lng,
    'gazetteer.city.lat': cities.lat,
    'gazetteer.city.section': cities.section,
    'gazetteer.zip.lng': zips.lng,
    'gazetteer.zip.lat': zips.lat,
  };
}

export const hasGazetteer = (pack: RegionPack): boolean => pack.has('gazetteer.text');

export function gazetteerDataFromPack(pack: RegionPack): GazetteerData {
  const text = readJsonSection<GazetteerText>(pack, 'gazetteer.text');
  return {
    ...text,
    cities: {
      ...text.cities,
      population: pack.section('gazetteer.city.population', 'u32'),
      lng: pack.section('gazetteer.city.lng', 'f64'),
      lat: pack.section('gazetteer.city.lat', 'f64'),
      section: pack.section('gazetteer.city.section', 'u8'),
    },
    zips: { ...text.zips, lng: pack.section('gazetteer.zip.lng', 'f64'), lat: pack.section('gazetteer.zip.lat', 'f64') },
  };
}
