// @vitest-environment jsdom
// The Vehicle select is a plain native select (PlainSelect): Chakra's NativeSelect resolved its recipe on each of
// the planner's renders as the page opened (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import { VehicleField } from './VehicleField.tsx';

const system = createAppSystem();

function renderIt(disabled: boolean, onChange = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <VehicleField vehicle="car" onChange={onChange} disabled={disabled} />
    </ChakraProvider>,
  );
  return { onChange, select: screen.getByRole('combobox', { name: 'Vehicle' }) as HTMLSelectElement };
}

it('is a select named Vehicle, in plain elements, that says which vehicle is picked', () => {
  const { onChange, select } = renderIt(false);
  expect(select.value).toBe('car');
  expect([...select.options].map((o) => o.text)).toEqual(['Car', 'Van', 'Truck']);
  fireEvent.change(select, { target: { value: 'truck' } });
  expect(onChange).toHaveBeenCalledWith('truck');
  const wrapper = select.parentElement!;
  // Emotion names the class of every styled component it resolved (css-<hash>).
  expect([wrapper, ...wrapper.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''))).toEqual([]);
});

it('is disabled while the route loads', () => {
  const { select } = renderIt(true);
  expect(select.disabled).toBe(true);
  expect(select.parentElement!.querySelector('[data-disabled]')).not.toBeNull();
});
