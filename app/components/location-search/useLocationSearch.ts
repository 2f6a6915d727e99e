// The state of the app's one location search box (SPEC §2, §4, §5, §7): debounced, the newest answer only (older
// requests aborted on the wire), biased by the visitor's position where the page asks for it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { latestOnly } from '../../api/latest-only.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export type SearchFn<T> = (query: string, options: { near?: LatLng; signal: AbortSignal }) => Promise<T[]>;

export interface SearchOptions<T> {
  search: SearchFn<T>;
  /** Shorter text is not sent, and clears the results. */
  minLength: number;
  /** Wait for a pause in typing so each keystroke does not cost a provider call. */
  debounceMs: number;
  /** What the visitor sees of a failed search (the results are cleared either way). */
  onError: (error: unknown) => void;
}

/** SPEC §7: high accuracy, 5000 ms timeout, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

export interface LocationSearchState<T> {
  query: string;
  setQuery: (text: string) => void;
  results: T[];
  loading: boolean;
  /** True once a search for the current text has answered (so 'No locations found' is honest). */
  searched: boolean;
  /** Asks for the visitor's position once; searches go on unbiased until (unless) it arrives. */
  requestBias: () => void;
}

export function useLocationSearch<T>({ search, minLength, debounceMs, onError }: SearchOptions<T>): LocationSearchState<T> {
  const [query, setQueryState] = useState('');
  const [results, setResults] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const guard = useRef(latestOnly());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bias = useRef<LatLng | undefined>(undefined);
  const asked = useRef(false);
  // The latest callbacks, without making setQuery a new function on every render of the page.
  const latest = useRef({ search, onError });
  useEffect(() => {
    latest.current = { search, onError };
  }, [search, onError]);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    guard.current.cancel();
  }, []);
  useEffect(() => stop, [stop]);

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
      stop();
      setSearched(false);
      const q = text.trim();
      if (q.length < minLength) {
        setResults([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      timer.current = setTimeout(() => {
        const { signal, isCurrent } = guard.current.begin();
        const answered = (found: T[]) => {
          if (!isCurrent()) return;
          setResults(found);
          setLoading(false);
          setSearched(true);
        };
        latest.current.search(q, { near: bias.current, signal }).then(answered, (error: unknown) => {
          if (!isCurrent()) return;
          // A search that failed found nothing out: no 'No locations found' (a false "nothing is there"); the
          // suggestions are cleared and the page says it failed (the planner's toast).
          setResults([]);
          setLoading(false);
          latest.current.onError(error);
        });
      }, debounceMs);
    },
    [stop, minLength, debounceMs],
  );

  return { query, setQuery, results, loading, searched, requestBias };
}
