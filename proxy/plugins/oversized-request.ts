// A request whose line and headers pass the header limit never reaches a route: Node's parser refuses it, and
// Fastify's default answer is a bare 431 JSON body the visitor sees as a page. Here the oversized request is a
// link pasted whole (a shared route travels in the address, and a tampered or hand-made one can be any length),
// so a page gets the app shell (still status 431): the app opens at that address and says what it makes of it
// (the share importer refuses a route link past its size with a message). Other client errors answer as before.
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { resolve } from 'node:path';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const NO_BUILD = 'This address is too long for the server to read. Open the app without it, or ask for a shorter link.';

/** Fastify's clientErrorHandler, answering an oversized request with the app shell from `staticDir`. */
export function oversizedRequestHandler(staticDir: string, securityHeaders: Record<string, string>) {
  let shell: { body: Buffer; type: string } | undefined;
  const page = () =>
    (shell ??= (() => {
      try {
        return { body: readFileSync(resolve(staticDir, 'index.html')), type: 'text/html; charset=utf-8' };
      } catch {
        return { body: Buffer.from(NO_BUILD), type: 'text/plain; charset=utf-8' };
      }
    })());

  return function clientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ code: error.code }, 'client error');
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    let status: number;
    let answer: { body: Buffer; type: string };
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      status = 431;
      answer = page();
    } else {
      status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const message = status === 408 ? 'Client Timeout' : 'Client Error';
      answer = { body: Buffer.from(JSON.stringify({ error: STATUS_CODES[status], message, statusCode: status })), type: 'application/json' };
    }
    const headers = { ...securityHeaders, 'content-type': answer.type, 'content-length': String(answer.body.byteLength), 'cache-control': 'no-store', connection: 'close' };
    const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
    socket.end(Buffer.concat([Buffer.from(head), answer.body]));
  };
}
