// @vitest-environment jsdom
// An optimize brings every row a new arrival: the rows show it, but their buttons (a delivery-time popover and a
// navigate dialog each, 25 of them on a phone) are not rendered again for it (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import type { Arrival } from './arrival-text.ts';
import { StopList } from './StopList.tsx';
import { testStop } from './test-stop.test-util.ts';

const system = createAppSystem();
const popover = vi.hoisted(() => vi.fn(() => null));
vi.mock('./DeliveryTimePopover.tsx', () => ({ DeliveryTimePopover: popover }));
vi.mock('./NavigateDialog.tsx', () => ({ NavigateDialog: () => null }));

afterEach(cleanup);

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
