// @vitest-environment jsdom
// The page renders again many times after one tap (the answer, each live read, the directions, the toast): an
// unchanged stop row must not render its details again each time (25 rows' popovers, dialogs and icons on a phone).
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { testStop } from './test-stop.test-util.ts';
import { createAppSystem } from '../../theme/system.ts';
import PlannerPage from './PlannerPage.tsx';
import type * as PlainCheckboxModule from '../../components/PlainCheckbox.tsx';

const system = createAppSystem();
const none = vi.hoisted(() => () => null);

// Each row's details render one delivery-time popover: its renders count the details' renders.
const popover = vi.hoisted(() => vi.fn(() => null));
vi.mock('./DeliveryTimePopover.tsx', () => ({ DeliveryTimePopover: popover }));

const stop = testStop;
const STOPS = [stop(1), stop(2), stop(3)];
const ROUTE = { id: 1, name: 'Route 1', departAt: null, vehicle: 'car' };

// A live read gives new objects with the same fields each time, as Dexie does.
vi.mock('../../data/hooks.ts', () => ({
  useCurrentRoute: () => ROUTE,
  useStops: () => STOPS.map((s) => ({ ...s })),
  useRouteHistory: () => [],
  useRoutePlan: () => null,
}));
vi.mock('../../components/toaster.tsx', () => ({ notify: vi.fn() }));
vi.mock('../../map/useMapConfig.ts', () => ({ useMapConfig: () => ({ config: null, error: null }) }));
vi.mock('./useRouteFromSearch.ts', () => ({ useRouteFromSearch: none }));
vi.mock('./useRouteDirections.ts', () => ({ useRouteDirections: () => ({ directions: null, loading: false }) }));
vi.mock('../../components/location-search/LocationSearch.tsx', () => ({ LocationSearch: none }));
vi.mock('./PlannerMap.tsx', () => ({ PlannerMap: none }));
vi.mock('./RouteDirections.tsx', () => ({ RouteDirections: none }));
vi.mock('./RouteTakeAlong.tsx', () => ({ RouteTakeAlong: none }));
vi.mock('./ClosureNotice.tsx', () => ({ ClosureNotice: none }));
vi.mock('./ImportStopsDialog.tsx', () => ({ ImportStopsDialog: none }));
vi.mock('./UnplacedStopsNotice.tsx', () => ({ UnplacedStopsNotice: none }));
vi.mock('./NavigateDialog.tsx', () => ({ NavigateDialog: none }));
// The return-to-start checkbox counts the renders of the page's head (its settings).
const checkboxRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/PlainCheckbox.tsx', async (load) => {
  const plain = await load<typeof PlainCheckboxModule>();
  const { createElement } = await import('react');
  const PlainCheckbox = (props: Parameters<typeof plain.PlainCheckbox>[0]) => {
    checkboxRenders.count += 1;
    return createElement(plain.PlainCheckbox, props);
  };
  return { PlainCheckbox };
});
const prepareLocalDateTimes = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../../local-time.ts', async (load) => ({ ...(await load<object>()), prepareLocalDateTimes }));

const page = () => (
  <ChakraProvider value={system}>
    <PlannerPage />
  </ChakraProvider>
);

it('renders the page again with equal stops without rendering any row details or its settings again', () => {
  const { rerender } = render(page());
  expect(screen.getAllByTestId('stop-row')).toHaveLength(3);
  const first = popover.mock.calls.length;
  expect(first).toBeGreaterThanOrEqual(3);

  const head = checkboxRenders.count;
  expect(head).toBeGreaterThanOrEqual(1);

  rerender(page());
  rerender(page());

  expect(screen.getAllByTestId('stop-row')).toHaveLength(3);
  expect(popover.mock.calls.length).toBe(first);
  // Nor the page's head: the intro, the provider line and the route's settings.
  expect(checkboxRenders.count).toBe(head);
});

it("does not build the route history's time format as it opens (ICU's date data: a long task of the load on a phone)", () => {
  prepareLocalDateTimes.mockClear();
  render(page());
  expect(prepareLocalDateTimes).not.toHaveBeenCalled();
});

it("lays out its frame, the route's toolbar and its settings with the stylesheet's classes, resolving no styled component's styles", () => {
  render(page());
  // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's Grid, Stack, Box, Flex,
  // HStack, Wrap and Text did, each time the page rendered (a route opening renders it many times; issue 33).
  const styled = (e: Element) => /(^| )css-/.test(e.getAttribute('class') ?? '');
  const route = screen.getByRole('region', { name: 'Your Route' });
  const frame: Element[] = [];
  for (let e: Element | null = route; e && e !== document.body; e = e.parentElement) frame.push(e);
  expect(frame.filter(styled).map((e) => e.tagName)).toEqual([]);
  const toolbar = screen.getByRole('heading', { name: 'Your Route' }).parentElement!.parentElement!;
  expect([toolbar, ...toolbar.children].filter(styled).map((e) => e.tagName)).toEqual([]);
  // The route's settings: their column, and the departure's row (inside Chakra's Field) with its note.
  const note = screen.getByText('Leaving now');
  const row = note.parentElement!;
  const settings = screen.getByText('Always return to first stop').closest('[data-print=hide]')!;
  expect([note, row, settings].filter(styled).map((e) => e.tagName)).toEqual([]);
});
