// Cartography for the offline vector basemap (engine/tiles layers): land-use tints, parks and forest, water,
// buildings, dashed railways, roads by class, then street, river, place and POI names with a halo; one
// palette per theme. The tiles already hold only what belongs at their zoom, so this decides how, not what.
// Styles are cached: the function runs for every feature of every frame.
import type { FeatureLike } from 'ol/Feature';
import { Fill, Stroke, Style, Text } from 'ol/style';

export type Palette = {
  land: string;
  water: string;
  river: string;
  residential: string;
  commercial: string;
  industrial: string;
  farmland: string;
  grass: string;
  park: string;
  forest: string;
  building: string;
  buildingEdge: string;
  rail: string;
  railDash: string;
  minor: string;
  street: string;
  major: string;
  motorway: string;
  casing: string;
  label: string;
  waterLabel: string;
  placeLabel: string;
  poiLabel: string;
  halo: string;
};

type Tint = 'residential' | 'commercial' | 'industrial' | 'farmland' | 'grass' | 'park' | 'forest';

/** Every label colour of a palette, each drawn on the palette's halo. */
export const LABEL_COLORS = ['label', 'waterLabel', 'placeLabel', 'poiLabel'] as const satisfies readonly (keyof Palette)[];

export const PALETTES: Record<'light' | 'dark', Palette> = {
  light: {
    land: '#f2efe9',
    water: '#aad3df',
    river: '#8fc1d6',
    residential: '#e8e4de',
    commercial: '#f2dfdc',
    industrial: '#ebe0ea',
    farmland: '#eef0d5',
    grass: '#d8edc0',
    park: '#c8eec4',
    forest: '#add19e',
    building: '#d9d0c9',
    buildingEdge: '#c2b5aa',
    rail: '#8f8f8f',
    railDash: '#ffffff',
    minor: '#d9d4cc',
    street: '#ffffff',
    major: '#fcd68a',
    motorway: '#e892a2',
    casing: '#bfb8ad',
    label: '#3d3d3d',
    waterLabel: '#1f5f80',
    placeLabel: '#1f1f1f',
    poiLabel: '#6a4526',
    halo: '#ffffff',
  },
  dark: {
    land: '#1d2026',
    water: '#1b3447',
    river: '#2a5570',
    residential: '#23262d',
    commercial: '#2b252c',
    industrial: '#28252e',
    farmland: '#25291f',
    grass: '#223221',
    park: '#213a27',
    forest: '#1f3823',
    building: '#30343c',
    buildingEdge: '#3c414b',
    rail: '#6a707c',
    railDash: '#1d2026',
    minor: '#3a3f48',
    street: '#4b515c',
    major: '#8a6d3b',
    motorway: '#9c4f5e',
    casing: '#14161a',
    label: '#d8dde6',
    waterLabel: '#8cc4e2',
    placeLabel: '#f0f2f5',
    poiLabel: '#e6c48c',
    halo: '#14161a',
  },
};

type Rank = { color: keyof Palette; width: number; labelZoom: number };

const RANKS: Record<string, Rank> = {
  motorway: { color: 'motorway', width: 5, labelZoom: 13 },
  trunk: { color: 'motorway', width: 4.5, labelZoom: 13 },
  primary: { color: 'major', width: 4, labelZoom: 13 },
  secondary: { color: 'major', width: 3.5, labelZoom: 14 },
  tertiary: { color: 'street', width: 3, labelZoom: 15 },
  street: { color: 'street', width: 2.5, labelZoom: 16 },
  service: { color: 'street', width: 1.5, labelZoom: 18 },
  path: { color: 'minor', width: 1, labelZoom: 19 },
};

/** Maps an OSM highway value (or a pack's own class name) to a drawing rank. */
export function rankOf(cls: string): Rank {
  const base = cls.replace(/_link$/, '');
  if (RANKS[base]) return RANKS[base];
  if (['residential', 'unclassified', 'living_street', 'road'].includes(base)) return RANKS.street!;
  if (['footway', 'cycleway', 'pedestrian', 'steps', 'track', 'bridleway', 'platform', 'construction'].includes(base)) return RANKS.path!;
  return RANKS.service!;
}

const TINTS: Record<string, Tint> = {
  residential: 'residential',
  commercial: 'commercial',
  retail: 'commercial',
  industrial: 'industrial',
  railway: 'industrial',
  quarry: 'industrial',
  construction: 'industrial',
  military: 'industrial',
  farmland: 'farmland',
  farmyard: 'farmland',
  orchard: 'farmland',
  vineyard: 'farmland',
  allotments: 'farmland',
  greenhouse_horticulture: 'farmland',
  meadow: 'grass',
  grass: 'grass',
  grassland: 'grass',
  heath: 'grass',
  scrub: 'grass',
  village_green: 'grass',
  cemetery: 'grass',
  recreation_ground: 'park',
  forest: 'forest',
  wood: 'forest',
};

/** River and canal widths in pixels at zoom 14; streams, ditches and drains are thin. */
const WATERWAY_WIDTH: Record<string, number> = { river: 3, canal: 2.5 };

/** Draw order, bottom to top. Labels are decluttered, and the higher zIndex wins a collision. */
const Z = { landuse: 0, park: 1, water: 2, waterway: 3, building: 4, railway: 5, casing: 10, road: 11, poi: 50, place: 100 } as const;

