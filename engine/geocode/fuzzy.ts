// Bounded edit distance for misspelt street and city names; gives up early once past the bound.

// Three reused rows: fuzzy lookups call this thousands of times per query and must not allocate.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps), or max + 1 when it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  if (n + 1 > rows[0].length) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** How many edits a name of this length may carry and still count as the same name. */
export function allowedEdits(key: string): number {
  if (key.length < 5) return 0;
  return key.length < 9 ? 1 : 2;
}
