// Russian house numbers (eleventh pass, GraphHopper's Moscow extract: "street number, town" 56 -> 187 of 200, the
// number first 56 -> 187): a block or building after the number ("11 с3", "55к3", "55 корп. 3", "8 стр. 1",
// "21А кБ") and a Cyrillic letter ("15А", "4А улица Фонвизина") were not read as the number; Nominatim's
// query/housenumbers.feature finds "Голубинская улица 55к3" by "55 k3" and "55 к-3". An ordinal starting a street's
// name ("14-й проезд Марьиной Рощи") is no house number. Hand-drawn: two streets of Moscow.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatures } from '../pack/map-features.ts';
import type { Geocoder } from './index.ts';
import { fixtureGeocoder, way } from './fixtures.test-util.ts';

const house = (id: number, lat: number, lng: number, housenumber: string, street: string) => ({ id: `node/${id}`, lat, lng, housenumber, street, postcode: '127254', city: 'Москва' });

const drawn: Partial<MapFeatures> = {
  addresses: [
    house(1, 55.8169, 37.584, '11 с3', 'улица Гончарова'),
    house(2, 55.8175, 37.5852, '55к3', 'Голубинская улица'),
    house(3, 55.8178, 37.5858, '15А', 'Голубинская улица'),
    house(4, 55.8173, 37.5848, '21А кБ', 'Голубинская улица'),
    house(5, 55.8, 37.6, '3', '14-й проезд Марьиной Рощи'),
  ],
};

let g: Geocoder;
beforeAll(() => {
  g = fixtureGeocoder('Moscow', [
    way('way/1', 'улица Гончарова', [[37.583, 55.8165], [37.585, 55.8172]]),
    way('way/2', 'Голубинская улица', [[37.5845, 55.8171], [37.5862, 55.818]]),
    way('way/3', '14-й проезд Марьиной Рощи', [[37.599, 55.7995], [37.601, 55.8005]]),
    way('way/4', '13-й проезд Марьиной Рощи', [[37.603, 55.7995], [37.605, 55.8005]]),
  ], drawn);
});

describe('a Russian house number', () => {
  it.each([
    ['улица Гончарова 11 с3', 55.8169],
    ['улица Гончарова 11с3, Москва', 55.8169],
    ['улица Гончарова 11 стр. 3', 55.8169],
    ['11 с3 улица Гончарова, Москва', 55.8169],
    ['Голубинская улица 55к3', 55.8175],
    ['Голубинская улица 55 k3', 55.8175],
    ['Голубинская улица 55 к-3', 55.8175],
    ['Голубинская улица 55 корп. 3', 55.8175],
    ['Голубинская улица 15А', 55.8178],
    ['Голубинская улица 15 А', 55.8178],
    ['15А Голубинская улица', 55.8178],
    ['Голубинская улица 21А кБ', 55.8173],
  ])('%s: the house', (location, lat) => {
    const r = g.forward({ location });
    expect(r?.geocodeQualityCode).toMatch(/^P1/);
    expect(r?.lat).toBeCloseTo(lat, 4);
  });

  it('an ordinal starting the name is no number', () => {
    const r = g.forward({ location: '14-й проезд Марьиной Рощи, Москва' });
    expect(r?.street).toBe('14-й проезд Марьиной Рощи');
  });
});
