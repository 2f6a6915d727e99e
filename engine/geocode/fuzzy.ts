// Bounded edit distance for misspelt street and city names; gives up early once past the bound.

// Three reused rows and a letter tally: fuzzy lookups call this thousands of times per query and must not allocate.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;
const tally = new Int32Array(128);

/**
 * A lower bound of the edits between two strings from their letters alone: every letter one has more of than the
 * other takes an edit (a swap moves none). Letters share tally slots by their low bits, which only lowers it.
 */
function letterBound(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) tally[a.charCodeAt(i) & 127]!++;
  for (let i = 0; i < b.length; i++) tally[b.charCodeAt(i) & 127]!--;
  // Each slot read once, then cleared for the next call: surplus (a has more) and shortfall (b has more).
  let surplus = 0;
  let shortfall = 0;
  for (let i = 0; i < a.length + b.length; i++) {
    const k = (i < a.length ? a.charCodeAt(i) : b.charCodeAt(i - a.length)) & 127;
    const v = tally[k]!;
    if (v > 0) surplus += v;
    else shortfall -= v;
    tally[k] = 0;
  }
  return Math.max(surplus, shortfall);
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), or max + 1 when it exceeds `max`. Only the
 * diagonal band of width 2·max + 1 is filled (a cell farther out already costs more than `max`), after a cheaper
 * bound from the letters has had its chance to say no.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (letterBound(a, b) > max) return max + 1;
  const n = b.length;
  const far = max + 1;
  if (n + 2 > rows[0].length) rows = [new Int32Array(n + 2), new Int32Array(n + 2), new Int32Array(n + 2)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : far;
  prev[n + 1] = far;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    cur[lo - 1] = lo === 1 ? i : far;
    let rowMin = cur[lo - 1]!;
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    cur[hi + 1] = far;
    if (rowMin > max) return far;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n]!, far);
}

/** The letters of a string as a set of 32 slots (letters share a slot by their low bits), for `maskBound`. */
export function letterMask(s: string): number {
  let mask = 0;
  for (let i = 0; i < s.length; i++) mask |= 1 << (s.charCodeAt(i) & 31);
  return mask;
}

/**
 * A lower bound of the edits between two strings from their letter masks, in constant time: each letter one has
 * and the other lacks takes at least one edit. For scans of many names, before `editDistance`.
 */
export function maskBound(a: number, b: number): number {
  return Math.max(bitCount(a & ~b), bitCount(b & ~a));
}

function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many edits a name of this length may carry and still count as the same name. */
export function allowedEdits(key: string): number {
  if (key.length < 5) return 0;
  return key.length < 9 ? 1 : 2;
}
