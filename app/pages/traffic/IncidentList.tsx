// The right-hand list: 'Traffic Incidents' with a count badge and where they come from, kept in step with the
// map's bounding box.
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import type { TrafficIncident } from '../../api/traffic-incidents.ts';
import { IncidentItem } from './IncidentItem.tsx';
import { sourcesLine } from './incident-sources.ts';
import type { IncidentsStatus } from './useTrafficIncidents.ts';
import { Heading } from '../../components/Heading.tsx';

/** Which incident is selected, and whether the map picked it (then the list scrolls to it). */
export interface Selection {
  id: string;
  fromMap: boolean;
}

interface Props {
  incidents: readonly TrafficIncident[];
  status: IncidentsStatus;
  selection: Selection | null;
  onSelect: (id: string) => void;
}

export function IncidentList({ incidents, status, selection, onSelect }: Props) {
  const items = useRef(new Map<string, HTMLLIElement>());
  const refFor = useCallback(
    (id: string) => (element: HTMLLIElement | null) => {
      if (element) items.current.set(id, element);
      else items.current.delete(id);
    },
    [],
  );

  useEffect(() => {
    if (selection?.fromMap) items.current.get(selection.id)?.scrollIntoView({ block: 'nearest' });
  }, [selection]);

  const sources = status === 'ready' ? sourcesLine(incidents) : null;

  return (
    <Box as="section" aria-labelledby="traffic-incidents-heading">
      <HStack mb={sources ? '1' : '3'} gap="2">
        <Heading as="h2" size="md" id="traffic-incidents-heading">
          Traffic Incidents
        </Heading>
        {status === 'ready' && (
          <Badge colorPalette="blue" variant="subtle" data-testid="incident-count" aria-label={`${incidents.length} incidents`}>
            {incidents.length}
          </Badge>
        )}
      </HStack>
      {sources && (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="incident-list-source">
          {sources}
        </Text>
      )}
      <Box aria-live="polite" aria-busy={status === 'loading'}>
        {(status === 'idle' || status === 'loading') && <Text color="fg.muted">Loading incidents...</Text>}
        {status === 'error' && (
          <Text color="fg.muted" data-testid="incidents-error">
            Incidents could not be loaded for this area. Pan or zoom the map to try again.
          </Text>
        )}
        {status === 'ready' && incidents.length === 0 && <Text color="fg.muted">No incidents in this area.</Text>}
      </Box>
      {status === 'ready' && incidents.length > 0 && (
        <Box
          as="ul"
          display="flex"
          flexDirection="column"
          gap="2"
          // On a phone the list scrolls in its own area so the page stays short and the map stays near.
          maxH={{ base: '60dvh', lg: '640px' }}
          overflowY="auto"
          p="1"
          data-testid="incident-list"
        >
          {incidents.map((incident) => (
            <IncidentItem
              key={incident.id}
              incident={incident}
              selected={selection?.id === incident.id}
              onSelect={onSelect}
              itemRef={refFor(incident.id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
