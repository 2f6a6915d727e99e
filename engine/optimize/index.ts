// The stop-order optimizer: exact for small inputs, iterated local search beyond, on any provider's matrix.
import { OptimizeError } from './errors.ts';
import { evaluateOrder } from './evaluate.ts';
import { EXACT_MAX_STOPS, solveExact } from './exact.ts';
import { constructedOut, defaultLimits, type Finish, polishWithLost, solveIlsBestOf } from './ils.ts';
import { betterLost, buildProblem, lostFirst, lostScore, placeLostStops, unreachableWindows } from './problem.ts';
import type { OptimizeInput, OptimizeResult } from './types.ts';
import { validateOptimizeInput } from './validate.ts';

export { OptimizeError } from './errors.ts';
export type { OptimizeErrorCode, OptimizeErrorInfo } from './errors.ts';
export { evaluateOrder } from './evaluate.ts';
export { MAX_STOPS, validateOptimizeInput } from './validate.ts';
export type { OptimizeInput, OptimizeResult, StopReport, TimeWindow } from './types.ts';

/**
 * The safety cap on the clock. The counted work ends a normal call (about 50 ms of CPU at 25 stops, 500 ms at 100 on
 * the project's machine); the cap is well above it so a loaded machine, where wall time ran to ten times CPU time
 * in the bench, still gets the same, complete answer.
 */
const DEFAULT_BUDGET_MS = 10_000;
const DEFAULT_SEED = 1;
/**
 * Work cap of the final descent with the unreachable windows in, as a share of the search's: on the bench's
 * instances it ends on its own at 1-24 ms of CPU, well within this.
 */
const POLISH_WORK = 0.1;

/**
 * Orders the stops: fewest late stops, then fewest seconds late, among the stops whose windows can be kept, then
 * least travel time. The same input and seed give the same order: the search counts its work, and the time budget
 * only cuts it short on a machine too slow for it. `tuning.workScale` multiplies that work (the bench's long reference
 * runs). Throws OptimizeError on invalid input. A window
 * that closes before the vehicle could reach it even first is left out of the search, so it cannot make other
 * stops late; its stop then goes where it is least late.
 */
export function optimizeRoute(input: OptimizeInput, tuning: { workScale?: number } = {}): OptimizeResult {
  const invalid = validateOptimizeInput(input);
  if (invalid) throw new OptimizeError(invalid);
  const departure = input.departure ?? Date.now();
  const fixed = { ...input, departure };
  const lost = unreachableWindows(fixed, departure);
  const anyLost = lost.some(Boolean);
  const searched = anyLost ? { ...fixed, windows: fixed.windows?.map((w, i) => (lost[i] ? null : w)) } : fixed;
  const problem = buildProblem(searched, departure);
  const exact = problem.n <= EXACT_MAX_STOPS;
  const timeBudgetMs = input.timeBudgetMs ?? DEFAULT_BUDGET_MS;
  const began = Date.now();
  // with stops no order reaches in time, each search's order is finished (those stops placed, the tour descended
  // with every window in) before the best is chosen
  const full = anyLost ? buildProblem(fixed, departure) : problem;
  const polishWork = defaultLimits(full.n, full.hasWindows).maxEvaluations * POLISH_WORK * (tuning.workScale ?? 1);
  const finish: Finish = {
    complete: (order) => polishWithLost(full, placeLostStops(full, order, lost), lost, Math.max(0, timeBudgetMs - (Date.now() - began)), polishWork),
    better: (a, b) => betterLost(lostScore(full, a, lost), lostScore(full, b, lost)),
  };
  if (exact) {
    const order = solveExact(problem);
    return anyLost ? evaluateOrder(fixed, finish.complete(order), 'local-search') : evaluateOrder(fixed, order, 'exact');
  }
  const options = { seed: input.seed ?? DEFAULT_SEED, workScale: tuning.workScale ?? 1 };
  const left = () => Math.max(0, timeBudgetMs - (Date.now() - began));
  if (!anyLost) return evaluateOrder(fixed, solveIlsBestOf(problem, { ...options, timeBudgetMs }).order, 'local-search');
  // Stops no order reaches in time are least late served first: the search keeps them there, in the order that
  // makes them least late, by windows that close when that order serves them, and orders the rest after them. It
  // is tried when a core constructed so leaves no more stops out than one constructed without their windows, and
  // kept when no other stop is late and they are as little late as served first; else the search without their
  // windows (which places them afterwards, where they make no other stop late) runs as well and the better is kept.
  const first = lostFirst(full, lost);
  const pinnedWindows = fixed.windows?.map((w, i) => {
    const at = first.order.indexOf(i);
    return at < 0 || !w ? w : { start: w.start, end: departure + (first.starts[at] as number) };
  });
  const pinned = buildProblem({ ...fixed, ...(pinnedWindows ? { windows: pinnedWindows } : {}) }, departure);
  let kept: number[] | undefined;
  if (constructedOut(pinned) <= constructedOut(problem)) {
    const r = solveIlsBestOf(pinned, { ...options, timeBudgetMs, finish });
    const s = lostScore(full, r.order, lost);
    if ((s.lateCount === 0 && s.lateMs === 0 && s.lostMs <= first.lateMs) || r.stoppedBy === 'deadline') return evaluateOrder(fixed, r.order, 'local-search');
    kept = r.order;
  }
  const free = solveIlsBestOf(problem, { ...options, timeBudgetMs: left(), finish }).order;
  return evaluateOrder(fixed, kept && finish.better(kept, free) ? kept : free, 'local-search');
}
