// What a screen reader hears while a stop is dragged: the stop's name and its position in words, instead of
// dnd-kit's 'Draggable item 7 was dropped over droppable area 4'.
import type { Announcements } from '@dnd-kit/core';

type Id = string | number;

/** `ids` is the list's order when the drag starts; `nameOf` the stop's name for an id. */
export function dragAnnouncements(ids: readonly Id[], nameOf: (id: Id) => string): Announcements {
  const total = ids.length;
  const position = (id: Id) => `position ${ids.indexOf(Number(id)) + 1} of ${total}`;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${position(over.id)}.` : `${nameOf(active.id)} is not over a position.`),
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id ? `${nameOf(active.id)} moved to ${position(over.id)}.` : `${nameOf(active.id)} dropped at ${position(active.id)}, not moved.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled: it stays at ${position(active.id)}.`,
  };
}
