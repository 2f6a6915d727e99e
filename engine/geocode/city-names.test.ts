// The table of cities' other names against the real world gazetteer: every city it names is there, in its country,
// and each other name leads to that city first (a typo in the table, or a name another bigger place owns, fails).
import { describe, expect, it } from 'vitest';
import { CITY_NAMES } from './city-names.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { placeKey } from './normalize.ts';

const gaz = loadGazetteer();
const c = gaz.data.cities;

describe('cities by their other names', () => {
  it.each(CITY_NAMES.map((row) => [row[1]!, row[0]!, row.slice(2)] as const))('%s (%s) is in the gazetteer and is what %j name first', (name, country, others) => {
    const city = gaz.citiesNamed(placeKey(name), country)[0];
    expect(city).toBeDefined();
    for (const other of others) {
      const first = gaz.citiesNamed(placeKey(other))[0]!;
      expect([other, c.names.at(first), c.country.at(first)]).toEqual([other, c.names.at(city!), country]);
      expect(gaz.isNamed(city!, placeKey(other))).toBe(true);
    }
  });
});
