// The bundled default region: Gothenburg's OSM road network as shipped by geojson-path-finder@2.1.0 (ODbL).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FeatureCollection } from './geojson.ts';
import { waysFromGeoJson, type RoadWay, type SourceInfo } from './ways.ts';

const require = createRequire(import.meta.url);

export const DEFAULT_REGION_FILE = require.resolve('geojson-path-finder/test/large-network.json');

export async function readDefaultRegion(): Promise<{ ways: RoadWay[]; info: SourceInfo }> {
  const fc = JSON.parse(await readFile(DEFAULT_REGION_FILE, 'utf8')) as FeatureCollection;
  return {
    ways: waysFromGeoJson(fc),
    info: {
      region: 'Gothenburg, Sweden',
      source: 'OpenStreetMap road network via Overpass, shipped in the npm package geojson-path-finder@2.1.0 (ODbL)',
      timestamp: fc.timestamp ?? null,
    },
  };
}
