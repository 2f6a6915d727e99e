// The offline adapter: every provider call answered by the embedded engine over the region packs, no network.
// Loads the engine lazily on first use so the server starts at once and a missing pack is a clear 503.
import { API_KEY_PLACEHOLDER, regionId, type MapConfigResponse } from '../../contract/map-config.ts';
import { HttpError } from '../../http-error.ts';
import { ProviderError } from '../errors.ts';
import type { Provider } from '../types.ts';
import { isEngineInputError, type OfflineEngine } from './engine.ts';

export type EngineLoader = () => Promise<OfflineEngine>;

const SEARCH_LIMIT = 8;

export function createOfflineProvider(load: EngineLoader): Provider {
  let loading: Promise<OfflineEngine> | undefined;
  const engine = (): Promise<OfflineEngine> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      // The reason names files on the server: it goes to the log (the error's cause), not to the visitor.
      throw Object.assign(new ProviderError(503, 'The offline map engine could not be loaded: its region packs are missing or unreadable'), { cause: error });
    });
    return loading;
  };

  /**
   * Engine input errors (a location outside the region, no road near a point) are about the request, so they are
   * a 422 with the engine's words; anything else is the engine's fault: a 502 with no detail.
   */
  const run = async <T>(work: (e: OfflineEngine) => T | Promise<T>): Promise<T> => {
    const e = await engine();
    try {
      return await work(e);
    } catch (error) {
      // The engine pool's own refusal (busy: 503 with Retry-After) reaches the visitor as it is.
      if (error instanceof HttpError) throw error;
      if (isEngineInputError(error)) throw new ProviderError(422, error.message);
      throw new ProviderError(502, undefined, 'the offline engine failed');
    }
  };

  return {
    name: 'offline',
    directions: ({ points, returnToStart, routeType, vehicle }) => run((e) => e.directions(points, { returnToStart, routeType, vehicle })),
    matrix: ({ points, routeType, vehicle }) => run((e) => e.matrix(points, routeType, vehicle)),
    geocode: (address) => run((e) => e.forward(address)),
    reverseGeocode: (point) => run((e) => e.reverse(point)),
    // The visitor's key is not needed offline and is deliberately not passed on.
    geocodeRow: (row) => run((e) => e.bulkRow(row)),
    searchLocations: (query) => run((e) => e.suggestLocations(query, SEARCH_LIMIT)),
    predictions: (query) => run((e) => e.predictions(query)),
    incidents: (box) => run((e) => e.incidents(box)),
    tile: (t) => (t.style === 'map' ? run((e) => e.tile(t.z, t.x, t.y)) : Promise.resolve(null)),
    mapConfig: async (): Promise<MapConfigResponse> => {
      const e = await engine();
      const { region } = e;
      const tileUrl = '/tiles/map/{z}/{x}/{y}';
      return {
        provider: 'offline',
        providerName: 'Offline map',
        hasKey: false,
        apiKey: API_KEY_PLACEHOLDER,
        tileUrl,
        styles: [{ id: 'map', tileUrl, format: region.tileFormat, minZoom: 0, maxZoom: region.maxZoom }],
        defaultCenter: region.center,
        defaultZoom: region.zoom,
        bounds: region.bounds,
        region: region.name,
        regions: (e.regions ?? [region]).map((r) => ({
          id: regionId(r.name),
          name: r.name,
          bounds: r.bounds,
          center: r.center,
          zoom: r.zoom,
          dataDate: r.dataDate,
          source: r.source,
          attribution: r.attribution,
          contents: r.contents,
        })),
        attribution: region.attribution,
      };
    },
  };
}
