// @vitest-environment jsdom
// The map-style switch is two native radios in plain elements: Chakra's segment group ran a state machine and
// resolved its recipe on each of the planner's renders as the page opened (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createAppSystem } from '../theme/system.ts';
import { MapStyleSwitch } from './MapStyleSwitch.tsx';

const system = createAppSystem();
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

function renderSwitch(satelliteAvailable: boolean, onChange = vi.fn()) {
  render(
    <ChakraProvider value={system}>
      <MapStyleSwitch value="map" onChange={onChange} satelliteAvailable={satelliteAvailable} />
    </ChakraProvider>,
  );
  return onChange;
}

it('is a group of two radios, the map chosen, and takes no styled component', () => {
  renderSwitch(true);
  const group = screen.getByRole('radiogroup', { name: 'Map style' });
  expect(radio('Map View').checked).toBe(true);
  expect(radio('Satellite View').checked).toBe(false);
  // Emotion names the class of every styled component it resolved (css-<hash>).
  expect([group, ...group.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''))).toEqual([]);
});

it('says which view the visitor picks', () => {
  const onChange = renderSwitch(true);
  fireEvent.click(screen.getByRole('radio', { name: 'Satellite View' }));
  expect(onChange).toHaveBeenCalledWith('satellite');
});

it('offers no satellite view without a provider', () => {
  renderSwitch(false);
  expect(radio('Satellite View').disabled).toBe(true);
  expect(screen.getByText('Satellite View').closest('label')?.hasAttribute('data-disabled')).toBe(true);
});
