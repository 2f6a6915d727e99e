// @vitest-environment jsdom
// A closed dialog is only its button: Ark's dialog machine, its portal and hidden content are made on the first
// open (issue 33). Opened, it is the dialog it was: named, focus inside, and the focus back on the button when closed.
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { ClearStopsDialog } from '../pages/planner/ClearStopsDialog.tsx';
import { createAppSystem } from '../theme/system.ts';
import { EditRouteDialog } from './route-controls/EditRouteDialog.tsx';
import type { Route } from '../data/hooks.ts';

const system = createAppSystem();
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const machineParts = () => document.querySelectorAll('[data-scope="dialog"]').length;

it('makes no dialog until its button is pressed, then asks and gives the focus back', async () => {
  const onConfirm = vi.fn(async () => {});
  render(
    <ChakraProvider value={system}>
      <ClearStopsDialog disabled={false} onConfirm={onConfirm} />
      <EditRouteDialog route={{ id: 1, name: 'Route 1' } as Route} />
    </ChakraProvider>,
  );
  expect(machineParts()).toBe(0);
  const clear = screen.getByRole('button', { name: 'Clear' });
  expect(clear.getAttribute('aria-haspopup')).toBe('dialog');
  expect(clear.getAttribute('aria-expanded')).toBe('false');

  // A press focuses the button in a browser (not in jsdom).
  act(() => clear.focus());
  fireEvent.click(clear);
  const dialog = await screen.findByRole('alertdialog', { name: 'Clear All Stops' });
  expect(clear.getAttribute('aria-expanded')).toBe('true');
  expect(clear.getAttribute('aria-controls')).toBe(dialog.id);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(clear));
  expect(onConfirm).not.toHaveBeenCalled();

  fireEvent.click(clear);
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, clear all' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(onConfirm).toHaveBeenCalledTimes(1);

  // The header's Edit Route dialog opens with the route's name to change.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit route name' })));
  const input = (await screen.findByPlaceholderText('Enter route name')) as HTMLInputElement;
  expect(input.value).toBe('Route 1');
});
