// Chooses the provider from the config: MapQuest when a key is configured, the embedded engine otherwise.
import type { Dispatcher } from 'undici';
import type { ServerConfig } from '../config.ts';
import type { AnswerCache } from '../shared/answer-cache.ts';
import { createUpstreamAgent } from '../upstream/http.ts';
import { createMapquestProvider } from './mapquest/provider.ts';
import { createOfflineProvider, type EngineLoader } from '../../service/providers/offline/provider.ts';
import { loadRegionEngine } from '../load-region-engine.ts';
import type { Provider } from '../../service/providers/types.ts';

export interface ProviderDeps {
  /** Upstream dispatcher for MapQuest (tests pass undici's MockAgent); a pooled keep-alive Agent by default. */
  dispatcher?: Dispatcher;
  /** Builds the offline engine from the region pack; called once, on the first offline request. */
  loadEngine?: EngineLoader;
  /** Where the provider's answers are kept for reuse; none: every call goes upstream. */
  answerCache?: AnswerCache | undefined;
}

export function createProvider(config: ServerConfig, deps: ProviderDeps = {}): Provider {
  if (config.provider === 'mapquest' && config.providerKey) {
    const agent = deps.dispatcher
      ? undefined
      : createUpstreamAgent({ connectTimeoutMs: config.upstreamConnectTimeoutMs, timeoutMs: config.upstreamTimeoutMs });
    const provider = createMapquestProvider({
      key: config.providerKey,
      baseUrl: config.mapquestBaseUrl,
      tileUrlTemplate: config.mapquestTileUrl,
      timeoutMs: config.upstreamTimeoutMs,
      dispatcher: deps.dispatcher ?? (agent as Dispatcher),
      answerCache: deps.answerCache,
    });
    return agent ? { ...provider, close: () => agent.close() } : provider;
  }
  return createOfflineProvider(deps.loadEngine ?? (() => loadRegionEngine({ packPaths: config.packPaths, trafficTime: config.trafficTime })));
}
