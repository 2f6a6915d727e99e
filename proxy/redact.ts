// Log redaction: provider keys must never reach a log line, whichever field they ride in. Upstream URLs, which
// carry the key, are never logged.
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'apiKey',
  'key',
  '*.apiKey',
  '*.key',
];

