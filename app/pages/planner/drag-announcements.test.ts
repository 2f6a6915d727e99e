import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-announcements.ts';

const names: Record<number, string> = { 11: 'Avenyn', 12: 'Järntorget', 13: 'Haga Nygata' };
const a = dragAnnouncements([11, 12, 13], (id) => names[Number(id)] ?? '');
// dnd-kit passes its own event objects; only `id` matters here.
const item = (id: number) => ({ id }) as never;

describe('drag announcements', () => {
  it('names the stop and its position in words at every step', () => {
    expect(a.onDragStart({ active: item(12) })).toBe('Picked up Järntorget at position 2 of 3.');
    expect(a.onDragOver({ active: item(12), over: item(13) })).toBe('Järntorget is over position 3 of 3.');
    expect(a.onDragEnd({ active: item(12), over: item(13) })).toBe('Järntorget moved to position 3 of 3.');
    expect(a.onDragCancel({ active: item(12), over: null })).toBe('Moving Järntorget cancelled: it stays at position 2 of 3.');
  });

  it('says when a drop moved nothing', () => {
    expect(a.onDragEnd({ active: item(11), over: item(11) })).toBe('Avenyn dropped at position 1 of 3, not moved.');
    expect(a.onDragEnd({ active: item(11), over: null })).toBe('Avenyn dropped at position 1 of 3, not moved.');
    expect(a.onDragOver({ active: item(11), over: null })).toBe('Avenyn is not over a position.');
  });
});
