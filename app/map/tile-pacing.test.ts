import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readInTurn } from './tile-pacing.ts';

describe('readInTurn', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const frame = () => {
    const due = frames.splice(0);
    for (const cb of due) cb(0);
    vi.runOnlyPendingTimers();
  };

  it('reads the first tile in the next task and each next one only after a frame', () => {
    const read: string[] = [];
    for (const tile of ['a', 'b', 'c']) readInTurn(() => read.push(tile));
    expect(read).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(read).toEqual(['a']);
    vi.runOnlyPendingTimers();
    expect(read).toEqual(['a']);
    frame();
    expect(read).toEqual(['a', 'b']);
    frame();
    expect(read).toEqual(['a', 'b', 'c']);
    expect(frames).toHaveLength(0);
  });

  it('reads a tile that arrives when none is waiting without waiting for a frame', () => {
    const read: string[] = [];
    readInTurn(() => read.push('a'));
    vi.runOnlyPendingTimers();
    readInTurn(() => read.push('b'));
    vi.runOnlyPendingTimers();
    expect(read).toEqual(['a', 'b']);
  });
});
