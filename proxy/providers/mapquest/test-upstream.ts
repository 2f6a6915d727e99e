// Test harness: the proxy with the MapQuest adapter wired to undici's MockAgent, recording each upstream call.
import { readFileSync } from 'node:fs';
import { MockAgent } from 'undici';
import type { FastifyInstance } from 'fastify';
import { testConfig, type ServerConfig } from '../../config.ts';
import { buildServer } from '../../server.ts';

export const BASE = 'https://mq.test';
export const SERVER_KEY = 'SERVER-KEY-7f3a9c';

export const fixture = (name: string): string => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export interface SeenCall {
  path: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
}

export interface Harness {
  app: FastifyInstance;
  agent: MockAgent;
  seen: SeenCall[];
  /** Answers the next call to `path` with a status, a body and a content type. */
  answer(path: string, status: number, body: string, contentType?: string): void;
}

export async function mapquestHarness(overrides: Partial<ServerConfig> = {}, logStream?: { write(line: string): void }): Promise<Harness> {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const seen: SeenCall[] = [];
  const app = await buildServer(
    testConfig({ provider: 'mapquest', providerKey: SERVER_KEY, mapquestBaseUrl: BASE, upstreamTimeoutMs: 2000, ...overrides }),
    { dispatcher: agent, ...(logStream ? { logStream } : {}) },
  );
  app.addHook('onClose', async () => agent.close());
  const answer = (path: string, status: number, body: string, contentType = 'application/json;charset=UTF-8') => {
    agent
      .get(new URL(BASE).origin)
      .intercept({ path: (p) => p.split('?')[0] === path, method: () => true })
      .reply((opts) => {
        const [p, q] = opts.path.split('?');
        const raw = typeof opts.body === 'string' ? opts.body : undefined;
        seen.push({ path: p ?? '', query: new URLSearchParams(q), method: opts.method, body: raw ? JSON.parse(raw) : undefined });
        return { statusCode: status, data: body, responseOptions: { headers: { 'content-type': contentType } } };
      });
  };
  return { app, agent, seen, answer };
}
