// Distinct coordinates numbered in first-seen order, in typed arrays: an open-addressing hash on the two
// doubles' bits. The pack step finds junctions by exact coordinate; a JS Map keyed by "lng,lat" strings
// stops at 16,777,216 entries (a small country's points) and spends ~100 bytes on each.

export class CoordIndex {
  private lngs = new Float64Array(1024);
  private lats = new Float64Array(1024);
  /** Slot -> coordinate id + 1 (0 = empty). */
  private slots = new Int32Array(2048);
  private readonly bits = new Float64Array(2);
  private readonly words = new Uint32Array(this.bits.buffer);
  size = 0;

  /** The coordinate's id, numbering it when new. */
  id(lng: number, lat: number): number {
    const found = this.find(lng, lat);
    if (found >= 0) return found;
    if (this.size === this.lngs.length) {
      this.lngs = grow(this.lngs);
      this.lats = grow(this.lats);
    }
    const id = this.size++;
    this.lngs[id] = lng + 0;
    this.lats[id] = lat + 0;
    if (this.size * 2 > this.slots.length) this.rehash();
    else this.slots[this.slotOf(lng, lat)] = id + 1;
    return id;
  }

  /** The coordinate's id, or -1 if it was never numbered. */
  find(lng: number, lat: number): number {
    const id = this.slots[this.slotOf(lng, lat)]!;
    return id - 1;
  }

  lng(id: number): number {
    return this.lngs[id]!;
  }

  lat(id: number): number {
    return this.lats[id]!;
  }

  /** The slot holding the coordinate, or the empty one where it would go (linear probing). */
  private slotOf(lng: number, lat: number): number {
    // + 0 turns -0 into 0: the two are one place, as "lng,lat" keys had them.
    const x = lng + 0;
    const y = lat + 0;
    const { bits, words, slots, lngs, lats } = this;
    bits[0] = x;
    bits[1] = y;
    let h = Math.imul(words[0]! ^ Math.imul(words[1]!, 0x9e3779b1), 0x85ebca6b);
    h = Math.imul(h ^ words[2]! ^ Math.imul(words[3]!, 0xc2b2ae35), 0x27d4eb2f);
    h ^= h >>> 15;
    const mask = slots.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const id = slots[i]!;
      if (id === 0 || (lngs[id - 1] === x && lats[id - 1] === y)) return i;
    }
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let id = 0; id < this.size; id++) this.slots[this.slotOf(this.lngs[id]!, this.lats[id]!)] = id + 1;
  }
}

function grow(a: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
