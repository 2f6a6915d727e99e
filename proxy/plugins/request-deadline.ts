// A whole request must arrive within the deadline. Node's own requestTimeout stops counting once the headers are
// in, so a client trickling its body a byte at a time could hold a connection (and a shutdown) for minutes.
import type { FastifyInstance } from 'fastify';

export function requestDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', async (request, reply) => {
    // A request without a body has arrived with its headers (an injected one, like the start-up warm-up, never
    // says 'complete' on its own, and was cut at the deadline however long its answer rightly took).
    const { headers } = request.raw;
    const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (request.raw.complete || !hasBody) return;
    const timer = setTimeout(() => {
      if (request.raw.complete || reply.sent) return;
      reply.raw.once('finish', () => request.raw.destroy());
      void reply
        .code(408)
        .header('connection', 'close')
        .send({ error: 'Request Timeout', message: `The request did not arrive within ${Math.round(ms / 1000)} s` });
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    request.raw.once('close', clear);
  });
}
