// @vitest-environment jsdom
// The kiosk panel's attract-mode switch is a plain native checkbox (PlainCheckbox): Chakra's Checkbox ran Ark's
// machine and resolved its recipe for four styled parts on each render (issue 33).
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createAppSystem } from '../theme/system.ts';
import { getKioskState, setKioskOn, setKioskPanelOpen, updateKioskSettings } from './kiosk-store.ts';
import { KioskSettingsPanel } from './KioskSettingsPanel.tsx';

const system = createAppSystem();
afterEach(() => {
  cleanup();
  act(() => setKioskOn(false));
  localStorage.clear();
});

it('switches attract mode with a checkbox in plain elements', async () => {
  act(() => {
    setKioskOn(true);
    updateKioskSettings({ attract: false });
    setKioskPanelOpen(true);
  });
  render(
    <ChakraProvider value={system}>
      <KioskSettingsPanel />
    </ChakraProvider>,
  );
  const box = (await screen.findByRole('checkbox', { name: 'Attract mode: cycle through the pages while idle' })) as HTMLInputElement;
  expect(box.checked).toBe(false);
  fireEvent.click(box);
  expect(getKioskState().settings.attract).toBe(true);
  expect(box.checked).toBe(true);
  const label = box.closest('label')!;
  // Emotion names the class of every styled component it resolved (css-<hash>).
  expect([label, ...label.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''))).toEqual([]);
});
