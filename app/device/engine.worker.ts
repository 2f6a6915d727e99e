// The device engine's worker: messages in, answers out.
import '../zod-jitless.ts';
import { createEngineHost } from './engine-host.ts';
import { openPackCache } from './pack-store.ts';
import type { WorkerRequest } from './protocol.ts';
import { packsBesideTheApp, STATIC_BUILD } from './static-build.ts';

const host = createEngineHost(openPackCache, STATIC_BUILD ? { fallbackPacks: () => packsBesideTheApp(self.location.origin) } : {});

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const reply = await host.handle(event.data);
  // Tile bytes are copied, not transferred: the engine keeps its cut tiles in a cache.
  if (reply) self.postMessage(reply);
};
