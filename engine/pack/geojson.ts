// Minimal GeoJSON types for the pack readers (the subset OSM exports use).
export interface Feature {
  type: 'Feature';
  id?: string | number;
  properties: Record<string, unknown> | null;
  geometry:
    | { type: 'LineString'; coordinates: number[][] }
    | { type: 'Polygon'; coordinates: number[][][] }
    | { type: 'Point'; coordinates: number[] }
    | { type: string; coordinates: unknown }
    | null;
}

export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
  timestamp?: string;
  copyright?: string;
}
