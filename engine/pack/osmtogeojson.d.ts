// Types for osmtogeojson, which ships none: the one call the pack step makes.
declare module 'osmtogeojson' {
  import type { FeatureCollection } from 'geojson';
  export default function osmtogeojson(data: { elements: object[] }, options?: { flatProperties?: boolean }): FeatureCollection;
}
