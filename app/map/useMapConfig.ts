// The map configuration, fetched once per visit and shared by every map on every page. The app asks for it at
// start (preloadMapConfig), and a page waits for it briefly before its first render: the provider line, the
// region notes and the maps then appear in place instead of pushing the page down when the answer comes.
import { use, useEffect, useState } from 'react';
import type { MapConfigResponse } from '../../service/contract/index.ts';
import { getMapConfig } from '../api/map-config.ts';

export interface MapConfigState {
  config: MapConfigResponse | null;
  error: string | null;
}

/** How long a page's first render waits for the answer; past it the page shows and the answer fills in later. */
export const FIRST_RENDER_WAIT_MS = 1500;

const LOADING: MapConfigState = { config: null, error: null };

let shared: Promise<MapConfigState> | null = null;
/** The answer, or null when it took longer than FIRST_RENDER_WAIT_MS from the first page that asked. */
let firstRender: Promise<MapConfigState | null> | null = null;

function load(): Promise<MapConfigState> {
  if (!shared) {
    shared = getMapConfig().then(
      (config) => ({ config, error: null }),
      (error: unknown) => {
        console.error('Map configuration failed', error);
        return { config: null, error: error instanceof Error ? error.message : String(error) };
      },
    );
    firstRender = null;
  }
  return shared;
}

function waitForFirstRender(): Promise<MapConfigState | null> {
  const answer = load();
  firstRender ??= Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_RENDER_WAIT_MS))]);
  return firstRender;
}

export function preloadMapConfig(): void {
  void load();
}

export function useMapConfig(): MapConfigState {
  const early = use(waitForFirstRender());
  const [late, setLate] = useState<MapConfigState | null>(null);
  useEffect(() => {
    if (early) return;
    let live = true;
    void load().then((state) => live && setLate(state));
    return () => {
      live = false;
    };
  }, [early]);
  const state = early ?? late ?? LOADING;
  // A failure is kept while this page shows; the next page asks again (for example once the network is back).
  useEffect(
    () => () => {
      if (state.error) shared = null;
    },
    [state],
  );
  return state;
}
