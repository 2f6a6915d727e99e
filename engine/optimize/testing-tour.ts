// Test support: tours set to an order, to rank answers by the engine's own objective (`Tour.compare`, `lateCount`).
// Apart from testing.ts, whose reference shares no code with the solvers.
import type { Problem } from './problem.ts';
import { Tour } from './tour.ts';

/** A tour of `p` visiting `order` (stop 0 first). */
export function tourOf(p: Problem, order: readonly number[]): Tour {
  const t = new Tour(p);
  t.setOrder(order);
  return t;
}

/** A fresh tour in the same order as `t`, its caches built from scratch. */
export const copyOf = (t: Tour): Tour => tourOf(t.p, t.order());

/** Tours of `p` for any order, as the tests compare several answers on one problem. */
export const toursOf =
  (p: Problem) =>
  (order: readonly number[]): Tour =>
    tourOf(p, order);
