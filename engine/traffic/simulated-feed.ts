// A simulated demo feed, clearly labelled as such: accidents, closures, congestion and road works on the
// region's real major roads, generated afresh for each (UTC) day from a seed of region name and date, so every
// visitor and every test sees the same incidents on the same day. As many as the region's roads would plausibly
// have (a country road network of 90 km sees a handful at once, a city several times that), mostly minor, at the
// region's own peak hours, with markets, races and festivals only on the days they happen. The week's long road
// works run day and night, so a visitor finds the demo alive at any hour.
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
  /** How often this effect is chosen relative to the kind's others: most accidents are minor, few block a road. */
  weight: number;
}

/** What a day is like where the region is: its weekday (0 Sunday … 6 Saturday) and month (1-12). */
interface DayKind {
  weekday: number;
  month: number;
  dayOfMonth: number;
}

interface Kind {
  title: string;
  type: IncidentType;
  iconURL: string;
  /** Incidents a day per 100 km of the region's major roads, each km counted by its class weight (a motorway 5). */
  per100: number;
  /** How many of a weekday's happen on this day (0: not on this day): fewer queues and works on a Sunday, markets on a Saturday. */
  onDay: (day: DayKind) => number;
  /** Road classes it happens on; all when absent. */
  classes?: readonly string[];
  /** Start hour ranges in the region's local time, one picked at random: the morning and evening peaks. */
  startHours: [number, number][];
  /** Share of incidents with a known end, and how long they last (hours). */
  endShare: number;
  durationHours: [number, number];
  /** Metres of road the incident covers. */
  stretch: [number, number];
  effects: Effect[];
}

const isWeekend = (d: DayKind) => d.weekday === 0 || d.weekday === 6;
const weekdaysOnly = (weekend: number) => (d: DayKind) => (isWeekend(d) ? weekend : 1);
/** Advent: the Christmas markets' weeks. */
const isAdvent = (d: DayKind) => (d.month === 11 && d.dayOfMonth >= 25) || (d.month === 12 && d.dayOfMonth <= 23);
/** Outdoor events (races, festivals) happen from April to September. */
const isSummer = (d: DayKind) => d.month >= 4 && d.month <= 9;

