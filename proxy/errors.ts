// One error shape for the whole API: JSON {message} with the right status, never a stack trace or a 500 leak.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, invalidInputMessage } from '../service/http-error.ts';

/** What an overloaded server answers (503), and when to try again. */
export const busy = (): HttpError => new HttpError(503, 'The server is busy: try again in a few seconds', 5);

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty but the content-type is JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content-type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body' },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // A server-side failure's reason (a file, an upstream's words) is logged, never sent.
      if (error.statusCode >= 500 && error.cause) request.log.error({ err: error.cause }, error.message);
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ message: validationMessage(error) });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    // The client left before its answer was sent (a closed tab, a page navigated away from): nothing failed here.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.debug('client closed the request before the answer was sent');
      return reply.status(499).send({ message: 'The client closed the request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const path = (first.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
  return invalidInputMessage(error.validationContext ?? 'body', path || (first.params as { missingProperty?: string })?.missingProperty, first.message);
}
