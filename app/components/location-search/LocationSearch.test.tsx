// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../theme/system.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlannerSearchResult } from '../../api/search-predictions.ts';
import { LocationSearch } from './LocationSearch.tsx';

const system = createAppSystem();

const onError = vi.fn();

const result = (name: string, address: string | null = null): PlannerSearchResult => ({
  name,
  lat: 57.7,
  lng: 11.97,
  displayString: `${name}, Göteborg`,
  resultId: name,
  place: { type: 'Feature', geometry: { type: 'Point', coordinates: [11.97, 57.7] }, properties: {} },
  type: 'address',
  address,
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Region = { bounds: { ul: { lat: number; lng: number }; lr: { lat: number; lng: number } } };

function setup(search: (q: string) => Promise<PlannerSearchResult[]>, onSelect = vi.fn(), regions: Region[] = [], afterPick: 'show' | 'clear' = 'clear') {
  render(
    <ChakraProvider value={system}>
      <LocationSearch
        search={(q) => search(q)}
        minLength={2}
        debounceMs={200}
        onError={onError}
        onSelect={onSelect}
        at={(r) => r}
        regions={regions}
        afterPick={afterPick}
        listLabel="Locations"
      />
    </ChakraProvider>,
  );
  const input = screen.getByPlaceholderText('Search for a location...');
  fireEvent.focus(input);
  return { input, onSelect };
}

const type = async (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  onError.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LocationSearch', () => {
  it('debounces keystrokes into one search and shows a spinner until it answers', async () => {
    const pending = deferred<PlannerSearchResult[]>();
    const search = vi.fn(() => pending.promise);
    const { input } = setup(search);
    fireEvent.change(input, { target: { value: 'Ku' } });
    fireEvent.change(input, { target: { value: 'Kung' } });
    await type(input, 'Kungsg');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Kungsg');
    expect(screen.getByLabelText('Searching')).toBeTruthy();
    await act(async () => pending.resolve([result('Kungsgatan 1', 'Kungsgatan 1, 411 19 Göteborg')]));
    expect(screen.queryByLabelText('Searching')).toBeNull();
    const option = screen.getByRole('option');
    expect(option.textContent).toContain('Kungsgatan 1, Göteborg');
    expect(option.textContent).toContain('Kungsgatan 1, 411 19 Göteborg');
  });

  it("draws the list and its results with the stylesheet's classes, resolving no styled component's styles per result", async () => {
    const { input } = setup(async () => [result('Kungsgatan 1', 'Kungsgatan 1, 411 19 Göteborg'), result('Kungsportsavenyen')]);
    await type(input, 'Kungs');
    const list = screen.getByRole('listbox', { name: 'Locations' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // Emotion names the class of every styled component it resolved (css-<hash>): Chakra's List, HStack and Text did,
    // four per result, at each keystroke (issue 33).
    const styled = [list.parentElement!, ...list.parentElement!.querySelectorAll('*')].filter((e) => /(^| )css-/.test(e.getAttribute('class') ?? ''));
    expect(styled.map((e) => e.tagName)).toEqual([]);
  });

  it('marks the results no offline region holds, before one is picked', async () => {
    const gothenburg = { bounds: { ul: { lat: 57.76, lng: 11.86 }, lr: { lat: 57.65, lng: 12.09 } } };
    const sanFrancisco = { ...result('San Francisco'), lat: 37.77, lng: -122.42, displayString: 'San Francisco, CA, US' };
    const { input } = setup(async () => [result('Kungsgatan'), sanFrancisco], vi.fn(), [gothenburg]);
    await type(input, 'San');
    const [inside, outside] = screen.getAllByRole('option');
    expect(inside?.textContent).toBe('Kungsgatan, Göteborg');
    expect(outside?.textContent).toBe('San Francisco, CA, USOutside the offline region');
  });

  it('says what each result is when the provider tells: address, museum, village', async () => {
    const museum = { ...result('Kunstmuseum Liechtenstein', 'Städtle 32'), kind: 'Museum' };
    const { input } = setup(async () => [{ ...result('Städtle 32'), kind: 'Address' }, museum, result('Avenyn')]);
    await type(input, 'Sta');
    expect(screen.getAllByTestId('result-kind').map((b) => b.textContent)).toEqual(['Address', 'Museum']);
    expect(screen.getAllByRole('option')[1]?.textContent).toBe('Kunstmuseum Liechtenstein, GöteborgMuseumStädtle 32');
  });

  it("says 'No locations found' for an empty answer, and an empty query clears the list", async () => {
    const search = vi.fn(async (q: string) => (q === 'zzz' ? [] : [result('Avenyn')]));
    const { input } = setup(search);
    await type(input, 'Avenyn');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await type(input, 'zzz');
    expect(screen.getByText('No locations found')).toBeTruthy();
    await type(input, '');
    expect(screen.queryByText('No locations found')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('never lets a late answer overwrite a newer one', async () => {
    const first = deferred<PlannerSearchResult[]>();
    const second = deferred<PlannerSearchResult[]>();
    const search = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { input } = setup(search);
    await type(input, 'Linn');
    await type(input, 'Linnégatan');
    await act(async () => second.resolve([result('Linnégatan')]));
    await act(async () => first.resolve([result('Linnéplatsen'), result('Linnéstaden')]));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]?.textContent).toContain('Linnégatan');
  });

  it("clears the list and tells the page (the planner's toast, the traffic page's log) when the search fails, never 'No locations found'", async () => {
    const { input } = setup(() => Promise.reject(new Error('503: down')));
    await type(input, 'Vasagatan');
    expect(onError).toHaveBeenCalledWith(new Error('503: down'));
    expect(screen.queryByText('No locations found')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('adding a result closes the list and clears the text', async () => {
    const { input, onSelect } = setup(async () => [result('Första Långgatan')]);
    await type(input, 'Första');
    fireEvent.mouseDown(screen.getByRole('option'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Första Långgatan' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a pick on the traffic map shows its name in the box and closes the list', async () => {
    const { input, onSelect } = setup(async () => [result('Kungsgatan')], vi.fn(), [], 'show');
    await type(input, 'Kungsg');
    fireEvent.mouseDown(screen.getByRole('option'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Kungsgatan' }));
    expect((input as HTMLInputElement).value).toBe('Kungsgatan, Göteborg');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('ArrowDown highlights a suggestion and Enter takes it', async () => {
    const { input, onSelect } = setup(async () => [result('Städtle 32'), result('Städtle')]);
    await type(input, 'Städtle');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Städtle' }));
  });

  it('Enter takes the top suggestion when none is highlighted', async () => {
    const { input, onSelect } = setup(async () => [result('Städtle 32'), result('Städtle')]);
    await type(input, 'Städtle 32, Vaduz');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Städtle 32' }));
  });

  it('Enter pressed before the answer takes its top suggestion when it comes', async () => {
    const pending = deferred<PlannerSearchResult[]>();
    const { input, onSelect } = setup(() => pending.promise);
    fireEvent.change(input, { target: { value: 'Städtle 32, Vaduz' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    await act(async () => pending.resolve([result('Städtle 32'), result('Städtle')]));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Städtle 32' }));
  });
});
