// One incident in the list (SPEC §2): icon, severity, impact tag, descriptions, local start and end times, and a
// tag when it is not live traffic (a simulated demo incident, OpenStreetMap road works).
import { Badge, Box, HStack, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TrafficIncident } from '../../api/traffic-incidents.ts';
import { sourceTag } from './incident-sources.ts';
import { formatIncidentTime } from './incident-time.ts';
import { severityLabel, severityLook } from './severity.ts';

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
    <Box as="li" ref={itemRef} listStyleType="none" data-testid="incident" data-incident-id={incident.id}>
      <Box
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        onClick={() => onSelect(incident.id)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onSelect(incident.id);
          }
        }}
        p="3"
        borderWidth="1px"
        borderRadius="md"
        borderLeftWidth="4px"
        borderLeftColor={look.mapColor}
        bg={selected ? 'bg.emphasized' : 'bg'}
        outline={selected ? '2px solid' : undefined}
        outlineColor={selected ? 'colorPalette.solid' : undefined}
        colorPalette="blue"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
      >
        <HStack gap="2" mb="1" wrap="wrap">
          <Image
            src={incident.iconURL}
            alt=""
            boxSize="6"
            display={iconFailed ? 'none' : undefined}
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
        </HStack>
        <Text fontWeight="semibold" data-testid="short-desc">
          {incident.shortDesc}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1" data-testid="full-desc">
          {incident.fullDesc}
        </Text>
        <Text fontSize="xs" color="fg.muted" mt="2">
          <span>Start: {formatIncidentTime(incident.startTime)}</span>
          {incident.endTime && <span> · End: {formatIncidentTime(incident.endTime)}</span>}
        </Text>
      </Box>
    </Box>
  );
}
