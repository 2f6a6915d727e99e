// POST /api/route-directions through the app's one client: the route's miles, time and shape (SPEC §7).
import type { RouteDirectionsRequest, RouteDirectionsResponse } from '../../service/contract/index.ts';
import { apiRequest, readErrorMessage } from '../data/client.ts';

export const DIRECTIONS_PATH = '/api/route-directions';

/** Rejects with an Error whose message is the server's, else the transport's, else 'Failed to calculate route'. */
export async function getRouteDirections(request: RouteDirectionsRequest): Promise<RouteDirectionsResponse> {
  try {
    return await apiRequest<RouteDirectionsResponse>('POST', DIRECTIONS_PATH, request);
  } catch (error) {
    throw new Error(readErrorMessage(error, 'Failed to calculate route'), { cause: error });
  }
}
