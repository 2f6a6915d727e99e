// Node-only reader for .osm.pbf extracts (osm-pbf-parser-node): highway ways with their node coordinates
// resolved, in the same RoadWay shape the GeoJSON reader gives, and everything else the pack uses (POIs,
// addresses, places, admin areas, basemap shapes: osm-features.ts). Used by the pack build, never by the
// engine core.
import { createReadStream } from 'node:fs';
import type { TransformCallback } from 'node:stream';
import { OSMTransform } from 'osm-pbf-parser-node';
import type { MapFeatures } from './map-features.ts';
import { isAreaRelation, mapFeaturesOf, relationShapes, type OsmRelation, type OsmShape, type Tags } from './osm-features.ts';
import { isRouteWay, isRoutingNode, type LngLat, type RoadWay, type TurnRestriction, type WayNode } from './ways.ts';

interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags?: Record<string, string>;
}
interface OsmWay {
  type: 'way';
  id: number;
  refs: number[];
  tags?: Record<string, string>;
}
export interface OsmRelationItem {
  type: 'relation';
  id: number;
  tags?: Record<string, string>;
  members: { type: string; ref: number; role: string }[];
}
interface OsmHeader {
  type?: undefined;
  osmosis_replication_timestamp?: number;
}
type OsmItem = OsmNode | OsmWay | OsmRelationItem | OsmHeader;

export interface PbfRead {
  ways: RoadWay[];
  /** Turn restrictions at a node (from way, via node, to way). */
  restrictions: TurnRestriction[];
  /** Everything besides the roads: POIs, addresses, places, admin areas, basemap shapes. */
  features: MapFeatures;
  /** The extract's replication timestamp (ISO), when the file says. */
  timestamp: string | null;
}

/** The parser throws on malformed input inside the stream, which would escape as an uncaught exception. */
class CheckedOsmTransform extends OSMTransform {
  override _transform(chunk: Buffer, encoding: BufferEncoding, next: TransformCallback): void {
    try {
      super._transform(chunk, encoding, next);
    } catch (err) {
      next(err as Error);
    }
  }
  override _flush(done: TransformCallback): void {
    try {
      super._flush(done);
    } catch (err) {
      done(new Error(`Not a complete .osm.pbf file (${(err as Error).message})`));
    }
  }
}

const hasTags = (tags: Record<string, string> | undefined): tags is Record<string, string> => tags !== undefined && Object.keys(tags).length > 0;

/**
 * Node positions by OSM id, in typed arrays: ids in file order, which .osm.pbf keeps ascending, so a lookup
 * is a binary search and a country's hundreds of millions of nodes fit (a JS Map stops at 16.7 million).
 */
class NodeTable {
  private ids = new Float64Array(1 << 16);
  private lat = new Float64Array(1 << 16);
  private lng = new Float64Array(1 << 16);
  size = 0;
  private sorted = true;

  add(id: number, lat: number, lng: number): number {
    if (this.size === this.ids.length) {
      this.ids = grow(this.ids);
      this.lat = grow(this.lat);
      this.lng = grow(this.lng);
    }
    if (this.size > 0 && id <= this.ids[this.size - 1]!) this.sorted = false;
    this.ids[this.size] = id;
    this.lat[this.size] = lat;
    this.lng[this.size] = lng;
    return this.size++;
  }

  /** Sorts by id once when the file was not in id order (allowed, if unusual). */
  finish(): void {
    if (this.sorted) return;
    const order = Array.from({ length: this.size }, (_, i) => i).sort((a, b) => this.ids[a]! - this.ids[b]!);
    const [ids, lat, lng] = [new Float64Array(this.size), new Float64Array(this.size), new Float64Array(this.size)];
    order.forEach((from, to) => {
      ids[to] = this.ids[from]!;
      lat[to] = this.lat[from]!;
      lng[to] = this.lng[from]!;
    });
    [this.ids, this.lat, this.lng, this.sorted] = [ids, lat, lng, true];
  }

  at(id: number): LngLat | undefined {
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.ids[mid]!;
      if (v === id) return [this.lng[mid]!, this.lat[mid]!];
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}

/**
 * Every way's node ids by way id (relations may use any way as a ring, untagged ones too), in typed arrays:
 * a country has more ways than a JS Map holds. Ids come ascending in an .osm.pbf; `finish` orders them if not.
 */
class WayTable {
  private ids = new Float64Array(1 << 12);
  private start = new Float64Array(1 << 12);
  private refs = new Float64Array(1 << 16);
  private size = 0;
  private used = 0;
  /** Positions in id order, when the file was not in id order (allowed, if unusual). */
  private order: Uint32Array | null = null;
  private sorted = true;

  add(id: number, refs: readonly number[]): void {
    if (this.size + 1 >= this.ids.length) {
      this.ids = grow(this.ids);
      this.start = grow(this.start);
    }
    while (this.used + refs.length > this.refs.length) this.refs = grow(this.refs);
    if (this.size > 0 && id <= this.ids[this.size - 1]!) this.sorted = false;
    this.ids[this.size] = id;
    this.start[this.size] = this.used;
    this.refs.set(refs, this.used);
    this.used += refs.length;
    this.start[++this.size] = this.used;
  }

  finish(): void {
    if (!this.sorted) this.order = Uint32Array.from({ length: this.size }, (_, i) => i).sort((a, b) => this.ids[a]! - this.ids[b]!);
  }

