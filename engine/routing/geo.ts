// Distances on the sphere and a local flat projection, shared by the pack builder and the snapper.

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Equirectangular projection around an origin: metres east (x) and north (y); accurate within a city. */
export class LocalProjection {
  readonly kx: number;
  readonly ky = EARTH_RADIUS_M * RAD;
  constructor(
    readonly lat0: number,
    readonly lng0: number,
  ) {
    this.kx = EARTH_RADIUS_M * RAD * Math.cos(lat0 * RAD);
  }
  x(lng: number): number {
    return (lng - this.lng0) * this.kx;
  }
  y(lat: number): number {
    return (lat - this.lat0) * this.ky;
  }
}
