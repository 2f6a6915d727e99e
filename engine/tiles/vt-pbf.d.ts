// Types for vt-pbf, which ships none: only the geojson-vt entry point the tile server uses.
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';
  export function fromGeojsonVt(layers: Record<string, LegacyTile>, options?: { version?: number; extent?: number }): Uint8Array;
}
