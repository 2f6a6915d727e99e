// A name with a category word ("Samina river", "Gänglesee lake", "Vaduz castle"): the points of interest of that
// category called so. Nominatim reads the category word as a special phrase and the rest as the name; forward
// geocoding and search-ahead both ask here, so they agree on what was meant.
import type { GeocodeContext } from './context.ts';
import { allowedEdits, editDistance } from './fuzzy.ts';
import { haversineMeters } from './geo.ts';
import { matchKey } from './normalize.ts';
import { poiImportance } from './poi-kinds.ts';

export interface NamedOfKind {
  poi: number;
  /** 0 named exactly so, 1 a name holding the words typed ("Vaduz" in Schloss Vaduz), 2 a typo or two away. */
  level: 0 | 1 | 2;
  edits: number;
}

type Match = Pick<NamedOfKind, 'level' | 'edits'>;

/** Every POI's names as matching keys, split into words: built once per region, on the first such query. */
const nameKeys = new WeakMap<GeocodeContext, string[][][]>();

function keysOf(ctx: GeocodeContext, i: number): string[][] {
  let all = nameKeys.get(ctx);
  if (!all) nameKeys.set(ctx, (all = []));
  return (all[i] ??= ctx.search.poi.names[i]!.map((n) => matchKey(n).split(' ').filter(Boolean)));
}

/**
 * The points of interest of `kinds` called `name`: named exactly first, then those whose name holds its words in
 * order, then a typo or two from a whole name; of a level, the most important kind first, then the nearest `near`.
 * A name that is also a place ("Bahnhof Schaan", "hotel Vaduz") asks for the category there (the caller's
 * category search), so only a thing named exactly so is found here, and the nearest the place first.
 */
export function poisOfKindNamed(ctx: GeocodeContext, kinds: readonly string[], name: string, near: { lat: number; lng: number }): NamedOfKind[] {
  const anchor = ctx.anchorOf(name);
  if (anchor) near = anchor.at;
  const key = matchKey(name);
  const words = key.split(' ').filter(Boolean);
  // A word of a name to go by: "am" or "12" would pick any name holding it.
  if (!words.some((w) => w.length >= 3 && !/\d/.test(w))) return [];
  const max = allowedEdits(key);
  const { poi } = ctx.search;
  const out: (NamedOfKind & { importance: number; meters: number })[] = [];
  for (let i = 0; i < poi.kind.length; i++) {
    if (!kinds.includes(poi.kind[i]!)) continue;
    let best: Match | null = null;
    for (const nameWords of keysOf(ctx, i)) {
      const whole = nameWords.join(' ');
      const hit: Match | null =
        whole === key ? { level: 0, edits: 0 } : wordsInOrder(words, nameWords) ? { level: 1, edits: 0 } : max ? typo(key, whole, max) : null;
      if (hit && (!best || hit.level < best.level || (hit.level === best.level && hit.edits < best.edits))) best = hit;
    }
    if (!best || (anchor && best.level > 0)) continue;
    const meters = haversineMeters(near.lat, near.lng, poi.xy[i * 2 + 1]!, poi.xy[i * 2]!);
    out.push({ poi: i, ...best, importance: poiImportance(poi.kind[i]!), meters });
  }
  out.sort((a, b) => a.level - b.level || a.edits - b.edits || b.importance - a.importance || a.meters - b.meters);
  return out.map(({ poi: p, level, edits }) => ({ poi: p, level, edits }));
}

function typo(key: string, whole: string, max: number): Match | null {
  const edits = editDistance(key, whole, max);
  return edits <= max ? { level: 2, edits } : null;
}

/** Every word of `words` is a word of `name`, in the same order. */
function wordsInOrder(words: readonly string[], name: readonly string[]): boolean {
  let at = 0;
  for (const w of name) if (w === words[at]) at++;
  return at === words.length;
}
