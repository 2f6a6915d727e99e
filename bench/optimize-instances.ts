// The region instances of bench/optimize.bench.ts: stored car matrices of the bundled regions (bench/data/optimize),
// cut to 25-200 stops, with windows of every kind laid over them by a seeded generator, open and closed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateOrder, type OptimizeInput, type OptimizeResult, type TimeWindow } from '../engine/optimize/index.ts';
import { Rng } from '../engine/optimize/rng.ts';

export const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'data/optimize');
export const REFERENCES_FILE = join(DATA_DIR, 'references.json');
export const MATRIX_STOPS = 200;
export const SIZES = [25, 50, 100, 200] as const;
export const KINDS = ['plain', 'loose', 'tight', 'mixed', 'conflicting', 'unreachable'] as const;
export type Kind = (typeof KINDS)[number];
const REGIONS = ['liechtenstein', 'gothenburg'] as const;

const DEPARTURE = Date.UTC(2026, 5, 15, 8, 0, 0);
const SERVICE_SECONDS = 180;
const MIN = 60;

export interface RegionInstance {
  id: string;
  region: string;
  n: number;
  kind: Kind;
  closed: boolean;
  input: OptimizeInput;
}

/**
 * What the bench compares, the product's objective in its order: late stops (all of them, the return included), then
 * seconds late (summed over stops and the return), then travel seconds.
 */
export interface Score {
  lateStops: number;
  lateSeconds: number;
  travel: number;
}

/** A stored target: the best score of long runs and the order that reached it, so the score can be checked. */
export interface Reference extends Score {
  order?: number[];
}

/** Seconds late differing by at most this much are equal: the report's float sums, not a different schedule. */
export const LATE_SECONDS_EPS = 0.5;
/** Travel within this share over the reference's meets the target when late stops and seconds are as good. */
export const TRAVEL_SLACK = 0.01;

const tenth = (x: number) => Math.round(x * 10) / 10;

export function scoreResult(input: OptimizeInput, res: OptimizeResult): Score {
  let lateStops = res.stops.filter((s) => !s.windowMet).length;
  const home = input.windows?.[0];
  if (res.returnArrival !== undefined && home && res.returnArrival > home.end) lateStops++;
  return { lateStops, lateSeconds: tenth(res.totalLateness), travel: tenth(res.travelTime) };
}

/** Whether a is better than b by the objective: fewer late stops, then fewer seconds late (beyond rounding), then less travel. */
export function betterScore(a: Score, b: Score): boolean {
  if (a.lateStops !== b.lateStops) return a.lateStops < b.lateStops;
  if (Math.abs(a.lateSeconds - b.lateSeconds) > LATE_SECONDS_EPS) return a.lateSeconds < b.lateSeconds;
  return a.travel < b.travel - 1e-9;
}

/**
 * The bench's verdict on a score against its reference. Met: fewer late stops; or as many and fewer seconds late
 * (beyond rounding), whatever the travel, as the objective ranks them; or as many late stops, no more seconds late
 * and travel within 1%. Otherwise missed, with why.
 */
export function judge(got: Score, ref: Score | undefined): { ok: boolean; why: string } {
  if (!ref) return { ok: false, why: 'no reference' };
  if (got.lateStops !== ref.lateStops) return { ok: got.lateStops < ref.lateStops, why: got.lateStops < ref.lateStops ? 'fewer late stops' : 'more late stops' };
  const dLate = got.lateSeconds - ref.lateSeconds;
  if (dLate < -LATE_SECONDS_EPS) return { ok: true, why: 'fewer seconds late' };
  if (dLate > LATE_SECONDS_EPS) return { ok: false, why: 'more seconds late' };
  const ok = got.travel <= ref.travel * (1 + TRAVEL_SLACK) + 1e-9;
  return { ok, why: ok ? 'travel within 1%' : 'travel over 1%' };
}

/** A nearest-neighbour tour's schedule (arrival seconds per stop, service included): a sense of the day's length. */
function nearestSchedule(time: number[][], service: number): number[] {
  const n = time.length;
  const seen = new Uint8Array(n);
  const arrival = new Array<number>(n).fill(0);
  seen[0] = 1;
  let at = 0;
  let clock = 0;
  for (let step = 1; step < n; step++) {
    let best = -1;
    for (let v = 1; v < n; v++) if (!seen[v] && (best < 0 || time[at]![v]! < time[at]![best]!)) best = v;
    clock += time[at]![best]! + (at === 0 ? 0 : service);
    arrival[best] = clock;
    seen[best] = 1;
    at = best;
  }
  return arrival;
}

function windowsFor(kind: Kind, time: number[][], rng: Rng): (TimeWindow | null)[] {
  const n = time.length;
  const arrival = nearestSchedule(time, SERVICE_SECONDS);
  const day = Math.max(...arrival);
  const at = (s: number, width: number): TimeWindow => ({ start: DEPARTURE + Math.round(s) * 1000, end: DEPARTURE + Math.round(s + width) * 1000 });
  const random = (width: number, within = day) => at(rng.next() * Math.max(0, within - width / 2), width);
  return Array.from({ length: n }, (_, i): TimeWindow | null => {
    if (i === 0) return null;
    const r = rng.next();
    switch (kind) {
      case 'plain':
        return null;
      case 'loose': // 40% of stops, half-day windows
        return r < 0.4 ? random(Math.max(120 * MIN, day / 2)) : null;
      case 'tight': // 70% of stops, 30 min around a nearest-neighbour tour's arrival: all can be kept
        return r < 0.7 ? at((arrival[i] as number) - 15 * MIN, 30 * MIN) : null;
      case 'mixed': // a third half-day, a third 30 min anywhere in the day, a third none
        return r < 1 / 3 ? random(Math.max(120 * MIN, day / 2)) : r < 2 / 3 ? random(30 * MIN) : null;
      case 'conflicting': // 80% of stops, 30-60 min windows crowded into the first half of the day
        return r < 0.8 ? random((30 + rng.next() * 30) * MIN, day / 2) : null;
      case 'unreachable': // loose, plus 5% closing 30 s after departure: late in every order
        return r < 0.05 ? at(0, 30) : r < 0.45 ? random(Math.max(120 * MIN, day / 2)) : null;
    }
  });
}

