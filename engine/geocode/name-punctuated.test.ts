// A point of interest typed with its address or its town as Nominatim finds it on Liechtenstein's data, where we did
// not (eleventh pass, `.cache/g8-probe.ts` over liechtenstein-2021-01: "poi, full address" 340 -> 384 of 384):
// - its own address in another town of the same street and number ("TAKino, Zollstrasse 10": a Zollstrasse 10 in
//   Vaduz and in Schaan, the typed line found Vaduz's, and the name was "not found at this address");
// - a name holding commas or a spaced dash, before its address or town ("Oehri Kristall, Porzellan, Silber, Städtle
//   35", "Dr. Med. Thomas Felkel - Cardiology, Schaan": the line's commas and dashes cut the name);
// - a name beginning with a kind's word before its town ("Gasthof Au, Vaduz", "Gasthof Au in Vaduz": the nearest
//   restaurant of Vaduz; "Au" is also a French linking word, which hid the "in");
// - a place only its own address names ("Malbuner Stuba, Jöraboden": addr:place Jöraboden, no place so named).
// Hand-drawn: two towns, each with a Zollstrasse 10; a town of four words far off.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, poi, way } from './fixtures.test-util.ts';

const drawn: Partial<MapFeatures> = {
  places: [
    { id: 'node/1', lat: 47.141, lng: 9.521, kind: 'town', names: ['Vaduz'] },
    { id: 'node/2', lat: 47.166, lng: 9.51, kind: 'town', names: ['Schaan'] },
    { id: 'node/3', lat: 48.41, lng: 15.6, kind: 'town', names: ['Krems an der Donau'] },
  ],
  addresses: [
    { id: 'node/10', lat: 47.1405, lng: 9.5205, housenumber: '10', street: 'Zollstrasse', postcode: '9490', city: 'Vaduz' },
    { id: 'node/11', lat: 47.1655, lng: 9.5105, housenumber: '10', street: 'Zollstrasse', postcode: '9494', city: 'Schaan' },
    { id: 'node/12', lat: 47.1393, lng: 9.5227, housenumber: '35', street: 'Städtle', postcode: '9490', city: 'Vaduz' },
  ],
  pois: [
    // Schaan's cinema, its address without a town.
    { ...poi(20, 47.1656, 9.5106, 'amenity=cinema', 'TAKino'), address: { street: 'Zollstrasse', housenumber: '10' } },
    { ...poi(21, 47.1393, 9.5228, 'shop=gift', 'Oehri Kristall, Porzellan, Silber'), address: { street: 'Städtle', housenumber: '35' } },
    poi(22, 47.1663, 9.5081, 'amenity=doctors', 'Dr. Med. Thomas Felkel - Cardiology'),
    poi(29, 55.806, 37.6175, 'shop=trade', 'ООО "Нерудпласт" - песок, щебень'),
    poi(30, 55.7, 37.5, 'shop=trade', 'ООО "Нерудпласт" - песок, щебень'),
    { ...poi(28, 48.4058, 15.6363, 'office=company', 'Transport, Logistik & Waggonvermietung GmbH'), address: { street: 'Hafenstraße', housenumber: '77' } },
    { ...poi(23, 47.1322, 9.522, 'amenity=restaurant', 'Gasthof Au'), address: { street: 'Austrasse', housenumber: '2' } },
    // Restaurants nearer Vaduz's centre than the Gasthof.
    poi(24, 47.1409, 9.5212, 'amenity=restaurant', 'Luce'),
    poi(25, 47.1411, 9.5209, 'amenity=cafe', 'Kunstmuseum Café'),
    { ...poi(26, 47.1011, 9.6104, 'amenity=restaurant', 'Malbuner Stuba'), address: { place: 'Jöraboden' } },
    // A second one of the name elsewhere, so that the name alone is no answer of its own.
    poi(27, 47.2, 9.55, 'amenity=restaurant', 'Malbuner Stuba'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Liechtenstein', [
    way('way/1', 'Zollstrasse', [[9.52, 47.1403], [9.521, 47.1407]]),
    way('way/2', 'Zollstrasse', [[9.51, 47.1653], [9.511, 47.1657]]),
    way('way/3', 'Städtle', [[9.5225, 47.138], [9.523, 47.141]]),
    way('way/4', 'Austrasse', [[9.521, 47.132], [9.523, 47.1325]]),
    way('way/5', 'Hafenstraße', [[15.632, 48.405], [15.64, 48.4065]]),
    way('way/6', '14-й проезд Марьиной Рощи', [[37.617, 55.8058], [37.618, 55.8062]]),
  ], drawn);
});

