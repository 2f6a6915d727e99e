// The one way the proxy calls a provider over HTTP: a pooled keep-alive undici Agent, connect/headers/body
// timeouts plus an overall deadline, no retries, and the call aborted as soon as the visitor goes away.
import { Agent, request, type Dispatcher } from 'undici';
import { ProviderError, timeoutError } from '../../service/providers/errors.ts';

export interface UpstreamSettings {
  connectTimeoutMs: number;
  /** Deadline for the whole call, headers and body included. */
  timeoutMs: number;
}

/** Answers bigger than this are refused: no provider answer the proxy uses comes near it. */
export const MAX_UPSTREAM_BYTES = 8 * 1024 * 1024;

export function createUpstreamAgent(settings: UpstreamSettings): Agent {
  return new Agent({
    connections: 128,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    connect: { timeout: settings.connectTimeoutMs },
    headersTimeout: settings.timeoutMs,
    bodyTimeout: settings.timeoutMs,
    maxResponseSize: MAX_UPSTREAM_BYTES,
  });
}

export interface UpstreamRequest {
  url: string;
  method?: 'GET' | 'POST';
  json?: unknown;
  signal?: AbortSignal | undefined;
}

export interface UpstreamResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export class UpstreamClient {
  constructor(
    private readonly dispatcher: Dispatcher,
    private readonly timeoutMs: number,
  ) {}

  /** Any HTTP status is returned; only transport failures throw, as ProviderError (502, or 504 on timeout). */
  async send(req: UpstreamRequest): Promise<UpstreamResponse> {
    // A plain controller and timer (not AbortSignal.timeout/any), cleared on every path: cheap per call.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const onVisitorGone = () => controller.abort();
    req.signal?.addEventListener('abort', onVisitorGone, { once: true });
    try {
      const res = await request(req.url, {
        dispatcher: this.dispatcher,
        method: req.method ?? 'GET',
        signal: controller.signal,
        headers: req.json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        ...(req.json === undefined ? {} : { body: JSON.stringify(req.json) }),
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      const type = res.headers['content-type'];
      return { status: res.statusCode, contentType: (Array.isArray(type) ? type[0] : type) ?? '', body };
    } catch (error) {
      if (timedOut || TIMEOUT_CODES.has((error as { code?: string }).code ?? '')) throw timeoutError();
      if (req.signal?.aborted) throw new ProviderError(502, undefined, 'the request was cancelled');
      if ((error as { code?: string }).code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
        throw new ProviderError(502, undefined, 'the maps provider sent an answer that is too large');
      }
      throw new ProviderError(502, undefined, 'the maps provider could not be reached');
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onVisitorGone);
    }
  }
}
