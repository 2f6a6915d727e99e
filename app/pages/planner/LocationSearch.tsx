// The location search box of SPEC §2: spinner while searching, 'No locations found', results with an address.
import { Badge, Box, HStack, Input, InputGroup, List, Spinner, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { memo, useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { OfflineRegionInfo } from '../../../service/contract/index.ts';
import type { PlannerSearchResult } from '../../api/search-predictions.ts';
import { notify } from '../../components/toaster.tsx';
import { OutsideRegionsHint } from '../../map/CoverageNotice.tsx';
import { isCovered } from '../../map/regions.ts';
import { useLocationSearch } from './useLocationSearch.ts';
import type { SearchFn } from './useLocationSearch.ts';

interface Props {
  onSelect: (result: PlannerSearchResult) => Promise<void> | void;
  search?: SearchFn;
  debounceMs?: number;
  /** Results no offline region holds are marked, before the visitor picks one. */
  regions?: readonly Pick<OfflineRegionInfo, 'bounds'>[];
}

const reportError = () => notify('error', 'Search Error', 'Failed to search locations');

// Memoized: the planner page renders often (each stop read, each answer) and this part seldom changes.
export const LocationSearch = memo(function LocationSearch({ onSelect, search, debounceMs, regions = [] }: Props) {
  const box = useLocationSearch(search, reportError, debounceMs);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Enter pressed before the answer for the text came: the answer's top suggestion is taken when it comes.
  const [enterPending, setEnterPending] = useState(false);
  const listId = useId();
  const hasText = box.query.trim() !== '';
  const showList = open && hasText && (box.loading || box.searched || box.results.length > 0);

  async function choose(result: PlannerSearchResult) {
    setOpen(false);
    setActive(-1);
    box.reset();
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
      // Enter takes the highlighted suggestion, else the top one, as a search box does.
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
    <Box position="relative" w="full">
      <InputGroup startElement={<Search size={16} />} endElement={box.loading ? <Spinner size="sm" aria-label="Searching" /> : undefined}>
        <Input
          role="combobox"
          name="location"
          aria-label="Search for a location"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
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
            box.requestBias();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      {showList && (
        <Box
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          maxH="72"
          overflowY="auto"
        >
          {box.results.length === 0 ? (
            <Text px="3" py="2" color="fg.muted" role="status">
              {box.loading ? 'Searching...' : 'No locations found'}
            </Text>
          ) : (
            <List.Root as="ul" role="listbox" id={listId} aria-label="Locations" listStyle="none">
              {box.results.map((r, i) => (
                <List.Item
                  key={`${r.resultId ?? r.displayString}-${i}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={i === active ? 'bg.muted' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    void choose(r);
                  }}
                >
                  <HStack gap="2" justify="space-between" align="start">
                    <Text fontWeight="medium">{r.displayString}</Text>
                    {/* What the result is (address, street, museum, village), when the provider says. */}
                    {r.kind && (
                      <Badge size="sm" variant="subtle" flexShrink={0} data-testid="result-kind">
                        {r.kind}
                      </Badge>
                    )}
                  </HStack>
                  {r.address && r.address !== r.displayString && (
                    <Text fontSize="sm" color="fg.muted">
                      {r.address}
                    </Text>
                  )}
                  {!isCovered(regions, r) && <OutsideRegionsHint regions={regions} />}
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      )}
    </Box>
  );
});