  nodesOf(id: number): number[] | undefined {
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.order ? this.order[mid]! : mid;
      const v = this.ids[at]!;
      if (v === id) return Array.from(this.refs.subarray(this.start[at]!, this.start[at + 1]!));
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}

/** Reads every highway way and map feature of an .osm.pbf file. */
export async function readOsmPbf(file: string): Promise<PbfRead> {
  const nodes = new NodeTable();
  const taggedNodes: { id: number; tags: Tags }[] = [];
  // Every way's node ids: relations may use untagged ways as their rings.
  const wayNodes = new WayTable();
  const taggedWays: OsmWay[] = [];
  const relations: OsmRelation[] = [];
  const restrictionRelations: OsmRelationItem[] = [];
  let timestamp: string | null = null;
  const parser = new CheckedOsmTransform({ withTags: true, withInfo: false });
  // pipe() does not forward read errors (a missing file would crash the process), so pass them on by hand.
  const input = createReadStream(file).on('error', (err) => parser.destroy(err));
  for await (const batch of input.pipe(parser) as AsyncIterable<OsmItem[]>) {
    for (const item of batch) {
      if (item.type === 'node') {
        nodes.add(item.id, item.lat, item.lon);
        if (hasTags(item.tags)) taggedNodes.push({ id: item.id, tags: item.tags });
      } else if (item.type === 'way') {
        wayNodes.add(item.id, item.refs);
        if (hasTags(item.tags)) taggedWays.push(item);
      } else if (item.type === 'relation') {
        if (item.tags && isAreaRelation(item.tags)) relations.push({ id: item.id, tags: item.tags, members: item.members });
        else if (item.tags?.type === 'restriction') restrictionRelations.push(item);
      } else if (item.type === undefined && item.osmosis_replication_timestamp) {
        timestamp = new Date(item.osmosis_replication_timestamp * 1000).toISOString();
      }
    }
  }
  nodes.finish();
  wayNodes.finish();
  const nodeAt = (id: number): LngLat | undefined => nodes.at(id);
  const routingNodes = new Map<number, Tags>();
  for (const n of taggedNodes) if (isRoutingNode(n.tags)) routingNodes.set(n.id, n.tags);
  /** A road's coordinates, with its barriers and signals by index into them. */
  const roadOf = (refs: readonly number[]): { coords: LngLat[]; nodes: WayNode[] } => {
    const coords: LngLat[] = [];
    const nodes: WayNode[] = [];
    for (const ref of refs) {
      const at = nodeAt(ref);
      if (!at) continue;
      const tags = routingNodes.get(ref);
      if (tags) nodes.push({ index: coords.length, tags });
      coords.push(at);
    }
    return { coords, nodes };
  };

  const ways: RoadWay[] = [];
  const shapes: OsmShape[] = taggedNodes.map((n) => ({ kind: 'point', id: `node/${n.id}`, tags: n.tags, at: nodeAt(n.id)! }));
  for (const w of taggedWays) {
    const { coords, nodes } = roadOf(w.refs);
    if (coords.length < 2) continue;
    const tags = w.tags ?? {};
    const closed = w.refs.length > 3 && w.refs[0] === w.refs[w.refs.length - 1];
    if (isRouteWay(tags)) ways.push({ id: `way/${w.id}`, coords, tags, area: closed && tags.area === 'yes', ...(nodes.length ? { nodes } : {}) });
    shapes.push({ kind: 'way', id: `way/${w.id}`, tags, coords, closed: closed && coords.length === w.refs.length });
  }
  shapes.push(...relationShapes(relations, (id) => wayNodes.nodesOf(id), nodeAt));
  return { ways, restrictions: turnRestrictions(restrictionRelations, nodeAt), features: mapFeaturesOf(shapes), timestamp };
}

/**
 * Turn restrictions as OSRM reads them: one from way, a via node or a chain of via ways, one to way; no_entry may
 * name several from ways and no_exit several to ways (one restriction each). Others with several are left out.
 */
export function turnRestrictions(relations: readonly OsmRelationItem[], nodeAt: (id: number) => LngLat | undefined): TurnRestriction[] {
  const out: TurnRestriction[] = [];
  for (const r of relations) {
    const tags = r.tags ?? {};
    const role = (name: string) => r.members.filter((m) => m.role === name);
    const [from, via, to] = [role('from'), role('via'), role('to')];
    if (from.length === 0 || via.length === 0 || to.length === 0) continue;
    if (![...from, ...to].every((m) => m.type === 'way')) continue;
    const kind = ['restriction', 'restriction:motorcar', 'restriction:motor_vehicle', 'restriction:vehicle', 'restriction:hgv']
      .map((k) => tags[k])
      .find((v) => v !== undefined);
    if ((from.length > 1 && kind !== 'no_entry') || (to.length > 1 && kind !== 'no_exit')) continue;
    const id = `relation/${r.id}`;
    let at: { via: LngLat } | { viaWays: string[] };
    if (via.length === 1 && via[0]!.type === 'node') {
      const c = nodeAt(via[0]!.ref);
      if (!c) continue;
      at = { via: c };
    } else if (via.every((m) => m.type === 'way')) {
      at = { viaWays: via.map((m) => `way/${m.ref}`) };
    } else continue;
    for (const f of from) for (const t of to) out.push({ id, from: `way/${f.ref}`, to: `way/${t.ref}`, ...at, tags });
  }
  return out;
}

function grow(a: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
