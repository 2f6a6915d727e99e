// One incident in the list (SPEC §2): icon, severity, impact tag, descriptions, local start and end times, and a
// tag when it is not live traffic (a simulated demo incident, OpenStreetMap road works).
import { Badge } from '@chakra-ui/react';
import { useState } from 'react';
import type { TrafficIncident } from '../../api/traffic-incidents.ts';
import { sourceTag } from './incident-sources.ts';
import { formatIncidentTime } from './incident-time.ts';
import { severityLabel, severityLook } from './severity.ts';
import './incidents.css';

interface Props {
  incident: TrafficIncident;
  selected: boolean;
  onSelect: (id: string) => void;
  itemRef: (element: HTMLLIElement | null) => void;
}

export function IncidentItem({ incident, selected, onSelect, itemRef }: Props) {
  const [iconFailed, setIconFailed] = useState(false);
  const look = severityLook(incident.severity);
  const tag = sourceTag(incident.source);
  return (
    // Plain elements (incidents.css) as Chakra's Box, HStack, Image and Text drew them: the list renders every item
    // again when one is picked, and each item's seven styled parts resolved their styles each time (issue 33).
    <li ref={itemRef} className="incident" data-testid="incident" data-incident-id={incident.id}>
      <div
        role="button"
        className="incident-card"
        style={{ borderLeftColor: look.mapColor }}
        tabIndex={0}
        aria-pressed={selected}
        onClick={() => onSelect(incident.id)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onSelect(incident.id);
          }
        }}
      >
        <div className="incident-tags">
          <img
            src={incident.iconURL}
            alt=""
            className="incident-icon"
            style={iconFailed ? { display: 'none' } : undefined}
            onError={() => setIconFailed(true)}
            data-testid="incident-icon"
          />
          <Badge colorPalette={look.palette} variant="solid" {...look.badge} data-testid="severity">
            {severityLabel(incident.severity)}
          </Badge>
          {incident.impacting && (
            <Badge colorPalette="red" variant="outline" data-testid="impacting">
              Impacting Traffic
            </Badge>
          )}
          {tag && (
            <Badge colorPalette="gray" variant="outline" data-testid="incident-source-tag">
              {tag}
            </Badge>
          )}
        </div>
        <p className="incident-short" data-testid="short-desc">
          {incident.shortDesc}
        </p>
        <p className="incident-full" data-testid="full-desc">
          {incident.fullDesc}
        </p>
        <p className="incident-times">
          <span>Start: {formatIncidentTime(incident.startTime)}</span>
          {incident.endTime && <span> · End: {formatIncidentTime(incident.endTime)}</span>}
        </p>
      </div>
    </li>
  );
}
