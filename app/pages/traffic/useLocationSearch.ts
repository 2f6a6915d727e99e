// The traffic search box's state: suggestions for inputs longer than 2 characters (SPEC §5), the newest answer
// only, and a dropdown that opens on input and closes on selection (SPEC §4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchLocations, type LocationSuggestion } from '../../api/search-locations.ts';
import { latestOnly } from './latest-only.ts';

export const MIN_QUERY_LENGTH = 3;
/** Wait for a pause in typing so each keystroke does not cost a provider call. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface LocationSearch {
  text: string;
  suggestions: LocationSuggestion[];
  open: boolean;
  searching: boolean;
  /** True once an answer for the current text arrived (so 'No locations found' is honest). */
  answered: boolean;
  input: (text: string) => void;
  choose: (suggestion: LocationSuggestion) => void;
  close: () => void;
}

export function useLocationSearch(onChoose: (suggestion: LocationSuggestion) => void): LocationSearch {
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const [answered, setAnswered] = useState(false);
  const guard = useRef(latestOnly());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    guard.current.cancel();
    setSearching(false);
  }, []);

  const input = useCallback(
    (value: string) => {
      setText(value);
      setOpen(true);
      setAnswered(false);
      stop();
      const query = value.trim();
      if (query.length < MIN_QUERY_LENGTH) {
        setSuggestions([]);
        return;
      }
      setSearching(true);
      timer.current = setTimeout(() => {
        const { signal, isCurrent } = guard.current.begin();
        searchLocations(query, signal).then(
          (found) => {
            if (!isCurrent()) return;
            setSuggestions(found);
            setAnswered(true);
            setSearching(false);
          },
          (error: unknown) => {
            if (!isCurrent()) return;
            console.error('Failed to search locations', error);
            setSuggestions([]);
            setSearching(false);
          },
        );
      }, SEARCH_DEBOUNCE_MS);
    },
    [stop],
  );

  const choose = useCallback(
    (suggestion: LocationSuggestion) => {
      stop();
      setText(suggestion.displayString);
      setOpen(false);
      onChoose(suggestion);
    },
    [stop, onChoose],
  );

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => stop, [stop]);

  return { text, suggestions, open, searching, answered, input, choose, close };
}