type PlaceLook = { size: number; weight: number; upper: boolean; z: number };
const PLACE_LOOK: Record<string, PlaceLook> = {
  city: { size: 18, weight: 700, upper: false, z: 9 },
  town: { size: 15, weight: 700, upper: false, z: 8 },
  village: { size: 13, weight: 600, upper: false, z: 7 },
  suburb: { size: 12, weight: 600, upper: true, z: 6 },
  quarter: { size: 11, weight: 600, upper: true, z: 5 },
  neighbourhood: { size: 11, weight: 600, upper: true, z: 5 },
  hamlet: { size: 12, weight: 400, upper: false, z: 4 },
  locality: { size: 11, weight: 400, upper: false, z: 3 },
  isolated_dwelling: { size: 11, weight: 400, upper: false, z: 2 },
};

/** The map zoom (256-pixel tiles) that a view resolution in metres per pixel stands for. */
export const zoomOf = (resolution: number): number => Math.log2(156543.03392 / resolution);
/** Lines grow with the zoom, from 0.4 times their width at zoom 11.6 and below to 2.2 times at 18.8. */
const scaleAt = (zoom: number): number => Math.round(Math.max(0.4, Math.min(2.2, (zoom - 10) / 4)) * 10) / 10;

const NONE: Style[] = [];

export function basemapStyle(palette: Palette) {
  const cache = new Map<string, Style[]>();
  const cached = (key: string, make: () => Style[]): Style[] => {
    let styles = cache.get(key);
    if (!styles) {
      styles = make();
      cache.set(key, styles);
    }
    return styles;
  };
  const halo = new Stroke({ color: palette.halo, width: 3 });
  const label = (text: string, font: string, color: string, placement: 'point' | 'line') =>
    new Text({ text, font, placement, fill: new Fill({ color }), stroke: halo });
  const fill = (color: string, zIndex: number, edge?: string) =>
    new Style({ fill: new Fill({ color }), stroke: edge ? new Stroke({ color: edge, width: 0.5 }) : undefined, zIndex });

  const byLayer: Record<string, (f: FeatureLike, zoom: number) => Style[]> = {
    landuse: (f) => area(f, Z.landuse),
    park: (f) => area(f, Z.park),
    water: () => cached('water', () => [fill(palette.water, Z.water)]),
    building: () => cached('building', () => [fill(palette.building, Z.building, palette.buildingEdge)]),
    waterway(f, zoom) {
      const kind = String(f.get('kind') ?? '');
      const major = kind in WATERWAY_WIDTH;
      const scale = scaleAt(zoom);
      const name = zoom >= (major ? 13 : 15) ? String(f.get('name') ?? '') : '';
      return cached(`waterway|${major ? kind : 'minor'}|${scale}|${name}`, () => [
        new Style({
          stroke: new Stroke({ color: palette.river, width: (WATERWAY_WIDTH[kind] ?? 1) * scale }),
          text: name ? label(name, 'italic 11px system-ui, sans-serif', palette.waterLabel, 'line') : undefined,
          zIndex: Z.waterway,
        }),
      ]);
    },
    railway(f, zoom) {
      const kind = String(f.get('kind') ?? '');
      if (kind === 'abandoned' || kind === 'disused' || kind === 'razed') return NONE;
      const scale = scaleAt(zoom);
      // Mainline rail is the classic dashed line; trams and light rail a plain thin one.
      const dashed = kind === 'rail' || kind === 'narrow_gauge' || kind === 'preserved';
      return cached(`railway|${dashed}|${scale}`, () =>
        dashed
          ? [
              new Style({ stroke: new Stroke({ color: palette.rail, width: 3 * scale }), zIndex: Z.railway }),
              new Style({ stroke: new Stroke({ color: palette.railDash, width: 1.6 * scale, lineDash: [6, 6] }), zIndex: Z.railway }),
            ]
          : [new Style({ stroke: new Stroke({ color: palette.rail, width: 1.2 * scale }), zIndex: Z.railway })],
      );
    },
    roads(f, zoom) {
      const rank = rankOf(String(f.get('class') ?? f.get('highway') ?? 'service'));
      const scale = scaleAt(zoom);
      const name = zoom >= rank.labelZoom ? String(f.get('name') ?? '') : '';
      return cached(`roads|${rank.color}|${rank.width}|${scale}|${name}`, () => {
        const width = rank.width * scale;
        return [
          new Style({ stroke: new Stroke({ color: palette.casing, width: width + 1.5 }), zIndex: Z.casing }),
          new Style({
            stroke: new Stroke({ color: palette[rank.color], width }),
            text: name ? label(name, '11px system-ui, sans-serif', palette.label, 'line') : undefined,
            zIndex: Z.road,
          }),
        ];
      });
    },
    place(f) {
      const look = PLACE_LOOK[String(f.get('kind'))] ?? PLACE_LOOK.locality!;
      const name = String(f.get('name') ?? '');
      if (!name) return NONE;
      return cached(`place|${look.size}|${look.weight}|${name}`, () => [
        new Style({
          text: label(look.upper ? name.toUpperCase() : name, `${look.weight} ${look.size}px system-ui, sans-serif`, palette.placeLabel, 'point'),
          zIndex: Z.place + look.z,
        }),
      ]);
    },
    poi(f) {
      const name = String(f.get('name') ?? '');
      if (!name) return NONE;
      return cached(`poi|${name}`, () => [new Style({ text: label(name, 'italic 11px system-ui, sans-serif', palette.poiLabel, 'point'), zIndex: Z.poi })]);
    },
  };

  function area(f: FeatureLike, zIndex: number): Style[] {
    const tint = TINTS[String(f.get('kind'))] ?? (f.get('layer') === 'park' ? 'park' : undefined);
    return tint ? cached(`tint|${tint}|${zIndex}`, () => [fill(palette[tint], zIndex)]) : NONE;
  }

  return (feature: FeatureLike, resolution: number): Style[] => {
    const draw = byLayer[String(feature.get('layer'))];
    return draw ? draw(feature, zoomOf(resolution)) : NONE;
  };
}
