// @vitest-environment jsdom
// PlainCheckbox is a native checkbox in a label: Chakra's Checkbox ran Ark's machine and resolved its recipe for
// four styled parts on each render (issue 33).
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { PlainCheckbox } from './PlainCheckbox.tsx';

/** Emotion names the class of every styled component it resolved (css-<hash>). */
const styled = (root: Element) => [root, ...root.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''));

it('is a checkbox named by its label that says whether it is ticked and what a click asks for', () => {
  const onCheckedChange = vi.fn();
  const { rerender } = render(<PlainCheckbox checked onCheckedChange={onCheckedChange}>Tick me</PlainCheckbox>);
  const box = screen.getByRole('checkbox', { name: 'Tick me' }) as HTMLInputElement;
  expect(box.checked).toBe(true);
  expect(box.closest('label')!.getAttribute('data-state')).toBe('checked');
  expect(box.closest('label')!.querySelector('polyline')).not.toBeNull();
  fireEvent.click(screen.getByText('Tick me'));
  expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  rerender(<PlainCheckbox checked={false} onCheckedChange={onCheckedChange}>Tick me</PlainCheckbox>);
  expect(box.checked).toBe(false);
  expect(box.closest('label')!.querySelector('polyline')).toBeNull();
  fireEvent.click(box);
  expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  expect(styled(box.closest('label')!)).toEqual([]);
});

it('is disabled when told so', () => {
  const onCheckedChange = vi.fn();
  render(<PlainCheckbox checked={false} disabled onCheckedChange={onCheckedChange}>Tick me</PlainCheckbox>);
  const box = screen.getByRole('checkbox', { name: 'Tick me' }) as HTMLInputElement;
  expect(box.disabled).toBe(true);
  fireEvent.click(screen.getByText('Tick me'));
  expect(onCheckedChange).not.toHaveBeenCalled();
});
