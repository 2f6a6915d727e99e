// A beam search for the most stops whose windows one order keeps: a start for the window-keeping phase, where the
// count of late stops is decided. Stops without a window, and stops that are late anyway, can go
// after the ones on time, where they delay no one, so the count of late stops is the count of windowed stops outside
// the largest set that one order serves on time. The exact answer is a dynamic programme over (set served, last stop)
// labels, earliest departure kept: on 25-stop conflicting instances it makes 0.1-6.5 million labels (seconds of CPU).
// The beam keeps BEAM_WIDTH of them per set size, those with the most windowed stops still reachable in time first,
// then the earliest: on the 160 fresh 25-stop conflicting instances of seeds 1-40, 1000 of them held the exact count on
// 156, judging about 170,000 labels each (round of 28 Nov, seventh session, in docs/optimizer.md); 2000 hold it on 159
// (about 320,000 labels, 5 ms more CPU), 3000 on all 160 (460,000, 11 ms more). Beyond 30 windowed stops a set is
// several 32-bit words and the beam narrower (`beamWidth`; eighth session).
import type { Problem } from './problem.ts';

/** Labels kept per set size, up to WIDE_UP_TO windowed stops. */
export const BEAM_WIDTH = 2000;
const WIDE_UP_TO = 30;
/**
 * Beyond WIDE_UP_TO windowed stops the labels judged grow with the width times the square of the windowed stops: the
 * width is BEAM_LABELS over that square, at most NARROW_WIDTH and at least MIN_WIDTH (300 up to 81 windowed stops,
 * 84 at 154: about 1 million labels, 30-60 ms of CPU; round of 28 Nov, eighth session).
 */
const BEAM_LABELS = 2_000_000;
const NARROW_WIDTH = 300;
const MIN_WIDTH = 50;

/** The beam's width for m windowed stops. */
export const beamWidth = (m: number): number => (m <= WIDE_UP_TO ? BEAM_WIDTH : Math.max(MIN_WIDTH, Math.min(NARROW_WIDTH, Math.round(BEAM_LABELS / (m * m)))));

/** The stops with a window that closes (the start apart). */
export function windowedStops(p: Problem): number[] {
  const W: number[] = [];
  for (let v = 1; v < p.n; v++) if ((p.due[v] as number) < Infinity) W.push(v);
  return W;
}

/**
 * The windowed stops of the largest on-time set the beam finds, in the order that serves them all in time, and the
 * work done (labels judged). `stop` is asked before each layer (a set size; at 200 stops a layer is about 2 ms of CPU):
 * once it answers true the beam ends with the best of the layers made so far, so a call keeps its time budget.
 */
