// POST /api/search/locations and GET /api/search/predictions over the real offline engine (both bundled regions):
// a town typed with a street narrows the suggestions to that town, and no line is listed twice.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchLocationsResponse } from '../../service/contract/search-locations.ts';
import { SearchPredictionsResponse } from '../../service/contract/search-predictions.ts';
import { loadRegionEngine } from '../load-region-engine.ts';
import { offlineApp } from './test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await offlineApp(await loadRegionEngine({ log: () => {} }));
}, 300_000);
afterAll(async () => app?.close());

describe('search with a town', () => {
  it.each(['Landstrasse, Schaan', 'Schaan Landstrasse'])('POST /api/search/locations "%s": Schaan’s Landstrasse first, no other town’s', async (query) => {
    const res = await app.inject({ method: 'POST', url: '/api/search/locations', payload: { query } });
    expect(res.statusCode).toBe(200);
    const list = SearchLocationsResponse.parse(res.json());
    expect(list[0]).toMatchObject({ displayString: 'Landstrasse, Schaan, LI', kind: 'Street' });
    expect(list.filter((s) => /^Landstrasse, /.test(s.displayString)).map((s) => s.displayString)).toEqual(['Landstrasse, Schaan, LI']);
  });

  it('GET /api/search/predictions "Zollstrasse, Schaan": each line once', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/search/predictions?q=${encodeURIComponent('Zollstrasse, Schaan')}&location=9.52,47.14` });
    expect(res.statusCode).toBe(200);
    const lines = SearchPredictionsResponse.parse(res.json()).map((r) => r.displayString);
    expect(lines[0]).toBe('Zollstrasse, Schaan, LI');
    expect(new Set(lines).size).toBe(lines.length);
  });
});