const near = (lat: number, lng: number) => (r: ReturnType<Geocoder['forward']>) => !!r && Math.abs(r.lat - lat) < 0.0003 && Math.abs(r.lng - lng) < 0.0003;

describe('a name, then its own address, in another town of the same street and number', () => {
  it.each([['TAKino, Zollstrasse 10'], ['TAKino Zollstrasse 10'], ['TAKino, Zollstrasse 10, Schaan']])('%s: the cinema in Schaan', (location) => {
    const r = g.forward({ location });
    expect(r?.displayName).toMatch(/^TAKino,/);
    expect(near(47.1656, 9.5106)(r)).toBe(true);
    expect(r?.note).toBeUndefined();
  });

  it('a name not at any such address is still the address, saying so', () => {
    const r = g.forward({ location: 'Acme, Zollstrasse 10' });
    expect(r?.note).toMatch(/"Acme" not found at this address/);
  });
});

describe('a name holding commas or a spaced dash', () => {
  it.each([
    ['Oehri Kristall, Porzellan, Silber, Städtle 35', 47.1393, 9.5228],
    ['Oehri Kristall, Porzellan, Silber, Vaduz', 47.1393, 9.5228],
    ['Oehri Kristall, Porzellan, Silber Vaduz', 47.1393, 9.5228],
    ['Oehri Kristall, Porzellan, Silber, Städtle', 47.1393, 9.5228],
    ['Dr. Med. Thomas Felkel - Cardiology, Schaan', 47.1663, 9.5081],
    ['Dr. Med. Thomas Felkel - Cardiology Schaan', 47.1663, 9.5081],
    // Then a street and a town, or a town and a country, each a part of its own.
    ['Transport, Logistik & Waggonvermietung GmbH, Hafenstraße, Krems an der Donau', 48.4058, 15.6363],
    ['Transport, Logistik & Waggonvermietung GmbH, Krems an der Donau, Österreich', 48.4058, 15.6363],
    // A street whose name holds digits after it.
    ['ООО "Нерудпласт" - песок, щебень, 14-й проезд Марьиной Рощи', 55.806, 37.6175],
  ])('%s: the point of interest', (location, lat, lng) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(near(lat, lng)(r)).toBe(true);
  });
});

describe("a name beginning with a kind's word, then its town", () => {
  it.each([['Gasthof Au, Vaduz'], ['Gasthof Au Vaduz'], ['Gasthof Au in Vaduz']])('%s: the Gasthof, not the nearest restaurant', (location) => {
    const r = g.forward({ location });
    expect(r?.displayName).toMatch(/^Gasthof Au,/);
  });

  it('a kind alone before the town is still the nearest of the kind there', () => {
    expect(g.forward({ location: 'restaurant, Vaduz' })?.displayName).toMatch(/^Luce,/);
  });
});

describe('a place only its own address names', () => {
  it.each([['Malbuner Stuba, Jöraboden'], ['Malbuner Stuba in Jöraboden'], ['Malbuner Stuba Jöraboden']])('%s: the one there', (location) => {
    expect(near(47.1011, 9.6104)(g.forward({ location }))).toBe(true);
  });
});