const KINDS: Kind[] = [
  {
    title: 'Accident',
    type: 4,
    iconURL: ICONS.accident,
    per100: 3,
    onDay: weekdaysOnly(0.8),
    startHours: [[6, 21], [7, 9], [16, 18.5]],
    endShare: 1,
    durationHours: [0.75, 2.5],
    stretch: [60, 200],
    effects: [
      { weight: 45, severity: 1, impacting: false, short: 'minor collision, vehicles moved to the roadside', full: 'A minor collision {dir}; the vehicles stand at the roadside and traffic passes normally.' },
      { weight: 20, severity: 2, impacting: true, short: 'right lane blocked', full: 'A collision blocks the right lane {dir}; traffic passes on the left, expect short delays.' },
      { weight: 15, severity: 2, impacting: true, short: 'left lane blocked', full: 'A collision blocks the left lane {dir}; traffic passes on the right, expect short delays.' },
      { weight: 15, severity: 3, impacting: true, short: 'one lane blocked, traffic passing slowly', full: 'A collision involving several vehicles blocks one lane {dir}; expect delays of 10 to 20 minutes.' },
      { weight: 5, severity: 4, impacting: true, short: 'road blocked in both directions', full: 'A serious collision blocks the road in both directions while emergency services work; use another route.' },
    ],
  },
  {
    title: 'Congestion',
    type: 3,
    iconURL: ICONS.congestion,
    per100: 4,
    onDay: weekdaysOnly(0.25),
    // Queues come with the peaks.
    startHours: [[7, 8.5], [15.5, 17.5], [7, 17.5]],
    endShare: 1,
    durationHours: [0.5, 2],
    stretch: [300, 1500],
    effects: [
      { weight: 50, severity: 1, impacting: false, short: 'slow traffic', full: 'Traffic is slower than usual {dir}; delays of a few minutes.' },
      { weight: 35, severity: 2, impacting: true, short: 'queueing traffic, delays of about 10 minutes', full: 'Queueing traffic {dir}; delays of about 10 minutes.' },
      { weight: 15, severity: 3, impacting: true, short: 'stationary traffic, delays of about 20 minutes', full: 'Stationary traffic {dir}; delays of about 20 minutes.' },
    ],
  },
  {
    title: 'Road works',
    type: 1,
    iconURL: ICONS.construction,
    per100: 1.6,
    onDay: weekdaysOnly(0.15),
    startHours: [[6, 9]],
    endShare: 0.8,
    durationHours: [6, 10],
    stretch: [100, 400],
    effects: [
      { weight: 35, severity: 1, impacting: false, short: 'verge works, all lanes open', full: 'Works on the verge {dir}; all lanes stay open.' },
      { weight: 25, severity: 2, impacting: true, short: 'lane narrowed for resurfacing', full: 'The lane {dir} is narrowed for resurfacing; expect short delays.' },
      { weight: 25, severity: 2, impacting: true, short: 'temporary traffic lights for utility works', full: 'Utility works with temporary traffic lights; expect short delays.' },
      { weight: 15, severity: 3, impacting: true, short: 'one lane closed, alternating one-way traffic', full: 'One lane is closed for works and traffic alternates one way at a time; expect delays.' },
    ],
  },
  {
    // Works done at night to spare the day's traffic, from the evening into the next morning.
    title: 'Road works',
    type: 1,
    iconURL: ICONS.construction,
    per100: 0.6,
    onDay: (d) => (d.weekday === 5 || d.weekday === 6 ? 0 : 1),
    startHours: [[20, 22]],
    endShare: 1,
    durationHours: [8, 9.5],
    stretch: [200, 600],
    effects: [
      { weight: 2, severity: 2, impacting: true, short: 'overnight resurfacing, one lane closed', full: 'Overnight resurfacing closes one lane {dir}; expect short delays until the morning.' },
      { weight: 1, severity: 3, impacting: true, short: 'closed {dir} overnight, diversion signed', full: 'The road is closed {dir} overnight for works; a diversion is signed.' },
    ],
  },
  {
    // A burst water main or a damaged bridge joint: unplanned, on any day, rare.
    title: 'Closure',
    type: 2,
    iconURL: ICONS.closed,
    per100: 0.15,
    onDay: () => 1,
    classes: ['primary', 'secondary', 'tertiary'],
    startHours: [[5, 20]],
    endShare: 0.5,
    durationHours: [3, 8],
    stretch: [100, 400],
    effects: [
      { weight: 1, severity: 3, impacting: true, short: 'closed {dir} for emergency repairs to a water main', full: 'The road is closed {dir} while a burst water main is repaired; a diversion is signed.' },
    ],
  },
  {
    // Nobody closes a motorway for a market: Saturdays all year, and Advent weekends for the Christmas markets.
    title: 'Closure',
    type: 2,
    iconURL: ICONS.closed,
    per100: 0.6,
    onDay: (d) => (d.weekday === 6 || (d.weekday === 0 && isAdvent(d)) ? 1 : 0),
    classes: ['secondary', 'tertiary'],
    startHours: [[6, 9]],
    endShare: 1,
    durationHours: [6, 10],
    stretch: [150, 500],
    effects: [{ weight: 1, severity: 3, impacting: true, short: 'closed for a {market}', full: 'The road is closed in both directions for a {market}; a diversion is signed.' }],
  },
  {
    // Races and festivals: summer weekends only.
    title: 'Closure',
    type: 2,
    iconURL: ICONS.closed,
    per100: 0.5,
    onDay: (d) => (isSummer(d) && isWeekend(d) ? 1 : 0),
    classes: ['primary', 'secondary', 'tertiary'],
    startHours: [[8, 12]],
    endShare: 1,
    durationHours: [3, 7],
    stretch: [400, 1500],
    effects: [
      { weight: 2, severity: 3, impacting: true, short: 'closed in both directions for a local festival', full: 'The road is closed in both directions for a local festival; a diversion is signed.' },
      { weight: 1, severity: 4, impacting: true, short: 'closed in both directions for a cycling race', full: 'The road is closed in both directions while a cycling race passes; a diversion is signed.' },
    ],
  },
];

/**
 * Road works that last weeks, not hours (a bridge repaired, a junction rebuilt): the same for a whole week (Monday
 * 00:00 to the next Monday 00:00, UTC) and under way at every moment of it, so the demo is never empty at night.
 */
const LONG_WORKS: Kind = {
  title: 'Road works',
  type: 1,
  iconURL: ICONS.construction,
  per100: 0.8,
  onDay: () => 1,
  startHours: [[0, 0]],
  endShare: 1,
  durationHours: [7 * 24, 7 * 24],
  stretch: [200, 700],
  effects: [
    { weight: 3, severity: 1, impacting: false, short: 'works beside the road for several weeks, all lanes open', full: 'Long-term works beside the road {dir}; all lanes stay open.' },
    { weight: 3, severity: 2, impacting: true, short: 'lanes narrowed for bridge repairs', full: 'The lanes {dir} are narrowed for several weeks while a bridge is repaired; expect short delays.' },
    { weight: 1, severity: 2, impacting: true, short: 'junction rebuilt, reduced speed', full: 'A junction is being rebuilt; traffic passes at reduced speed {dir} for several weeks.' },
  ],
};
/** At least this many long works at any moment, whatever the region's size: a couple of incidents are always under way. */
const MIN_LONG_WORKS = 2;