export function onTimeBeam(p: Problem, width = beamWidth(windowedStops(p).length), stop?: () => boolean): { order: number[]; work: number } {
  const { N, cost, rel, due, svc } = p;
  const W = windowedStops(p);
  const m = W.length;
  if (m === 0) return { order: [], work: 0 };
  // the kept labels of every layer: set, index of the last stop in W (-1 at the start), departure, parent
  // a set of windowed stops is `words` 32-bit words, stop j in word j >> 5
  const words = (m + 31) >> 5;
  const layers: { set: Int32Array; last: Int32Array; time: Float64Array; parent: Int32Array; size: number }[] = [];
  layers.push({ set: new Int32Array(words), last: Int32Array.of(-1), time: Float64Array.of(p.startTime + (svc[0] as number)), parent: Int32Array.of(-1), size: 1 });
  let work = 0;
  // per row (the start, then each windowed stop): the latest departure from it that still reaches each windowed
  // stop in time, latest first, and the stops reached so far along that list as a mask
  const latest = new Float64Array((m + 1) * m);
  const reachable = new Int32Array((m + 1) * m * words);
  const acc = new Int32Array(words);
  for (let row = 0; row <= m; row++) {
    const from = row === 0 ? 0 : (W[row - 1] as number);
    const js = Array.from({ length: m }, (_, j) => j);
    const last = js.map((j) => (due[W[j] as number] as number) - (cost[from * N + (W[j] as number)] as number));
    js.sort((a, b) => (last[b] as number) - (last[a] as number) || a - b);
    acc.fill(0);
    js.forEach((j, k) => {
      acc[j >> 5] = (acc[j >> 5] as number) | (1 << (j & 31));
      latest[row * m + k] = last[j] as number;
      reachable.set(acc, (row * m + k) * words);
    });
  }
  const byReach = new Int32Array(m + 1);
  // open addressing over (set, last): slot -> candidate + 1, 0 when free
  const slots = new Int32Array(1 << Math.ceil(Math.log2(2 * width * m + 1)));
  const mask = slots.length - 1;
  // candidates of the next layer (at most width * m)
  const cSet = new Int32Array(width * m * words);
  const cLast = new Int32Array(width * m);
  const cTime = new Float64Array(width * m);
  const cParent = new Int32Array(width * m);
  const cKey = new Float64Array(width * m);
  for (;;) {
    if (stop?.()) break;
    const cur = layers[layers.length - 1] as (typeof layers)[number];
    slots.fill(0);
    let count = 0;
    for (let a = 0; a < cur.size; a++) {
      const base = a * words;
      const li = cur.last[a] as number;
      const from = li < 0 ? 0 : (W[li] as number);
      const t = cur.time[a] as number;
      for (let j = 0; j < m; j++) {
        if ((cur.set[base + (j >> 5)] as number) & (1 << (j & 31))) continue;
        const v = W[j] as number;
        const s = Math.max(t + (cost[from * N + v] as number), rel[v] as number);
        work++;
        if (s > (due[v] as number)) continue;
        const d = s + (svc[v] as number);
        // the set with j added, hashed word by word
        let h = Math.imul(j + 1, 0x85ebca6b);
        for (let w = 0; w < words; w++) {
          const x = ((cur.set[base + w] as number) | (w === j >> 5 ? 1 << (j & 31) : 0)) | 0;
          h = Math.imul(h ^ x, 0x9e3779b1) ^ (h >>> 15);
        }
        h &= mask;
        let at = -1;
        for (;;) {
          const c = (slots[h] as number) - 1;
          if (c < 0) break;
          if (cLast[c] === j && sameWith(cSet, c * words, cur.set, base, words, j)) {
            at = c;
            break;
          }
          h = (h + 1) & mask;
        }
        if (at < 0) {
          slots[h] = count + 1;
          for (let w = 0; w < words; w++) cSet[count * words + w] = cur.set[base + w] as number;
          cSet[count * words + (j >> 5)] = (cSet[count * words + (j >> 5)] as number) | (1 << (j & 31));
          cLast[count] = j;
          cTime[count] = d;
          cParent[count] = a;
          count++;
        } else if (d < (cTime[at] as number)) {
          cTime[at] = d;
          cParent[at] = a;
        }
      }
    }
    if (count === 0) break;
    // rank: more windowed stops still reachable in time first, then earlier departure, then the label's order; the
    // reach of a label is the windowed stops it has not served whose latest departure from its last stop is not past
    // its departure (a binary search in that stop's sorted list, then a count of bits)
    let most = 0;
    for (let c = 0; c < count; c++) {
      const row = (cLast[c] as number) + 1;
      const t = cTime[c] as number;
      let lo = 0;
      let hi = m;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((latest[row * m + mid] as number) >= t) lo = mid + 1;
        else hi = mid;
      }
      let reach = 0;
      if (lo > 0) for (let w = 0; w < words; w++) reach += bits((reachable[(row * m + lo - 1) * words + w] as number) & ~(cSet[c * words + w] as number));
      work++;
      cKey[c] = reach;
      if (reach > most) most = reach;
    }
    // the labels of the highest reach that fill the width, the last reach taken sorted by departure
    byReach.fill(0);
    for (let c = 0; c < count; c++) {
      const k = cKey[c] as number;
      byReach[k] = (byReach[k] as number) + 1;
    }
    let r = most;
    let taken = 0;
    while (r > 0 && taken + (byReach[r] as number) < width) taken += byReach[r--] as number;
    const ids: number[] = [];
    const edge: number[] = [];
    for (let c = 0; c < count; c++) {
      if ((cKey[c] as number) > r) ids.push(c);
      else if (cKey[c] === r) edge.push(c);
    }
    ids.sort((x, y) => (cKey[y] as number) - (cKey[x] as number) || (cTime[x] as number) - (cTime[y] as number) || x - y);
    edge.sort((x, y) => (cTime[x] as number) - (cTime[y] as number) || x - y);
    for (const c of edge) {
      if (ids.length >= width) break;
      ids.push(c);
    }
    const size = ids.length;
    const next = { set: new Int32Array(size * words), last: new Int32Array(size), time: new Float64Array(size), parent: new Int32Array(size), size };
    for (let k = 0; k < size; k++) {
      const c = ids[k] as number;
      for (let w = 0; w < words; w++) next.set[k * words + w] = cSet[c * words + w] as number;
      next.last[k] = cLast[c] as number;
      next.time[k] = cTime[c] as number;
      next.parent[k] = cParent[c] as number;
    }
    layers.push(next);
  }
  // the first label of the last layer, walked back to the start
  const order: number[] = [];
  let at = 0;
  for (let l = layers.length - 1; l > 0; l--) {
    const layer = layers[l] as (typeof layers)[number];
    order.push(W[layer.last[at] as number] as number);
    at = layer.parent[at] as number;
  }
  return { order: order.reverse(), work };
}

/** Whether set a (at a[ai..]) is set b (at b[bi..]) with stop j added. */
function sameWith(a: Int32Array, ai: number, b: Int32Array, bi: number, words: number, j: number): boolean {
  for (let w = 0; w < words; w++) {
    const x = ((b[bi + w] as number) | (w === j >> 5 ? 1 << (j & 31) : 0)) | 0;
    if (a[ai + w] !== x) return false;
  }
  return true;
}

function bits(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}
