// Incident start and end times in the visitor's local format (SPEC §2).
import { localDateTime } from '../../local-time.ts';

/** The provider sends ISO times, often without a zone (read as local time); unreadable text is shown as sent. */
export function formatIncidentTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : localDateTime(date, locale);
}
