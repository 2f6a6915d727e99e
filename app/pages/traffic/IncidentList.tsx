// The right-hand list: 'Traffic Incidents' with a count badge and where they come from, kept in step with the
// map's bounding box.
import { Badge } from '@chakra-ui/react';
import './incidents.css';
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
    <section aria-labelledby="traffic-incidents-heading">
      <div className="incidents-head" data-with-sources={sources ? '' : undefined}>
        <Heading as="h2" size="md" id="traffic-incidents-heading">
          Traffic Incidents
        </Heading>
        {status === 'ready' && (
          <Badge colorPalette="blue" variant="subtle" data-testid="incident-count" aria-label={`${incidents.length} incidents`}>
            {incidents.length}
          </Badge>
        )}
      </div>
      {sources && (
        <p className="incidents-sources" data-testid="incident-list-source">
          {sources}
        </p>
      )}
      <div aria-live="polite" aria-busy={status === 'loading'}>
        {(status === 'idle' || status === 'loading') && <p className="incidents-note">Loading incidents...</p>}
        {status === 'error' && (
          <p className="incidents-note" data-testid="incidents-error">
            Incidents could not be loaded for this area. Pan or zoom the map to try again.
          </p>
        )}
        {status === 'ready' && incidents.length === 0 && <p className="incidents-note">No incidents in this area.</p>}
      </div>
      {status === 'ready' && incidents.length > 0 && (
        // On a phone the list scrolls in its own area so the page stays short and the map stays near.
        <ul className="incidents-list" data-testid="incident-list">
          {incidents.map((incident) => (
            <IncidentItem
              key={incident.id}
              incident={incident}
              selected={selection?.id === incident.id}
              onSelect={onSelect}
              itemRef={refFor(incident.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
