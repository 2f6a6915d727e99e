// The stop-order optimizer: exact for small inputs, iterated local search beyond, on any provider's matrix.
import { OptimizeError } from './errors.ts';
import { evaluateOrder } from './evaluate.ts';
import { EXACT_MAX_STOPS, solveExact } from './exact.ts';
import { solveIls } from './ils.ts';
import { buildProblem } from './problem.ts';
import type { OptimizeInput, OptimizeResult } from './types.ts';
import { validateOptimizeInput } from './validate.ts';

export { OptimizeError } from './errors.ts';
export type { OptimizeErrorCode, OptimizeErrorInfo } from './errors.ts';
export { evaluateOrder } from './evaluate.ts';
export { MAX_STOPS, validateOptimizeInput } from './validate.ts';
export type { OptimizeInput, OptimizeResult, StopReport, TimeWindow } from './types.ts';

const DEFAULT_BUDGET_MS = 1000;
const DEFAULT_SEED = 1;

/** Orders the stops: fewest seconds late first, then least travel time. Throws OptimizeError on invalid input. */
export function optimizeRoute(input: OptimizeInput): OptimizeResult {
  const invalid = validateOptimizeInput(input);
  if (invalid) throw new OptimizeError(invalid);
  const departure = input.departure ?? Date.now();
  const fixed = { ...input, departure };
  const problem = buildProblem(fixed, departure);
  if (problem.n <= EXACT_MAX_STOPS) return evaluateOrder(fixed, solveExact(problem), 'exact');
  const order = solveIls(problem, {
    timeBudgetMs: input.timeBudgetMs ?? DEFAULT_BUDGET_MS,
    seed: input.seed ?? DEFAULT_SEED,
  });
  return evaluateOrder(fixed, order, 'local-search');
}
