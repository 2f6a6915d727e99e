// The pack step: from OSM ways to one region pack file (car graph, hierarchy, snap index, basemap roads and
// whatever sections other engine modules contribute).
import { buildCarGraph } from './car-graph.ts';
import { buildSnapIndex, carGraphSections, chSections, snapSections } from './car-sections.ts';
import { buildCh } from './ch-build.ts';
import { buildCoreTable, coreSize } from './core-table.ts';
import { ATTRIBUTION, writePack, type Bounds, type PackInfo } from './container.ts';
import { renumberByRank } from './renumber.ts';
import { roadSections } from './road-sections.ts';
import type { RoadWay, SourceInfo } from './ways.ts';

/** Another module's contribution to a pack: named typed arrays, with names prefixed by the module ("geocode."). */
export type SectionBuilder = (ways: RoadWay[], info: SourceInfo) => Record<string, ArrayBufferView>;

export interface BuildPackOptions {
  /** Override the build time stamp (tests use a fixed one). */
  builtAt?: string;
}

export function buildPack(ways: RoadWay[], info: SourceInfo, extraSectionBuilders: readonly SectionBuilder[] = [], opts: BuildPackOptions = {}): Uint8Array {
  const bounds = boundsOf(ways);
  if (!bounds) throw new Error(`No highway ways found for ${info.region}: nothing to build a pack from`);
  const raw = buildCarGraph(ways);
  if (raw.segFrom.length === 0) throw new Error(`No car-routable roads found for ${info.region}`);
  const built = buildCh(raw);
  const { graph, ch: hierarchy } = renumberByRank(raw, built, built.rank);
  const ch = { ...hierarchy, core: buildCoreTable(hierarchy) };
  const sections: Record<string, ArrayBufferView> = {
    ...carGraphSections(graph),
    ...chSections(ch),
    ...snapSections(buildSnapIndex(graph)),
    ...roadSections(ways),
  };
  for (const build of extraSectionBuilders) {
    for (const [name, view] of Object.entries(build(ways, info))) {
      if (name in sections) throw new Error(`Pack section "${name}" is built twice`);
      sections[name] = view;
    }
  }
  const meta: PackInfo = {
    name: info.region,
    bounds,
    center: { lat: (bounds.minLat + bounds.maxLat) / 2, lng: (bounds.minLng + bounds.maxLng) / 2 },
    source: info.source,
    timestamp: info.timestamp,
    attribution: ATTRIBUTION,
    builtAt: opts.builtAt ?? new Date().toISOString(),
    stats: {
      ways: ways.length,
      carNodes: graph.nodeLat.length,
      carSegments: graph.segFrom.length,
      chUpArcs: ch.up.head.length,
      chDownArcs: ch.down.head.length,
      chCoreNodes: coreSize(ch.core),
      profile: 'car',
    },
  };
  return writePack(meta, sections);
}

function boundsOf(ways: readonly RoadWay[]): Bounds | null {
  let minLat = Infinity;
  let minLng = Infinity;
  let maxLat = -Infinity;
  let maxLng = -Infinity;
  for (const w of ways) {
    for (const [lng, lat] of w.coords) {
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
    }
  }
  return minLat <= maxLat ? { minLat, minLng, maxLat, maxLng } : null;
}
