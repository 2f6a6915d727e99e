// The basemap style: which styles each tile layer gets, labels only from their zoom, a dark palette, and
// label colours that stay readable on their halo (WCAG AA, 4.5:1).
import Feature from 'ol/Feature';
import type { Style } from 'ol/style';
import { describe, expect, it } from 'vitest';
import { basemapStyle, LABEL_COLORS, PALETTES } from './basemap-style.ts';

const light = basemapStyle(PALETTES.light);
const dark = basemapStyle(PALETTES.dark);
const at = (zoom: number) => 156543.03392 / 2 ** zoom;
const feature = (layer: string, props: Record<string, string> = {}) => new Feature({ layer, ...props });
const texts = (styles: Style[]) => styles.map((s) => s.getText()?.getText()).filter(Boolean);
const strokes = (styles: Style[]) => styles.map((s) => s.getStroke()?.getColor()).filter(Boolean);
const fills = (styles: Style[]) => styles.map((s) => s.getFill()?.getColor()).filter(Boolean);

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('basemapStyle', () => {
  it('draws a road with a casing, and its name only from the zoom its class is labelled at', () => {
    const primary = feature('roads', { class: 'primary', name: 'Landstrasse' });
    expect(strokes(light(primary, at(12)))).toEqual([PALETTES.light.casing, PALETTES.light.major]);
    expect(texts(light(primary, at(12)))).toEqual([]);
    expect(texts(light(primary, at(13)))).toEqual(['Landstrasse']);
    const footway = feature('roads', { class: 'footway', name: 'Uferweg' });
    expect(texts(light(footway, at(18)))).toEqual([]);
    expect(texts(light(footway, at(19)))).toEqual(['Uferweg']);
  });

  it('reuses its Style objects for features that look the same', () => {
    const a = light(feature('roads', { class: 'residential', name: 'Gartenweg' }), at(16));
    expect(light(feature('roads', { class: 'unclassified', name: 'Gartenweg' }), at(16))).toBe(a);
    expect(light(feature('building'), at(16))).toBe(light(feature('building'), at(17)));
  });

  it('tints land use and parks by kind, and fills water and buildings', () => {
    expect(fills(light(feature('landuse', { kind: 'residential' }), at(14)))).toEqual([PALETTES.light.residential]);
    expect(fills(light(feature('landuse', { kind: 'forest' }), at(14)))).toEqual([PALETTES.light.forest]);
    expect(fills(light(feature('park', { kind: 'garden' }), at(14)))).toEqual([PALETTES.light.park]);
    expect(light(feature('landuse', { kind: 'something_else' }), at(14))).toEqual([]);
    expect(fills(light(feature('water', { kind: 'lake' }), at(14)))).toEqual([PALETTES.light.water]);
    expect(fills(light(feature('building'), at(16)))).toEqual([PALETTES.light.building]);
    expect(light(feature('unknown'), at(14))).toEqual([]);
  });

  it('draws rivers wider than streams and names them from 13, streams from 15', () => {
    const river = light(feature('waterway', { kind: 'river', name: 'Rhein' }), at(13));
    const stream = light(feature('waterway', { kind: 'stream', name: 'Bach' }), at(13));
    expect(river[0]!.getStroke()!.getWidth()).toBeGreaterThan(stream[0]!.getStroke()!.getWidth()!);
    expect(texts(river)).toEqual(['Rhein']);
    expect(texts(stream)).toEqual([]);
    expect(texts(light(feature('waterway', { kind: 'stream', name: 'Bach' }), at(15)))).toEqual(['Bach']);
  });

  it('dashes mainline railways and leaves abandoned ones out', () => {
    const rail = light(feature('railway', { kind: 'rail' }), at(14));
    expect(rail.map((s) => s.getStroke()!.getLineDash())).toEqual([null, [6, 6]]);
    expect(light(feature('railway', { kind: 'abandoned' }), at(14))).toEqual([]);
  });

  it('labels towns bigger than villages, suburbs in capitals, and lets places win over POIs and roads', () => {
    const [town] = light(feature('place', { kind: 'town', name: 'Vaduz' }), at(10));
    const [village] = light(feature('place', { kind: 'village', name: 'Triesen' }), at(12));
    const size = (s: Style) => Number(/(\d+)px/.exec(s.getText()!.getFont()!)![1]);
    expect(size(town!)).toBeGreaterThan(size(village!));
    expect(town!.getText()!.getStroke()!.getColor()).toBe(PALETTES.light.halo);
    expect(texts(light(feature('place', { kind: 'suburb', name: 'Ebenholz' }), at(14)))).toEqual(['EBENHOLZ']);
    const [poi] = light(feature('poi', { kind: 'tourism=museum', name: 'Kunstmuseum' }), at(17));
    const road = light(feature('roads', { class: 'primary', name: 'Landstrasse' }), at(17))[1]!;
    expect(village!.getZIndex()).toBeGreaterThan(poi!.getZIndex()!);
    expect(poi!.getZIndex()).toBeGreaterThan(road.getZIndex()!);
  });

  it('draws the dark theme from the dark palette', () => {
    expect(fills(dark(feature('water'), at(14)))).toEqual([PALETTES.dark.water]);
    const [town] = dark(feature('place', { kind: 'town', name: 'Vaduz' }), at(10));
    expect(town!.getText()!.getFill()!.getColor()).toBe(PALETTES.dark.placeLabel);
    expect(town!.getText()!.getStroke()!.getColor()).toBe(PALETTES.dark.halo);
  });

  it('keeps every label colour at 4.5:1 or more against its halo in both themes', () => {
    for (const palette of Object.values(PALETTES)) {
      for (const key of LABEL_COLORS) expect(contrast(palette[key], palette.halo), key).toBeGreaterThanOrEqual(4.5);
    }
  });
});
