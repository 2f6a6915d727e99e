// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../theme/system.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineRegionInfo } from '../../../service/contract/index.ts';
import { DataSourceNote } from './DataSourceNote.tsx';

const system = createAppSystem();

const region = (name: string) => ({ name }) as OfflineRegionInfo;

function note(config: Parameters<typeof DataSourceNote>[0]['config']): string {
  render(
    <ChakraProvider value={system}>
      <DataSourceNote config={config} />
    </ChakraProvider>,
  );
  return screen.getByTestId('incident-source').textContent ?? '';
}

describe('DataSourceNote', () => {
  it('offline, says the incidents are a simulated demo feed and OpenStreetMap road works of every region, not live', () => {
    const text = note({
      provider: 'offline',
      providerName: 'Offline map',
      region: 'Liechtenstein',
      regions: [region('Liechtenstein'), region('Gothenburg, Sweden')],
    });
    expect(text).toMatch(/^Offline demo data for Liechtenstein and Gothenburg, Sweden, not live traffic: a simulated traffic feed/);
    expect(text).toMatch(/OpenStreetMap \(highway=construction\)/);
  });

  it('with a provider, says the incidents are live from it', () => {
    expect(note({ provider: 'mapquest', providerName: 'MapQuest', region: null, regions: [] })).toBe(
      'Live incidents and road works reported by MapQuest Traffic.',
    );
  });
});
