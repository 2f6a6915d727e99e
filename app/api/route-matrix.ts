// POST /api/route-matrix through the app's one client: distance and time between every pair (SPEC §7).
import type { RouteMatrixRequest, RouteMatrixResponse } from '../../service/contract/index.ts';
import { apiRequest, readErrorMessage } from '../data/client.ts';

export const MATRIX_PATH = '/api/route-matrix';

/** Rejects with the server's message, else the transport's, else 'Failed to calculate route matrix'. */
export async function getRouteMatrix(request: RouteMatrixRequest): Promise<RouteMatrixResponse> {
  try {
    return await apiRequest<RouteMatrixResponse>('POST', MATRIX_PATH, request);
  } catch (error) {
    throw new Error(readErrorMessage(error, 'Failed to calculate route matrix'), { cause: error });
  }
}
