// Cartography for the offline vector basemap: roads by class, wider and brighter as they matter more,
// with street names along the line at closer zooms; one palette per theme.
import type { FeatureLike } from 'ol/Feature';
import { Fill, Stroke, Style, Text } from 'ol/style';

export type Palette = { land: string; minor: string; street: string; major: string; motorway: string; casing: string; label: string; halo: string };

export const PALETTES: Record<'light' | 'dark', Palette> = {
  light: { land: '#f2efe9', minor: '#d9d4cc', street: '#ffffff', major: '#fcd68a', motorway: '#e892a2', casing: '#bfb8ad', label: '#3d3d3d', halo: '#ffffff' },
  dark: { land: '#1d2026', minor: '#3a3f48', street: '#4b515c', major: '#8a6d3b', motorway: '#9c4f5e', casing: '#14161a', label: '#d8dde6', halo: '#1d2026' },
};

type Rank = { color: keyof Palette; width: number; minZoom: number; labelZoom: number };

const RANKS: Record<string, Rank> = {
  motorway: { color: 'motorway', width: 5, minZoom: 0, labelZoom: 13 },
  trunk: { color: 'motorway', width: 4.5, minZoom: 0, labelZoom: 13 },
  primary: { color: 'major', width: 4, minZoom: 0, labelZoom: 13 },
  secondary: { color: 'major', width: 3.5, minZoom: 0, labelZoom: 14 },
  tertiary: { color: 'street', width: 3, minZoom: 11, labelZoom: 15 },
  street: { color: 'street', width: 2.5, minZoom: 12, labelZoom: 16 },
  service: { color: 'street', width: 1.5, minZoom: 14, labelZoom: 18 },
  path: { color: 'minor', width: 1, minZoom: 15, labelZoom: 19 },
};

/** Maps an OSM highway value (or a pack's own class name) to a drawing rank. */
export function rankOf(cls: string): Rank {
  const base = cls.replace(/_link$/, '');
  if (RANKS[base]) return RANKS[base];
  if (['residential', 'unclassified', 'living_street', 'road'].includes(base)) return RANKS.street!;
  if (['footway', 'cycleway', 'pedestrian', 'steps', 'track', 'bridleway', 'platform', 'construction'].includes(base)) return RANKS.path!;
  return RANKS.service!;
}

export function roadStyle(palette: Palette) {
  const cache = new Map<string, Style[]>();
  return (feature: FeatureLike, resolution: number): Style[] => {
    const zoom = Math.log2(156543.03392 / resolution);
    const cls = String(feature.get('class') ?? feature.get('highway') ?? 'service');
    const rank = rankOf(cls);
    if (zoom < rank.minZoom) return [];
    const scale = Math.max(0.4, Math.min(2.2, (zoom - 10) / 4));
    const name = zoom >= rank.labelZoom ? String(feature.get('name') ?? '') : '';
    const key = `${rank.color}|${rank.width}|${scale.toFixed(1)}|${name}`;
    let styles = cache.get(key);
    if (!styles) {
      const width = rank.width * scale;
      styles = [
        new Style({ stroke: new Stroke({ color: palette.casing, width: width + 1.5 }), zIndex: 0 }),
        new Style({
          stroke: new Stroke({ color: palette[rank.color], width }),
          zIndex: 1,
          text: name
            ? new Text({
                text: name,
                placement: 'line',
                font: '11px system-ui, sans-serif',
                fill: new Fill({ color: palette.label }),
                stroke: new Stroke({ color: palette.halo, width: 3 }),
              })
            : undefined,
        }),
      ];
      cache.set(key, styles);
    }
    return styles;
  };
}
