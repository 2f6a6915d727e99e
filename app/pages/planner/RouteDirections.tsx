// Turn-by-turn directions for the route as it stands, leg by leg: what to do, where, and how far to the next step.
// Pointing at or tapping a step shows it on the map; the printed route sheet carries them all.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowDownLeft, ArrowDownRight, ArrowUp, ArrowUpLeft, ArrowUpRight, CornerUpLeft, CornerUpRight, Flag, RotateCw, Undo2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { Maneuver, RouteDirectionsResponse } from '../../../service/contract/index.ts';
import type { Stop } from '../../data/hooks.ts';
import { legTitle, stepDistance, stepIcon, type StepIcon } from './maneuver-text.ts';
import { formatDuration, formatMiles } from './route-order.ts';

const ICONS: Record<StepIcon, LucideIcon> = {
  straight: ArrowUp,
  arrive: Flag,
  roundabout: RotateCw,
  uturn: Undo2,
  'slight-left': ArrowUpLeft,
  left: CornerUpLeft,
  'sharp-left': ArrowDownLeft,
  'slight-right': ArrowUpRight,
  right: CornerUpRight,
  'sharp-right': ArrowDownRight,
};

interface Props {
  directions: RouteDirectionsResponse | null;
  stops: readonly Stop[];
  returnToStart: boolean;
  /** The step shown on the map. */
  current: Maneuver | null;
  onShow: (step: Maneuver | null) => void;
}

export function RouteDirections({ directions, stops, returnToStart, current, onShow }: Props) {
  const [open, setOpen] = useState(false);
  // Answers saved before directions had steps have none to show.
  const legs = directions?.legs.filter((leg) => leg.maneuvers?.length) ?? [];
  if (stops.length < 2 || legs.length === 0) return null;
  const count = legs.reduce((n, leg) => n + leg.maneuvers.length, 0);
  const toggle = () => {
    if (open) onShow(null);
    setOpen(!open);
  };
  return (
    <Box as="section" aria-labelledby="directions-heading">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md" id="directions-heading">
          Directions
        </Heading>
        <Button size={{ base: 'md', md: 'sm' }} variant="outline" aria-expanded={open} aria-controls="directions-steps" onClick={toggle}>
          {open ? 'Hide steps' : `Show ${count} steps`}
        </Button>
      </HStack>
      <Stack id="directions-steps" gap="4" display={open ? 'flex' : 'none'} data-print="show">
        {legs.map((leg, i) => {
          const to = (i + 1) % stops.length;
          const back = returnToStart && to === 0;
          const stop = stops[to];
          return (
            <Box key={i} data-testid="directions-leg">
              <Text fontWeight="semibold" fontSize="sm" mb="1">
                {legTitle(to, stop ? stop.displayString || stop.name : '', back)} · {formatMiles(leg.distance)} · {formatDuration(leg.time)}
              </Text>
              <Box as="ol" listStyleType="none" m="0" p="0">
                {leg.maneuvers.map((step, k) => {
                  const Icon = ICONS[stepIcon(step)];
                  const shown = step === current;
                  return (
                    <li key={k}>
                      <Box
                        as="button"
                        data-print="keep"
                        data-testid="route-step"
                        aria-current={shown ? 'step' : undefined}
                        display="flex"
                        alignItems="center"
                        gap="2"
                        w="full"
                        minH="10"
                        px="2"
                        textAlign="start"
                        rounded="sm"
                        cursor="pointer"
                        bg={shown ? 'bg.emphasized' : undefined}
                        _hover={{ bg: 'bg.muted' }}
                        onMouseEnter={() => onShow(step)}
                        onFocus={() => onShow(step)}
                        onClick={() => onShow(step)}
                      >
                        <Icon size={18} aria-hidden />
                        <Text flex="1">{step.narrative}</Text>
                        {step.kind !== 'arrive' && (
                          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                            {stepDistance(step.distance)}
                          </Text>
                        )}
                      </Box>
                    </li>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
