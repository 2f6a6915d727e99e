// @vitest-environment jsdom
// "Always return to first stop" is a plain native checkbox (PlainCheckbox): Chakra's Checkbox ran Ark's machine and
// resolved its recipe for four styled parts on each of the planner's renders as the page opened (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import { RouteSettings } from './RouteSettings.tsx';

const system = createAppSystem();

it('offers the return to the first stop as a checkbox in plain elements', () => {
  const onReturnToStartChange = vi.fn();
  render(
    <ChakraProvider value={system}>
      <RouteSettings
        config={null}
        returnToStart
        onReturnToStartChange={onReturnToStartChange}
        departAt={null}
        vehicle="car"
        routeLoaded
        onDepartureChange={vi.fn()}
        onVehicleChange={vi.fn()}
      />
    </ChakraProvider>,
  );
  const box = screen.getByRole('checkbox', { name: 'Always return to first stop' }) as HTMLInputElement;
  expect(box.checked).toBe(true);
  fireEvent.click(box);
  expect(onReturnToStartChange).toHaveBeenCalledWith(false);
  const label = box.closest('label')!;
  expect(getComputedStyle(label).minHeight).toBe('var(--chakra-sizes-10)');
  // Emotion names the class of every styled component it resolved (css-<hash>).
  expect([label, ...label.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''))).toEqual([]);
});
