// Device packs as files (Node only): each region pack's device pack, gzipped once and named by its content hash
// so it can be cached forever, rebuilt only when its region pack changes.
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { readGazetteerData } from '../geocode/gazetteer-node.ts';
import type { GazetteerData } from '../geocode/gazetteer.ts';
import { readPack, type PackMeta } from './container.ts';
import { buildDevicePack, DEVICE_PACK_VERSION } from './device-pack.ts';
import { loadPackFile } from './pack-file.ts';

export const DEVICE_PACK_DIR = '.cache/packs/device';

export interface DevicePackFile {
  /** Where it is on this machine. */
  path: string;
  /** `<region>-<hash>.pack.gz`: a new name for new content. */
  file: string;
  /** Gzipped size: what a phone downloads. */
  bytes: number;
  /** Size once unpacked: what a phone stores. */
  rawBytes: number;
  sha256: string;
  meta: PackMeta;
}

/** What a device pack was made from (the region pack's checksum) and by which version, kept beside it so a changed region or builder is noticed. */
interface Sidecar extends Omit<DevicePackFile, 'path'> {
  from: number;
  version: number;
}

async function packChecksum(path: string): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(20);
    await handle.read(head, 0, 20, 0);
    return head.readUInt32LE(16);
  } finally {
    await handle.close();
  }
}

let gazetteer: GazetteerData | undefined;

/** The device pack of the region pack at `packPath`, built (and the stale one replaced) when the region changed. */
export async function ensureDevicePack(packPath: string, dir = DEVICE_PACK_DIR): Promise<DevicePackFile> {
  const region = basename(packPath).replace(/\.pack$/, '');
  const sidecarPath = join(dir, `${region}.json`);
  const from = await packChecksum(packPath);
  const known = await readFile(sidecarPath, 'utf8').then((text) => JSON.parse(text) as Sidecar, () => null);
  if (known?.from === from && known.version === DEVICE_PACK_VERSION) {
    const path = join(dir, known.file);
    if (await readFile(path).then((b) => b.byteLength === known.bytes, () => false)) return { ...known, path };
  }
  gazetteer ??= readGazetteerData();
  const raw = buildDevicePack(await loadPackFile(packPath), gazetteer);
  const packed = await promisify(gzip)(raw, { level: 9 });
  const sha256 = createHash('sha256').update(packed).digest('hex');
  const file = `${region}-${sha256.slice(0, 16)}.pack.gz`;
  const meta = readPack(raw.buffer as ArrayBuffer).meta;
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `${file}.${process.pid}.tmp`);
  await writeFile(tmp, packed);
  await rename(tmp, join(dir, file));
  const sidecar: Sidecar = { from, version: DEVICE_PACK_VERSION, file, bytes: packed.byteLength, rawBytes: raw.byteLength, sha256, meta };
  await writeFile(sidecarPath, JSON.stringify(sidecar));
  if (known && known.file !== file) await rm(join(dir, known.file), { force: true });
  return { ...sidecar, path: join(dir, file) };
}
