// Golden queries over the bundled Gothenburg region and the world gazetteer: expected place and quality code.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDefaultRegion } from '../pack/default-region.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { Geocoder, QUALITY_CODE_PATTERN, type ForwardQuery } from './index.ts';

interface Golden {
  kind: string;
  query: ForwardQuery;
  expect: { place: string; code: string } | null;
}

const golden = JSON.parse(readFileSync(new URL('./golden.json', import.meta.url), 'utf8')) as Golden[];
let geocoder: Geocoder;

beforeAll(async () => {
  const { ways, info } = await readDefaultRegion();
  geocoder = Geocoder.fromWays(ways, info, loadGazetteer());
}, 300_000);

describe('golden forward geocodes', () => {
  it('has at least 100 queries covering every kind', () => {
    expect(golden.length).toBeGreaterThanOrEqual(100);
    const kinds = new Set(golden.map((g) => g.kind));
    for (const k of ['street', 'intersection', 'misspelling', 'diacritics', 'city', 'zip', 'state', 'country', 'out-of-region']) {
      expect(kinds).toContain(k);
    }
  });

  it.each(golden.map((g) => [JSON.stringify(g.query), g] as const))('%s', (_name, g) => {
    const r = geocoder.forward(g.query);
    if (!g.expect) {
      expect(r).toBeNull();
      return;
    }
    expect(r).not.toBeNull();
    const place = r!.street || r!.adminArea5 || r!.adminArea3 || r!.postalCode || r!.adminArea1;
    expect({ place, code: r!.geocodeQualityCode }).toEqual(g.expect);
    expect(r!.geocodeQualityCode).toMatch(QUALITY_CODE_PATTERN);
  });

  it('never claims address precision without house-number data', () => {
    for (const g of golden) {
      const r = geocoder.forward(g.query);
      if (r) expect(r.geocodeQualityCode.slice(0, 2)).not.toMatch(/^(L1|P1)$/);
    }
  });
});

describe('a city asked for with a state that is not a US state', () => {
  const answer = (q: ForwardQuery) => {
    const r = geocoder.forward(q);
    return r && { place: [r.adminArea5, r.adminArea3, r.adminArea1].join(', '), code: r.geocodeQualityCode, note: r.note };
  };

  it('reads a country in the state field as the country, with less confidence and a note', () => {
    expect(answer({ street: 'Eiffel Tower', city: 'Paris', state: 'FR', countryCode: 'US' })).toEqual({
      place: 'Paris, , FR',
      code: 'A5XBX',
      note: 'No street data for "Eiffel Tower" here: the centre of Paris; State "FR" read as the country France',
    });
  });

  it("matches a region of the city's country by its name", () => {
    expect(answer({ city: 'Stockholm', state: 'Stockholm', countryCode: 'SE' })).toMatchObject({ place: 'Stockholm, Stockholm, SE', code: 'A5XAX' });
  });

  it('says when the state is not recognised and never answers with full confidence', () => {
    expect(answer({ city: 'Springfield', state: 'Qwerty', countryCode: 'US' })).toMatchObject({ code: 'A5XBX', note: 'State "Qwerty" not recognised' });
  });

  it('keeps a US state as it was', () => {
    expect(answer({ city: 'Paris', state: 'TX', countryCode: 'US' })).toMatchObject({ place: 'Paris, TX, US', code: 'A5XAX' });
  });
});

