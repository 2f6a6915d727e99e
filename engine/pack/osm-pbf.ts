// Node-only reader for .osm.pbf extracts (osm-pbf-parser-node): highway ways with their node coordinates
// resolved, in the same RoadWay shape the GeoJSON reader gives. Used by the pack CLI, never by the engine core.
import { createReadStream } from 'node:fs';
import type { TransformCallback } from 'node:stream';
import { OSMTransform } from 'osm-pbf-parser-node';
import { NO_MAP_FEATURES, type MapFeatures } from './map-features.ts';
import type { LngLat, RoadWay } from './ways.ts';

interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
}
interface OsmWay {
  type: 'way';
  id: number;
  refs: number[];
  tags?: Record<string, string>;
}
interface OsmHeader {
  type?: undefined;
  osmosis_replication_timestamp?: number;
}
type OsmItem = OsmNode | OsmWay | OsmHeader | { type: 'relation' };

export interface PbfRead {
  ways: RoadWay[];
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

/** Reads every highway way of an .osm.pbf file. Node coordinates are kept only until their ways are built. */
export async function readOsmPbf(file: string): Promise<PbfRead> {
  const nodeIndex = new Map<number, number>();
  let lat = new Float64Array(1 << 16);
  let lng = new Float64Array(1 << 16);
  const pending: OsmWay[] = [];
  let timestamp: string | null = null;
  const parser = new CheckedOsmTransform({ withTags: { node: false, way: true, relation: false }, withInfo: false });
  // pipe() does not forward read errors (a missing file would crash the process), so pass them on by hand.
  const input = createReadStream(file).on('error', (err) => parser.destroy(err));
  for await (const batch of input.pipe(parser) as AsyncIterable<OsmItem[]>) {
    for (const item of batch) {
      if (item.type === 'node') {
        const i = nodeIndex.size;
        if (i === lat.length) {
          lat = grow(lat);
          lng = grow(lng);
        }
        lat[i] = item.lat;
        lng[i] = item.lon;
        nodeIndex.set(item.id, i);
      } else if (item.type === 'way') {
        if (item.tags?.highway) pending.push(item);
      } else if (item.type === undefined && item.osmosis_replication_timestamp) {
        timestamp = new Date(item.osmosis_replication_timestamp * 1000).toISOString();
      }
    }
  }
  const ways: RoadWay[] = [];
  for (const w of pending) {
    const coords: LngLat[] = [];
    for (const ref of w.refs) {
      const i = nodeIndex.get(ref);
      if (i !== undefined) coords.push([lng[i]!, lat[i]!]);
    }
    if (coords.length < 2) continue;
    const tags = w.tags ?? {};
    const closed = w.refs.length > 3 && w.refs[0] === w.refs[w.refs.length - 1];
    ways.push({ id: `way/${w.id}`, coords, tags, area: closed && tags.area === 'yes' });
  }
  return { ways, features: NO_MAP_FEATURES, timestamp };
}

function grow(a: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
