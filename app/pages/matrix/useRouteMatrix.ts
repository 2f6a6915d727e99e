// The matrix for the current stops (SPEC §4: only with 2 or more); a late answer for older stops is dropped.
import { useEffect, useState } from 'react';
import type { RouteMatrixRequest, RouteMatrixResponse, Vehicle } from '../../../service/contract/index.ts';
import { getRouteMatrix } from '../../api/route-matrix.ts';
import type { Stop } from '../../data/hooks.ts';

export function matrixRequest(stops: readonly Stop[], vehicle: Vehicle = 'car'): RouteMatrixRequest {
  return { locations: stops.map((s) => ({ lat: s.latitude, lng: s.longitude })), allToAll: true, ...(vehicle === 'car' ? {} : { vehicle }) };
}

export interface MatrixState {
  matrix: RouteMatrixResponse['matrix'] | null;
  loading: boolean;
  error: string | null;
}

/** The matrix of the route's stops for the route's vehicle (a van's or truck's keeps off roads closed to it). */
export function useRouteMatrix(stops: readonly Stop[] | undefined, vehicle: Vehicle = 'car'): MatrixState {
  const key = stops && stops.length >= 2 ? `${vehicle}:${stops.map((s) => `${s.id}@${s.latitude},${s.longitude}`).join(';')}` : '';
  const [answer, setAnswer] = useState<{ key: string; matrix: RouteMatrixResponse['matrix'] | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!key || !stops) return;
    let current = true;
    getRouteMatrix(matrixRequest(stops, vehicle)).then(
      (r) => current && setAnswer({ key, matrix: r.matrix, error: null }),
      (e: unknown) => current && setAnswer({ key, matrix: null, error: e instanceof Error ? e.message : 'Failed to calculate route matrix' }),
    );
    return () => {
      current = false;
    };
    // The key holds everything about the stops the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!key) return { matrix: null, loading: false, error: null };
  if (answer?.key !== key) return { matrix: null, loading: true, error: null };
  return { matrix: answer.matrix, loading: false, error: answer.error };
}
