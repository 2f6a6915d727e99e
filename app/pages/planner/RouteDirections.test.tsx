// @vitest-environment jsdom
// The directions' steps exist only while they are opened or printed: folded away, a new route (each Optimize,
// move or added stop) rendered hundreds of them for nothing on screen.
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Maneuver, RouteDirectionsResponse } from '../../../service/contract/index.ts';
import type { Stop } from '../../data/hooks.ts';
import { createAppSystem } from '../../theme/system.ts';
import { RouteDirections } from './RouteDirections.tsx';

const system = createAppSystem();

const step = (narrative: string, kind: Maneuver['kind'] = 'turn'): Maneuver => ({ kind, street: '', narrative, lat: 47.1, lng: 9.5, distance: 0.2, time: 30 });
const leg = (n: number) => ({ distance: 1, time: 120, formattedTime: '00:02:00', maneuvers: [step(`Head north ${n}`, 'depart'), step(`Turn left ${n}`), step(`Arrive ${n}`, 'arrive')] });
const DIRECTIONS: RouteDirectionsResponse = { distance: 2, time: 240, formattedTime: '00:04:00', legs: [leg(1), leg(2)], shape: [] };
const stop = (id: number) => ({ id, name: `Stop ${id}`, displayString: `Stop ${id}` }) as Stop;

// matchMedia('print') as the browser gives it, with its change listeners, so a test can print.
let printing = false;
const listeners = new Set<() => void>();
beforeEach(() => {
  printing = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === 'print' && printing;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  listeners.clear();
});

const show = () =>
  render(
    <ChakraProvider value={system}>
      <RouteDirections directions={DIRECTIONS} stops={[stop(1), stop(2)]} returnToStart current={null} onShow={() => {}} />
    </ChakraProvider>,
  );

it('renders no step while folded away, and every step once opened', async () => {
  show();
  expect(screen.getByRole('button', { name: 'Show 6 steps' })).toBeTruthy();
  expect(screen.queryAllByTestId('route-step')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Show 6 steps' }));
  // The tap's own change first, painted before any step renders (issue 33).
  expect(screen.getByRole('button', { name: 'Hide steps' })).toBeTruthy();
  expect(screen.queryAllByTestId('route-step')).toHaveLength(0);
  expect(await screen.findAllByTestId('route-step')).toHaveLength(6);
  fireEvent.click(screen.getByRole('button', { name: 'Hide steps' }));
  expect(screen.queryAllByTestId('route-step')).toHaveLength(0);
});

it('renders every step at once for the printed sheet (before the browser lays it out)', () => {
  show();
  expect(screen.queryAllByTestId('route-step')).toHaveLength(0);
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(screen.queryAllByTestId('route-step')).toHaveLength(6);
  act(() => {
    window.dispatchEvent(new Event('afterprint'));
  });
  expect(screen.queryAllByTestId('route-step')).toHaveLength(0);
  // Print media without the dialog (an emulated medium).
  printing = true;
  act(() => listeners.forEach((l) => l()));
  expect(screen.queryAllByTestId('route-step')).toHaveLength(6);
});

it("draws its legs with the stylesheet's classes, resolving no styled component's styles per leg", async () => {
  show();
  fireEvent.click(screen.getByRole('button', { name: 'Show 6 steps' }));
  const legs = await screen.findAllByTestId('directions-leg');
  expect(legs).toHaveLength(2);
  // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's Box, Stack and Text did,
  // three per leg of a 25-stop route, as the steps opened (issue 33).
  const section = legs[0]!.closest('section')!;
  const styled = [section, ...section.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''));
  expect(styled.map((e) => e.tagName)).toEqual([]);
});
