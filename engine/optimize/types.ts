// The optimizer's public shapes: what a caller hands over (a matrix, never a provider) and what comes back.

/** A delivery window in epoch milliseconds; arriving before `start` means waiting, after `end` means late. */
export interface TimeWindow {
  start: number;
  end: number;
}

export interface OptimizeInput {
  /** Travel seconds, time[from][to]; may be asymmetric. Index 0 is the fixed start. */
  time: number[][];
  /** Distances in any unit, only summed back into the result. */
  distance: number[][];
  /** Closed tour back to stop 0 when true, open tour ending at any stop when false. */
  returnToStart: boolean;
  /** One entry per stop (null = no window). The start stop's window delays departure and bounds the return. */
  windows?: (TimeWindow | null)[];
  /** Epoch milliseconds; defaults to Date.now(). */
  departure?: number;
  /** Seconds spent at each stop: one figure for every stop, or one per stop; never at the start; defaults to 0. */
  serviceSeconds?: number | readonly number[];
  /** Wall-clock safety cap for the local search; defaults to 10000 (counted work normally ends it well before). The exact solver ignores it. */
  timeBudgetMs?: number;
  /** Seed for the local search's random choices; same input and seed give the same order. */
  seed?: number;
}

export interface StopReport {
  index: number;
  /** Epoch milliseconds when the vehicle gets there (before any waiting). */
  arrival: number;
  waitSeconds: number;
  latenessSeconds: number;
  windowMet: boolean;
  /** False when the window closes before the vehicle could get there even going there first: late in any order. */
  windowReachable: boolean;
}

export interface OptimizeResult {
  /** Visiting order of input indices, starting with 0, without repeating 0 at the end. */
  sequence: number[];
  totalDistance: number;
  /** Seconds from departure to the end of the tour, waiting and service included. */
  totalTime: number;
  /** Seconds spent driving. */
  travelTime: number;
  /** Seconds past window ends, summed over stops (and the return when closed). */
  totalLateness: number;
  stops: StopReport[];
  /** Epoch milliseconds back at stop 0, for closed tours only. */
  returnArrival?: number;
  /** 'exact' when the order is proven best, 'local-search' otherwise (also when a window cannot be kept), 'given' for evaluateOrder. */
  method: 'exact' | 'local-search' | 'given';
}
