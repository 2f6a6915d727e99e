// A simulated demo feed, clearly labelled as such: accidents, closures, congestion and road works on the
// region's real major roads, generated afresh for each (UTC) day from a seed of region name and date, so every
// visitor and every test sees the same incidents on the same day. Night works run past midnight, so a visitor
// finds the demo alive at any hour.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { LngLat, RoadWay } from '../pack/ways.ts';
import { nearestPlace, roadLabel, type NamedPoint } from './nearby-names.ts';
import { headingAlong, lengthMeters, pointAlong, sliceAlong } from './polyline.ts';
import { ICONS, type Incident, type IncidentType } from './types.ts';

export const SIMULATED_SOURCE = 'simulated';

/** A named major road the feed may put incidents on. */
export interface DemoRoad {
  name: string;
  roadClass: string;
  coords: LngLat[];
}

/** What the feed needs from a region, stored in its pack. */
export interface DemoNetwork {
  roads: DemoRoad[];
  places: NamedPoint[];
}

/** Bigger roads carry more traffic, so more incidents per kilometre. */
const CLASS_WEIGHT: Readonly<Record<string, number>> = { motorway: 5, trunk: 4, primary: 3, secondary: 2, tertiary: 1 };

/** The region's named motorways to tertiary roads (ramps and unnamed stretches are left out). */
export function demoNetwork(ways: readonly RoadWay[], places: readonly NamedPoint[]): DemoNetwork {
  const roads = ways.flatMap((w) => {
    const name = roadLabel(w.tags);
    const roadClass = w.tags.highway ?? '';
    if (!name || !(roadClass in CLASS_WEIGHT) || w.coords.length < 2) return [];
    return [{ name, roadClass, coords: w.coords.map(([lng, lat]) => [round6(lng), round6(lat)] as LngLat) }];
  });
  return { roads, places: places.map((p) => ({ name: p.name, lng: round6(p.lng), lat: round6(p.lat) })) };
}

interface Effect {
  severity: number;
  impacting: boolean;
  /** After 'Accident on X near Y: '. `{dir}` becomes 'northbound' etc. */
  short: string;
  full: string;
}

interface Kind {
  title: string;
  type: IncidentType;
  iconURL: string;
  perDay: number;
  /** Road classes it happens on; all when absent. */
  classes?: readonly string[];
  /** Start hour range (UTC) within the day. */
  startHours: [number, number];
  /** Share of incidents with a known end, and how long they last (hours). */
  endShare: number;
  durationHours: [number, number];
  /** Metres of road the incident covers. */
  stretch: [number, number];
  effects: Effect[];
}

const KINDS: Kind[] = [
  {
    title: 'Accident',
    type: 4,
    iconURL: ICONS.accident,
    perDay: 24,
    startHours: [6, 21],
    endShare: 1,
    durationHours: [1, 3.5],
    stretch: [60, 200],
    effects: [
      { severity: 1, impacting: false, short: 'minor collision, vehicles moved to the roadside', full: 'A minor collision {dir}; the vehicles stand at the roadside and traffic passes normally.' },
      { severity: 2, impacting: true, short: 'right lane blocked', full: 'A collision blocks the right lane {dir}; traffic passes on the left, expect short delays.' },
      { severity: 2, impacting: true, short: 'left lane blocked', full: 'A collision blocks the left lane {dir}; traffic passes on the right, expect short delays.' },
      { severity: 3, impacting: true, short: 'one lane blocked, traffic passing slowly', full: 'A collision involving several vehicles blocks one lane {dir}; expect delays of 10 to 20 minutes.' },
      { severity: 4, impacting: true, short: 'road blocked in both directions', full: 'A serious collision blocks the road in both directions while emergency services work; use another route.' },
    ],
  },
  {
    title: 'Closure',
    type: 2,
    iconURL: ICONS.closed,
    perDay: 6,
    // Nobody closes a motorway for a street market.
    classes: ['primary', 'secondary', 'tertiary'],
    startHours: [6, 12],
    endShare: 0.75,
    durationHours: [3, 9],
    stretch: [200, 800],
    effects: [
      { severity: 3, impacting: true, short: 'closed {dir} for a street market', full: 'The road is closed {dir} for a street market; a diversion is signed.' },
      { severity: 4, impacting: true, short: 'closed in both directions for a local event', full: 'The road is closed in both directions for a local event; a diversion is signed.' },
      { severity: 4, impacting: true, short: 'closed in both directions for a cycling race', full: 'The road is closed in both directions while a cycling race passes; a diversion is signed.' },
    ],
  },
  {
    title: 'Congestion',
    type: 3,
    iconURL: ICONS.congestion,
    perDay: 30,
    startHours: [6, 19],
    endShare: 1,
    durationHours: [1, 3],
    stretch: [300, 1500],
    effects: [
      { severity: 1, impacting: false, short: 'slow traffic', full: 'Traffic is slower than usual {dir}; delays of a few minutes.' },
      { severity: 2, impacting: true, short: 'queueing traffic, delays of about 10 minutes', full: 'Queueing traffic {dir}; delays of about 10 minutes.' },
      { severity: 3, impacting: true, short: 'stationary traffic, delays of about 20 minutes', full: 'Stationary traffic {dir}; delays of about 20 minutes.' },
    ],
  },
  {
    title: 'Road works',
    type: 1,
    iconURL: ICONS.construction,
    perDay: 16,
    startHours: [0, 9],
    endShare: 0.5,
    durationHours: [6, 14],
    stretch: [100, 400],
    effects: [
      { severity: 1, impacting: false, short: 'verge works, all lanes open', full: 'Works on the verge {dir}; all lanes stay open.' },
      { severity: 2, impacting: true, short: 'lane narrowed for resurfacing', full: 'The lane {dir} is narrowed for resurfacing; expect short delays.' },
      { severity: 2, impacting: true, short: 'temporary traffic lights for utility works', full: 'Utility works with temporary traffic lights; expect short delays.' },
      { severity: 3, impacting: true, short: 'one lane closed, alternating one-way traffic', full: 'One lane is closed for works and traffic alternates one way at a time; expect delays.' },
    ],
  },
  {
    // Works done at night to spare the day's traffic; each one runs from the evening past 05:00 the next morning,
    // when the day's road works have begun.
    title: 'Road works',
    type: 1,
    iconURL: ICONS.construction,
    perDay: 4,
    startHours: [21, 23],
    endShare: 1,
    durationHours: [8, 9.5],
    stretch: [200, 600],
    effects: [
      { severity: 2, impacting: true, short: 'overnight resurfacing, one lane closed', full: 'Overnight resurfacing closes one lane {dir}; expect short delays until the morning.' },
      { severity: 3, impacting: true, short: 'closed {dir} overnight, diversion signed', full: 'The road is closed {dir} overnight for works; a diversion is signed.' },
    ],
  },
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FIVE_MIN_MS = 300_000;

/** The UTC day (YYYY-MM-DD) of a time: the feed's unit of generation. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The feed days whose incidents can be under way at `now`: the day before (its night works) and the day. */
export function feedDaysAt(now: Date): [string, string] {
  return [dayOf(new Date(now.getTime() - DAY_MS)), dayOf(now)];
}

/**
 * Every simulated incident of `day` (YYYY-MM-DD, UTC) in the region, whatever their times: the same region,
 * network and day always give the same list. Points lie on the roads, so inside the region.
 */
export function simulatedIncidents(net: DemoNetwork, region: string, day: string): Incident[] {
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(dayStart)) throw new RangeError(`Not a day: ${day}`);
  if (!net.roads.length) return [];
  const rng = xoroshiro128plus(seedOf(`${region}|${day}`));
  const used = new Set<number>();
  const incidents: Incident[] = [];
  for (const kind of KINDS) {
    const pick = roadPicker(net.roads, kind.classes);
    for (let k = 0; k < kind.perDay; k++) {
      const r = pick(rng, used);
      used.add(r);
      incidents.push(incident(net, net.roads[r]!, kind, rng, dayStart, `sim-${day}-${incidents.length + 1}`, region, day));
    }
  }
  return incidents;
}

