// POST /api/optimize-route through the app's one client: a visiting order for the stops (SPEC §7).
import type { OptimizeRouteRequest, OptimizeRouteResponse, Vehicle } from '../../service/contract/index.ts';
import { apiRequest, readErrorMessage } from '../data/client.ts';

export const OPTIMIZE_PATH = '/api/optimize-route';

/** The optimize path, with the departure time when the route has one (else the server takes 'now') and a van or truck. */
export function optimizePath(departAt: string | null, vehicle: Vehicle = 'car'): string {
  const query = new URLSearchParams();
  if (departAt) query.set('departAt', departAt);
  if (vehicle !== 'car') query.set('vehicle', vehicle);
  const text = query.toString();
  return text ? `${OPTIMIZE_PATH}?${text}` : OPTIMIZE_PATH;
}

/** Rejects with the server's message, else the transport's, else 'Failed to optimize route'. */
export async function optimizeRoute(request: OptimizeRouteRequest, departAt: string | null = null, vehicle: Vehicle = 'car'): Promise<OptimizeRouteResponse> {
  try {
    return await apiRequest<OptimizeRouteResponse>('POST', optimizePath(departAt, vehicle), request);
  } catch (error) {
    throw new Error(readErrorMessage(error, 'Failed to optimize route'), { cause: error });
  }
}
