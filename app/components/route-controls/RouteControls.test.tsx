// @vitest-environment jsdom
// The header's route controls against the real local data layer: the SPEC §8 route toasts, success and failure.
// Failures are the device refusing a write (storage full), forced on the Dexie table the data layer writes to.
import 'fake-indexeddb/auto';
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../theme/system.ts';
import Dexie from 'dexie';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db.ts';
import { createRoute } from '../../data/hooks.ts';
import { openDatabase } from '../../data/storage.ts';
import { freshDatabase } from '../../data/test-helpers.ts';
import { AppToaster, dismissToast } from '../toaster.tsx';
import { RouteControls } from './RouteControls.tsx';

const system = createAppSystem();

// jsdom has no ResizeObserver, scrollIntoView or scrollTo; the dialog and the select only need them to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};

const storageFull = () => Dexie.Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

function setup() {
  render(
    <ChakraProvider value={system}>
      <RouteControls />
      <AppToaster />
    </ChakraProvider>,
  );
}

/** The visible toast's title and description, as the visitor reads them; then it goes, so the next one can show. */
async function toast(title: string, description: string): Promise<void> {
  const status = await screen.findByText(description, undefined, { timeout: 5000 });
  const root = status.closest('[data-testid="toast"]') as HTMLElement;
  expect(within(root).getByText(title)).toBeTruthy();
  act(() => dismissToast());
}

const currentName = () => screen.getByRole('combobox', { name: 'Select a route' }).textContent?.trim();

async function ready(name = 'Route 1') {
  setup();
  // The first render also loads Chakra and Dexie: give a busy machine time.
  await waitFor(() => expect(currentName()).toBe(name), { timeout: 10_000 });
}

async function chooseRoute(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Select a route' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

beforeEach(async () => {
  await freshDatabase();
  await openDatabase();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('route controls toasts (SPEC §8)', () => {
  it("adds 'Route 2', makes it current and says 'Route Created'", async () => {
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Add route' }));
    await toast('Route Created', 'A new route has been created');
    await waitFor(() => expect(currentName()).toBe('Route 2'));
  });

  it("says 'Failed to create route' when the device refuses the new route, and keeps the current one", async () => {
    await ready();
    vi.spyOn(db.routes, 'add').mockImplementation(storageFull);
    fireEvent.click(screen.getByRole('button', { name: 'Add route' }));
    await toast('Error', 'Failed to create route');
    expect(await db.routes.count()).toBe(1);
    expect(currentName()).toBe('Route 1');
  });

  it("says 'Failed to change route' when the new route is created but cannot be made current", async () => {
    await ready();
    vi.spyOn(db.settings, 'put').mockImplementation(storageFull);
    fireEvent.click(screen.getByRole('button', { name: 'Add route' }));
    await toast('Error', 'Failed to change route');
    expect((await db.routes.toArray()).map((r) => r.name)).toEqual(['Route 1', 'Route 2']);
    expect(currentName()).toBe('Route 1');
  });

  it("renames with 'Route Updated' and closes the dialog; a refused write says 'Failed to update route name' and keeps it open", async () => {
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Edit route name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    const input = within(dialog).getByPlaceholderText('Enter route name');
    const update = vi.spyOn(db.routes, 'update').mockImplementation(storageFull);
    fireEvent.change(input, { target: { value: 'Harbour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Error', 'Failed to update route name');
    expect(screen.getByRole('dialog', { name: 'Edit Route' })).toBeTruthy();
    expect((await db.routes.get(1))?.name).toBe('Route 1');

    update.mockRestore();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Route Updated', 'The route name has been updated');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Route' })).toBeNull());
    await waitFor(() => expect(currentName()).toBe('Harbour'));
  });

  it("switches with 'Route Changed'; a refused switch says 'Failed to change route' and stays", async () => {
    await createRoute();
    await ready();
    vi.spyOn(db.settings, 'put').mockImplementation(storageFull);
    await chooseRoute('Route 2');
    await toast('Error', 'Failed to change route');
    expect(currentName()).toBe('Route 1');

    vi.restoreAllMocks();
    await chooseRoute('Route 2');
    await toast('Route Changed', 'Switched to different route');
    await waitFor(() => expect(currentName()).toBe('Route 2'));
  });
});
