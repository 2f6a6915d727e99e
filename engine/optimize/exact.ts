// Exact solver for small inputs: Held-Karp over (visited set, last stop) with Pareto labels, so windows stay exact.
// A label is (time, late stops, ms late, cost). Future lateness only grows with time, stop by stop, so a label that
// another matches or beats on time, on (late stops, ms late) in that order, and on cost can go.
import type { Problem } from './problem.ts';

/** Largest number of stops (start included) the exact solver is used for. */
export const EXACT_MAX_STOPS = 12;

interface Labels {
  time: number[];
  lateC: number[];
  lateM: number[];
  cost: number[];
  /** Previous state id and label index, for rebuilding the order. */
  fromState: number[];
  fromLabel: number[];
}

const emptyLabels = (): Labels => ({ time: [], lateC: [], lateM: [], cost: [], fromState: [], fromLabel: [] });

/** (c1, m1) no worse than (c2, m2): fewer late stops, or as many and no more ms late. */
const noWorse = (c1: number, m1: number, c2: number, m2: number): boolean => c1 < c2 || (c1 === c2 && m1 <= m2);

function addLabel(l: Labels, time: number, lateC: number, lateM: number, cost: number, fromState: number, fromLabel: number): void {
  const count = l.time.length;
  for (let k = 0; k < count; k++) {
    if ((l.time[k] as number) <= time && noWorse(l.lateC[k] as number, l.lateM[k] as number, lateC, lateM) && (l.cost[k] as number) <= cost) return;
  }
  let w = 0;
  for (let k = 0; k < count; k++) {
    const dominated = time <= (l.time[k] as number) && noWorse(lateC, lateM, l.lateC[k] as number, l.lateM[k] as number) && cost <= (l.cost[k] as number);
    if (dominated) continue;
    l.time[w] = l.time[k] as number;
    l.lateC[w] = l.lateC[k] as number;
    l.lateM[w] = l.lateM[k] as number;
    l.cost[w] = l.cost[k] as number;
    l.fromState[w] = l.fromState[k] as number;
    l.fromLabel[w] = l.fromLabel[k] as number;
    w++;
  }
  l.time.length = l.lateC.length = l.lateM.length = l.cost.length = l.fromState.length = l.fromLabel.length = w;
  l.time.push(time);
  l.lateC.push(lateC);
  l.lateM.push(lateM);
  l.cost.push(cost);
  l.fromState.push(fromState);
  l.fromLabel.push(fromLabel);
}

/** Plain Held-Karp when nothing has a window: lateness is then zero for every order. */
function solveWithoutWindows(p: Problem): number[] {
  const { n, N, cost } = p;
  const m = n - 1;
  const full = (1 << m) - 1;
  const best = new Float64Array((full + 1) * m).fill(Infinity);
  const parent = new Int8Array((full + 1) * m);
  for (let j = 1; j <= m; j++) {
    best[(1 << (j - 1)) * m + j - 1] = cost[j] as number;
    parent[(1 << (j - 1)) * m + j - 1] = 0;
  }
  for (let mask = 1; mask < full; mask++) {
    for (let last = 1; last <= m; last++) {
      const here = best[mask * m + last - 1] as number;
      if (here === Infinity) continue;
      for (let j = 1; j <= m; j++) {
        const bit = 1 << (j - 1);
        if (mask & bit) continue;
        const id = (mask | bit) * m + j - 1;
        const c = here + (cost[last * N + j] as number);
        if (c < (best[id] as number)) {
          best[id] = c;
          parent[id] = last;
        }
      }
    }
  }
  let last = 1;
  let bestCost = Infinity;
  for (let j = 1; j <= m; j++) {
    const c = (best[full * m + j - 1] as number) + (cost[j * N + n] as number);
    if (c < bestCost) {
      bestCost = c;
      last = j;
    }
  }
  const order: number[] = [];
  for (let mask = full; last > 0; ) {
    order.push(last);
    const prev = parent[mask * m + last - 1] as number;
    mask &= ~(1 << (last - 1));
    last = prev;
  }
  order.push(0);
  return order.reverse();
}

/** Lexicographically best (late stops, seconds late, then travel) visiting order of the real stops, starting with 0. */
export function solveExact(p: Problem): number[] {
  if (!p.hasWindows) return solveWithoutWindows(p);
  const { n, N, cost, rel, due, svc } = p;
  const m = n - 1; // customers 1..n-1 map to bits 0..m-1
  const full = (1 << m) - 1;
  // state id = mask * m + (last - 1)
  const states: (Labels | undefined)[] = new Array((full + 1) * m);
  const start0 = p.startTime;
  const late0 = Math.max(0, start0 - (due[0] as number));

  /** Service start at `node` coming from `fromNode` whose service started at `t`. */
  const arrive = (node: number, fromNode: number, t: number): number => {
    const at = t + (svc[fromNode] as number) + (cost[fromNode * N + node] as number);
    return at < (rel[node] as number) ? (rel[node] as number) : at;
  };
  const lateAt = (node: number, at: number): number => Math.max(0, at - (due[node] as number));

  for (let j = 1; j <= m; j++) {
    const at = arrive(j, 0, start0);
    const id = (1 << (j - 1)) * m + (j - 1);
    const late = lateAt(j, at);
    addLabel((states[id] ??= emptyLabels()), at, (late0 > 0 ? 1 : 0) + (late > 0 ? 1 : 0), late0 + late, cost[j] as number, -1, -1);
  }

  for (let mask = 1; mask < full; mask++) {
    for (let last = 1; last <= m; last++) {
      const id = mask * m + (last - 1);
      const l = states[id];
      if (!l) continue;
      for (let k = 0; k < l.time.length; k++) {
        const t = l.time[k] as number;
        const lc = l.lateC[k] as number;
        const lm = l.lateM[k] as number;
        const c = l.cost[k] as number;
        for (let j = 1; j <= m; j++) {
          const bit = 1 << (j - 1);
          if (mask & bit) continue;
          const at = arrive(j, last, t);
          const next = (mask | bit) * m + (j - 1);
          const late = lateAt(j, at);
          addLabel((states[next] ??= emptyLabels()), at, lc + (late > 0 ? 1 : 0), lm + late, c + (cost[last * N + j] as number), id, k);
        }
      }
    }
  }

  let bestState = -1;
  let bestLabel = -1;
  let bestC = Infinity;
  let bestM = Infinity;
  let bestCost = Infinity;
  for (let last = 1; last <= m; last++) {
    const id = full * m + (last - 1);
    const l = states[id];
    if (!l) continue;
    for (let k = 0; k < l.time.length; k++) {
      const at = arrive(n, last, l.time[k] as number);
      const late = lateAt(n, at);
      const lc = (l.lateC[k] as number) + (late > 0 ? 1 : 0);
      const lm = (l.lateM[k] as number) + late;
      const c = (l.cost[k] as number) + (cost[last * N + n] as number);
      if (lc < bestC || (lc === bestC && (lm < bestM || (lm === bestM && c < bestCost)))) {
        bestC = lc;
        bestM = lm;
        bestCost = c;
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
