// Which API paths the device answers itself (SPEC's /api/routes and /api/stops), apart from the adapter so the
// API client can tell without loading the database.
const LOCAL_PATH = /^\/api\/(routes|stops)(\/|$)/;

/** True for the URLs the local adapter answers: same-origin /api/routes* and /api/stops*. */
export function isLocalApiPath(url: string | URL): boolean {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const parsed = new URL(url, origin);
  return parsed.origin === origin && LOCAL_PATH.test(parsed.pathname);
}
