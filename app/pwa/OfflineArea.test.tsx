// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../theme/system.ts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveAreaOffline } from './OfflineArea.tsx';

const system = createAppSystem();

vi.mock('../map/useMapConfig.ts', () => ({
  useMapConfig: () => ({ config: { styles: [{ id: 'map', tileUrl: '/tiles/map/{z}/{x}/{y}', format: 'vector', minZoom: 0, maxZoom: 16 }] }, error: null }),
}));

// Worked in tile-list.test.ts: this view is 3 × 2 tiles at zoom 13.
const extent = { ul: { lat: 57.71, lng: 11.95 }, lr: { lat: 57.7, lng: 12.0 } };
const saved = new Map<string, Response>();

beforeEach(() => {
  saved.clear();
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      expect(name).toBe('map-tiles-v1');
      return { match: async (url: string) => saved.get(url), put: async (url: string, r: Response) => void saved.set(url, r) };
    },
  });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array(2000))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIt(view = extent) {
  render(
    <ChakraProvider value={system}>
      <SaveAreaOffline getExtent={() => view} />
    </ChakraProvider>,
  );
}

describe('SaveAreaOffline', () => {
  it('counts the tiles of the view for the chosen zooms, estimates their size and saves them into the tile cache', async () => {
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    fireEvent.change(await screen.findByLabelText('From zoom'), { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText('To zoom'), { target: { value: '13' } });
    expect(screen.getByTestId('tile-estimate').textContent).toBe('6 tiles, about 150 kB');

    fireEvent.click(screen.getByRole('button', { name: 'Save 6 tiles' }));
    await waitFor(() => expect(screen.getByTestId('tile-progress').textContent).toBe('Saved 6 of 6 tiles (12 kB downloaded).'));
    expect([...saved.keys()].sort()).toEqual(
      ['4367/2479', '4368/2479', '4369/2479', '4367/2480', '4368/2480', '4369/2480'].map((xy) => `/tiles/map/13/${xy}`).sort(),
    );
  });

  it('refuses an area too large for the tile cache', async () => {
    renderIt({ ul: { lat: 58.2, lng: 11.5 }, lr: { lat: 57.2, lng: 12.5 } });
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    fireEvent.change(await screen.findByLabelText('To zoom'), { target: { value: '16' } });
    fireEvent.change(screen.getByLabelText('From zoom'), { target: { value: '10' } });
    expect(screen.getByText(/more than 4500 tiles/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Save \d+ tiles$/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the zooms in plain selects, disabled while it saves (issue 33)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(new Uint8Array(2000));
      }),
    );
    renderIt();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    const from = (await screen.findByRole('combobox', { name: 'From zoom' })) as HTMLSelectElement;
    const to = screen.getByRole('combobox', { name: 'To zoom' }) as HTMLSelectElement;
    for (const select of [from, to]) {
      const wrapper = select.parentElement!;
      // Emotion names the class of every styled component it resolved (css-<hash>).
      expect([wrapper, ...wrapper.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''))).toEqual([]);
    }
    fireEvent.change(from, { target: { value: '13' } });
    fireEvent.change(to, { target: { value: '13' } });
    expect(from.value).toBe('13');
    fireEvent.click(screen.getByRole('button', { name: 'Save 6 tiles' }));
    await waitFor(() => expect(from.disabled).toBe(true));
    expect(to.disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.getByTestId('tile-progress').textContent).toBe('Saved 6 of 6 tiles (12 kB downloaded).'));
    expect(from.disabled).toBe(false);
  });
});
