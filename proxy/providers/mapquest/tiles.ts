// Expands the configured tile URL template; the default uses Static Map v5 centred on the tile, because MapQuest
// publishes no XYZ tile template (PROVIDER-API.md §7.3).
import type { TileParams } from '../../../service/contract/tiles.ts';

export function tileUrl(template: string, t: TileParams, key: string): string {
  const n = 2 ** t.z;
  const lng = ((t.x + 0.5) / n) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (t.y + 0.5)) / n))) * 180) / Math.PI;
  const values: Record<string, string> = {
    z: String(t.z),
    x: String(t.x),
    y: String(t.y),
    lat: lat.toFixed(6),
    lng: lng.toFixed(6),
    style: t.style,
    type: t.style === 'satellite' ? 'sat' : 'map',
    key: encodeURIComponent(key),
  };
  return template.replace(/\{(z|x|y|lat|lng|style|type|key)\}/g, (_, name: string) => values[name] ?? '');
}
