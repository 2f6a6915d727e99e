// A stop's times after an optimize, in one line that adds up: when the vehicle arrives, how long it waits for
// the window to open and when service starts, or by how much the window is missed, and when it leaves again.
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

export function arrivalText(a: Arrival, hasWindow: boolean, serviceMinutes = 0): ArrivalText {
  const arrive = `Arrive ${timeOfDay(new Date(a.arrival))}`;
  const start = Date.parse(a.arrival) + a.waitSeconds * 1000;
  const leave = serviceMinutes > 0 ? ` · leave ${timeOfDay(new Date(start + serviceMinutes * 60_000))}` : '';
  if (!hasWindow) return { text: `${arrive}${leave}`, status: 'none' };
  if (!a.windowMet) return { text: `${arrive} · window missed by ${formatDuration(a.lateSeconds)}${leave}`, status: 'missed' };
  if (a.waitSeconds < NOTICEABLE_SECONDS) return { text: `${arrive} · window met${leave}`, status: 'met' };
  return { text: `${arrive} · wait ${formatDuration(a.waitSeconds)} · start ${timeOfDay(new Date(start))} · window met${leave}`, status: 'met' };
}
