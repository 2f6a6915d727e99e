// The map configuration, fetched once per visit and shared by every map on every page.
import { useEffect, useState } from 'react';
import type { MapConfigResponse } from '../../proxy/contract/index.ts';
import { getMapConfig } from '../api/map-config.ts';

let shared: Promise<MapConfigResponse> | null = null;

function loadOnce(): Promise<MapConfigResponse> {
  shared ??= getMapConfig().catch((error: unknown) => {
    shared = null; // let a later visit retry, e.g. once the network is back
    throw error;
  });
  return shared;
}

export function useMapConfig(): { config: MapConfigResponse | null; error: string | null } {
  const [state, setState] = useState<{ config: MapConfigResponse | null; error: string | null }>({
    config: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    loadOnce().then(
      (config) => live && setState({ config, error: null }),
      (error: unknown) => {
        console.error('Map configuration failed', error);
        if (live) setState({ config: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