/** Whether the incident has started by `now` and not yet ended (one without an end runs to the end of its day). */
export function activeAt(inc: Incident, now: number): boolean {
  const start = Date.parse(inc.startTime);
  const end = inc.endTime ? Date.parse(inc.endTime) : Date.parse(`${inc.startTime.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  return start <= now && now < end;
}

function incident(net: DemoNetwork, road: DemoRoad, kind: Kind, rng: RandomGenerator, dayStart: number, id: string, region: string, day: string): Incident {
  const rand = () => uniformFloat64(rng);
  const between = ([lo, hi]: [number, number]) => lo + rand() * (hi - lo);
  const meters = lengthMeters(road.coords);
  const at = rand() * meters;
  const half = between(kind.stretch) / 2;
  const [lng, lat] = pointAlong(road.coords, at);
  const effect = kind.effects[Math.floor(rand() * kind.effects.length)]!;
  const dir = compass(headingAlong(road.coords, at));
  const place = nearestPlace(net.places, lng, lat);
  const start = dayStart + roundTo(between(kind.startHours) * HOUR_MS, FIVE_MIN_MS);
  const hasEnd = rand() < kind.endShare;
  const end = start + roundTo(between(kind.durationHours) * HOUR_MS, FIVE_MIN_MS);
  const inc: Incident = {
    id,
    iconURL: kind.iconURL,
    severity: effect.severity,
    impacting: effect.impacting,
    shortDesc: `${kind.title} on ${road.name}${place ? ` near ${place.name}` : ''}: ${effect.short.replace('{dir}', dir)}`,
    fullDesc: `${effect.full.replace('{dir}', dir)} Simulated demo incident in ${region}, generated for ${day}: not real traffic.`,
    startTime: new Date(start).toISOString(),
    lat,
    lng,
    type: kind.type,
    source: SIMULATED_SOURCE,
    shape: sliceAlong(road.coords, at - half, at + half).map(([x, y]) => [y, x]),
  };
  if (hasEnd) inc.endTime = new Date(end).toISOString();
  return inc;
}

/**
 * Picks a road (of `classes` when the region has any) with probability by length times class weight, avoiding
 * roads already used when it can.
 */
function roadPicker(roads: readonly DemoRoad[], classes?: readonly string[]): (rng: RandomGenerator, used: ReadonlySet<number>) => number {
  const allowed = roads.some((r) => classes?.includes(r.roadClass)) ? classes : undefined;
  const cumulative: number[] = [];
  let total = 0;
  for (const r of roads) {
    total += allowed && !allowed.includes(r.roadClass) ? 0 : lengthMeters(r.coords) * (CLASS_WEIGHT[r.roadClass] ?? 1);
    cumulative.push(total);
  }
  const once = (rng: RandomGenerator): number => {
    const x = uniformFloat64(rng) * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  return (rng, used) => {
    let r = once(rng);
    for (let tries = 0; used.has(r) && tries < 8; tries++) r = once(rng);
    return r;
  };
}

function compass(heading: number): string {
  return ['northbound', 'eastbound', 'southbound', 'westbound'][Math.round(heading / 90) % 4]!;
}

function roundTo(ms: number, step: number): number {
  return Math.round(ms / step) * step;
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** FNV-1a: a stable 32-bit seed from text. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of new TextEncoder().encode(text)) h = Math.imul(h ^ ch, 0x01000193);
  return h | 0;
}
