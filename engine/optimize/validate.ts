// Checks an OptimizeInput apart from the algorithm, so callers get one clear, typed reason before any work starts.
import type { OptimizeErrorInfo } from './errors.ts';
import type { OptimizeInput } from './types.ts';

export const MAX_STOPS = 200;

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function checkMatrix(m: unknown, n: number, label: string): OptimizeErrorInfo | null {
  if (!Array.isArray(m) || m.length !== n) {
    return { code: 'BAD_MATRIX', message: `The ${label} matrix must have one row per stop (${n})` };
  }
  for (let i = 0; i < n; i++) {
    const row: unknown = m[i];
    if (!Array.isArray(row) || row.length !== n) {
      return { code: 'BAD_MATRIX', message: `Stop ${i + 1}: the ${label} row must have one entry per stop (${n})`, index: i };
    }
    for (let j = 0; j < n; j++) {
      const v: unknown = row[j];
      if (!isFiniteNumber(v) || v < 0) {
        return {
          code: 'BAD_MATRIX',
          message: `The ${label} from stop ${i + 1} to stop ${j + 1} is missing or negative`,
          index: i,
        };
      }
    }
  }
  return null;
}

/** Returns null when the input can be optimized, else the first problem found. */
export function validateOptimizeInput(input: OptimizeInput): OptimizeErrorInfo | null {
  const n = Array.isArray(input.time) ? input.time.length : 0;
  if (n < 2) return { code: 'TOO_FEW_STOPS', message: 'Need at least 2 stops to optimize' };
  if (n > MAX_STOPS) return { code: 'TOO_MANY_STOPS', message: `At most ${MAX_STOPS} stops can be optimized` };

  const matrixError = checkMatrix(input.time, n, 'travel time') ?? checkMatrix(input.distance, n, 'distance');
  if (matrixError) return matrixError;

  if (input.windows !== undefined) {
    if (!Array.isArray(input.windows) || input.windows.length !== n) {
      return { code: 'BAD_WINDOW', message: `Give one delivery window (or none) per stop (${n})` };
    }
    for (let i = 0; i < n; i++) {
      const w = input.windows[i];
      if (w === null || w === undefined) continue;
      if (!isFiniteNumber(w.start) || !isFiniteNumber(w.end)) {
        return { code: 'BAD_WINDOW', message: `Stop ${i + 1}: delivery window needs a valid start and end`, index: i };
      }
      if (w.end < w.start) {
        return { code: 'BAD_WINDOW', message: `Stop ${i + 1}: delivery window ends before it starts`, index: i };
      }
    }
  }

  if (input.departure !== undefined && !isFiniteNumber(input.departure)) {
    return { code: 'BAD_OPTION', message: 'Departure time is not a valid date' };
  }
  const service = input.serviceSeconds;
  if (service !== undefined) {
    const all = typeof service === 'number' ? [service] : Array.isArray(service) ? service : null;
    if (!all || (typeof service !== 'number' && all.length !== n)) {
      return { code: 'BAD_OPTION', message: `Give one time at the stop for every stop, or one for all (${n})` };
    }
    if (!all.every((x) => isFiniteNumber(x) && x >= 0)) {
      return { code: 'BAD_OPTION', message: 'Time at each stop must be zero or more seconds' };
    }
  }
  if (input.timeBudgetMs !== undefined && !(isFiniteNumber(input.timeBudgetMs) && input.timeBudgetMs >= 0)) {
    return { code: 'BAD_OPTION', message: 'Time budget must be zero or more milliseconds' };
  }
  if (input.seed !== undefined && !isFiniteNumber(input.seed)) {
    return { code: 'BAD_OPTION', message: 'Seed must be a number' };
  }
  return null;
}
