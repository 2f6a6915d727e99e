// The pack step: from OSM ways to one region pack file (per profile a graph, hierarchy and snap index; basemap roads;
// whatever sections other engine modules contribute).
import { buildSnapIndex, componentSection, routeGraphSections, chSections, snapSections } from './graph-sections.ts';
import { nodeComponents } from './scc.ts';
import { buildCh } from './ch-build.ts';
import { buildCoreTable, coreSize } from './core-table.ts';
import { ATTRIBUTION, writePack, type Bounds, type PackInfo, type SectionData } from './container.ts';
import { NODE_RULES, PROFILE_NAMES, PROFILES, RESTRICTION_RULES } from './profiles.ts';
import { renumberByRank } from './renumber.ts';
import { roadSections } from './road-sections.ts';
import { buildRouteGraph } from './route-graph.ts';
import { MASK_RULES } from './vehicle-mask.ts';
import { mapFeatureSections } from './feature-sections.ts';
import { NO_MAP_FEATURES, type MapFeatures } from './map-features.ts';
import type { RoadWay, SourceInfo, TurnRestriction } from './ways.ts';

/** Another module's contribution to a pack: named typed arrays, with names prefixed by the module ("geocode."). */
export type SectionBuilder = (ways: RoadWay[], info: SourceInfo, features: MapFeatures) => Record<string, ArrayBufferView>;

export interface BuildPackOptions {
  /** Override the build time stamp (tests use a fixed one). */
  builtAt?: string;
  /** What the extract holds besides roads (POIs, addresses, places, basemap); none for a road network. */
  features?: MapFeatures;
  /** Turn restrictions at nodes (an .osm.pbf extract has them; a GeoJSON road export does not). */
  restrictions?: readonly TurnRestriction[];
  /** Called as each stage ends ("car graph", "car hierarchy", "geocode", ...), so a long build can show progress. */
  progress?: (stage: string) => void;
}

/** A pack in memory, as `writePack` lays it out. */
export function buildPack(ways: RoadWay[], info: SourceInfo, extraSectionBuilders: readonly SectionBuilder[] = [], opts: BuildPackOptions = {}): Uint8Array {
  const { meta, sections } = buildPackSections(ways, info, extraSectionBuilders, opts);
  const bytes = writePack(meta, sections);
  opts.progress?.('pack assembled');
  return bytes;
}

/** A pack's header info and sections, unassembled: a country's pack goes to its file section by section. */
export function buildPackSections(ways: RoadWay[], info: SourceInfo, extraSectionBuilders: readonly SectionBuilder[] = [], opts: BuildPackOptions = {}): { meta: PackInfo; sections: SectionData } {
  const bounds = boundsOf(ways, opts.features ?? NO_MAP_FEATURES);
  if (!bounds) throw new Error(`No highway ways found for ${info.region}: nothing to build a pack from`);
  const progress = opts.progress ?? (() => {});
  const sections: Record<string, ArrayBufferView> = { ...roadSections(ways) };
  progress('basemap roads');
  const stats: Record<string, number> = {};
  for (const profile of PROFILE_NAMES) {
    const raw = buildRouteGraph(ways, {
      access: PROFILES[profile],
      nodes: NODE_RULES[profile],
      restrictions: opts.restrictions ?? [],
      restrictionRule: RESTRICTION_RULES[profile],
      // Vans and trucks ride on the car's graph with a mask (vehicle-mask.ts), not on graphs of their own.
      ...(profile === 'car' ? { vehicles: MASK_RULES, banUTurns: true } : {}),
      // A pedestrian square (area=yes) is walked round its edge, as OSRM and GraphHopper walk it.
      areas: profile === 'foot',
    });
    // Car routing is the product's core; a region without footways or cycleways may still be walked or cycled nowhere.
    if (profile === 'car' && raw.segFrom.length === 0) throw new Error(`No car-routable roads found for ${info.region}`);
    progress(`${profile} graph (${raw.nodeLat.length} nodes, ${raw.segFrom.length} segments)`);
    const built = buildCh(raw);
    const { graph, ch: hierarchy } = renumberByRank(raw, built, built.rank);
    progress(`${profile} hierarchy (${built.up.head.length + built.down.head.length} arcs)`);
    const ch = { ...hierarchy, core: buildCoreTable(hierarchy) };
    progress(`${profile} core table (${coreSize(ch.core)} nodes)`);
    Object.assign(
      sections,
      routeGraphSections(profile, graph),
      componentSection(profile, nodeComponents(graph)),
      chSections(profile, ch),
      snapSections(profile, buildSnapIndex(graph)),
    );
    progress(`${profile} snap index`);
    stats[`${profile}Nodes`] = graph.nodeLat.length;
    stats[`${profile}Segments`] = graph.segFrom.length;
    stats[`${profile}ChArcs`] = ch.up.head.length + ch.down.head.length;
    stats[`${profile}CoreNodes`] = coreSize(ch.core);
    stats[`${profile}TurnCopies`] = graph.nodeOriginal.reduce((copies, original, v) => copies + (original === v ? 0 : 1), 0);
  }
  const features = opts.features ?? NO_MAP_FEATURES;
  if (opts.features) {
    Object.assign(sections, mapFeatureSections(features));
    progress('map features');
    Object.assign(stats, {
      pois: features.pois.length,
      addresses: features.addresses.length,
      places: features.places.length,
      adminAreas: features.admin.length,
      basemapFeatures: features.basemap.length,
    });
  }
  // Ferry routes are roads only to the router: the other modules read highways.
  const highways = ways.filter((w) => w.tags.highway);
  for (const build of extraSectionBuilders) {
    for (const [name, view] of Object.entries(build(highways, info, features))) {
      if (name in sections) throw new Error(`Pack section "${name}" is built twice`);
      sections[name] = view;
    }
    progress(build.name.replace(/^build|Sections$/g, '').toLowerCase() || 'extra sections');
  }
  const meta: PackInfo = {
    name: info.region,
    bounds,
    center: { lat: (bounds.minLat + bounds.maxLat) / 2, lng: (bounds.minLng + bounds.maxLng) / 2 },
    source: info.source,
    timestamp: info.timestamp,
    attribution: ATTRIBUTION,
    builtAt: opts.builtAt ?? new Date().toISOString(),
    stats: { ways: ways.length, ...stats, profiles: PROFILE_NAMES.join(',') },
  };
  return { meta, sections };
}

/**
 * The region's box: every road point, and every place a visitor can look up (POIs, addresses, places), exactly as
 * the data has them, so a stop on the region's outermost node (a road's or an address's) is inside it.
 */
function boundsOf(ways: readonly RoadWay[], features: MapFeatures): Bounds | null {
  if (ways.length === 0) return null;
  let minLat = Infinity;
  let minLng = Infinity;
  let maxLat = -Infinity;
  let maxLng = -Infinity;
  const add = (lng: number, lat: number) => {
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
  };
  for (const w of ways) for (const [lng, lat] of w.coords) add(lng, lat);
  for (const p of [...features.pois, ...features.addresses, ...features.places]) add(p.lng, p.lat);
  return minLat <= maxLat ? { minLat, minLng, maxLat, maxLng } : null;
}
