// A witness search for the VROOM comparison (bench/optimize-vroom.ts), not part of the engine: is there a tour with
// no more late stops and no more seconds late than ours, and travel under a cap? Simulated annealing on travel plus
// steep penalties for going over the late-stop and late-second caps (so it may pass through later tours, which our
// search, strict on lateness, never does), from the given starts; 2-opt, relocate of 1-3 stops and exchange
// anywhere; every tried order is simulated in full (25-50 stops: about a second per million moves). The caller
// scores what it returns the bench's way; a tour it does not find may still exist.
import type { OptimizeInput } from '../engine/optimize/index.ts';
import { Rng } from '../engine/optimize/rng.ts';

export interface AnnealCaps {
  lateStops: number;
  lateSeconds: number;
  travel: number;
}

/** Late stops (the return counted as one), seconds late and travel of one order, as evaluateOrder reports them. */
function simulator(input: OptimizeInput): (order: readonly number[]) => AnnealCaps {
  const n = input.time.length;
  const dep = input.departure ?? 0;
  const rel = Array.from({ length: n }, (_, i) => (input.windows?.[i] ? ((input.windows[i] as { start: number }).start - dep) / 1000 : -Infinity));
  const due = Array.from({ length: n }, (_, i) => (input.windows?.[i] ? ((input.windows[i] as { end: number }).end - dep) / 1000 : Infinity));
  const given = input.serviceSeconds ?? 0;
  const svc = (i: number) => (i === 0 ? 0 : typeof given === 'number' ? given : (given[i] ?? 0));
  const time = input.time;
  return (order) => {
    let clock = 0;
    let travel = 0;
    let lateStops = 0;
    let lateSeconds = 0;
    const serve = (u: number) => {
      if (clock < (rel[u] as number)) clock = rel[u] as number;
      const late = clock - (due[u] as number);
      if (late > 1e-6) lateStops++;
      if (late > 0) lateSeconds += late;
    };
    serve(0);
    for (let k = 1; k < order.length; k++) {
      const t = (time[order[k - 1] as number] as number[])[order[k] as number] as number;
      clock += t;
      travel += t;
      serve(order[k] as number);
      clock += svc(order[k] as number);
    }
    if (input.returnToStart) {
      const t = (time[order[order.length - 1] as number] as number[])[0] as number;
      clock += t;
      travel += t;
      serve(0);
    }
    return { lateStops, lateSeconds, travel };
  };
}

/**
 * The shortest order found with at most `caps.lateStops` late stops and `caps.lateSeconds` seconds late, if its
 * travel is within `caps.travel`; else undefined. `moves` per start, cooling geometrically from 200 to 0.01.
 */
export function annealWithin(input: OptimizeInput, starts: readonly (readonly number[])[], caps: AnnealCaps, moves: number, seed = 1): number[] | undefined {
  const sim = simulator(input);
  const n = input.time.length;
  const rng = new Rng(seed);
  const penalised = (s: AnnealCaps) => s.travel + 1e5 * Math.max(0, s.lateStops - caps.lateStops) + 5 * Math.max(0, s.lateSeconds - caps.lateSeconds);
  let found: { order: number[]; travel: number } | undefined;
  for (const start of starts) {
    let order = [...start];
    let value = penalised(sim(order));
    for (let it = 0; it < moves; it++) {
      const temp = 200 * Math.pow(0.01 / 200, it / moves);
      const i = rng.int(1, n - 1);
      const j = rng.int(1, n - 1);
      if (i === j) continue;
      const next = [...order];
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const a = Math.min(i, j);
        const b = Math.max(i, j);
        next.splice(a, b - a + 1, ...order.slice(a, b + 1).reverse());
      } else if (kind === 1) {
        const piece = next.splice(i, rng.int(1, 3));
        next.splice(rng.int(1, next.length), 0, ...piece);
      } else {
        next[i] = order[j] as number;
        next[j] = order[i] as number;
      }
      const s = sim(next);
      const v = penalised(s);
      if (v <= value || rng.next() < Math.exp((value - v) / temp)) {
        order = next;
        value = v;
      }
      if (s.lateStops <= caps.lateStops && s.lateSeconds <= caps.lateSeconds && s.travel <= caps.travel && (!found || s.travel < found.travel)) {
        found = { order: next, travel: s.travel };
      }
    }
  }
  return found?.order;
}
