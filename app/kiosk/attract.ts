// Attract mode: the pages an idle kiosk cycles through to catch a passer-by's eye.
export const ATTRACT_PATHS = ['/', '/planner', '/matrix', '/geocoding', '/traffic'] as const;
export const ATTRACT_STEP_MS = 12_000;

export function nextAttractPath(current: string): string {
  const i = ATTRACT_PATHS.indexOf(current as (typeof ATTRACT_PATHS)[number]);
  return ATTRACT_PATHS[(i + 1) % ATTRACT_PATHS.length] as string;
}
