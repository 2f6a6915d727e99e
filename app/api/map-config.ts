// GET /api/map/config: how to draw maps (tiles via the proxy, default view, attribution); never a secret.
import type { MapConfigResponse } from '../../service/contract/index.ts';
import { apiRequest } from '../data/client.ts';

export async function getMapConfig(): Promise<MapConfigResponse> {
  const config = await apiRequest<MapConfigResponse>('GET', '/api/map/config');
  // SPEC §8: a configuration without its key field is unusable, and says which provider it was for.
  if (!config.apiKey) throw new Error(`Failed to get ${config.providerName ?? 'map provider'} API key`);
  return config;
}
