// @vitest-environment jsdom
// A 25-stop route's grid has 625 cells, drawn twice (the skeleton, then the answer), and 50 headers: each is a plain
// element styled by matrix-grid.css, not a styled component with its own skeleton and texts (issue 33: a phone's
// page took a second to render them).
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import { testStop } from '../planner/test-stop.test-util.ts';
import { MatrixGrid } from './MatrixGrid.tsx';

const STOPS = Array.from({ length: 25 }, (_, i) => testStop(i + 1));
const MATRIX = STOPS.map((_, i) => STOPS.map((__, j) => (i === j ? null : { distance: 1 + i / 10, time: 60 * (j + 1) })));
const grid = (matrix: typeof MATRIX | null) => (
  <ChakraProvider value={createAppSystem()}>
    <MatrixGrid stops={STOPS} matrix={matrix as never} />
  </ChakraProvider>
);
/** Cells given a style of their own by the styling engine (its classes start css-). */
const styledInCells = () =>
  [...document.querySelectorAll('[data-testid=matrix-cell], [data-testid=matrix-cell] *, th, th *')].filter((e) => [...e.classList].some((c) => c.startsWith('css-')));

it('draws the skeleton, the answer and the headers as plain cells', () => {
  const { rerender } = render(grid(null));
  expect(screen.getAllByTestId('matrix-cell')).toHaveLength(625);
  expect(screen.getAllByRole('columnheader')).toHaveLength(26);
  expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(STOPS.map((s) => s.name));
  expect(screen.getAllByTestId('matrix-skeleton')).toHaveLength(625);
  expect(styledInCells()).toEqual([]);

  rerender(grid(MATRIX));
  expect(screen.queryAllByTestId('matrix-skeleton')).toHaveLength(0);
  const cell = document.querySelector('[data-from="2"][data-to="3"]');
  expect(cell?.textContent).toMatch(/^1\.2 mi4 min$/);
  expect(document.querySelector('[data-from="4"][data-to="4"]')?.textContent).toBe('-');
  expect(styledInCells()).toEqual([]);
});
