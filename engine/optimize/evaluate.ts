// Reports any visiting order the way optimizeRoute does, for tests, benches and the UI's "saved vs before" figures.
import { OptimizeError } from './errors.ts';
import { LATE_EPS, serviceSeconds, unreachableWindows, windowSeconds } from './problem.ts';
import type { OptimizeInput, OptimizeResult, StopReport } from './types.ts';
import { validateOptimizeInput } from './validate.ts';

function checkSequence(n: number, sequence: readonly number[]): void {
  const bad = (message: string) => new OptimizeError({ code: 'BAD_SEQUENCE', message });
  if (sequence.length !== n) throw bad(`The order must list each of the ${n} stops once`);
  if (sequence[0] !== 0) throw bad('The order must begin with the first stop');
  const seen = new Uint8Array(n);
  for (const s of sequence) {
    if (!Number.isInteger(s) || s < 0 || s >= n || seen[s]) throw bad(`The order must list each of the ${n} stops once`);
    seen[s] = 1;
  }
}

/** Simulates `sequence` (a permutation of the stops starting with 0) and reports its times, windows and totals. */
export function evaluateOrder(
  input: OptimizeInput,
  sequence: readonly number[],
  method: OptimizeResult['method'] = 'given',
): OptimizeResult {
  const invalid = validateOptimizeInput(input);
  if (invalid) throw new OptimizeError(invalid);
  const n = input.time.length;
  checkSequence(n, sequence);
  const departure = input.departure ?? Date.now();
  const service = serviceSeconds(input, n);
  const { rel, due } = windowSeconds(input, departure);
  const lost = unreachableWindows(input, departure);
  const at = (m: number[][], i: number, j: number) => (m[i] as number[])[j] as number;

  const stops: StopReport[] = [];
  let clock = 0; // seconds from departure
  let prev = -1;
  let travelTime = 0;
  let totalDistance = 0;
  let totalLateness = 0;
  for (const stop of sequence) {
    if (prev >= 0) {
      clock += at(input.time, prev, stop);
      travelTime += at(input.time, prev, stop);
      totalDistance += at(input.distance, prev, stop);
    }
    const arrival = clock;
    const open = rel[stop] as number;
    if (clock < open) clock = open;
    const late = Math.max(0, clock - (due[stop] as number));
    totalLateness += late;
    stops.push({
      index: stop,
      arrival: departure + arrival * 1000,
      waitSeconds: clock - arrival,
      latenessSeconds: late,
      windowMet: late <= LATE_EPS,
      windowReachable: !lost[stop],
    });
    clock += service[stop] as number;
    prev = stop;
  }

  const result: OptimizeResult = {
    sequence: [...sequence],
    totalDistance,
    totalTime: clock,
    travelTime,
    totalLateness,
    stops,
    method,
  };
  if (input.returnToStart) {
    clock += at(input.time, prev, 0);
    travelTime += at(input.time, prev, 0);
    totalDistance += at(input.distance, prev, 0);
    result.totalLateness += Math.max(0, clock - (due[0] as number));
    result.returnArrival = departure + clock * 1000;
    result.totalTime = clock;
    result.travelTime = travelTime;
    result.totalDistance = totalDistance;
  }
  return result;
}
