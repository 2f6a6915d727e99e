// Moving a stop with the keyboard (SPEC §2): Space or Enter on a row's handle picks the stop up, the arrow keys move
// it one place at a time in the list itself, Space, Enter or Tab drop it there (as does a press elsewhere: StopList),
// Escape puts it back. The list's own order rather than dnd-kit's keyboard sensor: the sensor measured every row and
// each row's scrolling ancestors at the pick-up, again at each key, and moved the rows by transforms; a pick-up on 25
// stops blocked a phone for 200 to 380 ms (issue 33). Here a key is one render of the list in its new order.
import { arrayMove } from '@dnd-kit/sortable';
import { positionIn, said } from './drag-announcements.ts';

export interface KeyboardMove {
  /** The stop picked up. */
  id: number;
  /** The order when it was picked up, and the order now. */
  from: readonly number[];
  order: readonly number[];
}

export interface MoveStep {
  /** The move after this key: null once the stop is dropped or put back. */
  move: KeyboardMove | null;
  /** The order to store, when a drop changed it. */
  drop?: readonly number[];
  /** What a screen reader hears, given the stop's name. */
  say: (name: string) => string;
}

const PICK = new Set([' ', 'Enter']);
const DROP = new Set([' ', 'Enter', 'Tab']);
const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * What `key` on the handle of stop `id` does, with the list in order `ids` and `move` under way (or none). Null when
 * the key is not the list's: the browser does what it would (Tab moves on, arrows scroll, other rows' handles are
 * still while one stop is moved).
 */
export function keyboardMoveStep(move: KeyboardMove | null, id: number, key: string, ids: readonly number[]): MoveStep | null {
  if (!move) {
    if (!PICK.has(key)) return null;
    return { move: { id, from: ids, order: ids }, say: (name) => said.pickedUp(name, positionIn(ids, id)) };
  }
  if (move.id !== id) return null;
  const at = move.order.indexOf(id);
  if (key in STEP) {
    const to = Math.min(move.order.length - 1, Math.max(0, at + STEP[key]!));
    const order = to === at ? move.order : arrayMove([...move.order], at, to);
    return { move: { ...move, order }, say: (name) => `${name} is at ${positionIn(order, id)}.` };
  }
  if (DROP.has(key)) {
    const moved = move.order.some((other, i) => other !== move.from[i]);
    return moved
      ? { move: null, drop: move.order, say: (name) => said.movedTo(name, positionIn(move.order, id)) }
      : { move: null, say: (name) => said.notMoved(name, positionIn(move.from, id)) };
  }
  if (key === 'Escape') return { move: null, say: (name) => said.cancelled(name, positionIn(move.from, id)) };
  return null;
}
