// What a screen reader hears while a stop is moved: the stop's name and its position in words, instead of
// dnd-kit's 'Draggable item 7 was dropped over droppable area 4'. The same sentences for a drag with the mouse or a
// finger (dnd-kit's announcements) and a move with the keyboard (keyboard-move.ts).
import type { Announcements } from '@dnd-kit/core';

type Id = string | number;

/** Where `id` stands in `ids`, in words. */
export const positionIn = (ids: readonly Id[], id: Id) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;

export const said = {
  pickedUp: (name: string, place: string) => `Picked up ${name} at ${place}.`,
  movedTo: (name: string, place: string) => `${name} moved to ${place}.`,
  notMoved: (name: string, place: string) => `${name} dropped at ${place}, not moved.`,
  cancelled: (name: string, place: string) => `Moving ${name} cancelled: it stays at ${place}.`,
};

/** `ids` is the list's order when the drag starts; `nameOf` the stop's name for an id. */
export function dragAnnouncements(ids: readonly Id[], nameOf: (id: Id) => string): Announcements {
  const position = (id: Id) => positionIn(ids, id);
  return {
    onDragStart: ({ active }) => said.pickedUp(nameOf(active.id), position(active.id)),
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${position(over.id)}.` : `${nameOf(active.id)} is not over a position.`),
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id ? said.movedTo(nameOf(active.id), position(over.id)) : said.notMoved(nameOf(active.id), position(active.id)),
    onDragCancel: ({ active }) => said.cancelled(nameOf(active.id), position(active.id)),
  };
}
