// The closures shown on the traffic page that the route as it stands runs along: the incidents of the route's
// box, asked for once per route line (a new line cancels the question for the old one).
import { useEffect, useState } from 'react';
import type { Incident } from '../../../service/contract/index.ts';
import { fetchTrafficIncidents } from '../../api/traffic-incidents.ts';
import { closuresAlong } from './closures-along.ts';

type Shape = ReadonlyArray<readonly [number, number]>;

/** About 100 m around the route, so a closure whose road the route starts or ends on is asked for too. */
const MARGIN_DEGREES = 0.001;

export function useClosuresAlong(shape: Shape | null): Incident[] {
  const [found, setFound] = useState<{ shape: Shape; closures: Incident[] } | null>(null);

  useEffect(() => {
    if (!shape || shape.length < 2) return;
    const controller = new AbortController();
    const lats = shape.map((p) => p[0]);
    const lngs = shape.map((p) => p[1]);
    const box = {
      ul: { lat: Math.max(...lats) + MARGIN_DEGREES, lng: Math.min(...lngs) - MARGIN_DEGREES },
      lr: { lat: Math.min(...lats) - MARGIN_DEGREES, lng: Math.max(...lngs) + MARGIN_DEGREES },
    };
    fetchTrafficIncidents(box, controller.signal).then(
      (incidents) => setFound({ shape, closures: closuresAlong(shape, incidents) }),
      (error: unknown) => {
        // A notice, not the route: without the incidents the planner just says nothing about closures.
        if (!controller.signal.aborted) console.warn('Closures along the route could not be checked:', error instanceof Error ? error.message : error);
      },
    );
    return () => controller.abort();
  }, [shape]);

  return found && found.shape === shape ? found.closures : [];
}
