// Exact solver for small inputs: Held-Karp over (visited set, last stop) with Pareto labels, so windows stay exact.
// A label is (time, lateness, cost); future lateness only grows with time, so a label beaten on all three can go.
import { LATE_EPS, type Problem } from './problem.ts';

/** Largest number of stops (start included) the exact solver is used for. */
export const EXACT_MAX_STOPS = 12;

interface Labels {
  time: number[];
  late: number[];
  cost: number[];
  /** Previous state id and label index, for rebuilding the order. */
  fromState: number[];
  fromLabel: number[];
}

const emptyLabels = (): Labels => ({ time: [], late: [], cost: [], fromState: [], fromLabel: [] });

function addLabel(l: Labels, time: number, late: number, cost: number, fromState: number, fromLabel: number): void {
  const count = l.time.length;
  for (let k = 0; k < count; k++) {
    if ((l.time[k] as number) <= time && (l.late[k] as number) <= late && (l.cost[k] as number) <= cost) return;
  }
  let w = 0;
  for (let k = 0; k < count; k++) {
    const dominated = time <= (l.time[k] as number) && late <= (l.late[k] as number) && cost <= (l.cost[k] as number);
    if (dominated) continue;
    l.time[w] = l.time[k] as number;
    l.late[w] = l.late[k] as number;
    l.cost[w] = l.cost[k] as number;
    l.fromState[w] = l.fromState[k] as number;
    l.fromLabel[w] = l.fromLabel[k] as number;
    w++;
  }
  l.time.length = l.late.length = l.cost.length = l.fromState.length = l.fromLabel.length = w;
  l.time.push(time);
  l.late.push(late);
  l.cost.push(cost);
  l.fromState.push(fromState);
  l.fromLabel.push(fromLabel);
}

/** Lexicographically best (lateness, then travel) visiting order of the real stops, starting with 0. */
export function solveExact(p: Problem): number[] {
  const { n, N, cost, rel, due, svc } = p;
  const m = n - 1; // customers 1..n-1 map to bits 0..m-1
  const full = (1 << m) - 1;
  // state id = mask * m + (last - 1)
  const states: (Labels | undefined)[] = new Array((full + 1) * m);
  const start0 = p.startTime;
  const late0 = Math.max(0, start0 - (due[0] as number));

  const extend = (node: number, fromNode: number, t: number, late: number, c: number) => {
    let arrive = t + (svc[fromNode] as number) + (cost[fromNode * N + node] as number);
    if (arrive < (rel[node] as number)) arrive = rel[node] as number;
    const lateHere = arrive > (due[node] as number) ? arrive - (due[node] as number) : 0;
    return { arrive, late: late + lateHere, cost: c + (cost[fromNode * N + node] as number) };
  };

  for (let j = 1; j <= m; j++) {
    const e = extend(j, 0, start0, late0, 0);
    const id = (1 << (j - 1)) * m + (j - 1);
    const l = (states[id] ??= emptyLabels());
    addLabel(l, e.arrive, e.late, e.cost, -1, -1);
  }

  for (let mask = 1; mask <= full; mask++) {
    for (let last = 1; last <= m; last++) {
      const id = mask * m + (last - 1);
      const l = states[id];
      if (!l || mask === full) continue;
      for (let k = 0; k < l.time.length; k++) {
        for (let j = 1; j <= m; j++) {
          const bit = 1 << (j - 1);
          if (mask & bit) continue;
          const e = extend(j, last, l.time[k] as number, l.late[k] as number, l.cost[k] as number);
          const next = (mask | bit) * m + (j - 1);
          addLabel((states[next] ??= emptyLabels()), e.arrive, e.late, e.cost, id, k);
        }
      }
    }
  }

  let bestState = -1;
  let bestLabel = -1;
  let bestLate = Infinity;
  let bestCost = Infinity;
  for (let last = 1; last <= m; last++) {
    const id = full * m + (last - 1);
    const l = states[id];
    if (!l) continue;
    for (let k = 0; k < l.time.length; k++) {
      const e = extend(n, last, l.time[k] as number, l.late[k] as number, l.cost[k] as number);
      const better = e.late < bestLate - LATE_EPS || (e.late <= bestLate + LATE_EPS && e.cost < bestCost);
      if (better) {
        bestLate = Math.min(bestLate, e.late);
        bestCost = e.cost;
        bestState = id;
        bestLabel = k;
      }
    }
  }

  const order: number[] = [];
  let state = bestState;
  let label = bestLabel;
  while (state >= 0) {
    order.push((state % m) + 1);
    const l = states[state] as Labels;
    const prevState = l.fromState[label] as number;
    label = l.fromLabel[label] as number;
    state = prevState;
  }
  order.push(0);
  return order.reverse();
}
