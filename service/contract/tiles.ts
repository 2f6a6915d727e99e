// GET /tiles/{style}/{z}/{x}/{y}: map tiles through the proxy, so the browser needs no provider key.
import { z } from 'zod';

export const MAX_TILE_ZOOM = 22;

const coordinate = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(0, `${name} must be 0 or more`);

export const TileParams = z
  .object({
    style: z.enum(['map', 'satellite'], { error: 'style must be map or satellite' }),
    z: coordinate('z').max(MAX_TILE_ZOOM, `z must be at most ${MAX_TILE_ZOOM}`),
    x: coordinate('x'),
    y: coordinate('y'),
  })
  .superRefine((t, ctx) => {
    const size = 2 ** t.z;
    for (const axis of ['x', 'y'] as const) {
      if (t[axis] >= size) ctx.addIssue({ code: 'custom', path: [axis], message: `${axis} must be below ${size} at zoom ${t.z}` });
    }
  });
export type TileParams = z.output<typeof TileParams>;
