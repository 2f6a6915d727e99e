// The pack container: sections survive a round trip as zero-copy views; stale, foreign or corrupted files are refused.
import { describe, expect, it } from 'vitest';
import { align8, FORMAT_VERSION, PackError, readJsonSection, readPack, writePack, jsonSection, type PackInfo } from './container.ts';

const info: PackInfo = {
  name: 'Testville',
  bounds: { minLat: 1, minLng: 2, maxLat: 3, maxLng: 4 },
  center: { lat: 2, lng: 3 },
  source: 'hand made',
  timestamp: '2016-12-27T10:04:02Z',
  attribution: '© OpenStreetMap contributors',
  builtAt: '2026-01-01T00:00:00.000Z',
  stats: { nodes: 3 },
};

const sample = (): Uint8Array =>
  writePack(info, {
    odd: new Uint8Array([1, 2, 3]),
    times: new Float64Array([0.5, -1, Infinity]),
    ids: new Int32Array([7, -8]),
    names: jsonSection(['Storgatan', 'Kungsgatan']),
  });

const buf = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function expectPackError(fn: () => unknown, code: string, message: RegExp): void {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PackError);
    expect((err as PackError).code).toBe(code);
    expect((err as PackError).message).toMatch(message);
    return;
  }
  throw new Error('expected a PackError');
}

describe('region pack container', () => {
  it('round-trips meta and typed sections', () => {
    const pack = readPack(buf(sample()));
    expect(pack.meta).toMatchObject({ ...info, formatVersion: FORMAT_VERSION });
    expect(pack.meta.sections.map((s) => [s.name, s.dtype, s.length])).toEqual([
      ['odd', 'u8', 3],
      ['times', 'f64', 3],
      ['ids', 'i32', 2],
      ['names', 'u8', 26],
    ]);
    expect([...pack.section('odd', 'u8')]).toEqual([1, 2, 3]);
    expect([...pack.section('times', 'f64')]).toEqual([0.5, -1, Infinity]);
    expect([...pack.section('ids', 'i32')]).toEqual([7, -8]);
    expect(readJsonSection(pack, 'names')).toEqual(['Storgatan', 'Kungsgatan']);
  });

  it('returns views over the loaded buffer, not copies', () => {
    const b = buf(sample());
    const view = readPack(b).section('times', 'f64');
    expect(view.buffer).toBe(b);
    expect(view.byteOffset % 8).toBe(0);
  });

  it('refuses a missing section or one read with the wrong dtype', () => {
    const pack = readPack(buf(sample()));
    expectPackError(() => pack.section('nope', 'u8'), 'MISSING_SECTION', /no section "nope"/);
    expectPackError(() => pack.section('ids', 'f64'), 'MISSING_SECTION', /"ids" is i32, expected f64/);
  });

  it('refuses a corrupted payload', () => {
    const bytes = sample();
    bytes[bytes.byteLength - 3]! ^= 0xff;
    expectPackError(() => readPack(buf(bytes)), 'BAD_CHECKSUM', /corrupted \(checksum mismatch\).*npm run pack:build/);
  });

  it('refuses a pack built by another format version and says how to fix it', () => {
    const bytes = sample();
    new DataView(bytes.buffer).setUint32(8, FORMAT_VERSION + 1, true);
    expectPackError(
      () => readPack(buf(bytes)),
      'FORMAT_VERSION',
      new RegExp(`built by format ${FORMAT_VERSION + 1}, this engine needs format ${FORMAT_VERSION}: rebuild it with npm run pack:build`),
    );
  });

  it('refuses a file that is not a pack at all', () => {
    expectPackError(() => readPack(buf(new TextEncoder().encode('{"type":"FeatureCollection"}'))), 'BAD_MAGIC', /not a region pack/);
    expectPackError(() => readPack(new ArrayBuffer(5)), 'TRUNCATED', /truncated/);
  });
});

describe('align8', () => {
  it('rounds section offsets up to 8 bytes past 2 and 4 GiB too (a 10M-edge pack is ~3 GB)', () => {
    expect([0, 1, 8, 13].map(align8)).toEqual([0, 8, 8, 16]);
    expect(align8(2 ** 31 + 3)).toBe(2 ** 31 + 8);
    expect(align8(3 * 2 ** 30 + 1)).toBe(3 * 2 ** 30 + 8);
  });
});
