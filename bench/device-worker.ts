// The device engine's worker as a bench drives it: a fresh worker of the app's own engine script, started in a
// page of the app (so it answers from the packs kept there), or the app's own running worker (reached through
// DevTools), asked one request after another, each one timed from its message to its answer. One loop for every
// bench that times the device engine. DevTools' CPU slowdown reaches no worker ('Operation is only supported for
// pages, not workers'): a worker's figures are at this machine's speed.
import { readdirSync } from 'node:fs';
import type { CDPSession, Page } from 'playwright-core';
import type { ApiRequest } from '../service/answers/answer-request.ts';
import { DIST_DIR } from '../scripts/build-app.ts';

export interface TimedRequest {
  name: string;
  request: ApiRequest;
}

export interface TimedAnswer {
  name: string;
  ms: number;
}

/** The address of the build's engine worker script (its name carries a content hash). */
export function engineWorkerUrl(distDir = DIST_DIR): string {
  const file = readdirSync(`${distDir}/assets`).find((f) => /^engine\.worker-.*\.js$/.test(f));
  if (!file) throw new Error(`No engine worker script in ${distDir}/assets: build the app first`);
  return `/assets/${file}`;
}

/**
 * Answers `requests` in order in a fresh worker in `page` and gives each one's time; the first includes the
 * worker's start and opening the kept packs. Rejects when an answer is not a 200 or does not come within
 * `timeoutMs` (a loaded machine is slow, not stuck: the bound only names a worker that never answers).
 */
export async function timeDeviceRequests(page: Page, requests: readonly TimedRequest[], { distDir = DIST_DIR, timeoutMs = 120_000 } = {}): Promise<TimedAnswer[]> {
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  return page.evaluate(
    async ({ url, requests, timeoutMs }) => {
      const worker = new Worker(url, { type: 'module' });
      const ask = (id: number, request: unknown) =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          const onMessage = (event: MessageEvent) => {
            if (event.data.id !== id) return;
            clearTimeout(timer);
            worker.removeEventListener('message', onMessage);
            if ('ok' in event.data) resolve(event.data.ok);
            else reject(new Error(event.data.error));
          };
          worker.addEventListener('message', onMessage);
          worker.postMessage({ id, kind: 'answer', request });
        });
      try {
        const times: { name: string; ms: number }[] = [];
        for (const [i, { name, request }] of requests.entries()) {
          const t0 = performance.now();
          const answer = await ask(i + 1, request);
          if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.text}`);
          times.push({ name, ms: performance.now() - t0 });
        }
        return times;
      } finally {
        worker.terminate();
      }
    },
    { url: engineWorkerUrl(distDir), requests, timeoutMs },
  );
}

/** A worker of the page, reached through DevTools. */
export interface AttachedWorker {
  url: string;
  send(method: string, params?: object): Promise<unknown>;
}

/**
 * The page's running workers, attached through its DevTools session (not flattened: Playwright gives no session
 * of a worker), each with a way to send it a DevTools command.
 */
export async function attachWorkers(page: Page, cdp: CDPSession): Promise<AttachedWorker[]> {
  const attached: { sessionId: string; url: string }[] = [];
  cdp.on('Target.attachedToTarget', (e: { sessionId: string; targetInfo: { type: string; url: string } }) => {
    if (e.targetInfo.type === 'worker') attached.push({ sessionId: e.sessionId, url: e.targetInfo.url });
  });
  const replies = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  cdp.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = m.id === undefined ? undefined : replies.get(m.id);
    if (!waiting) return;
    replies.delete(m.id!);
    if (m.error) waiting.reject(new Error(m.error.message));
    else waiting.resolve(m.result);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  // The attach events of the running workers (Playwright counts them too) arrive with the reply or just after it.
  while (attached.length < page.workers().length) await new Promise((resolve) => setTimeout(resolve, 50));
  let next = 0;
  return attached.map(({ sessionId, url }) => ({
    url,
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        replies.set(id, { resolve, reject });
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      }),
  }));
}

/**
 * Times `requests` in the app's own running engine worker (the one that kept the region, its pack open), through
 * its message handler: each reply to the bench's request ids is caught before it would reach the page.
 */
export async function timeInAppWorker(worker: AttachedWorker, requests: readonly TimedRequest[], { timeoutMs = 120_000 } = {}): Promise<TimedAnswer[]> {
  const times: TimedAnswer[] = [];
  for (const [i, { name, request }] of requests.entries()) {
    const id = -1 - i;
    const expression = `new Promise((resolve, reject) => {
      const post = self.postMessage.bind(self);
      const timer = setTimeout(() => reject(new Error('no answer within ${timeoutMs} ms')), ${timeoutMs});
      self.postMessage = (reply, ...rest) => {
        if (reply?.id !== ${id}) return post(reply, ...rest);
        clearTimeout(timer);
        self.postMessage = post;
        resolve(JSON.stringify({ ms: performance.now() - t0, status: reply.ok?.status, error: reply.error }));
      };
      const t0 = performance.now();
      self.onmessage(new MessageEvent('message', { data: { id: ${id}, kind: 'answer', request: ${JSON.stringify(request)} } }));
    })`;
    const { result, exceptionDetails } = (await worker.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
      result: { value?: string };
      exceptionDetails?: { exception?: { description?: string } };
    };
    if (exceptionDetails) throw new Error(`${name}: ${exceptionDetails.exception?.description ?? 'failed'}`);
    const answer = JSON.parse(result.value!) as { ms: number; status?: number; error?: string };
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status ?? answer.error}`);
    times.push({ name, ms: answer.ms });
  }
  return times;
}