const MARKETS = { advent: 'Christmas market', other: 'street market' };

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

/** The region's major roads in km, each counted by its class weight: what the number of incidents scales with. */
export function trafficKm(net: DemoNetwork): number {
  return net.roads.reduce((sum, r) => sum + (lengthMeters(r.coords) / 1000) * (CLASS_WEIGHT[r.roadClass] ?? 1), 0);
}

/**
 * The region's offset from UTC in whole hours, from its longitude (a pack does not know its time zone; summer
 * time is left out): hours of the day are the region's, so queues come at its own peaks.
 */
function utcOffsetHours(net: DemoNetwork): number {
  const lngs = net.roads.map((r) => r.coords[0]![0]);
  return Math.round(lngs.reduce((a, b) => a + b, 0) / lngs.length / 15);
}

/**
 * Every simulated incident of `day` (YYYY-MM-DD, UTC) in the region, whatever their times: the same region,
 * network and day always give the same list. Points lie on the roads, so inside the region. How many scales with
 * the region's major roads (trafficKm) and the day (fewer queues and works at weekends, markets on Saturdays,
 * races and festivals on summer weekends only); the week's long road works are in every day's list.
 */
export function simulatedIncidents(net: DemoNetwork, region: string, day: string): Incident[] {
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(dayStart)) throw new RangeError(`Not a day: ${day}`);
  if (!net.roads.length) return [];
  const date = new Date(dayStart);
  const kind: DayKind = { weekday: date.getUTCDay(), month: date.getUTCMonth() + 1, dayOfMonth: date.getUTCDate() };
  const scale = trafficKm(net) / 100;
  const offset = utcOffsetHours(net);
  const market = isAdvent(kind) ? MARKETS.advent : MARKETS.other;
  const incidents: Incident[] = [];

  // The week's long works first, from the week's own seed, so they are the same on each of its days.
  const weekStart = dayStart - ((kind.weekday + 6) % 7) * DAY_MS;
  const week = dayOf(new Date(weekStart));
  const weekRng = xoroshiro128plus(seedOf(`${region}|week|${week}`));
  const weekUsed = new Set<number>();
  const pickAny = roadPicker(net.roads);
  const longCount = Math.max(MIN_LONG_WORKS, Math.round(LONG_WORKS.per100 * scale));
  for (let k = 0; k < longCount; k++) {
    const r = pickAny(weekRng, weekUsed);
    weekUsed.add(r);
    incidents.push(incident(net, net.roads[r]!, LONG_WORKS, weekRng, weekStart, 0, `sim-week-${week}-${k + 1}`, region, `the week of ${week}`));
  }

  const rng = xoroshiro128plus(seedOf(`${region}|${day}`));
  const used = new Set(weekUsed);
  for (const k of KINDS) {
    const pick = roadPicker(net.roads, k.classes);
    const expected = k.per100 * scale * k.onDay(kind);
    // Rounded at random to the whole numbers around it, so a small region still sees a rare kind now and then.
    const count = Math.floor(expected) + (uniformFloat64(rng) < expected % 1 ? 1 : 0);
    for (let n = 0; n < count; n++) {
      const r = pick(rng, used);
      used.add(r);
      const inc = incident(net, net.roads[r]!, k, rng, dayStart, offset, `sim-${day}-${incidents.length + 1}`, region, day);
      incidents.push({ ...inc, shortDesc: inc.shortDesc.replace('{market}', market), fullDesc: inc.fullDesc.replace('{market}', market) });
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

function incident(net: DemoNetwork, road: DemoRoad, kind: Kind, rng: RandomGenerator, dayStart: number, utcOffset: number, id: string, region: string, day: string): Incident {
  const rand = () => uniformFloat64(rng);
  const between = ([lo, hi]: [number, number]) => lo + rand() * (hi - lo);
  const meters = lengthMeters(road.coords);
  const at = rand() * meters;
  const half = between(kind.stretch) / 2;
  const [lng, lat] = pointAlong(road.coords, at);
  const effect = weighted(kind.effects, rand());
  const dir = compass(headingAlong(road.coords, at));
  const place = nearestPlace(net.places, lng, lat);
  const hours = kind.startHours[Math.floor(rand() * kind.startHours.length)]!;
  // Local hours to the UTC day's, kept within the day: a local evening before UTC midnight stays that evening.
  const startHour = (((between(hours) - utcOffset) % 24) + 24) % 24;
  const start = dayStart + roundTo(startHour * HOUR_MS, FIVE_MIN_MS);
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

function weighted(effects: readonly Effect[], x: number): Effect {
  let left = x * effects.reduce((sum, e) => sum + e.weight, 0);
  for (const effect of effects) {
    left -= effect.weight;
    if (left < 0) return effect;
  }
  return effects.at(-1)!;
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
