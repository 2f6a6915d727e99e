// @vitest-environment jsdom
// The header's route selector: a select-only combobox in plain elements (Chakra's Select ran a state machine and its
// recipe on each of the header's renders as the page opened, issue 33). What a visitor does with it, by pointer and
// by keyboard, with the focus on the button throughout.
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { Route } from '../../data/hooks.ts';
import { createAppSystem } from '../../theme/system.ts';
import { RouteSelector } from './RouteSelector.tsx';

const system = createAppSystem();
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const route = (id: number, name: string) => ({ id, name }) as Route;
const ROUTES = [route(1, 'Route 1'), route(2, 'Morning run'), route(3, 'Harbour run')];

function setup(currentId: number | null = 1) {
  const onChange = vi.fn();
  render(
    <ChakraProvider value={system}>
      <RouteSelector routes={ROUTES} currentId={currentId} onChange={onChange} />
      <button type="button">elsewhere</button>
    </ChakraProvider>,
  );
  const trigger = screen.getByRole('combobox', { name: 'Select a route' });
  const key = (k: string, init: object = {}) => fireEvent.keyDown(trigger, { key: k, ...init });
  const highlighted = () => document.getElementById(trigger.getAttribute('aria-activedescendant') ?? '')?.textContent;
  return { onChange, trigger, key, highlighted };
}

it('shows the current route, and lists the routes with it chosen when pressed', () => {
  const { trigger } = setup(2);
  expect(trigger.textContent).toBe('Morning run');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('listbox')).toBeNull();
  fireEvent.click(trigger);
  const list = screen.getByRole('listbox', { name: 'Select a route' });
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('aria-selected')])).toEqual([
    ['Route 1', 'false'],
    ['Morning run', 'true'],
    ['Harbour run', 'false'],
  ]);
  // Emotion names the class of every styled component it resolved (css-<hash>).
  const styled = [trigger, list, ...trigger.querySelectorAll('*'), ...list.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''));
  expect(styled).toEqual([]);
});

it('says the placeholder while there is no route', () => {
  const { trigger } = setup(null);
  expect(trigger.textContent).toBe('Select a route');
  expect(trigger.hasAttribute('data-placeholder-shown')).toBe(true);
});

it('switches to the route pressed, and not again to the one already chosen', () => {
  const { trigger, onChange } = setup(1);
  fireEvent.click(trigger);
  fireEvent.click(screen.getByRole('option', { name: 'Harbour run' }));
  expect(onChange).toHaveBeenCalledWith(3);
  expect(screen.queryByRole('listbox')).toBeNull();
  fireEvent.click(trigger);
  fireEvent.click(screen.getByRole('option', { name: 'Route 1' }));
  expect(onChange).toHaveBeenCalledTimes(1);
});

it('is worked by the keyboard: arrows, Home and End, Enter, Escape, letters', () => {
  const { key, highlighted, onChange, trigger } = setup(1);
  key('ArrowDown');
  expect(highlighted()).toBe('Route 1');
  key('ArrowDown');
  key('ArrowDown');
  key('ArrowDown');
  expect(highlighted()).toBe('Harbour run');
  key('Home');
  expect(highlighted()).toBe('Route 1');
  key('End');
  key('ArrowUp');
  expect(highlighted()).toBe('Morning run');
  key('Escape');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(onChange).not.toHaveBeenCalled();
  key('h');
  expect(highlighted()).toBe('Harbour run');
  key('Enter');
  expect(onChange).toHaveBeenCalledWith(3);
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
});

it('closes on a press elsewhere and when the focus leaves', () => {
  const { trigger } = setup(1);
  fireEvent.click(trigger);
  fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
  expect(screen.queryByRole('listbox')).toBeNull();
  fireEvent.click(trigger);
  fireEvent.blur(trigger);
  expect(screen.queryByRole('listbox')).toBeNull();
});
