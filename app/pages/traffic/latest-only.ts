// Keeps only the newest of overlapping requests: moves in quick succession must never let an older answer win.
// apiRequest takes no AbortSignal yet, so the older request still completes; its answer is simply ignored.
export interface LatestOnly {
  /** Starts a new request; the returned check is true until a newer one starts or cancel() is called. */
  begin(): () => boolean;
  cancel(): void;
}

export function latestOnly(): LatestOnly {
  let sequence = 0;
  return {
    begin() {
      const id = ++sequence;
      return () => id === sequence;
    },
    cancel() {
      sequence++;
    },
  };
}
