// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocationSearch, type SearchOptions } from './useLocationSearch.ts';

const DEBOUNCE_MS = 250;
const search = vi.fn<(query: string) => Promise<string[]>>();
const signals: AbortSignal[] = [];
const onError = vi.fn();
const options: SearchOptions<string> = {
  search: (q, { signal }) => {
    signals.push(signal);
    return search(q);
  },
  minLength: 3,
  debounceMs: DEBOUNCE_MS,
  onError,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  search.mockReset();
  onError.mockReset();
  signals.length = 0;
});

async function typeAndWait(hook: { current: ReturnType<typeof useLocationSearch<string>> }, text: string) {
  act(() => hook.current.setQuery(text));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  });
}

describe('useLocationSearch', () => {
  it('asks only for text of the minimum length and clears the results otherwise', async () => {
    search.mockResolvedValue(['Kungsgatan']);
    const { result } = renderHook(() => useLocationSearch(options));
    await typeAndWait(result, 'Ku');
    expect(search).not.toHaveBeenCalled();

    await typeAndWait(result, 'Kun');
    expect(search).toHaveBeenCalledWith('Kun');
    expect(result.current.results).toEqual(['Kungsgatan']);
    expect(result.current.searched).toBe(true);

    await typeAndWait(result, 'K');
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current.results).toEqual([]);
    expect(result.current.searched).toBe(false);
  });

  it('waits for a pause in typing, aborts the older request on the wire and keeps only the newest answer', async () => {
    let answerOld: (v: string[]) => void = () => {};
    search.mockImplementationOnce(() => new Promise((r) => (answerOld = r)));
    search.mockResolvedValueOnce(['Kungsgatan']);
    const { result } = renderHook(() => useLocationSearch(options));
    act(() => result.current.setQuery('Kung'));
    act(() => result.current.setQuery('Kungs'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    });
    expect(search.mock.calls).toEqual([['Kungs']]);
    await typeAndWait(result, 'Kungsg');
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    await act(async () => answerOld(['Old answer']));
    expect(result.current.results).toEqual(['Kungsgatan']);
  });

  it('clears the results of a failed search and tells the page', async () => {
    const failure = new Error('502: down');
    search.mockResolvedValueOnce(['Kungsgatan']).mockRejectedValueOnce(failure);
    const { result } = renderHook(() => useLocationSearch(options));
    await typeAndWait(result, 'Kungs');
    expect(result.current.results).toHaveLength(1);
    await typeAndWait(result, 'Kungsp');
    expect(result.current.results).toEqual([]);
    // Not answered: the box must not say that nothing is there.
    expect(result.current.searched).toBe(false);
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
