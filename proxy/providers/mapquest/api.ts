// Calls one MapQuest endpoint and turns every way it can fail (HTTP status, `info` envelope, plain-text 403,
// unreadable or unexpected JSON) into a ProviderError carrying the provider's own words, never a key.
import type { z } from 'zod';
import { ProviderError } from '../../../service/providers/errors.ts';
import { knownMessage } from './messages.ts';
import { questionKey, type AnswerCache } from '../../shared/answer-cache.ts';
import type { UpstreamClient, UpstreamResponse } from '../../upstream/http.ts';
import { Info } from './upstream-schemas.ts';

export interface ApiCall {
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  signal?: AbortSignal | undefined;
  /** Overrides the server key for this call (the visitor's bulk-geocoder key). */
  key?: string | undefined;
}

export class MapquestApi {
  constructor(
    private readonly client: UpstreamClient,
    private readonly baseUrl: string,
    private readonly serverKey: string,
    private readonly cache?: AnswerCache,
  ) {}

  async call<S extends z.ZodType>(call: ApiCall, schema: S): Promise<z.output<S>> {
    const key = call.key ?? this.serverKey;
    // Only calls on the server's key are kept: a visitor's own key spends that visitor's quota, as they asked.
    const cacheKey = this.cache && call.key === undefined ? questionKey(JSON.stringify([call.path, call.query ?? {}, call.json ?? null])) : undefined;
    if (cacheKey) {
      const kept = await this.cache?.get(cacheKey);
      if (kept !== undefined) return interpret({ status: 200, contentType: 'application/json', body: Buffer.from(kept) }, schema, [key]);
    }
    const query = new URLSearchParams({ key, ...call.query });
    const res = await this.client.send({
      url: `${this.baseUrl}${call.path}?${query}`,
      method: call.json === undefined ? 'GET' : 'POST',
      json: call.json,
      signal: call.signal,
    });
    const answer = interpret(res, schema, [key, this.serverKey]);
    if (cacheKey) await this.cache?.set(cacheKey, res.body.toString('utf8'));
    return answer;
  }
}

function interpret<S extends z.ZodType>(res: UpstreamResponse, schema: S, keys: string[]): z.output<S> {
  const text = res.body.toString('utf8');
  const scrub = (s: string) => keys.reduce((out, k) => (k ? out.split(k).join('[redacted]') : out), s);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (res.status >= 400) throw providerSaid(plainText(text, res.contentType, scrub), `the maps provider answered HTTP ${res.status}`);
    throw new ProviderError(502, undefined, 'the maps provider sent an unreadable answer');
  }
  const info = Info.safeParse((json as { info?: unknown } | null)?.info);
  const status = info.success ? info.data.statuscode : 0;
  if (res.status >= 400 || status !== 0) {
    const said = info.success ? (info.data.messages ?? []).join('; ') : ownMessage(json);
    const reason = status ? `the maps provider answered status ${status}` : `the maps provider answered HTTP ${res.status}`;
    throw providerSaid(scrub(said).slice(0, 500), reason);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderError(502, undefined, 'the maps provider sent an unexpected answer');
  return parsed.data;
}

/** A failure in the provider's words when they are known ones; other words go only to the log, as the cause. */
function providerSaid(said: string | undefined, reason: string): ProviderError {
  const shown = said ? knownMessage(said) : undefined;
  const error = new ProviderError(502, shown, reason);
  if (said && !shown) error.cause = new Error(`The maps provider said: ${said}`);
  return error;
}

/** A short plain-text error body (MapQuest's 403 'The AppKey submitted…'); never an HTML error page. */
function plainText(text: string, contentType: string, scrub: (s: string) => string): string | undefined {
  const t = text.trim();
  if (!t || t.length > 300 || t.startsWith('<') || /html/i.test(contentType)) return undefined;
  return scrub(t.replace(/\s+/g, ' '));
}

/** Search Ahead has no `info` envelope: its errors carry a message or error field. */
function ownMessage(json: unknown): string {
  if (!json || typeof json !== 'object') return '';
  const { message, error } = json as { message?: unknown; error?: unknown };
  if (typeof message === 'string') return message;
  if (typeof error === 'string') return error;
  return '';
}
