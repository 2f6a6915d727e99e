// The visitor's theme choice, kept in localStorage under 'vite-ui-theme'. SPEC §4 also names the key
// 'route-planner-theme'; a value found there is moved to the main key once, so no one loses their choice.
export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_KEY = 'vite-ui-theme';
export const LEGACY_THEME_KEY = 'route-planner-theme';
const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Private modes and kiosk policies may forbid storage; the theme then lasts for the visit.
  }
}

export function readTheme(storage: Storage | null = safeStorage()): Theme {
  if (!storage) return 'system';
  const legacy = storage.getItem(LEGACY_THEME_KEY);
  if (legacy !== null) {
    if (isTheme(legacy) && storage.getItem(THEME_KEY) === null) storage.setItem(THEME_KEY, legacy);
    storage.removeItem(LEGACY_THEME_KEY);
  }
  const value = storage.getItem(THEME_KEY);
  return isTheme(value) ? value : 'system';
}

export function writeTheme(theme: Theme, storage: Storage | null = safeStorage()): void {
  storage?.setItem(THEME_KEY, theme);
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts the resolved theme on <html>: Chakra's dark styles key off the `dark` class. */
export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
