// The app's one location search box (SPEC §2 planner, §4/§5 traffic): a combobox with a spinner while searching,
// 'No locations found', and results each with a display string, what it is, an optional street line, and a mark
// on those no offline region holds. Arrow keys move, Enter takes the highlighted result else the top one (also
// when pressed before the answer came), Escape closes.
import { Badge, Input, InputGroup, Spinner } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { memo, useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { OfflineRegionInfo } from '../../../service/contract/index.ts';
import { OutsideRegionsHint } from '../../map/CoverageNotice.tsx';
import { isCovered } from '../../map/regions.ts';
import { useLocationSearch, type LatLng, type SearchOptions } from './useLocationSearch.ts';

export interface SearchResult {
  displayString: string;
  /** Street line, shown under the display string when it adds to it. */
  address?: string | null;
  /** What the result is, in words ('Address', 'Street', 'Museum', 'Village'), when the provider says. */
  kind?: string | undefined;
}

interface Props<T extends SearchResult> extends SearchOptions<T> {
  onSelect: (result: T) => Promise<void> | void;
  /** Where a result is, to mark the ones no offline region holds before the visitor picks one. */
  at: (result: T) => LatLng;
  regions: readonly Pick<OfflineRegionInfo, 'bounds'>[];
  /** After a pick the box shows its name (the traffic map moved there) or empties for the next stop (planner). */
  afterPick: 'show' | 'clear';
  /** The result list's accessible name. */
  listLabel: string;
  /** Results biased to the visitor's position, asked for when the box is first focused. */
  biased?: boolean;
  /** What the mark on a result outside the regions adds, e.g. 'no roads or incidents there'. */
  outsideConsequence?: string;
}

function LocationSearchBox<T extends SearchResult>(props: Props<T>) {
  const { onSelect, at, regions, afterPick, listLabel, biased = false, outsideConsequence } = props;
  const box = useLocationSearch(props);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Enter pressed before the answer for the text came: the answer's top result is taken when it comes.
  const [enterPending, setEnterPending] = useState(false);
  const listId = useId();
  const hasText = box.query.trim() !== '';
  const showList = open && hasText && (box.loading || box.searched || box.results.length > 0);

  async function choose(result: T) {
    setOpen(false);
    setActive(-1);
    box.setQuery(afterPick === 'show' ? result.displayString : '');
    await onSelect(result);
  }

  const answered = box.searched && !box.loading;
  useEffect(() => {
    if (!enterPending || !answered) return;
    setEnterPending(false);
    const top = box.results[0];
    if (top) void choose(top);
    // choose is a fresh closure each render; the effect only needs to run when the answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterPending, answered, box.results]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const n = box.results.length;
      if (n > 0) setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : (i - 1 + n) % n));
    } else if (e.key === 'Enter') {
      if (!hasText) return;
      e.preventDefault();
      const pick = answered ? (box.results[active] ?? box.results[0]) : undefined;
      if (pick) void choose(pick);
      else if (!answered) setEnterPending(true);
    } else if (e.key === 'Escape') {
      setEnterPending(false);
      setOpen(false);
    }
  }

  return (
    // The box and its list are plain elements (location-search.css) as Chakra's Box, List, HStack and Text drew them:
    // each keystroke renders them again, and every result's styles were resolved each time (issue 33).
    <div className="location-search">
      <InputGroup startElement={<Search size={16} />} endElement={box.loading ? <Spinner size="sm" aria-label="Searching" /> : undefined}>
        <Input
          type="search"
          role="combobox"
          name="location"
          aria-label="Search for a location"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder="Search for a location..."
          autoComplete="off"
          value={box.query}
          onChange={(e) => {
            box.setQuery(e.target.value);
            setActive(-1);
            setEnterPending(false);
            setOpen(true);
          }}
          onFocus={() => {
            if (biased) box.requestBias();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      {showList && (
        <div className="location-search-panel">
          {box.results.length === 0 ? (
            <p className="location-search-status" role="status">
              {box.loading ? 'Searching...' : 'No locations found'}
            </p>
          ) : (
            <ul className="location-search-results" role="listbox" id={listId} aria-label={listLabel}>
              {box.results.map((r, i) => (
                <li
                  key={`${r.displayString}-${i}`}
                  id={`${listId}-${i}`}
                  className="location-search-result"
                  role="option"
                  aria-selected={i === active}
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    void choose(r);
                  }}
                >
                  <div className="location-search-result-line">
                    <p className="location-search-result-name">{r.displayString}</p>
                    {r.kind && (
                      <Badge size="sm" variant="subtle" flexShrink={0} data-testid="result-kind">
                        {r.kind}
                      </Badge>
                    )}
                  </div>
                  {r.address && r.address !== r.displayString && <p className="location-search-result-note">{r.address}</p>}
                  {!isCovered(regions, at(r)) && <OutsideRegionsHint regions={regions} consequence={outsideConsequence} />}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

// Memoized: the planner page renders often (each stop read, each answer) and the box seldom changes.
export const LocationSearch = memo(LocationSearchBox) as typeof LocationSearchBox;
