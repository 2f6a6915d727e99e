// Finds streets and intersections by name: exact key first, then the closest key within a few edits.
import type { GeocodeContext } from './context.ts';
import { allowedEdits } from './fuzzy.ts';
import { matchKey, splitHouseNumber } from './normalize.ts';

export interface StreetMatch {
  streets: number[];
  edits: number;
  houseNumber: string | null;
}

/** Streets named like `text` (a house number is tried as part of the name first, then split off). */
export function matchStreet(ctx: GeocodeContext, text: string, fuzzy = true): StreetMatch | null {
  const whole = ctx.byKey.get(matchKey(text));
  if (whole) return { streets: whole, edits: 0, houseNumber: null };
  const { street, houseNumber } = splitHouseNumber(text);
  const key = matchKey(street);
  const exact = ctx.byKey.get(key);
  if (exact) return { streets: exact, edits: 0, houseNumber };
  if (!fuzzy) return null;
  const max = allowedEdits(key);
  if (!max) return null;
  // The fewest edits, then the most important street.
  let best: StreetMatch | null = null;
  for (const { at, edits } of ctx.fuzzyKeys.within(key, max)) {
    const streets = ctx.byKey.get(ctx.uniqueKeys[at]!)!;
    if (!best || edits < best.edits || (edits === best.edits && rankOf(ctx, streets) > rankOf(ctx, best.streets))) best = { streets, edits, houseNumber };
  }
  return best;
}

function rankOf(ctx: GeocodeContext, streets: number[]): number {
  return ctx.d.streetRank[streets[0]!]!;
}

export interface IntersectionMatch {
  index: number;
  /** The street ids in the order the query named them. */
  first: number;
  second: number;
  edits: number;
}

/** Intersections of two named streets; several when the pair meets at several nodes or in several places. */
export function matchIntersection(ctx: GeocodeContext, left: string, right: string): IntersectionMatch[] {
  const a = matchStreet(ctx, left);
  const b = matchStreet(ctx, right);
  if (!a || !b) return [];
  const bSet = new Set(b.streets);
  const out: IntersectionMatch[] = [];
  for (const s of a.streets) {
    for (const x of ctx.xByStreet.get(s) ?? []) {
      const other = ctx.d.xStreets[x * 2] === s ? ctx.d.xStreets[x * 2 + 1]! : ctx.d.xStreets[x * 2]!;
      if (bSet.has(other)) out.push({ index: x, first: s, second: other, edits: Math.max(a.edits, b.edits) });
    }
  }
  return out;
}
