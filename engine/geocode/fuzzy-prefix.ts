// Typo-tolerant prefix search over every word start of a set of names: a trie of the sorted word-start suffixes
// (built once, in typed arrays) is walked carrying one edit-distance row per depth, and a branch is cut as soon
// as every cell of its row exceeds the budget. Nothing is allocated per query once the rows exist.

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

/**
 * One edit per four letters typed, two at most, as the forward geocoder allows: with three, a street that does not
 * exist ("Hauptstrasse 3, Mauren") listed one three letters away first (Gampstrasse), which the planner's Enter added.
 */
export function prefixEdits(query: string): number {
  return Math.min(2, Math.floor(query.length / 4));
}

export class FuzzyPrefixIndex {
  private readonly suffixes: string[] = [];
  private readonly ids: Uint32Array;
  private readonly starts: Uint8Array;
  // The trie of the sorted suffixes, node 0 its root: a node's letter, its suffixes [lo, hi) (those exactly as long
  // as the node is deep come first), its children [first, end). A walk reads typed arrays only.
  private readonly letter: Uint16Array;
  private readonly lo: Uint32Array;
  private readonly hi: Uint32Array;
  private readonly first: Uint32Array;
  private readonly end: Uint32Array;
  /** Per node, the length of the longest suffix below it: a query n letters long with k edits needs n - k. */
  private readonly longest: Uint16Array;
  private rows: Int32Array[] = [];
  private readonly hit: PrefixHit = { id: 0, edits: 0, atStart: false, whole: false, entry: 0 };

  /**
   * `names[i]` is found as entry `ids[i]`; names are already folded (see streetKey). Without `wordStarts`, only
   * from the name's start (for `whole`).
   */
  constructor(names: readonly string[], ids: readonly number[], { wordStarts = true } = {}) {
    const entries: [string, number, boolean][] = [];
    names.forEach((name, i) => {
      if (!name) return;
      entries.push([name, ids[i]!, true]);
      if (wordStarts) for (let at = name.indexOf(' '); at >= 0; at = name.indexOf(' ', at + 1)) entries.push([name.slice(at + 1), ids[i]!, false]);
    });
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.suffixes = entries.map((e) => e[0]);
    this.ids = Uint32Array.from(entries, (e) => e[1]);
    this.starts = Uint8Array.from(entries, (e) => (e[2] ? 1 : 0));
    const nodes = { letter: [0], lo: [0], hi: [this.suffixes.length], first: [0], end: [0], depth: [0] };
    // Breadth first, so each node's children are numbered one after another.
    for (let v = 0; v < nodes.lo.length; v++) {
      const depth = nodes.depth[v]!;
      const s = this.suffixes;
      let i = nodes.lo[v]!;
      const hi = nodes.hi[v]!;
      while (i < hi && s[i]!.length === depth) i++;
      nodes.first[v] = nodes.lo.length;
      while (i < hi) {
        const c = s[i]!.charCodeAt(depth);
        let j = i + 1;
        while (j < hi && s[j]!.charCodeAt(depth) === c) j++;
        nodes.letter.push(c);
        nodes.lo.push(i);
        nodes.hi.push(j);
        nodes.depth.push(depth + 1);
        nodes.first.push(0);
        nodes.end.push(0);
        i = j;
      }
      nodes.end[v] = nodes.lo.length;
    }
    this.letter = Uint16Array.from(nodes.letter);
    this.lo = Uint32Array.from(nodes.lo);
    this.hi = Uint32Array.from(nodes.hi);
    this.first = Uint32Array.from(nodes.first);
    this.end = Uint32Array.from(nodes.end);
    // Children are numbered after their parents: one pass from the last node up.
    this.longest = new Uint16Array(nodes.lo.length);
    for (let v = nodes.lo.length - 1; v >= 0; v--) {
      let most = this.lo[v]! < this.hi[v]! && this.suffixes[this.lo[v]!]!.length === nodes.depth[v] ? nodes.depth[v]! : 0;
      for (let c = this.first[v]!; c < this.end[v]!; c++) most = Math.max(most, this.longest[c]!);
      this.longest[v] = Math.min(most, 0xffff);
    }
  }

  /**
   * Calls `hit` for each entry with a word start within `maxEdits` of `query` (an entry may come more than once).
   * The hit is one object filled in anew for each entry, so nothing is allocated per entry: read it, never keep it.
   */
  search(query: string, maxEdits: number, hit: (h: PrefixHit) => void): void {
    if (!query || !this.suffixes.length) return;
    this.prepare(query, maxEdits);
    this.walk(query, maxEdits, 0, 0, -1, maxEdits + 1, hit);
  }

  /**
   * Calls `hit` for each entry whose whole word-start suffix (whole name, without `wordStarts`) is within
   * `maxEdits` of `query`, with the edits: the misspelt street or city, without comparing every name.
   */
  whole(query: string, maxEdits: number, hit: (id: number, edits: number, entry: number) => void): void {
    if (!query || !this.suffixes.length) return;
    this.prepare(query, maxEdits);
    this.walkWhole(query, maxEdits, 0, 0, -1, hit);
  }

