// @vitest-environment jsdom
// The import's readers (and their CSV parser) load with the first file, not with the planner (issue 33): where
// they cannot come (offline, before the app is kept on the device), the dialog says so instead of doing nothing.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppSystem } from '../../theme/system.ts';
import { ImportStopsDialog } from './ImportStopsDialog.tsx';

vi.mock('./stop-import.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const system = createAppSystem();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ImportStopsDialog', () => {
  it("says so when the file's readers cannot be loaded", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <ChakraProvider value={system}>
        <ImportStopsDialog existing={0} regions={[]} routeRegion={undefined} />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import stops' }));
    const input = await screen.findByLabelText('Stops file');
    fireEvent.change(input, { target: { files: [new File(['Name,Latitude,Longitude\nA,47.1,9.5\n'], 'stops.csv', { type: 'text/csv' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This device is offline, and the file reader is not saved on it yet');
  });
});
