// The delivery window rules of SPEC §5 and §9, apart from the popover that shows them, so they can be tested alone.

import { MAX_SERVICE_MINUTES } from '../../../service/contract/limits.ts';

export interface Toast {
  title: string;
  description: string;
}

export const INVALID_RANGE: Toast = { title: 'Invalid Time Range', description: 'Start time must be before end time' };
export const INVALID_TIMES: Toast = { title: 'Invalid Times', description: 'Please set valid delivery times' };
export const INVALID_SERVICE: Toast = { title: 'Invalid Service Time', description: `Service time must be a whole number of minutes from 0 to ${MAX_SERVICE_MINUTES}` };

/** A calendar day in local time; month is 1-based as people write it. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/**
 * The whole of one local day, 00:00:00.000 to 23:59:59.999: SPEC §9's default window, on the day the route
 * leaves (`day`, today when it leaves now). New stops get no window at all (issue 29: a window nobody set must
 * not make a stop late); this is what a date picked without a time means.
 */
export function defaultWindow(day: Date = new Date()): { deliveryStartAt: string; deliveryEndAt: string } {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, 0, 0);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);
  return { deliveryStartAt: start.toISOString(), deliveryEndAt: end.toISOString() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM' in local time, 24-hour. */
export function timeOfDay(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function dayOf(date: Date): Day {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Hours and minutes of an 'HH:MM' (or 'H:MM') text, or null when it is not a time of day. */
export function parseTimeOfDay(text: string): { hours: number; minutes: number } | null {
  const match = /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/**
 * The instant of a day and an 'HH:MM' time, or null when either is missing or invalid. When the time is the
 * one `previous` already had, its seconds and milliseconds stay, so re-picking a date keeps 23:59:59.999.
 */
export function combine(day: Day | null, time: string, previous: Date | null): Date | null {
  const hm = parseTimeOfDay(time);
  if (!day || !hm) return null;
  const keep = previous && timeOfDay(previous) === `${pad(hm.hours)}:${pad(hm.minutes)}`;
  const date = new Date(
    day.year,
    day.month - 1,
    day.day,
    hm.hours,
    hm.minutes,
    keep ? previous.getSeconds() : 0,
    keep ? previous.getMilliseconds() : 0,
  );
  return Number.isNaN(date.getTime()) || date.getDate() !== day.day ? null : date;
}

/** The popover's form: a day and a time text per side. */
export interface WindowForm {
  startDay: Day | null;
  startTime: string;
  endDay: Day | null;
  endTime: string;
}

export function formFromStop(startAt: string | null, endAt: string | null): WindowForm {
  const start = startAt ? new Date(startAt) : null;
  const end = endAt ? new Date(endAt) : null;
  return {
    startDay: start ? dayOf(start) : null,
    startTime: start ? timeOfDay(start) : '',
    endDay: end ? dayOf(end) : null,
    endTime: end ? timeOfDay(end) : '',
  };
}

/** SPEC §2: Save needs something to save: a date, or a time (which then falls on the departure's day). */
export function canSave(form: WindowForm): boolean {
  return form.startDay !== null || form.endDay !== null || form.startTime.trim() !== '' || form.endTime.trim() !== '';
}

/** SPEC §2: Clear Times needs a stored window to clear. */
export function canClear(startAt: string | null, endAt: string | null): boolean {
  return startAt !== null || endAt !== null;
}

/** Said under a time field whose text is not a time of day ('25:99'); nothing is saved while one shows. */
export const NOT_A_TIME = 'Not a time of day: type HH:MM, from 00:00 to 23:59';

/** Whether a time field's text is one the popover can save: empty, or a real 'HH:MM'. */
export const timeTextOk = (text: string): boolean => text.trim() === '' || parseTimeOfDay(text) !== null;

export type SaveCheck =
  | { ok: true; deliveryStartAt: string | null; deliveryEndAt: string | null }
  | { ok: false; toast: Toast }
  | { ok: false; badTime: 'start' | 'end' };

/**
 * One side of the window: a time without a date falls on `departureDay`; a date without a time is the start
 * (or end) of that day; neither is no bound. Null when the side cannot be formed.
 */
function side(day: Day | null, time: string, previous: string | null, departureDay: Day, which: 'start' | 'end'): Date | null | undefined {
  const blank = time.trim() === '';
  if (!day && blank) return undefined;
  return combine(day ?? departureDay, blank ? (which === 'start' ? '00:00' : '23:59') : time, blank && which === 'end' ? END_OF_DAY : previous ? new Date(previous) : null);
}

/** Any instant at 23:59:59.999, so a date picked without an end time ends with its day, as the default does. */
const END_OF_DAY = new Date(2000, 0, 1, 23, 59, 59, 999);

/**
 * SPEC §5 on Save: a time that is not a time of day is refused where it was typed (`badTime`); neither side
 * forms a moment -> 'Invalid Times'; start after end -> 'Invalid Time Range'. Times typed without a date fall on
 * the departure's day (`departureDay`, today when the route leaves now).
 */
export function checkSave(form: WindowForm, previousStart: string | null, previousEnd: string | null, departureDay: Day = dayOf(new Date())): SaveCheck {
  if (!timeTextOk(form.startTime)) return { ok: false, badTime: 'start' };
  if (!timeTextOk(form.endTime)) return { ok: false, badTime: 'end' };
  const start = side(form.startDay, form.startTime, previousStart, departureDay, 'start');
  const end = side(form.endDay, form.endTime, previousEnd, departureDay, 'end');
  if (start === null || end === null || (!start && !end)) return { ok: false, toast: INVALID_TIMES };
  if (start && end && start.getTime() > end.getTime()) return { ok: false, toast: INVALID_RANGE };
  return { ok: true, deliveryStartAt: start?.toISOString() ?? null, deliveryEndAt: end?.toISOString() ?? null };
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

function shortMoment(date: Date, now: Date): string {
  if (sameDay(date, now)) return timeOfDay(date);
  const day = date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
  return `${day} ${timeOfDay(date)}`;
}

/** A stop's window in a few characters for its row: '09:00–17:00', 'From 09:00', 'Any time'. */
export function windowLabel(startAt: string | null, endAt: string | null, now: Date = new Date()): string {
  const start = startAt ? new Date(startAt) : null;
  const end = endAt ? new Date(endAt) : null;
  if (start && end) return `${shortMoment(start, now)}–${shortMoment(end, now)}`;
  if (start) return `From ${shortMoment(start, now)}`;
  if (end) return `Until ${shortMoment(end, now)}`;
  return 'Any time';
}

/** The departure's day as people say it: 'today', else 'Nov 27'. */
export function departureDayText(departAt: string | null, now: Date = new Date()): string {
  const date = departAt ? new Date(departAt) : now;
  return sameDay(date, now) ? 'today' : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** A departure as people read it: '08:30' today, 'Nov 26 08:30' another day. */
export function departureText(iso: string, now: Date = new Date()): string {
  return shortMoment(new Date(iso), now);
}

/** An instant as a datetime-local input shows it ('2026-11-25T08:30'), in local time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${timeOfDay(d)}`;
}

/** A datetime-local input's value as an ISO instant, or null when it is empty or not a time. */
export function fromLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return date.getDate() === d && date.getHours() === h ? date.toISOString() : null;
}

/** A service time typed in whole minutes (blank is none), or null when it is not one the optimizer takes. */
export function parseServiceMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes <= MAX_SERVICE_MINUTES ? minutes : null;
}
