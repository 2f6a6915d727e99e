// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DevicePack } from '../../service/contract/device-packs.ts';
import { createAppSystem } from '../theme/system.ts';
import { KeepRegionCard } from './KeepRegionCard.tsx';
import { setKeepState } from './keep-state.ts';

const system = createAppSystem();
const pack: DevicePack = { id: 'li', name: 'Liechtenstein', bounds: { ul: { lat: 1, lng: 0 }, lr: { lat: 0, lng: 1 } }, dataDate: null, file: 'li.pack.gz', bytes: 4_000_000, rawBytes: 8_000_000, sha256: 'x' };

afterEach(() => {
  cleanup();
  setKeepState({ kind: 'idle' });
});

describe('KeepRegionCard', () => {
  it("shows the download's progress and Cancel with plain elements: no styles resolved at each chunk", () => {
    setKeepState({ kind: 'downloading', pack, progress: { received: 1_000_000, total: 4_000_000 } });
    render(
      <ChakraProvider value={system}>
        <KeepRegionCard />
      </ChakraProvider>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Keeping Liechtenstein on this device for use without a network/);
    expect(screen.getByRole('progressbar', { name: 'Keeping Liechtenstein on this device' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's Box, Stack, HStack, Text
    // and Progress did, at every chunk. The Cancel button keeps Chakra's recipe.
    const card = screen.getByTestId('keep-region');
    const styled = [card, ...card.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? '') && e.tagName !== 'BUTTON');
    expect(styled.map((e) => e.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('shows nothing while nothing is being kept', () => {
    render(
      <ChakraProvider value={system}>
        <KeepRegionCard />
      </ChakraProvider>,
    );
    expect(screen.queryByTestId('keep-region')).toBeNull();
  });
});
