// @vitest-environment jsdom
// PlainSelect is a native select in plain elements: Chakra's NativeSelect resolved its recipe and emotion styles on
// each of the planner's renders as the page opened (issue 33).
import { ChakraProvider, Field } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { createAppSystem } from '../theme/system.ts';
import { PlainSelect } from './PlainSelect.tsx';

const system = createAppSystem();
const renderIt = (ui: ReactNode) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
/** Emotion names the class of every styled component it resolved (css-<hash>). */
const styled = (root: Element) => [root, ...root.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''));

const options = ['a', 'b'].map((v) => (
  <option key={v} value={v}>
    {v.toUpperCase()}
  </option>
));

it('is a select named by its aria-label that says what is chosen, and takes no styled component', () => {
  const onChange = vi.fn();
  renderIt(
    <PlainSelect aria-label="Letter" value="a" onChange={(e) => onChange(e.currentTarget.value)}>
      {options}
    </PlainSelect>,
  );
  const select = screen.getByRole('combobox', { name: 'Letter' }) as HTMLSelectElement;
  expect(select.value).toBe('a');
  fireEvent.change(select, { target: { value: 'b' } });
  expect(onChange).toHaveBeenCalledWith('b');
  expect(select.parentElement!.getAttribute('data-size')).toBe('sm');
  expect(styled(select.parentElement!)).toEqual([]);
});

it('is disabled, its arrow dimmed, when told so', () => {
  renderIt(
    <PlainSelect aria-label="Letter" value="a" disabled onChange={() => {}}>
      {options}
    </PlainSelect>,
  );
  const select = screen.getByRole('combobox', { name: 'Letter' }) as HTMLSelectElement;
  expect(select.disabled).toBe(true);
  expect(select.parentElement!.querySelector('.plain-select-indicator')!.hasAttribute('data-disabled')).toBe(true);
});

it("takes a Chakra field's id, label and disabled state", () => {
  renderIt(
    <Field.Root disabled>
      <Field.Label>Letter</Field.Label>
      <PlainSelect size="responsive" value="a" onChange={() => {}}>
        {options}
      </PlainSelect>
    </Field.Root>,
  );
  const select = screen.getByRole('combobox', { name: 'Letter' }) as HTMLSelectElement;
  expect(select.disabled).toBe(true);
  expect(select.parentElement!.getAttribute('data-size')).toBe('responsive');
});
