// The texts of the network notes: when an answer was replayed from the service worker's cache, and which
// replays are worth telling the visitor about.

/** 'HH:MM' in local time, 24-hour. */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function savedResultText(savedAt: string): string {
  return `Showing a saved result from ${clockTime(savedAt)} (offline)`;
}

// The map configuration is replayed on every offline page load; saying so each time would be noise.
const QUIET_PATHS = new Set(['/api/map/config']);

export function isWorthNoting(path: string): boolean {
  return !QUIET_PATHS.has(new URL(path, 'http://x').pathname);
}
