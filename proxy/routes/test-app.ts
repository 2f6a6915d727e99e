// Test harness: the proxy on the offline provider over the tiny fake engine, driven with inject().
import type { FastifyInstance } from 'fastify';
import { testConfig, type ServerConfig } from '../config.ts';
import type { OfflineEngine } from '../../service/providers/offline/engine.ts';
import { createFakeEngine } from '../../service/providers/offline/fake-engine.ts';
import { buildServer } from '../server.ts';

export function offlineApp(engine: Partial<OfflineEngine> = {}, config: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  return buildServer(testConfig(config), { loadEngine: async () => createFakeEngine(engine) });
}
