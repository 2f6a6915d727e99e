import { describe, expect, it } from 'vitest';
import { keyboardMoveStep, type KeyboardMove } from './keyboard-move.ts';

const IDS = [11, 12, 13, 14];
/** The keys pressed on one handle in turn, from no move: the last step. */
function press(id: number, ...keys: string[]) {
  let move: KeyboardMove | null = null;
  let step = null;
  for (const key of keys) {
    step = keyboardMoveStep(move, id, key, move?.order ?? IDS);
    if (step) move = step.move;
  }
  return step;
}

describe('moving a stop with the keyboard', () => {
  it('picks up with Space or Enter, and leaves other keys to the browser', () => {
    expect(press(12, ' ')?.move).toEqual({ id: 12, from: IDS, order: IDS });
    expect(press(12, 'Enter')?.say('B')).toBe('Picked up B at position 2 of 4.');
    expect(press(12, 'ArrowDown')).toBeNull();
    expect(press(12, 'Tab')).toBeNull();
    expect(press(12, 'a')).toBeNull();
  });

  it('moves one place per arrow and stops at either end', () => {
    expect(press(12, ' ', 'ArrowDown')?.move?.order).toEqual([11, 13, 12, 14]);
    expect(press(12, ' ', 'ArrowDown', 'ArrowDown')?.say('B')).toBe('B is at position 4 of 4.');
    expect(press(12, ' ', 'ArrowDown', 'ArrowDown', 'ArrowDown')?.move?.order).toEqual([11, 13, 14, 12]);
    expect(press(12, ' ', 'ArrowUp', 'ArrowUp')?.move?.order).toEqual([12, 11, 13, 14]);
    expect(press(12, ' ', 'ArrowUp', 'ArrowUp')?.say('B')).toBe('B is at position 1 of 4.');
  });

  it('drops with Space, Enter or Tab, storing the order only when it changed', () => {
    expect(press(12, ' ', 'ArrowDown', ' ')).toMatchObject({ move: null, drop: [11, 13, 12, 14] });
    expect(press(12, ' ', 'ArrowDown', 'Enter')?.say('B')).toBe('B moved to position 3 of 4.');
    expect(press(12, ' ', 'ArrowDown', 'Tab')?.drop).toEqual([11, 13, 12, 14]);
    const back = press(12, ' ', 'ArrowDown', 'ArrowUp', ' ');
    expect(back?.drop).toBeUndefined();
    expect(back?.say('B')).toBe('B dropped at position 2 of 4, not moved.');
  });

  it('puts the stop back with Escape', () => {
    const step = press(12, ' ', 'ArrowDown', 'ArrowDown', 'Escape');
    expect(step).toMatchObject({ move: null });
    expect(step?.drop).toBeUndefined();
    expect(step?.say('B')).toBe('Moving B cancelled: it stays at position 2 of 4.');
  });

  it("leaves the other rows' handles alone while a stop is moved", () => {
    const move = press(12, ' ')!.move;
    expect(keyboardMoveStep(move, 13, 'ArrowDown', IDS)).toBeNull();
    expect(keyboardMoveStep(move, 13, ' ', IDS)).toBeNull();
  });
});
