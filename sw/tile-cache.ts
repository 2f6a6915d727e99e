// Tile cache limits, shared by the service worker and the 'save this area' action in the app.
export const TILE_CACHE = 'map-tiles-v1';
export const TILE_CACHE_MAX_ENTRIES = 6000;
export const TILE_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60;
