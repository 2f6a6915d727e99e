// GET /packs/index.json and /packs/<region>-<hash>.pack.gz: the device packs of the regions this server answers
// for, so a phone can keep answering with no network. Gzipped once, named by content, cached forever.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ensureDevicePack, type DevicePackFile } from '../../engine/pack/device-pack-file.ts';
import { ensureRegionPacks } from '../../engine/regions.ts';
import { DevicePackIndex, type DevicePack } from '../../service/contract/device-packs.ts';
import { DEVICE_PACK_INDEX_PATH } from '../../service/contract/limits.ts';
import { regionId } from '../../service/contract/map-config.ts';
import { HttpError } from '../../service/http-error.ts';
import { contractBounds } from '../../service/providers/offline/region-engine.ts';

/** A device pack as /packs/index.json lists it (a static build writes the same index). */
export const devicePackEntry = ({ meta, file, bytes, rawBytes, sha256 }: DevicePackFile): DevicePack => ({
  id: regionId(meta.name),
  name: meta.name,
  bounds: contractBounds(meta.bounds),
  dataDate: meta.timestamp,
  file,
  bytes,
  rawBytes,
  sha256,
});

export interface DevicePackOptions {
  /** PACK_PATH's packs; none: the bundled regions. */
  packPaths: readonly string[];
}

export async function devicePackRoutes(app: FastifyInstance, opts: DevicePackOptions): Promise<void> {
  let building: Promise<DevicePackFile[]> | undefined;
  const packs = (): Promise<DevicePackFile[]> => {
    building ??= (async () => {
      const paths = opts.packPaths.length ? opts.packPaths : await ensureRegionPacks({ log: (msg) => app.log.info(msg) });
      const built: DevicePackFile[] = [];
      for (const path of paths) built.push(await ensureDevicePack(path));
      return built;
    })().catch((error: unknown) => {
      building = undefined;
      throw Object.assign(new HttpError(503, 'The offline region packs for devices could not be prepared: try again later'), { cause: error });
    });
    return building;
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(DEVICE_PACK_INDEX_PATH, { schema: { response: { 200: DevicePackIndex } } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return { packs: (await packs()).map(devicePackEntry) };
  });

  api.get('/packs/:file', { schema: { params: z.object({ file: z.string().max(200) }) } }, async (request, reply) => {
    const pack = (await packs()).find((p) => p.file === request.params.file);
    if (!pack) throw new HttpError(404, `No such region pack: ${request.params.file}`);
    // Served as the gzip file it is (not Content-Encoding): the app unpacks it, as it must from a static host.
    return reply
      .type('application/gzip')
      .header('content-length', pack.bytes)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(pack.path));
  });
}
