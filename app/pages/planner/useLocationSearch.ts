// Search-ahead state for the stop entry (SPEC §2, §4, §7): debounced, latest answer wins, biased by geolocation.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MIN_QUERY_LENGTH, searchPredictions } from '../../api/search-predictions.ts';
import type { PlannerSearchResult } from '../../api/search-predictions.ts';

export type SearchFn = (q: string, near?: { lat: number; lng: number }) => Promise<PlannerSearchResult[]>;

export const SEARCH_DEBOUNCE_MS = 300;

/** SPEC §7: high accuracy, 5000 ms timeout, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

export interface LocationSearch {
  query: string;
  setQuery: (text: string) => void;
  results: PlannerSearchResult[];
  loading: boolean;
  /** True once a search for the current text has answered (so 'No locations found' is honest). */
  searched: boolean;
  /** Asks for the visitor's position once; searches go on unbiased until (unless) it arrives. */
  requestBias: () => void;
  reset: () => void;
}

export function useLocationSearch(
  search: SearchFn = searchPredictions,
  onError?: () => void,
  debounceMs = SEARCH_DEBOUNCE_MS,
): LocationSearch {
  const [query, setQueryState] = useState('');
  const [results, setResults] = useState<PlannerSearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bias = useRef<{ lat: number; lng: number } | undefined>(undefined);
  const asked = useRef(false);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const requestBias = useCallback(() => {
    if (asked.current || !globalThis.navigator?.geolocation) return;
    asked.current = true;
    navigator.geolocation.getCurrentPosition(
      (p) => {
        bias.current = { lat: p.coords.latitude, lng: p.coords.longitude };
      },
      () => {
        bias.current = undefined;
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  const setQuery = useCallback(
    (text: string) => {
      setQueryState(text);
      clearTimeout(timer.current);
      const ticket = ++latest.current;
      const q = text.trim();
      setSearched(false);
      if (q.length < MIN_QUERY_LENGTH) {
        setResults([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      timer.current = setTimeout(() => {
        search(q, bias.current).then(
          (found) => {
            if (ticket !== latest.current) return;
            setResults(found);
            setLoading(false);
            setSearched(true);
          },
          () => {
            if (ticket !== latest.current) return;
            setResults([]);
            setLoading(false);
            setSearched(true);
            onErrorRef.current?.();
          },
        );
      }, debounceMs);
    },
    [search, debounceMs],
  );

  const reset = useCallback(() => setQuery(''), [setQuery]);

  return { query, setQuery, results, loading, searched, requestBias, reset };
}