  private prepare(query: string, maxEdits: number): void {
    const n = query.length;
    while (this.rows.length < n + maxEdits + 2) this.rows.push(new Int32Array(0));
    for (let d = 0; d < this.rows.length; d++) if (this.rows[d]!.length < n + 1) this.rows[d] = new Int32Array(n + 1);
    const first = this.rows[0]!;
    for (let j = 0; j <= n; j++) first[j] = j;
  }

  // The edit-distance row of a node at depth d (letter c, its parent's letter pc) from its parent's row; returns
  // the row's smallest cell. Only the band of cells within `max` of the diagonal is computed (Ukkonen): a cell j
  // letters into the query at depth d costs at least |d - j| edits, so cells outside the band can never come
  // within the budget. The cells just outside hold `max + 1`, which is all the next row needs to know of them. A
  // long query ("restaurants in liechtenstein", 3 edits) so costs 7 cells a node instead of 29.
  private fill(q: string, max: number, d: number, c: number, pc: number): number {
    const n = q.length;
    const prev = this.rows[d - 1]!;
    const row = this.rows[d]!;
    const before = d > 1 ? this.rows[d - 2]! : null;
    const from = Math.max(1, d - max);
    const to = Math.min(n, d + max);
    const over = max + 1;
    row[0] = d;
    if (from > 1) row[from - 1] = over;
    if (to < n) row[to + 1] = over;
    let rowMin = from > 1 ? over : d;
    for (let j = from; j <= to; j++) {
      const qc = q.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (qc === c ? 0 : 1));
      // Two neighbouring letters swapped count as one edit.
      if (before && j > 1 && qc === pc && q.charCodeAt(j - 2) === c) v = Math.min(v, before[j - 2]! + 1);
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    return rowMin;
  }

  // The children of `node` (at `depth`, reached by letter `pc`, -1 at the root). `reported`: the fewest edits
  // this path has already reported its subtree with; deeper, only fewer count.
  private walk(q: string, max: number, node: number, depth: number, pc: number, reported: number, hit: (h: PrefixHit) => void): void {
    const n = q.length;
    const d = depth + 1;
    const row = this.rows[d]!;
    for (let child = this.first[node]!, last = this.end[node]!; child < last; child++) {
      // Every suffix below is too short to hold a prefix within `max` edits of the query (at least n - max letters).
      if (this.longest[child]! < n - max) continue;
      const c = this.letter[child]!;
      const rowMin = this.fill(q, max, d, c, pc);
      if (rowMin > max) continue;
      const edits = d + max >= n ? row[n]! : max + 1;
      if (edits < reported) this.report(this.lo[child]!, this.hi[child]!, d, edits, hit);
      // A row's smallest cell never falls with depth: below, no prefix comes within fewer edits than it, so once
      // it reaches the fewest edits reported on this path (the query matched exactly, say) nothing below reports.
      const fewest = Math.min(reported, edits);
      if (d < n + max && rowMin < fewest) this.walk(q, max, child, d, c, fewest, hit);
    }
  }

  private walkWhole(q: string, max: number, node: number, depth: number, pc: number, hit: (id: number, edits: number, entry: number) => void): void {
    const n = q.length;
    const d = depth + 1;
    const row = this.rows[d]!;
    const s = this.suffixes;
    for (let child = this.first[node]!, last = this.end[node]!; child < last; child++) {
      if (this.longest[child]! < n - max) continue;
      const c = this.letter[child]!;
      if (this.fill(q, max, d, c, pc) > max) continue;
      const edits = d + max >= n ? row[n]! : max + 1;
      // The suffixes exactly this long come first in the node's range.
      if (edits <= max) for (let k = this.lo[child]!; k < this.hi[child]! && s[k]!.length === d; k++) hit(this.ids[k]!, edits, k);
      if (d < n + max) this.walkWhole(q, max, child, d, c, hit);
    }
  }

  // The query matched the first `len` letters of every suffix in [lo, hi) with `edits` edits.
  // One hit object, filled in for each entry (see search).
  private report(lo: number, hi: number, len: number, edits: number, hit: (h: PrefixHit) => void): void {
    const h = this.hit;
    for (let k = lo; k < hi; k++) {
      h.id = this.ids[k]!;
      h.edits = edits;
      h.atStart = this.starts[k] === 1;
      h.whole = this.suffixes[k]!.length === len;
      h.entry = k;
      hit(h);
    }
  }

  /** The name from the matched word on, of a hit's `entry`. */
  suffix(entry: number): string {
    return this.suffixes[entry]!;
  }
}

/** Whole keys (street names, city names) within a few edits, found through a trie instead of comparing every key. */
export class FuzzyKeys {
  private readonly index: FuzzyPrefixIndex;

  constructor(readonly keys: readonly string[]) {
    this.index = new FuzzyPrefixIndex(keys, keys.map((_, i) => i), { wordStarts: false });
  }

  /** The keys within `max` edits of `key` (positions in `keys`), shorter keys first, then in the keys' order. */
  within(key: string, max: number): { at: number; edits: number }[] {
    const out: { at: number; edits: number }[] = [];
    if (max > 0) this.index.whole(key, max, (at, edits) => out.push({ at, edits }));
    return out.sort((a, b) => this.keys[a.at]!.length - this.keys[b.at]!.length || a.at - b.at);
  }
}
