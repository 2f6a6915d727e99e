// Branded units: metres, milliseconds, seconds and miles all travel as plain numbers, so the type says which.

export type Meters = number & { readonly __unit: 'm' };
export type Millis = number & { readonly __unit: 'ms' };
export type Seconds = number & { readonly __unit: 's' };
export type Miles = number & { readonly __unit: 'mi' };

export const METERS_PER_MILE = 1609.344;

export const metersToMiles = (m: Meters): Miles => (m / METERS_PER_MILE) as Miles;
export const millisToSeconds = (ms: Millis): Seconds => (ms / 1000) as Seconds;

/** "HH:MM:SS" for a duration, rounded to the second (hours grow past 99 if they must). */
export function formatTime(s: Seconds): string {
  const total = Math.max(0, Math.round(s));
  const hh = Math.floor(total / 3600);
  const mm = Math.floor((total % 3600) / 60);
  const ss = total % 60;
  return [hh, mm, ss].map((v) => String(v).padStart(2, '0')).join(':');
}
