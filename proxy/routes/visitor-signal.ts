// An AbortSignal that fires when the visitor disconnects before the answer is sent, so upstream work stops too.
import type { FastifyReply } from 'fastify';

export function visitorSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // 'close' also fires after a normal finish; only an unfinished response means the visitor went away.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
