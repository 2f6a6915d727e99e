// Traffic incidents for a bounding box: OSM road works and an optional WZDx feed, stored as pack sections.
import Flatbush from 'flatbush';
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { roadworksIncidents } from './osm-roadworks.ts';
import type { BoundingBox, Incident } from './types.ts';
import { wzdxIncidents, type WzdxFeed } from './wzdx.ts';

export type { BoundingBox, Incident, IncidentType } from './types.ts';
export { parseWzdxFeed, WzdxFeedError, type WzdxFeed } from './wzdx.ts';

export const TRAFFIC_FORMAT_VERSION = 1;

export class TrafficSectionError extends Error {
  readonly code = 'TRAFFIC_SECTION';
}

export function buildTrafficSections(ways: readonly RoadWay[], info: SourceInfo, feed?: WzdxFeed): Record<string, ArrayBufferView> {
  const incidents = [...roadworksIncidents(ways, info), ...(feed ? wzdxIncidents(feed) : [])];
  const body = JSON.stringify({ version: TRAFFIC_FORMAT_VERSION, incidents });
  return { 'traffic.incidents': new TextEncoder().encode(body), 'traffic.index': new Uint8Array(spatialIndex(incidents).data) };
}

// Each incident is indexed by the bounding box of its shape, so a long closure shows when any part is in view.
function spatialIndex(incidents: readonly Incident[]): Flatbush {
  const index = new Flatbush(Math.max(1, incidents.length));
  for (const inc of incidents) {
    const pts = inc.shape?.length ? inc.shape : [[inc.lat, inc.lng] as [number, number]];
    const lats = pts.map((p) => p[0]);
    const lngs = pts.map((p) => p[1]);
    index.add(Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats));
  }
  if (!incidents.length) index.add(1e9, 1e9, 1e9, 1e9);
  index.finish();
  return index;
}

export class TrafficIndex {
  private constructor(
    private readonly list: Incident[],
    private readonly index: Flatbush,
    readonly info: SourceInfo,
  ) {}

  static fromSections(get: (name: string) => Uint8Array | undefined, info: SourceInfo): TrafficIndex {
    const body = get('traffic.incidents');
    const idx = get('traffic.index');
    if (!body || !idx) throw new TrafficSectionError('Region pack has no traffic sections; rebuild the pack');
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { version: number; incidents: Incident[] };
    if (parsed.version !== TRAFFIC_FORMAT_VERSION) {
      throw new TrafficSectionError(`Traffic sections are format ${parsed.version}, this engine reads ${TRAFFIC_FORMAT_VERSION}`);
    }
    const bytes = idx.byteOffset % 8 === 0 ? idx : idx.slice();
    return new TrafficIndex(parsed.incidents, Flatbush.from(bytes.buffer, bytes.byteOffset), info);
  }

  /** Incidents touching the box (ul = north-west, lr = south-east; swapped corners are tolerated), most severe first. */
  incidents(bbox: BoundingBox): Incident[] {
    const minLat = Math.min(bbox.ul.lat, bbox.lr.lat);
    const maxLat = Math.max(bbox.ul.lat, bbox.lr.lat);
    const minLng = Math.min(bbox.ul.lng, bbox.lr.lng);
    const maxLng = Math.max(bbox.ul.lng, bbox.lr.lng);
    if (![minLat, maxLat, minLng, maxLng].every(Number.isFinite)) return [];
    return this.index
      .search(minLng, minLat, maxLng, maxLat)
      .filter((i) => i < this.list.length)
      .map((i) => this.list[i]!)
      .sort((a, b) => b.severity - a.severity || a.id.localeCompare(b.id));
  }

  get size(): number {
    return this.list.length;
  }
}
