// How incidents look on the map: road segments and markers in their severity colour, the selected one larger.
import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import { severityLook } from './severity.ts';

export type IncidentFeatureKind = 'marker' | 'road';

const white = new Stroke({ color: '#ffffff', width: 2 });
const cache = new Map<string, Style[]>();

function build(kind: IncidentFeatureKind, color: string, selected: boolean): Style[] {
  if (kind === 'road') {
    return [
      new Style({ stroke: new Stroke({ color: '#ffffff', width: selected ? 11 : 7 }), zIndex: selected ? 20 : 1 }),
      new Style({ stroke: new Stroke({ color, width: selected ? 7 : 4 }), zIndex: selected ? 21 : 2 }),
    ];
  }
  const marker = new Style({
    image: new Circle({ radius: selected ? 11 : 7, fill: new Fill({ color }), stroke: white }),
    zIndex: selected ? 31 : 10,
  });
  if (!selected) return [marker];
  const ring = new Style({
    image: new Circle({ radius: 17, stroke: new Stroke({ color, width: 3 }), fill: new Fill({ color: 'rgba(255,255,255,0.35)' }) }),
    zIndex: 30,
  });
  return [ring, marker];
}

/** Style function for the incident layer; `selectedId` is read on every render so a click restyles at once. */
export function incidentStyle(selectedId: () => string | null) {
  return (feature: FeatureLike): Style[] => {
    const kind = feature.get('kind') as IncidentFeatureKind;
    const color = severityLook(feature.get('severity') as number).mapColor;
    const selected = feature.get('incidentId') === selectedId();
    const key = `${kind}|${color}|${selected}`;
    let styles = cache.get(key);
    if (!styles) {
      styles = build(kind, color, selected);
      cache.set(key, styles);
    }
    return styles;
  };
}
