// Log redaction: provider keys must never reach a log line, whichever field or URL they ride in.
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'apiKey',
  'key',
  '*.apiKey',
  '*.key',
];

/** Replaces the value of any key-like query parameter in a URL, for logging upstream calls. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:key|apiKey|access_token)=)[^&#]*/gi, '$1[redacted]');
}
