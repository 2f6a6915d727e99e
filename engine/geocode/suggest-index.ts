// The search-ahead's name index: every name variant of the region's streets, address-only streets, points of
// interest and places, in one typo-tolerant prefix index.
import { refKeys, type GeocodeContext } from './context.ts';
import { FuzzyPrefixIndex } from './fuzzy-prefix.ts';
import { looseKey, matchKey } from './normalize.ts';

export type TargetKind = 'street' | 'addressStreet' | 'poi' | 'place';

export interface Target {
  kind: TargetKind;
  /** Road street id, address group id, POI or place index. */
  ref: number;
  /** Which of its names this entry is (0 = its main name). */
  variant: number;
}

export class SuggestIndex {
  readonly targets: Target[] = [];
  readonly names: FuzzyPrefixIndex;

  constructor(ctx: GeocodeContext) {
    const keys: string[] = [];
    const add = (kind: TargetKind, ref: number, variant: number, key: string) => {
      keys.push(key);
      this.targets.push({ kind, ref, variant });
    };
    ctx.keys.forEach((key, s) => add('street', s, 0, key));
    // Streets known only from address points (no road carries the name, e.g. addr:place hamlets).
    // A group found by two names (a date written two ways: Via IV Novembre, Via Quattro Novembre) by each of them.
    const otherNames = new Map<number, string[]>();
    for (const [k, groups] of ctx.book.groupsByKey) {
      for (const id of groups) if (ctx.book.groups[id]!.key !== k) otherNames.set(id, [...(otherNames.get(id) ?? []), k]);
    }
    ctx.book.groups.forEach((g, id) => {
      const keys = [g.key, ...(otherNames.get(id) ?? [])].map(looseKey);
      // Where a road carries one of the names, the others are the road's too.
      const road = keys.find((k) => ctx.byKey.has(k));
      for (const key of keys) {
        if (ctx.byKey.has(key)) continue;
        if (road === undefined) add('addressStreet', id, 0, key);
        else for (const s of ctx.byKey.get(road)!) add('street', s, 1, key);
      }
    });
    // A named road by its number ("US 40": Pulaski Highway), as forward finds it.
    for (const [key, streets] of refKeys(ctx.d, false)) for (const s of streets) if (ctx.keys[s] !== key) add('street', s, 1, key);
    const { poi, place } = ctx.search;
    poi.names.forEach((names, i) => variants(names).forEach(([v, key]) => add('poi', i, v, key)));
    place.names.forEach((names, i) => variants(names).forEach(([v, key]) => add('place', i, v, key)));
    this.names = new FuzzyPrefixIndex(keys, keys.map((_, i) => i));
  }
}

/** Each distinct folded name with the index of its first variant. */
function variants(names: readonly string[]): [number, string][] {
  const seen = new Set<string>();
  const out: [number, string][] = [];
  names.forEach((n, v) => {
    const key = matchKey(n);
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push([v, key]);
    }
  });
  return out;
}
