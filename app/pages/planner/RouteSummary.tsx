// The route's distance in miles (1 decimal) and driving time, the total with waits (and service times) after an
// optimize that has some, and what the last optimize saved (SPEC §2, §4).
import { Skeleton, Stat } from '@chakra-ui/react';
import './planner-page.css';
import type { RouteDirectionsResponse } from '../../../service/contract/index.ts';
import { missedWindowsText } from './arrival-text.ts';
import { formatDuration, formatMiles } from './route-order.ts';
import type { OptimizeOutcome } from './usePlannerActions.ts';
import { memo } from 'react';

function savedText(outcome: OptimizeOutcome): string | null {
  if (outcome.milesSaved === null || outcome.minutesSaved === null) return null;
  const miles = outcome.milesSaved.toFixed(1);
  const minutes = Math.round(outcome.minutesSaved);
  return `Saved ${miles} mi and ${minutes} min against the order before`;
}

interface Props {
  directions: RouteDirectionsResponse | null;
  loading: boolean;
  outcome: OptimizeOutcome | null;
  /** Some stop has a service time, which the total counts too. */
  withService: boolean;
}

// Memoized: the planner page renders often (each stop read, each answer) and this part seldom changes.
export const RouteSummary = memo(function RouteSummary({ directions, loading, outcome, withService }: Props) {
  if (!directions) return loading ? <Skeleton height="16" rounded="md" /> : null;
  const saved = outcome ? savedText(outcome) : null;
  // Waiting for windows to open and serving stops is time too, but not driving: shown apart, only when there is some.
  const total = outcome && outcome.result.time - outcome.result.drivingTime >= 60 ? outcome.result.time : null;
  return (
    // A frame, not a Stat: each figure is its own <dl>, and a <dl> may not hold another.
    <div className="route-metrics" data-testid="route-metrics" aria-busy={loading}>
      <div className="route-metrics-figures">
        <Stat.Root>
          <Stat.Label>Distance</Stat.Label>
          <Stat.ValueText data-testid="route-distance">{formatMiles(directions.distance)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Driving time</Stat.Label>
          <Stat.ValueText data-testid="route-time">{formatDuration(directions.time)}</Stat.ValueText>
        </Stat.Root>
        {total !== null && (
          <Stat.Root>
            <Stat.Label>{withService ? 'Total with stops and waits' : 'Total with waits'}</Stat.Label>
            <Stat.ValueText data-testid="route-total-time">{formatDuration(total)}</Stat.ValueText>
          </Stat.Root>
        )}
      </div>
      {saved && (
        <p className="route-metrics-note" data-testid="route-saved">
          {saved}
        </p>
      )}
      {outcome && !outcome.result.allWindowsMet && (
        <p className="route-metrics-note" data-status="missed" data-testid="route-windows">
          {missedWindowsText(outcome.result.stops)}
        </p>
      )}
    </div>
  );
});
