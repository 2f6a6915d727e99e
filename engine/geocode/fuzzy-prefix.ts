// Typo-tolerant prefix search over every word start of a set of names: the sorted word-start suffixes are
// walked as an implicit trie, carrying one edit-distance row per depth, and a branch is cut as soon as
// every cell of its row exceeds the budget. Nothing is allocated per query once the rows exist.

export interface PrefixHit {
  /** The entry's id as given to the constructor. */
  id: number;
  /** Edits between the query and the closest prefix of the matched word-start suffix. */
  edits: number;
  /** The match starts at the name's first word. */
  atStart: boolean;
  /** The whole name was typed (no letters left over). */
  whole: boolean;
  /** Which word-start suffix matched, for `suffix()`. */
  entry: number;
}

/** One edit per four letters typed. */
export function prefixEdits(query: string): number {
  return Math.min(3, Math.floor(query.length / 4));
}

export class FuzzyPrefixIndex {
  private readonly suffixes: string[] = [];
  private readonly ids: Uint32Array;
  private readonly starts: Uint8Array;
  private rows: Int32Array[] = [];

  /** `names[i]` is found as entry `ids[i]`; names are already folded (see streetKey). */
  constructor(names: readonly string[], ids: readonly number[]) {
    const entries: [string, number, boolean][] = [];
    names.forEach((name, i) => {
      if (!name) return;
      entries.push([name, ids[i]!, true]);
      for (let at = name.indexOf(' '); at >= 0; at = name.indexOf(' ', at + 1)) entries.push([name.slice(at + 1), ids[i]!, false]);
    });
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.suffixes = entries.map((e) => e[0]);
    this.ids = Uint32Array.from(entries, (e) => e[1]);
    this.starts = Uint8Array.from(entries, (e) => (e[2] ? 1 : 0));
  }

  /** Calls `hit` for each entry with a word start within `maxEdits` of `query` (an entry may come more than once). */
  search(query: string, maxEdits: number, hit: (h: PrefixHit) => void): void {
    const n = query.length;
    if (!n || !this.suffixes.length) return;
    while (this.rows.length < n + maxEdits + 2) this.rows.push(new Int32Array(0));
    for (let d = 0; d < this.rows.length; d++) if (this.rows[d]!.length < n + 1) this.rows[d] = new Int32Array(n + 1);
    const first = this.rows[0]!;
    for (let j = 0; j <= n; j++) first[j] = j;
    this.walk(query, maxEdits, 0, this.suffixes.length, 0, maxEdits + 1, hit);
  }

  // `reported`: the fewest edits this path has already reported its subtree with; deeper, only fewer count.
  private walk(q: string, max: number, lo: number, hi: number, depth: number, reported: number, hit: (h: PrefixHit) => void): void {
    const s = this.suffixes;
    const n = q.length;
    const prev = this.rows[depth]!;
    // Entries exactly `depth` long sort first in the range and have no next letter.
    let i = lo;
    while (i < hi && s[i]!.length === depth) i++;
    while (i < hi) {
      const c = s[i]!.charCodeAt(depth);
      const end = this.runEnd(i, hi, depth, c);
      const row = this.rows[depth + 1]!;
      row[0] = depth + 1;
      let rowMin = row[0];
      const before = this.rows[depth - 1];
      const pc = depth > 0 ? s[i]!.charCodeAt(depth - 1) : -1;
      for (let j = 1; j <= n; j++) {
        const qc = q.charCodeAt(j - 1);
        let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (qc === c ? 0 : 1));
        // Two neighbouring letters swapped count as one edit.
        if (before && j > 1 && qc === pc && q.charCodeAt(j - 2) === c) v = Math.min(v, before[j - 2]! + 1);
        row[j] = v;
        if (v < rowMin) rowMin = v;
      }
      if (rowMin <= max) {
        const edits = row[n]!;
        if (edits < reported) this.report(i, end, depth + 1, edits, hit);
        if (depth + 1 < n + max) this.walk(q, max, i, end, depth + 1, Math.min(reported, edits), hit);
      }
      i = end;
    }
  }

  // The query matched the first `len` letters of every suffix in [lo, hi) with `edits` edits.
  private report(lo: number, hi: number, len: number, edits: number, hit: (h: PrefixHit) => void): void {
    for (let k = lo; k < hi; k++) {
      hit({ id: this.ids[k]!, edits, atStart: this.starts[k] === 1, whole: this.suffixes[k]!.length === len, entry: k });
    }
  }

  /** The name from the matched word on, of a hit's `entry`. */
  suffix(entry: number): string {
    return this.suffixes[entry]!;
  }

  /** End of the run of suffixes in [lo, hi) whose letter at `depth` is `c` (they are contiguous: sorted). */
  private runEnd(lo: number, hi: number, depth: number, c: number): number {
    const s = this.suffixes;
    let a = lo + 1;
    let b = hi;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (s[mid]!.charCodeAt(depth) === c) a = mid + 1;
      else b = mid;
    }
    return a;
  }
}
