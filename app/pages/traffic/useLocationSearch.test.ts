// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationSuggestion } from '../../api/search-locations.ts';
import { SEARCH_DEBOUNCE_MS, useLocationSearch } from './useLocationSearch.ts';

const search = vi.fn<(query: string) => Promise<LocationSuggestion[]>>();
const signals: (AbortSignal | undefined)[] = [];
vi.mock('../../api/search-locations.ts', () => ({
  searchLocations: (q: string, signal?: AbortSignal) => {
    signals.push(signal);
    return search(q);
  },
}));

const place = (displayString: string, latitude: number, longitude: number): LocationSuggestion => ({
  displayString,
  latitude,
  longitude,
  place: { type: 'Feature', geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties: {} },
});
const KUNGSGATAN = place('Kungsgatan, Göteborg', 57.7045, 11.9637);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  search.mockReset();
  signals.length = 0;
});

async function typeAndWait(hook: { current: ReturnType<typeof useLocationSearch> }, text: string) {
  act(() => hook.current.input(text));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
}

describe('useLocationSearch', () => {
  it('asks only for inputs longer than 2 characters and clears the suggestions otherwise', async () => {
    search.mockResolvedValue([KUNGSGATAN]);
    const { result } = renderHook(() => useLocationSearch(() => {}));
    await typeAndWait(result, 'Ku');
    expect(search).not.toHaveBeenCalled();
    expect(result.current.open).toBe(true);

    await typeAndWait(result, 'Kun');
    expect(search).toHaveBeenCalledWith('Kun');
    expect(result.current.suggestions).toEqual([KUNGSGATAN]);
    expect(result.current.answered).toBe(true);

    await typeAndWait(result, 'K');
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current.suggestions).toEqual([]);
  });

  it('waits for a pause in typing and keeps only the newest answer', async () => {
    let answerOld: (v: LocationSuggestion[]) => void = () => {};
    search.mockImplementationOnce(() => new Promise((r) => (answerOld = r)));
    search.mockResolvedValueOnce([KUNGSGATAN]);
    const { result } = renderHook(() => useLocationSearch(() => {}));
    act(() => result.current.input('Kung'));
    act(() => result.current.input('Kungs'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    expect(search.mock.calls).toEqual([['Kungs']]);
    await typeAndWait(result, 'Kungsg');
    expect(signals.map((s) => s?.aborted)).toEqual([true, false]);
    await act(async () => answerOld([place('Old answer', 1, 1)]));
    expect(result.current.suggestions).toEqual([KUNGSGATAN]);
  });

  it('on a pick fills the input with the display string, closes the list and reports the place', async () => {
    search.mockResolvedValue([KUNGSGATAN]);
    const onChoose = vi.fn();
    const { result } = renderHook(() => useLocationSearch(onChoose));
    await typeAndWait(result, 'Kungsg');
    act(() => result.current.choose(KUNGSGATAN));
    expect(result.current.text).toBe('Kungsgatan, Göteborg');
    expect(result.current.open).toBe(false);
    expect(onChoose).toHaveBeenCalledWith(KUNGSGATAN);
  });

  it('logs a failed search and clears the suggestions', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    search.mockResolvedValueOnce([KUNGSGATAN]).mockRejectedValueOnce(new Error('502: down'));
    const { result } = renderHook(() => useLocationSearch(() => {}));
    await typeAndWait(result, 'Kungs');
    expect(result.current.suggestions).toHaveLength(1);
    await typeAndWait(result, 'Kungsp');
    expect(result.current.suggestions).toEqual([]);
    expect(result.current.answered).toBe(false);
    expect(log).toHaveBeenCalledWith('Failed to search locations', expect.any(Error));
  });
});
