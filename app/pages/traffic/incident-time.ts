// Incident start and end times in the visitor's local format (SPEC §2).
// One formatter per locale: toLocaleString builds a new one on every call, a cost a list of incidents pays twice
// per card on every render.
const formatters = new Map<string, Intl.DateTimeFormat>();
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };

function formatterFor(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, DATE_AND_TIME);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Builds the visitor's formatter in idle time, before the list needs it: building one takes ICU ~70 ms on a phone
 * (4x CPU), which made the list's first render one long task.
 */
export function prepareIncidentTimes(): () => void {
  if (typeof requestIdleCallback !== 'function') return () => {};
  const id = requestIdleCallback(() => formatterFor(undefined));
  return () => cancelIdleCallback(id);
}

/** The provider sends ISO times, often without a zone (read as local time); unreadable text is shown as sent. */
export function formatIncidentTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatterFor(locale).format(date);
}
