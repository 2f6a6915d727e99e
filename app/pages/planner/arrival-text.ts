// A stop's times after an optimize, in one line that adds up: when the vehicle arrives, how long it waits for
// the window to open and when service starts, or by how much the window is missed.
import { timeOfDay } from './delivery-window.ts';
import { formatDuration } from './route-order.ts';

/** One stop of the optimize answer (proxy/contract OptimizedStop). */
export interface Arrival {
  arrival: string;
  waitSeconds: number;
  lateSeconds: number;
  windowMet: boolean;
}

export interface ArrivalText {
  text: string;
  /** 'met', 'missed', or 'none' for a stop without a window: what colour the line may take. */
  status: 'met' | 'missed' | 'none';
}

/** A wait under a minute is no wait a driver notices. */
const NOTICEABLE_SECONDS = 60;

export function arrivalText(a: Arrival, hasWindow: boolean): ArrivalText {
  const arrive = `Arrive ${timeOfDay(new Date(a.arrival))}`;
  if (!hasWindow) return { text: arrive, status: 'none' };
  if (!a.windowMet) return { text: `${arrive} · window missed by ${formatDuration(a.lateSeconds)}`, status: 'missed' };
  if (a.waitSeconds < NOTICEABLE_SECONDS) return { text: `${arrive} · window met`, status: 'met' };
  const start = new Date(Date.parse(a.arrival) + a.waitSeconds * 1000);
  return { text: `${arrive} · wait ${formatDuration(a.waitSeconds)} · start ${timeOfDay(start)} · window met`, status: 'met' };
}
