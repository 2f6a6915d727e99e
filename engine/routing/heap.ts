// An indexed binary min-heap over node ids in preallocated typed arrays, so searches can decrease keys and
// be cleared without allocating.

export class MinHeap {
  private readonly keys: Float64Array;
  private readonly heap: Int32Array;
  /** Position of each node in `heap`, or -1 when absent. */
  private readonly pos: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.heap = new Int32Array(capacity);
    this.pos = new Int32Array(capacity).fill(-1);
  }

  get size(): number {
    return this.count;
  }

  /** Key of the minimum element; Infinity when empty. */
  peekKey(): number {
    return this.count === 0 ? Infinity : this.keys[this.heap[0]!]!;
  }

  contains(node: number): boolean {
    return this.pos[node]! >= 0;
  }

  /** Inserts the node, or lowers its key if the new key is smaller. */
  push(node: number, key: number): void {
    let i = this.pos[node]!;
    if (i < 0) {
      i = this.count++;
      this.heap[i] = node;
      this.pos[node] = i;
    } else if (key >= this.keys[node]!) {
      return;
    }
    this.keys[node] = key;
    this.up(i);
  }

  /** Inserts the node or moves it to `key`, up or down. */
  set(node: number, key: number): void {
    const i = this.pos[node]!;
    if (i < 0) return this.push(node, key);
    const old = this.keys[node]!;
    this.keys[node] = key;
    if (key < old) this.up(i);
    else this.down(i);
  }

  pop(): number {
    const top = this.heap[0]!;
    const last = this.heap[--this.count]!;
    this.pos[top] = -1;
    if (this.count > 0) {
      this.heap[0] = last;
      this.pos[last] = 0;
      this.down(0);
    }
    return top;
  }

  clear(): void {
    for (let i = 0; i < this.count; i++) this.pos[this.heap[i]!] = -1;
    this.count = 0;
  }

  private up(i: number): void {
    const { heap, pos, keys } = this;
    const node = heap[i]!;
    const key = keys[node]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent]!;
      if (keys[p]! <= key) break;
      heap[i] = p;
      pos[p] = i;
      i = parent;
    }
    heap[i] = node;
    pos[node] = i;
  }

  private down(i: number): void {
    const { heap, pos, keys, count } = this;
    const node = heap[i]!;
    const key = keys[node]!;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= count) break;
      const right = child + 1;
      if (right < count && keys[heap[right]!]! < keys[heap[child]!]!) child = right;
      const c = heap[child]!;
      if (keys[c]! >= key) break;
      heap[i] = c;
      pos[c] = i;
      i = child;
    }
    heap[i] = node;
    pos[node] = i;
  }
}