const cut = (m: number[][], n: number) => m.slice(0, n).map((row) => row.slice(0, n));

export function regionInstances(): RegionInstance[] {
  const out: RegionInstance[] = [];
  for (const region of REGIONS) {
    const file = join(DATA_DIR, `${region}-matrix.json`);
    if (!existsSync(file)) throw new Error(`${file} is missing: node --import tsx bench/optimize-data.ts matrices`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { time: number[][]; distance: number[][] };
    for (const n of SIZES) {
      const time = cut(data.time, n);
      const distance = cut(data.distance, n);
      KINDS.forEach((kind, k) => {
        for (const closed of [true, false]) {
          const rng = new Rng(n * 100 + k * 10 + (closed ? 1 : 2));
          const windows = windowsFor(kind, time, rng);
          const input: OptimizeInput = { time, distance, returnToStart: closed, departure: DEPARTURE, seed: 1 };
          if (kind !== 'plain') {
            input.windows = windows;
            input.serviceSeconds = SERVICE_SECONDS;
          }
          out.push({ id: `${region}-${n}-${kind}-${closed ? 'closed' : 'open'}`, region, n, kind, closed, input });
        }
      });
    }
  }
  return out;
}

/**
 * Instances the bench has never seen, for robustness checks against VROOM (`FRESH=1,2 bench/optimize-vroom.ts`): for
 * fresh seed f, each region's stored matrix cut to a random subset of its 200 stops (the depot drawn too), in any
 * order, and windows of every kind from another generator seed; any sizes (30, 75, 150 ...). Ids start `fresh<f>-`.
 */
export function freshInstances(fresh: number, sizes: readonly number[]): RegionInstance[] {
  const out: RegionInstance[] = [];
  REGIONS.forEach((region, g) => {
    const file = join(DATA_DIR, `${region}-matrix.json`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { time: number[][]; distance: number[][] };
    for (const n of sizes) {
      const pick = new Rng(fresh * 7919 + g * 104729 + n);
      const ids = Array.from({ length: MATRIX_STOPS }, (_, k) => k);
      for (let k = ids.length - 1; k > 0; k--) {
        const s = pick.int(0, k);
        [ids[k], ids[s]] = [ids[s] as number, ids[k] as number];
      }
      const chosen = ids.slice(0, n);
      const time = chosen.map((a) => chosen.map((b) => data.time[a]![b]!));
      const distance = chosen.map((a) => chosen.map((b) => data.distance[a]![b]!));
      KINDS.forEach((kind, k) => {
        for (const closed of [true, false]) {
          const rng = new Rng(fresh * 1_000_003 + n * 100 + k * 10 + (closed ? 1 : 2));
          const windows = windowsFor(kind, time, rng);
          const input: OptimizeInput = { time, distance, returnToStart: closed, departure: DEPARTURE, seed: 1 };
          if (kind !== 'plain') {
            input.windows = windows;
            input.serviceSeconds = SERVICE_SECONDS;
          }
          out.push({ id: `fresh${fresh}-${region}-${n}-${kind}-${closed ? 'closed' : 'open'}`, region, n, kind, closed, input });
        }
      });
    }
  });
  return out;
}

export function readReferences(): Record<string, Reference> {
  return existsSync(REFERENCES_FILE) ? (JSON.parse(readFileSync(REFERENCES_FILE, 'utf8')) as Record<string, Reference>) : {};
}

/** The references file, one instance a line (orders included), in the instances' order. */
export function formatReferences(refs: Record<string, Reference>): string {
  const ids = Object.keys(refs);
  const lines = ids.map((id, k) => `${JSON.stringify(id)}: ${JSON.stringify(refs[id])}${k < ids.length - 1 ? ',' : ''}`);
  return `{\n${lines.join('\n')}\n}\n`;
}

/** Scores one order of an instance the way the bench does. */
export const scoreOrder = (input: OptimizeInput, order: number[]): Score => scoreResult(input, evaluateOrder(input, order));

/**
 * Whether a reference's stored order scores what it records (late stops, seconds late within rounding, travel):
 * null when it does, or why not; a reference without an order cannot be checked.
 */
export function checkReference(input: OptimizeInput, ref: Reference): string | null {
  if (!ref.order) return 'no order recorded';
  const s = scoreOrder(input, ref.order);
  if (s.lateStops !== ref.lateStops || Math.abs(s.lateSeconds - ref.lateSeconds) > LATE_SECONDS_EPS || Math.abs(s.travel - ref.travel) > 0.05) {
    return `its order scores ${s.lateStops} late (${s.lateSeconds} s) ${s.travel} s, recorded ${ref.lateStops} late (${ref.lateSeconds} s) ${ref.travel} s`;
  }
  return null;
}
