// The search box above the traffic map: a combobox whose suggestions re-centre the map when picked.
import { Badge, Box, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { OfflineRegionInfo } from '../../../service/contract/index.ts';
import { OutsideRegionsHint } from '../../map/CoverageNotice.tsx';
import { isCovered } from '../../map/regions.ts';
import type { LocationSearch as SearchState } from './useLocationSearch.ts';

interface Props {
  search: SearchState;
  /** Places no offline region holds are marked: the map there has no roads and no incidents. */
  regions: readonly Pick<OfflineRegionInfo, 'bounds'>[];
}

export function LocationSearch({ search, regions }: Props) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const { suggestions, open } = search;
  const showList = open && (suggestions.length > 0 || search.answered);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!suggestions.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const chosen = suggestions[active] ?? (suggestions.length === 1 ? suggestions[0] : undefined);
      if (chosen && open) {
        event.preventDefault();
        search.choose(chosen);
      }
    } else if (event.key === 'Escape') {
      search.close();
    }
  };

  return (
    <Box position="relative">
      <Input
        type="search"
        name="location"
        role="combobox"
        aria-label="Search for a location"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Search for a location..."
        value={search.text}
        onChange={(e) => {
          setActive(-1);
          search.input(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={search.close}
        pe="10"
      />
      {search.searching && (
        <Spinner size="sm" position="absolute" right="3" top="3" color="fg.muted" aria-label="Searching" />
      )}
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label="Location suggestions"
        hidden={!showList}
        position="absolute"
        zIndex="dropdown"
        top="calc(100% + 4px)"
        insetX="0"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        maxH="72"
        overflowY="auto"
        py="1"
      >
        {suggestions.length === 0 && (
          <Text as="li" px="3" py="2" color="fg.muted">
            No locations found
          </Text>
        )}
        {suggestions.map((s, i) => (
          <Box
            as="li"
            key={`${s.displayString}|${s.latitude}|${s.longitude}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            minH="11"
            cursor="pointer"
            bg={i === active ? 'bg.muted' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // Keep focus in the input so its blur does not close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => search.choose(s)}
          >
            <HStack gap="2" justify="space-between" align="start">
              <Text as="span">{s.displayString}</Text>
              {/* What the place is (address, street, museum, village), when the provider says. */}
              {s.kind && (
                <Badge size="sm" variant="subtle" flexShrink={0} data-testid="result-kind">
                  {s.kind}
                </Badge>
              )}
            </HStack>
            {!isCovered(regions, { lat: s.latitude, lng: s.longitude }) && (
              <OutsideRegionsHint regions={regions} consequence="no roads or incidents there" />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
