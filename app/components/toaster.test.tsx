// @vitest-environment jsdom
// The toaster (SPEC §9): one toast at a time, 5 s while nobody reads it, dismissed by its button, Escape or a swipe
// right past 50 px; F8 takes the focus to its region.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppToaster, TOAST_DURATION_MS, TOAST_REGION_LABEL, dismissToast, notify } from './toaster.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  render(<AppToaster />);
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

const toasts = () => screen.queryAllByTestId('toast');
const say = (title: string, description?: string) => act(() => notify('success', title, description));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** A pointer move of `dx` px (jsdom's events carry no movement of their own). */
function pointerMove(dx: number): Event {
  const event = new MouseEvent('pointermove', { bubbles: true });
  Object.defineProperties(event, { movementX: { value: dx }, movementY: { value: 0 } });
  return event;
}

it('shows one toast at a time, the newest, with its title, description and kind', () => {
  say('Stop Added', 'Added Vaduz to your route');
  act(() => notify('error', 'Error', 'Failed to remove stop'));
  expect(toasts()).toHaveLength(1);
  const toast = screen.getByRole('status');
  expect(toast.dataset.type).toBe('error');
  expect(toast.textContent).toBe('ErrorFailed to remove stop');
  // Named and described for a screen reader, inside the region that announces it.
  expect(toast.getAttribute('aria-labelledby')).toBe(screen.getByText('Error').id);
  expect(toast.getAttribute('aria-describedby')).toBe(screen.getByText('Failed to remove stop').id);
  expect(toast.closest('[aria-live=polite]')?.getAttribute('aria-label')).toBe(TOAST_REGION_LABEL);
});

it('goes after 5 s, and its replacement gets its own 5 s', () => {
  say('Route Created');
  wait(TOAST_DURATION_MS - 1000);
  say('Route Changed');
  wait(1500);
  expect(screen.getByRole('status').textContent).toBe('Route Changed');
  wait(TOAST_DURATION_MS - 1500);
  expect(toasts()).toHaveLength(0);
});

it('waits while a pointer moved onto it or the focus is in it, then has the rest of its time', () => {
  say('Route Optimized');
  wait(2000);
  const toast = screen.getByTestId('toast');
  // The page scrolling under a resting mouse moves it no distance: that is no reader.
  fireEvent(toast, pointerMove(0));
  wait(1000);
  fireEvent(toast, pointerMove(3));
  wait(10_000);
  expect(toasts()).toHaveLength(1);
  fireEvent.pointerLeave(toast);
  fireEvent.focus(screen.getByRole('button', { name: 'Dismiss notification' }));
  wait(10_000);
  expect(toasts()).toHaveLength(1);
  fireEvent.blur(screen.getByRole('button', { name: 'Dismiss notification' }));
  wait(TOAST_DURATION_MS - 3000 - 100);
  expect(toasts()).toHaveLength(1);
  wait(200);
  expect(toasts()).toHaveLength(0);
});

it('waits while the page is hidden', () => {
  say('Geocoding completed');
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  wait(TOAST_DURATION_MS * 2);
  expect(toasts()).toHaveLength(1);
  visibility.mockReturnValue('visible');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  wait(TOAST_DURATION_MS);
  expect(toasts()).toHaveLength(0);
});

it('is dismissed by its button and by Escape', () => {
  say('Link Copied');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(toasts()).toHaveLength(0);
  say('Link Copied');
  fireEvent.keyDown(screen.getByTestId('toast'), { key: 'Escape' });
  expect(toasts()).toHaveLength(0);
});

it('follows a swipe right: past 50 px it goes, short of it it stays', () => {
  say('Stop Removed');
  const toast = screen.getByTestId('toast');
  fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
  expect(toast.style.getPropertyValue('--swipe-x')).toBe('40px');
  fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
  expect(toasts()).toHaveLength(1);
  expect(toast.style.getPropertyValue('--swipe-x')).toBe('0px');
  // A swipe left does not move it.
  fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(toast, { clientX: 20, pointerId: 1 });
  expect(toast.style.getPropertyValue('--swipe-x')).toBe('0px');
  fireEvent.pointerUp(toast, { clientX: 20, pointerId: 1 });
  fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
  fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });
  expect(toasts()).toHaveLength(0);
});

it('moves the focus to its region with F8, with or without a toast', () => {
  fireEvent.keyDown(document, { code: 'F8' });
  expect(document.activeElement?.getAttribute('aria-label')).toBe(TOAST_REGION_LABEL);
});
