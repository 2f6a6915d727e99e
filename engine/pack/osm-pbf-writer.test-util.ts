// Writes minimal but valid .osm.pbf files (OSM PBF format: BlobHeader + zlib Blob, dense nodes, ways) so the
// reader is tested against real protobuf bytes rather than mocks.
import { PbfWriter as Pbf } from 'pbf';
import { deflateSync } from 'node:zlib';

export interface PbfNode {
  id: number;
  lat: number;
  lon: number;
  tags?: Record<string, string>;
}
export interface PbfWay {
  id: number;
  refs: number[];
  tags: Record<string, string>;
}
export interface PbfRelation {
  id: number;
  tags: Record<string, string>;
  members: { type: 'node' | 'way' | 'relation'; ref: number; role: string }[];
}

const MEMBER_TYPE = { node: 0, way: 1, relation: 2 } as const;

function blob(type: string, payload: Uint8Array): Uint8Array {
  const body = new Pbf();
  body.writeVarintField(2, payload.byteLength); // raw_size
  body.writeBytesField(3, deflateSync(payload)); // zlib_data
  const blobBytes = body.finish();
  const header = new Pbf();
  header.writeStringField(1, type);
  header.writeVarintField(3, blobBytes.byteLength); // datasize
  const headerBytes = header.finish();
  const out = new Uint8Array(4 + headerBytes.byteLength + blobBytes.byteLength);
  new DataView(out.buffer).setUint32(0, headerBytes.byteLength, false);
  out.set(headerBytes, 4);
  out.set(blobBytes, 4 + headerBytes.byteLength);
  return out;
}

const deltas = (values: number[]): number[] => values.map((v, i) => v - (i > 0 ? values[i - 1]! : 0));

export function writeOsmPbf(nodes: PbfNode[], ways: PbfWay[], replicationTimestamp?: number, relations: PbfRelation[] = []): Uint8Array {
  const head = new Pbf();
  head.writeStringField(4, 'OsmSchema-V0.6');
  head.writeStringField(4, 'DenseNodes');
  head.writeStringField(16, 'maps-demo-suite test writer');
  if (replicationTimestamp !== undefined) head.writeVarintField(32, replicationTimestamp);

  const strings = [''];
  const sid = (s: string): number => {
    const i = strings.indexOf(s);
    return i >= 0 ? i : strings.push(s) - 1;
  };
  // Dense nodes keep every node's tags in one list: key, value, key, value, ..., 0 after each node.
  const keysVals = nodes.some((n) => n.tags) ? nodes.flatMap((n) => [...Object.entries(n.tags ?? {}).flatMap(([k, v]) => [sid(k), sid(v)]), 0]) : [];
  const wayRecords = ways.map((w) => ({
    id: w.id,
    keys: Object.keys(w.tags).map(sid),
    vals: Object.values(w.tags).map(sid),
    refs: deltas(w.refs),
  }));
  const relationRecords = relations.map((r) => ({
    id: r.id,
    keys: Object.keys(r.tags).map(sid),
    vals: Object.values(r.tags).map(sid),
    roles: r.members.map((m) => sid(m.role)),
    memids: deltas(r.members.map((m) => m.ref)),
    types: r.members.map((m) => MEMBER_TYPE[m.type]),
  }));

  const block = new Pbf();
  block.writeMessage(1, (tbl: string[], pbf: Pbf) => {
    for (const s of tbl) pbf.writeBytesField(1, new TextEncoder().encode(s));
  }, strings);
  block.writeMessage(2, (_: unknown, pbf: Pbf) => {
    pbf.writeMessage(2, (__: unknown, dense: Pbf) => {
      dense.writePackedSVarint(1, deltas(nodes.map((n) => n.id)));
      dense.writePackedSVarint(8, deltas(nodes.map((n) => Math.round(n.lat * 1e7))));
      dense.writePackedSVarint(9, deltas(nodes.map((n) => Math.round(n.lon * 1e7))));
      if (keysVals.length) dense.writePackedVarint(10, keysVals);
    }, null);
  }, null);
  block.writeMessage(2, (_: unknown, pbf: Pbf) => {
    for (const w of wayRecords) {
      pbf.writeMessage(3, (way: typeof w, out: Pbf) => {
        out.writeVarintField(1, way.id);
        out.writePackedVarint(2, way.keys);
        out.writePackedVarint(3, way.vals);
        out.writePackedSVarint(8, way.refs);
      }, w);
    }
  }, null);

  if (relationRecords.length) {
    block.writeMessage(2, (_: unknown, pbf: Pbf) => {
      for (const r of relationRecords) {
        pbf.writeMessage(4, (rel: typeof r, out: Pbf) => {
          out.writeVarintField(1, rel.id);
          out.writePackedVarint(2, rel.keys);
          out.writePackedVarint(3, rel.vals);
          out.writePackedVarint(8, rel.roles);
          out.writePackedSVarint(9, rel.memids);
          out.writePackedVarint(10, rel.types);
        }, r);
      }
    }, null);
  }

  const parts = [blob('OSMHeader', head.finish()), blob('OSMData', block.finish())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
