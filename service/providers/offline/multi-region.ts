// Several region engines behind one OfflineEngine: each request goes to the region that holds its points.
// A route must stay within one region (the packs share no roads), so stops in two regions are a 422 naming them;
// geocoding asks every region and keeps the best answer; search merges the regions' suggestions.
import type { BoundingBox, LatLng } from '../../contract/common.ts';
import type { GeocodeResult } from '../../contract/geocode.ts';
import type { OfflineEngine, OfflineRegion } from './engine.ts';

/** An engine input error (isEngineInputError): its message is worded for the visitor. */
class RegionError extends Error {
  constructor(
    readonly code: 'CROSS_REGION' | 'OUT_OF_COVERAGE',
    message: string,
  ) {
    super(message);
    this.name = 'RegionError';
  }
}

export const contains = ({ bounds: { ul, lr } }: OfflineRegion, p: LatLng): boolean =>
  p.lat <= ul.lat && p.lat >= lr.lat && p.lng >= ul.lng && p.lng <= lr.lng;

const intersects = ({ bounds: { ul, lr } }: OfflineRegion, box: BoundingBox): boolean =>
  box.lr.lat <= ul.lat && box.ul.lat >= lr.lat && box.ul.lng <= lr.lng && box.lr.lng >= ul.lng;

