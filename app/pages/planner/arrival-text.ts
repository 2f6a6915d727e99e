// A stop's times after an optimize, in one line that adds up: when the vehicle arrives, how long it waits for
// the window to open and when service starts, or by how much the window is missed, and when it leaves again.
import { timeOfDay } from './delivery-window.ts';
import { formatDuration } from './route-order.ts';

/** One stop of the optimize answer (service/contract OptimizedStop). */
export interface Arrival {
  arrival: string;
  waitSeconds: number;
  lateSeconds: number;
  windowMet: boolean;
  /** False when no order could keep the window (absent in answers saved before it was reported). */
  windowReachable?: boolean;
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
  if (!a.windowMet) {
    const why = a.windowReachable === false ? ' · it closes before the drive from the first stop' : '';
    return { text: `${arrive} · window missed by ${formatDuration(a.lateSeconds)}${why}${leave}`, status: 'missed' };
  }
  if (a.waitSeconds < NOTICEABLE_SECONDS) return { text: `${arrive} · window met${leave}`, status: 'met' };
  return { text: `${arrive} · wait ${formatDuration(a.waitSeconds)} · start ${timeOfDay(new Date(start))} · window met${leave}`, status: 'met' };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The route's missed windows in one line, the ones no order could keep (they close before the vehicle can get
 * there even going there first) told apart from the ones this order misses; '' when every window is met.
 */
export function missedWindowsText(stops: readonly Arrival[]): string {
  const hopeless = stops.filter((s) => !s.windowMet && s.windowReachable === false).length;
  const missed = stops.filter((s) => !s.windowMet).length - hopeless;
  const missedText = count(missed, 'delivery window is missed', 'delivery windows are missed');
  if (hopeless === 0) return missed === 0 ? '' : missedText;
  const hopelessText = `${count(hopeless, 'delivery window closes', 'delivery windows close')} before the vehicle can get there from the first stop`;
  return missed === 0 ? hopelessText : `${hopelessText}; ${count(missed, 'other is missed', 'others are missed')}`;
}
