// A tiny word-wise FNV-1a checksum: enough to catch truncated or corrupted packs, fast enough to run on every load.

/**
 * FNV-1a over 32-bit little-endian words (tail bytes padded with zero). Returns an unsigned 32-bit integer.
 * `from` continues an earlier checksum, so a file can be checked piece by piece: every piece but the last must
 * be a whole number of words.
 */
export function checksum32(bytes: Uint8Array, from = 0x811c9dc5): number {
  let h = from;
  const words = bytes.byteLength >>> 2;
  const aligned = bytes.byteOffset % 4 === 0;
  const view = aligned
    ? new Uint32Array(bytes.buffer, bytes.byteOffset, words)
    : new Uint32Array(bytes.slice(0, words * 4).buffer);
  for (let i = 0; i < words; i++) {
    h ^= view[i]!;
    h = Math.imul(h, 0x01000193);
  }
  for (let i = words * 4; i < bytes.byteLength; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** checksum32 over bytes that come in pieces of any length (a pack written or read section by section). */
export class Checksum32 {
  private sum = 0x811c9dc5;
  private readonly carry = new Uint8Array(4);
  private carried = 0;

  update(bytes: Uint8Array): void {
    let i = 0;
    if (this.carried > 0) {
      while (this.carried < 4 && i < bytes.byteLength) this.carry[this.carried++] = bytes[i++]!;
      if (this.carried < 4) return;
      this.sum = checksum32(this.carry, this.sum);
      this.carried = 0;
    }
    const end = i + Math.floor((bytes.byteLength - i) / 4) * 4;
    this.sum = checksum32(bytes.subarray(i, end), this.sum);
    for (i = end; i < bytes.byteLength; i++) this.carry[this.carried++] = bytes[i]!;
  }

  digest(): number {
    return checksum32(this.carry.subarray(0, this.carried), this.sum);
  }
}
