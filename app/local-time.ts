// Dates with times in the visitor's local format, exactly as toLocaleString writes them (the traffic incidents'
// times, the planner's route history). One formatter per locale: toLocaleString builds a new one on every call, and
// the first one a page builds loads ICU's date data: ~70 ms on a phone (4x CPU), inside whichever render came first.
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

/** `date` as `date.toLocaleString(locale)` writes it. */
export function localDateTime(date: Date, locale?: string): string {
  return formatterFor(locale).format(date);
}

/**
 * Builds the visitor's formatter in idle time, before a list needs it (a page calls this as it opens). Returns the
 * cancel, for a page that closes first.
 */
export function prepareLocalDateTimes(): () => void {
  if (typeof requestIdleCallback !== 'function') return () => {};
  const id = requestIdleCallback(() => formatterFor(undefined));
  return () => cancelIdleCallback(id);
}
