// GET /packs/index.json: the region packs a device can download to answer with no network (issue: the whole
// suite on the phone alone). The same file sits beside a static build.
import { z } from 'zod';
import { LatLng } from './common.ts';


export const DevicePack = z.object({
  /** The region's id, as in /api/map/config's regions. */
  id: z.string(),
  name: z.string(),
  bounds: z.object({ ul: LatLng, lr: LatLng }),
  dataDate: z.string().nullable(),
  /** Relative to the index: `<region>-<content hash>.pack.gz`, gzipped, immutable. */
  file: z.string(),
  /** What the download weighs (gzipped). */
  bytes: z.number().int().positive(),
  /** What it takes on the device once unpacked. */
  rawBytes: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type DevicePack = z.infer<typeof DevicePack>;

export const DevicePackIndex = z.object({ packs: z.array(DevicePack) });
export type DevicePackIndex = z.infer<typeof DevicePackIndex>;
