// A planner share link of n stops spread over Liechtenstein's towns, the same every run: a route of a given size
// without searching and adding each stop (used by the interaction bench and the interaction e2e test).
import lz from 'lz-string';

const TOWNS: ReadonlyArray<[string, number, number]> = [
  ['Vaduz', 47.1410, 9.5215], ['Schaan', 47.1650, 9.5095], ['Triesen', 47.1070, 9.5280], ['Balzers', 47.0665, 9.5025],
  ['Eschen', 47.2110, 9.5220], ['Mauren', 47.2190, 9.5440], ['Ruggell', 47.2380, 9.5260], ['Gamprin', 47.2200, 9.5090],
  ['Schellenberg', 47.2310, 9.5470], ['Planken', 47.1850, 9.5450], ['Triesenberg', 47.1180, 9.5430],
];

/** A shared route's stop tuples (app/share/route-payload.ts): [name, displayString, address, lat, lng, start, end]. */
export const linkStops = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const [town, lat, lng] = TOWNS[i % TOWNS.length]!;
    const ring = Math.floor(i / TOWNS.length) + 1;
    const at = (v: number) => Math.round(v * 1e6) / 1e6;
    return [`${town} ${ring}`, `${town} ${ring}, Liechtenstein`, null, at(lat + 0.0015 * ring * Math.cos(i)), at(lng + 0.0015 * ring * Math.sin(i)), null, null] as const;
  });

// lz-string is CommonJS, whose named exports Node's loader cannot see: the default export is used.
export const shareLink = (n: number) =>
  `/planner?r=${lz.compressToEncodedURIComponent(JSON.stringify({ v: 1, id: 1000 + n, n: `Bench ${n}`, s: linkStops(n) }))}`;
