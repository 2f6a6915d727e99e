// Kiosk mode's switch and settings, remembered in localStorage on the booth's device: `?kiosk=1` turns it on
// until `?kiosk=0` or the hidden gesture turns it off. A tiny external store React components subscribe to.
import { useSyncExternalStore } from 'react';

const MODE_KEY = 'kiosk-mode';
const SETTINGS_KEY = 'kiosk-settings';
const DEMO_KEY = 'kiosk-demo';

export const DEFAULT_IDLE_SECONDS = 120;

export interface KioskSettings {
  idleSeconds: number;
  attract: boolean;
}

/** Settings from anything stored: each field kept when valid, else its default (checked by hand: this module is in every page's first load). */
function validSettings(value: unknown): KioskSettings {
  const given = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const idle = given.idleSeconds;
  return {
    idleSeconds: typeof idle === 'number' && Number.isInteger(idle) && idle >= 1 && idle <= 24 * 60 * 60 ? idle : DEFAULT_IDLE_SECONDS,
    attract: typeof given.attract === 'boolean' ? given.attract : false,
  };
}

export interface KioskState {
  on: boolean;
  settings: KioskSettings;
  /** The staff's settings panel is open: its gear sits in the footer, the panel is mounted by KioskMode. */
  panelOpen: boolean;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseSettings(text: string | null): KioskSettings {
  try {
    return validSettings(text ? JSON.parse(text) : {});
  } catch {
    return validSettings({});
  }
}

let state: KioskState = { on: read(MODE_KEY) === '1', settings: parseSettings(read(SETTINGS_KEY)), panelOpen: false };
const listeners = new Set<() => void>();

function publish(next: KioskState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getKioskState(): KioskState {
  return state;
}

export function useKioskState(): KioskState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getKioskState,
    getKioskState,
  );
}

export function setKioskOn(on: boolean): void {
  try {
    if (on) localStorage.setItem(MODE_KEY, '1');
    else localStorage.removeItem(MODE_KEY);
  } catch {
    // Storage refused (private mode): kiosk mode still holds for this page load.
  }
  publish({ ...state, on, panelOpen: on && state.panelOpen });
}

export function setKioskPanelOpen(panelOpen: boolean): void {
  publish({ ...state, panelOpen: state.on && panelOpen });
}

export function updateKioskSettings(change: Partial<KioskSettings>): void {
  const settings = validSettings({ ...state.settings, ...change });
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // As above: the change holds until the page reloads.
  }
  publish({ ...state, settings });
}

/** 'on' for ?kiosk=1, 'off' for ?kiosk=0, null when the address does not say. */
export function kioskFromSearch(search: string): 'on' | 'off' | null {
  const value = new URLSearchParams(search).get('kiosk');
  if (value === '1' || value === 'true') return 'on';
  if (value === '0' || value === 'false') return 'off';
  return null;
}

/** The address without its kiosk parameter, so it is not shared or bookmarked by accident. */
export function withoutKioskParam(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('kiosk');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The prepared demo (a routes export, JSON text), or null when none was loaded. */
export function readDemo(): string | null {
  return read(DEMO_KEY);
}

/** Throws the browser's QuotaExceededError when the file does not fit. */
export function saveDemo(text: string): void {
  localStorage.setItem(DEMO_KEY, text);
}
