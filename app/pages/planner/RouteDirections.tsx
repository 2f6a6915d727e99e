// Turn-by-turn directions for the route as it stands, leg by leg: what to do, where, and how far to the next step.
// Pointing at or tapping a step shows it on the map; the printed route sheet carries them all.
import { ArrowDownLeft, ArrowDownRight, ArrowUp, ArrowUpLeft, ArrowUpRight, CornerUpLeft, CornerUpRight, Flag, RotateCw, Undo2, type LucideIcon } from 'lucide-react';
import { memo, startTransition, useDeferredValue, useEffect, useState } from 'react';
import type { Maneuver, RouteDirectionsResponse } from '../../../service/contract/index.ts';
import type { Stop } from '../../data/hooks.ts';
import { legTitle, stepDistance, stepIcon, type StepIcon } from './maneuver-text.ts';
import { formatDuration, formatMiles } from './route-order.ts';
import { afterNextPaint } from '../../first-paint.ts';
import { usePrinting } from './usePrinting.ts';
import './directions.css';
import { Button } from '../../components/Button.tsx';
import { Heading } from '../../components/Heading.tsx';

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

/**
 * Memoized, like each leg and step in it. A 25-stop route has hundreds of steps: they are rendered only while
 * opened or printed (the printed sheet carries them all). Kept in the page while folded away, every new route
 * (an Optimize, a move, an added stop) rendered them all again, 3,600 React fibers, for nothing on screen.
 */
export const RouteDirections = memo(function RouteDirections({ directions, stops, returnToStart, current, onShow }: Props) {
  const [open, setOpen] = useState(false);
  const printing = usePrinting();
  // Opening paints 'Hide steps' first; the steps follow once that is on screen, in pieces a tap can interrupt.
  // Deferred by React alone (useDeferredValue), their render and its commit could come before that paint: the tap
  // then waited for hundreds of steps (a phone at 4x: 220-290 ms).
  const [stepsReady, setStepsReady] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void afterNextPaint().then(() => live && startTransition(() => setStepsReady(true)));
    return () => {
      live = false;
    };
  }, [open]);
  // A new answer's steps render after the tap's own paint, in pieces a tap can interrupt.
  const shown = useDeferredValue(directions);
  const shownStops = useDeferredValue(stops);
  // Answers saved before directions had steps have none to show.
  const legs = shown?.legs.filter((leg) => leg.maneuvers?.length) ?? [];
  if (shownStops.length < 2 || legs.length === 0) return null;
  const count = legs.reduce((n, leg) => n + leg.maneuvers.length, 0);
  const toggle = () => {
    if (open) {
      onShow(null);
      setStepsReady(false);
    }
    setOpen(!open);
  };
  return (
    <section aria-labelledby="directions-heading">
      <div className="directions-head">
        <Heading as="h2" size="md" id="directions-heading">
          Directions
        </Heading>
        <Button size={{ base: 'md', md: 'sm' }} variant="outline" aria-expanded={open} aria-controls="directions-steps" onClick={toggle}>
          {open ? 'Hide steps' : `Show ${count} steps`}
        </Button>
      </div>
      <div id="directions-steps" className="directions-legs" data-open={open || undefined} data-print="show">
        {((open && stepsReady) || printing) && legs.map((leg, i) => {
          const to = (i + 1) % shownStops.length;
          const stop = shownStops[to];
          const title = legTitle(to, stop ? stop.displayString || stop.name : '', returnToStart && to === 0);
          return <Leg key={i} leg={leg} title={title} current={current && leg.maneuvers.includes(current) ? current : null} onShow={onShow} />;
        })}
      </div>
    </section>
  );
});

type RouteLeg = RouteDirectionsResponse['legs'][number];

const Leg = memo(function Leg({ leg, title, current, onShow }: { leg: RouteLeg; title: string; current: Maneuver | null; onShow: (step: Maneuver) => void }) {
  return (
    <div data-testid="directions-leg">
      <p className="directions-leg-title">
        {title} · {formatMiles(leg.distance)} · {formatDuration(leg.time)}
      </p>
      <ol className="directions-steps">
        {leg.maneuvers.map((step, k) => (
          <Step key={k} step={step} shown={step === current} onShow={onShow} />
        ))}
      </ol>
    </div>
  );
});

const Step = memo(function Step({ step, shown, onShow }: { step: Maneuver; shown: boolean; onShow: (step: Maneuver) => void }) {
  const Icon = ICONS[stepIcon(step)];
  const show = () => onShow(step);
  return (
    <li>
      <button
        type="button"
        className="route-step"
        data-print="keep"
        data-testid="route-step"
        aria-current={shown ? 'step' : undefined}
        onMouseEnter={show}
        onFocus={show}
        onClick={show}
      >
        <Icon size={18} aria-hidden />
        <span className="route-step-text">{step.narrative}</span>
        {step.kind !== 'arrive' && <span className="route-step-distance">{stepDistance(step.distance)}</span>}
      </button>
    </li>
  );
});