/** "Liechtenstein and Gothenburg, Sweden"; "A, B and C". */
export function regionNames(regions: readonly Pick<OfflineRegion, 'name'>[]): string {
  const names = regions.map((r) => r.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Granularity, best first (MapQuest's codes); confidence letters break ties (A before B before C before X). */
const GRANULARITY = ['P1', 'L1', 'I1', 'B1', 'B2', 'B3', 'Z4', 'Z3', 'Z2', 'Z1', 'A6', 'A5', 'A4', 'A3', 'A1'];
const STREET_LEVEL = GRANULARITY.indexOf('B3');

export function qualityRank(code: string): number {
  const level = GRANULARITY.indexOf(code.slice(0, 2));
  const letters = [...code.slice(2)].reduce((sum, c) => sum + Math.max(0, 'ABCX'.indexOf(c)), 0);
  // At street level and finer, how well the street's name matched comes first: the street typed, whole, before
  // another street a house of which only some of the words name ("64 West 4th Street": New York's West 4th
  // Street, B3A, not Steelton's South 4th Street 64, B1B), as each region's engine ranks its own streets.
  // Coarser answers (a postcode, a town) come after every street.
  if (level >= 0 && level <= STREET_LEVEL) return Math.max(0, 'ABCX'.indexOf(code.charAt(2))) * 1_000 + level * 100 + letters;
  return 10_000 + (level < 0 ? GRANULARITY.length : level) * 100 + letters;
}

/** The best of the regions' answers (on a tie, one in a served region, then the earlier region); null when none found anything. */
async function best<T extends LatLng & { geocodeQualityCode: string }>(answers: Promise<T | null>[], regions: readonly OfflineRegion[]): Promise<T | null> {
  const served = (a: T) => regions.some((r) => contains(r, a));
  let top: T | null = null;
  for (const a of await Promise.all(answers)) {
    if (!a) continue;
    const better = top ? qualityRank(a.geocodeQualityCode) - qualityRank(top.geocodeQualityCode) : -1;
    // Of answers alike, a place in a served region before a world city of the name: "Gothenburg" is the region
    // of that name (its engine knows it so), not Gothenburg, Nebraska, which another region's gazetteer answers.
    if (better < 0 || (better === 0 && served(a) && !served(top!))) top = a;
  }
  return top;
}

// Plain ASCII (most names) has no marks to take off: lower case is the whole fold.
const fold = (text: string) => (/^[\0-\x7f]*$/.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

const WORD_BREAK = /[\s,.\-/]/;

/**
 * A result whose name has a word starting with what was typed (folded), rather than one only a typo away. Words
 * are what lies between runs of WORD_BREAK: a word starts the name or follows one (no words split off to find it).
 */
function startsWord(name: string, typed: string): boolean {
  if (!typed) return true;
  // No word holds a break: typed text that does starts none.
  if (WORD_BREAK.test(typed)) return false;
  const folded = fold(name);
  for (let at = folded.indexOf(typed); at >= 0; at = folded.indexOf(typed, at + 1)) if (at === 0 || WORD_BREAK.test(folded[at - 1]!)) return true;
  return false;
}

/**
 * The regions' lists merged: places inside a region before the world cities a region's gazetteer adds, names
 * that start with what was typed before typo matches, and within each the regions taken in turn; a place is
 * listed once. With `lead`, the first region (the one the visitor is in) lists all of a tier before the others:
 * a post office in view before a street in another country. Each item's tier is worked out once.
 */
function merge<T>(lists: { items: T[]; region: OfflineRegion }[], at: (t: T) => LatLng & { key: string; name: string }, query: string, limit: number, lead = false): T[] {
  const typed = fold(query).trim();
  const regions = lists.map((l) => l.region);
  const tiered = lists.map(({ items, region }) => {
    const rows = items.map((item) => {
      const p = at(item);
      const own = contains(region, p);
      return { item, key: p.key, nowhere: !own && !regions.some((r) => contains(r, p)), tier: (own ? 0 : 2) + (startsWord(p.name, typed) ? 0 : 1) };
    });
    // A place in no served region (a world city) keeps the rank its engine gave it among the region's own and
    // among the other world cities: it stands with the best of them listed after it ("Paris": Paris, France,
    // before the hut a typo away from it; "Cologne": Köln, so named in another language, before Cologne, Italy),
    // not after every place of every region.
    let after = Infinity;
    let afterNowhere = Infinity;
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i]!;
      if (row.nowhere) afterNowhere = row.tier = Math.min(row.tier, after, afterNowhere);
      else if (row.tier < 2) after = Math.min(after, row.tier);
    }
    return rows;
  });
  const out: T[] = [];
  const seen = new Set<string>();
  for (let level = 0; level < 4; level++) {
    const all = tiered.map((list) => list.filter((x) => x.tier === level));
    for (const group of lead ? [all.slice(0, 1), all.slice(1)] : [all]) {
      for (let i = 0; out.length < limit && group.some((l) => i < l.length); i++) {
        for (const list of group) {
          const x = list[i];
          if (x === undefined || seen.has(x.key) || out.length === limit) continue;
          seen.add(x.key);
          out.push(x.item);
        }
      }
    }
  }
  return out;
}

const placeAt = (name: string, displayString: string, lat: number, lng: number) => ({ lat, lng, name, key: `${displayString}|${lat.toFixed(3)}|${lng.toFixed(3)}` });

export function multiRegionEngine(engines: readonly OfflineEngine[]): OfflineEngine {
  const [first] = engines;
  if (!first) throw new Error('multiRegionEngine needs at least one region engine');
  if (engines.length === 1) return first;
  const regions = engines.map((e) => e.region);

  /**
   * The engine whose region holds every point; a clear visitor-facing error when none does: a stop outside every
   * region is named as outside, and otherwise the first two stops in different regions (the leg that would cross).
   */
  const routingEngine = (points: readonly LatLng[]): OfflineEngine => {
    const holder = engines.find((e) => points.every((p) => contains(e.region, p)));
    if (holder) return holder;
    const homes = points.map((p) => regions.filter((r) => contains(r, p)));
    const outside = homes.findIndex((h) => h.length === 0);
    if (outside >= 0) {
      const p = points[outside]!;
      throw new RegionError('OUT_OF_COVERAGE', `Location ${outside + 1} (${p.lat}, ${p.lng}) is outside the offline regions (${regionNames(regions)})`);
    }
    const apart = (i: number, j: number) => !homes[i]!.some((r) => homes[j]!.includes(r));
    const to = homes.findIndex((_, j) => j > 0 && apart(j - 1, j));
    if (to > 0) {
      const [a, b] = [homes[to - 1]![0]!.name, homes[to]![0]!.name];
      throw new RegionError('CROSS_REGION', `No route from stop ${to} to stop ${to + 1}: stop ${to} is in ${a} and stop ${to + 1} in ${b}, and a route must stay within one offline region`);
    }
    const used = regions.filter((r) => points.some((p) => contains(r, p)));
    throw new RegionError('CROSS_REGION', `These locations are in different offline regions (${regionNames(used)}): a route must stay within one region`);
  };
  /** The engine whose region holds a point, if any. */
  const holderOf = (near: LatLng | undefined): OfflineEngine | undefined => (near ? engines.find((e) => contains(e.region, near)) : undefined);
  /** The engines, the one holding the focus (if any) first. */
  const focusFirst = (focus: LatLng | undefined): readonly OfflineEngine[] => {
    const holder = holderOf(focus);
    return holder && holder !== first ? [holder, ...engines.filter((e) => e !== holder)] : engines;
  };

  return {
    region: first.region,
    regions,
    directions: (points, opts) => routingEngine(points).directions(points, opts),
    matrix: (points, routeType, vehicle) => routingEngine(points).matrix(points, routeType, vehicle),
    // With a focus, its region is asked first: of answers alike, the one where the visitor is looking.
    forward: (address) => best<GeocodeResult>(focusFirst(address.focus).map(async (e) => e.forward(address)), regions),
    reverse: (point) => (engines.find((e) => contains(e.region, point)) ?? first).reverse(point),
    bulkRow: (row) => best(focusFirst(row.focus).map(async (e) => e.bulkRow(row)), regions),
    async suggestLocations(query, limit) {
      const lists = await Promise.all(engines.map(async (e) => ({ items: await e.suggestLocations(query, limit), region: e.region })));
      return merge(lists, (s) => placeAt(s.displayString, s.displayString, s.latitude, s.longitude), query, limit);
    },
    async predictions(query) {
      const holder = holderOf(query.near);
      const ordered = holder ? [holder, ...engines.filter((e) => e !== holder)] : engines;
      const lists = await Promise.all(ordered.map(async (e) => ({ items: await e.predictions(query), region: e.region })));
      // A place of the kind typed matches as its name does ("bank": LGT, a bank, before another region's Bankogatan).
      return merge(lists, (s) => placeAt(s.kind ? `${s.name} ${s.kind}` : s.name, s.displayString, s.lat, s.lng), query.q, query.limit, holder !== undefined);
    },
    async incidents(box) {
      const lists = await Promise.all(engines.filter((e) => intersects(e.region, box)).map(async (e) => e.incidents(box)));
      return lists.flat();
    },
    // A tile shows one region: at the few low zooms where two regions share a tile, the default region's.
    tile(z, x, y) {
      const n = 2 ** z;
      const lng = (v: number) => (v / n) * 360 - 180;
      const lat = (v: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * v) / n))) * 180) / Math.PI;
      const box = { ul: { lat: lat(y), lng: lng(x) }, lr: { lat: lat(y + 1), lng: lng(x + 1) } };
      return (engines.find((e) => intersects(e.region, box)) ?? first).tile(z, x, y);
    },
  };
}
