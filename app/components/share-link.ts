// The Share Route link of SPEC §2: the current address with ?route=<id>, or the plain address with no route;
// with the route itself in `r` when it can travel (see app/share/route-payload.ts).

/** Parameters that belong to this device only: a visitor's phone must not open in kiosk mode. */
const LOCAL_PARAMS = ['kiosk', 'r'];

export function shareLink(currentHref: string, routeId: number | null | undefined, encodedRoute?: string | null): string {
  const url = new URL(currentHref);
  url.hash = '';
  for (const param of LOCAL_PARAMS) url.searchParams.delete(param);
  if (routeId === null || routeId === undefined) return url.toString();
  url.searchParams.set('route', String(routeId));
  if (encodedRoute) url.searchParams.set('r', encodedRoute);
  return url.toString();
}
