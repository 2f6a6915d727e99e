// The Share Route link of SPEC §2: the current address with ?route=<id>, or the plain address with no route.
export function shareLink(currentHref: string, routeId: number | null | undefined): string {
  const url = new URL(currentHref);
  url.hash = '';
  if (routeId === null || routeId === undefined) return url.toString();
  url.searchParams.set('route', String(routeId));
  return url.toString();
}
