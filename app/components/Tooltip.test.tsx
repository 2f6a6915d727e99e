// @vitest-environment jsdom
// The tooltip of SPEC §9: after 700 ms of a mouse over its element, at once for a keyboard's focus, never for a touch;
// gone when the pointer leaves, on a press, on Escape. Plain elements: no state machine per tooltip (issue 33).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  render(
    <Tooltip content="midnight to midnight">
      <button type="button">Set Defaults</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Set Defaults' });
}
const tip = () => screen.queryByRole('tooltip');

it('says what a button does after 700 ms of a mouse over it, not at once, and goes when the mouse leaves', () => {
  const button = setup();
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
  expect(tip()).toBeNull();
  act(() => vi.advanceTimersByTime(50));
  expect(tip()?.textContent).toBe('midnight to midnight');
  expect(button.getAttribute('aria-describedby')).toBe(tip()?.id);
  fireEvent.pointerLeave(button, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(200));
  expect(tip()).toBeNull();
  expect(button.hasAttribute('aria-describedby')).toBe(false);
});

it('never opens for a touch, and a press or Escape closes it', () => {
  const button = setup();
  fireEvent.pointerEnter(button, { pointerType: 'touch' });
  act(() => vi.advanceTimersByTime(2 * TOOLTIP_DELAY_MS));
  expect(tip()).toBeNull();
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
  expect(tip()).not.toBeNull();
  fireEvent.pointerDown(button);
  expect(tip()).toBeNull();
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
  fireEvent.keyDown(button, { key: 'Escape' });
  expect(tip()).toBeNull();
});

it('opens at once for the keyboard and closes as the focus leaves', () => {
  const button = setup();
  // jsdom knows no :focus-visible: the keyboard's focus is what matches it in a browser.
  const matches = vi.spyOn(button, 'matches').mockImplementation((selector) => selector === ':focus-visible');
  act(() => button.focus());
  expect(tip()?.textContent).toBe('midnight to midnight');
  act(() => button.blur());
  expect(tip()).toBeNull();
  matches.mockRestore();
});
