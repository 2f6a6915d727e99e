// The region pack file: one binary blob of named, aligned typed-array sections behind a versioned JSON header,
// so a pack loads as zero-copy views and a stale or foreign file is refused instead of misread.
import { checksum32 } from './checksum.ts';

/** Bump whenever a section's meaning or layout changes; old packs are then refused and rebuilt. */
export const FORMAT_VERSION = 22;
export const PACK_MAGIC = 'OSMPACK\0';
export const ATTRIBUTION = '© OpenStreetMap contributors';
export const REBUILD_HINT = 'rebuild it with npm run pack:build';

const DTYPES = {
  u8: Uint8Array,
  i8: Int8Array,
  u16: Uint16Array,
  i16: Int16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f32: Float32Array,
  f64: Float64Array,
} as const;
export type Dtype = keyof typeof DTYPES;
export type DtypeArray<D extends Dtype> = InstanceType<(typeof DTYPES)[D]>;

export interface SectionEntry {
  name: string;
  /** Byte offset from the start of the payload (always a multiple of 8). */
  offset: number;
  /** Length in elements, not bytes. */
  length: number;
  dtype: Dtype;
}

export interface Bounds {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** What a pack says about itself; `sections` is filled in by writePack. */
export interface PackInfo {
  name: string;
  bounds: Bounds;
  center: { lat: number; lng: number };
  source: string;
  timestamp: string | null;
  attribution: string;
  builtAt: string;
  /** Free-form build facts (counts, profile) that readers may show. */
  stats: Record<string, number | string>;
}

export interface PackMeta extends PackInfo {
  formatVersion: number;
  sections: SectionEntry[];
}

export type PackErrorCode = 'BAD_MAGIC' | 'FORMAT_VERSION' | 'BAD_CHECKSUM' | 'TRUNCATED' | 'MISSING_SECTION' | 'BAD_STRUCTURE';

export class PackError extends Error {
  override readonly name = 'PackError';
  constructor(
    readonly code: PackErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface RegionPack {
  readonly meta: PackMeta;
  readonly byteLength: number;
  has(name: string): boolean;
  /** A zero-copy view of the named section; throws PackError if it is missing or of another dtype. */
  section<D extends Dtype>(name: string, dtype: D): DtypeArray<D>;
}

export type SectionData = Record<string, ArrayBufferView>;

/** A section's bytes whatever element type it was stored as (geocode and traffic sections read their own), if any. */
export function rawSection(pack: RegionPack, name: string): Uint8Array | undefined {
  const entry = pack.meta.sections.find((s) => s.name === name);
  if (!entry) return undefined;
  const view = pack.section(name, entry.dtype);
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

const HEADER_FIXED = 20; // magic (8) + version (4) + header length (4) + checksum (4)

function dtypeOf(view: ArrayBufferView): Dtype {
  for (const [name, ctor] of Object.entries(DTYPES)) {
    if (view instanceof ctor) return name as Dtype;
  }
  throw new TypeError(`Unsupported section array type: ${view.constructor.name}`);
}

/** The next multiple of 8: arithmetic, not bitwise, which would wrap past 2 GiB (a country-sized pack). */
export const align8 = (n: number): number => Math.ceil(n / 8) * 8;

/** Where everything goes in a pack file: the header, then each section from `payloadStart + offset`. */
export interface PackLayout {
  header: Uint8Array;
  payloadStart: number;
  entries: SectionEntry[];
  size: number;
}

export function packLayout(info: PackInfo, sections: SectionData): PackLayout {
  const entries: SectionEntry[] = [];
  let offset = 0;
  for (const [name, view] of Object.entries(sections)) {
    const dtype = dtypeOf(view);
    entries.push({ name, offset, length: view.byteLength / DTYPES[dtype].BYTES_PER_ELEMENT, dtype });
    offset = align8(offset + view.byteLength);
  }
  const meta: PackMeta = { ...info, formatVersion: FORMAT_VERSION, sections: entries };
  const header = new TextEncoder().encode(JSON.stringify(meta));
  const payloadStart = align8(HEADER_FIXED + header.byteLength);
  return { header, payloadStart, entries, size: payloadStart + offset };
}

/** The fixed start of a pack file: magic, format version, header length and the checksum of the rest. */
export function packFixedHead(layout: PackLayout, checksum: number): Uint8Array {
  const fixed = new Uint8Array(HEADER_FIXED);
  fixed.set(new TextEncoder().encode(PACK_MAGIC), 0);
  const dv = new DataView(fixed.buffer);
  dv.setUint32(8, FORMAT_VERSION, true);
  dv.setUint32(12, layout.header.byteLength, true);
  dv.setUint32(16, checksum, true);
  return fixed;
}

/** Serialises sections into one pack file in memory. The checksum covers the header JSON and the payload. */
export function writePack(info: PackInfo, sections: SectionData): Uint8Array {
  const layout = packLayout(info, sections);
  const out = new Uint8Array(layout.size);
  out.set(layout.header, HEADER_FIXED);
  for (const entry of layout.entries) {
    const view = sections[entry.name]!;
    out.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength), layout.payloadStart + entry.offset);
  }
  out.set(packFixedHead(layout, checksum32(out.subarray(HEADER_FIXED))), 0);
  return out;
}

/** Opens a pack; sections stay views over `buf`. Refuses a foreign, stale or corrupted file with a PackError. */
export function readPack(buf: ArrayBuffer): RegionPack {
  const bytes = new Uint8Array(buf);
  const head = readPackHead(bytes, bytes.byteLength);
  if (checksum32(bytes.subarray(HEADER_FIXED)) !== head.checksum) throw badChecksum();
  return openSections(head.meta, bytes.byteLength, (entry) => ({ buffer: buf, offset: head.payloadStart + entry.offset }));
}

/** What the start of a pack says: its meta, where the payload starts, the checksum to expect. */
export interface PackHead {
  meta: PackMeta;
  payloadStart: number;
  checksum: number;
}

/** Bytes a pack's head needs: the fixed part, then `headerLength` more (see readPackHead). */
export const packHeadLength = (fixed: Uint8Array): number => HEADER_FIXED + (fixed.byteLength >= HEADER_FIXED ? new DataView(fixed.buffer, fixed.byteOffset).getUint32(12, true) : 0);

/**
 * Reads the fixed header and the JSON meta from the first bytes of a pack of `fileLength` bytes (at least
 * packHeadLength of them), so a pack too big for one buffer can be read section by section.
 */
export function readPackHead(start: Uint8Array, fileLength: number): PackHead {
  if (start.byteLength < HEADER_FIXED) throw new PackError('TRUNCATED', `Region pack is truncated (${fileLength} bytes): ${REBUILD_HINT}`);
  const magic = new TextDecoder().decode(start.subarray(0, 8));
  if (magic !== PACK_MAGIC) throw new PackError('BAD_MAGIC', `This file is not a region pack (bad magic number): ${REBUILD_HINT}`);
  const dv = new DataView(start.buffer, start.byteOffset, start.byteLength);
  const version = dv.getUint32(8, true);
  if (version !== FORMAT_VERSION) {
    throw new PackError(
      'FORMAT_VERSION',
      `Region pack was built by format ${version}, this engine needs format ${FORMAT_VERSION}: ${REBUILD_HINT}`,
    );
  }
  const headerLength = dv.getUint32(12, true);
  if (HEADER_FIXED + headerLength > Math.min(fileLength, start.byteLength)) {
    throw new PackError('TRUNCATED', `Region pack is truncated (header runs past the end): ${REBUILD_HINT}`);
  }
  let meta: PackMeta;
  try {
    meta = JSON.parse(new TextDecoder().decode(start.subarray(HEADER_FIXED, HEADER_FIXED + headerLength))) as PackMeta;
  } catch {
    // The checksum covers the header, so it would not match either.
    throw badChecksum();
  }
  return { meta, payloadStart: align8(HEADER_FIXED + headerLength), checksum: dv.getUint32(16, true) };
}

export const badChecksum = (): PackError => new PackError('BAD_CHECKSUM', `Region pack is corrupted (checksum mismatch): ${REBUILD_HINT}`);

/** A pack whose sections each live in a buffer of their own (`at` says where), as a big pack is read. */
export function openSections(meta: PackMeta, byteLength: number, at: (entry: SectionEntry) => { buffer: ArrayBuffer; offset: number }): RegionPack {
  const byName = new Map(meta.sections.map((s) => [s.name, s]));
  return {
    meta,
    byteLength,
    has: (name) => byName.has(name),
    section<D extends Dtype>(name: string, dtype: D): DtypeArray<D> {
      const entry = byName.get(name);
      if (!entry) throw new PackError('MISSING_SECTION', `Region pack has no section "${name}": ${REBUILD_HINT}`);
      if (entry.dtype !== dtype) {
        throw new PackError('MISSING_SECTION', `Region pack section "${name}" is ${entry.dtype}, expected ${dtype}: ${REBUILD_HINT}`);
      }
      const { buffer, offset } = at(entry);
      return new DTYPES[dtype](buffer, offset, entry.length) as DtypeArray<D>;
    },
  };
}

/** Bytes a section takes in the payload: its elements, padded to the next section's 8-byte boundary. */
export const sectionBytes = (entry: SectionEntry): number => align8(entry.length * DTYPES[entry.dtype].BYTES_PER_ELEMENT);

/** Strings travel as UTF-8 JSON inside a u8 section. */
export function jsonSection(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value));
}

export function readJsonSection<T>(pack: RegionPack, name: string): T {
  return JSON.parse(new TextDecoder().decode(pack.section(name, 'u8'))) as T;
}
