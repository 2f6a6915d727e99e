// @vitest-environment jsdom
// The rows' details are the most of a row (a delivery-time popover, a navigate dialog, icons, text: 25 of them on a
// phone). An optimize brings every row a new arrival: the rows show it without rendering their buttons again. A
// drag changes dnd-kit's contexts at every step, and React looks for their readers through every component under
// them, memoized or not: the details are outside those contexts (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { useDndContext } from '@dnd-kit/core';
import { Profiler } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import type { Arrival } from './arrival-text.ts';
import { StopList } from './StopList.tsx';
import { testStop } from './test-stop.test-util.ts';

const system = createAppSystem();
// Each row's details render one delivery-time popover; this one also reads dnd-kit's context, as any component
// would that React's search for its readers reaches.
const popover = vi.hoisted(() => vi.fn((_: { stopName: string }) => null));
vi.mock('./DeliveryTimePopover.tsx', () => ({
  DeliveryTimePopover: (props: { stopName: string }) => {
    useDndContext();
    return popover(props);
  },
}));
vi.mock('./NavigateDialog.tsx', () => ({ NavigateDialog: () => null }));

const STOPS = [testStop(1), testStop(2), testStop(3)];
const actions = { onReorder: vi.fn(), onRemove: vi.fn(), onSaveWindow: vi.fn(), onClearWindow: vi.fn() };
const arrivalsAt = (hour: number) =>
  new Map<number, Arrival>(STOPS.map((s, i) => [s.id, { arrival: new Date(2026, 10, 27, hour, i * 10).toISOString(), waitSeconds: 0, lateSeconds: 0, windowMet: true }]));
const list = (arrivals: ReadonlyMap<number, Arrival>) => (
  <ChakraProvider value={system}>
    <StopList stops={STOPS} regions={[]} arrivals={arrivals} departAt={null} {...actions} />
  </ChakraProvider>
);

it('shows a new plan\'s arrivals without rendering the rows\' buttons again', () => {
  const { rerender } = render(list(arrivalsAt(8)));
  expect(screen.getAllByTestId('stop-arrival').map((e) => e.textContent)).toEqual(['Arrive 08:00', 'Arrive 08:10', 'Arrive 08:20']);
  const before = popover.mock.calls.length;
  expect(before).toBeGreaterThanOrEqual(3);

  rerender(list(arrivalsAt(9)));

  expect(screen.getAllByTestId('stop-arrival').map((e) => e.textContent)).toEqual(['Arrive 09:00', 'Arrive 09:10', 'Arrive 09:20']);
  expect(popover.mock.calls.length).toBe(before);
});

it('picks a stop up with the keyboard without reaching any row\'s details, and puts it back with Escape', async () => {
  render(list(arrivalsAt(8)));
  // The details are in their rows, in order.
  const rows = screen.getAllByTestId('stop-row');
  expect(rows.map((r) => r.querySelector('[data-testid=stop-name]')?.textContent)).toEqual(['Stop 1', 'Stop 2', 'Stop 3']);
  const handle = screen.getByRole('button', { name: 'Reorder Stop 2' });
  const before = popover.mock.calls.length;

  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });

  expect(handle.getAttribute('aria-pressed')).toBe('true');
  expect(popover.mock.calls.length).toBe(before);

  fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
  expect(screen.getAllByTestId('stop-row').map((r) => r.getAttribute('data-stop-id'))).toEqual(['2', '1', '3']);
  fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
  expect(handle.getAttribute('aria-pressed')).toBeNull();
  expect(screen.getAllByTestId('stop-row').map((r) => r.getAttribute('data-stop-id'))).toEqual(['1', '2', '3']);
});

it('moves a stop with the keyboard in the list itself: one place per arrow, stored when dropped', () => {
  actions.onReorder.mockClear();
  render(list(arrivalsAt(8)));
  const order = () => screen.getAllByTestId('stop-row').map((r) => r.getAttribute('data-stop-id'));
  const handle = screen.getByRole('button', { name: 'Reorder Stop 1' });
  handle.focus();
  const before = popover.mock.calls.length;
  // dnd-kit's keyboard sensor measured every row (and each row's scrolling ancestors) at the pick-up and at each key:
  // 200-380 ms on a phone for a pick-up on 25 stops (issue 33). The list's own move measures nothing.
  const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');

  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  expect(handle.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('keyboard-move-status').textContent).toBe('Picked up Stop 1 at position 1 of 3.');
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  expect(order()).toEqual(['2', '3', '1']);
  expect(screen.getAllByTestId('stop-row')[2]?.querySelector('[data-testid=stop-name]')?.textContent).toBe('Stop 1');
  expect(document.activeElement).toBe(handle);
  expect(screen.getByTestId('keyboard-move-status').textContent).toBe('Stop 1 is at position 3 of 3.');
  expect(actions.onReorder).not.toHaveBeenCalled();

  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  expect(actions.onReorder).toHaveBeenCalledWith([2, 3, 1]);
  expect(screen.getByTestId('keyboard-move-status').textContent).toBe('Stop 1 moved to position 3 of 3.');
  expect(handle.getAttribute('aria-pressed')).toBeNull();
  expect(measured).not.toHaveBeenCalled();
  // No row's details rendered again: the rows moved with them.
  expect(popover.mock.calls.length).toBe(before);
  measured.mockRestore();
});

it('drops a stop moved with the keyboard where it is when a pointer presses anywhere else, as Tab does', () => {
  actions.onReorder.mockClear();
  render(list(arrivalsAt(8)));
  const handle = screen.getByRole('button', { name: 'Reorder Stop 1' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  // A press on the handle itself is part of the move.
  fireEvent.pointerDown(handle);
  expect(handle.getAttribute('aria-pressed')).toBe('true');

  fireEvent.pointerDown(document.body);
  expect(actions.onReorder).toHaveBeenCalledWith([2, 1, 3]);
  expect(screen.getByTestId('keyboard-move-status').textContent).toBe('Stop 1 moved to position 2 of 3.');
  expect(handle.getAttribute('aria-pressed')).toBeNull();
  // Nothing is moved any more: the next press drops nothing.
  fireEvent.pointerDown(document.body);
  expect(actions.onReorder).toHaveBeenCalledTimes(1);
});

it('renders the rows and their details in one pass', () => {
  // How many rows' details had rendered when the list's mount committed.
  const atMount: number[] = [];
  const before = popover.mock.calls.length;
  render(
    <Profiler id="stops" onRender={(_, phase) => phase === 'mount' && atMount.push(popover.mock.calls.length - before)}>
      {list(arrivalsAt(8))}
    </Profiler>,
  );
  expect(screen.getAllByTestId('stop-row').map((r) => r.querySelector('[data-testid=stop-name]')?.textContent)).toEqual(['Stop 1', 'Stop 2', 'Stop 3']);
  // When each row handed its slot back through state, the details rendered in a second pass inside the mount's
  // commit, synchronously, before the browser could paint: 25 stops' details in one long task.
  expect(atMount).toEqual([STOPS.length]);
});

it("draws the rows with the stylesheet's classes, resolving no styled component's styles per row", () => {
  render(list(arrivalsAt(8)));
  // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's Text, Stack, Badge and
  // IconButton did, in each of a route's 25 rows as it opened (issue 33).
  const styled = screen.getAllByTestId('stop-row').flatMap((row) => [row, ...row.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? '')));
  expect(styled).toEqual([]);
  expect(screen.getAllByRole('button', { name: /^Remove Stop/ })).toHaveLength(3);
});
