// Keeps only the newest of overlapping requests: moves in quick succession must never let an older answer win.
export interface LatestRequest {
  /** Aborted as soon as a newer request starts (or on cancel), so the older one stops on the wire. */
  signal: AbortSignal;
  /** True until a newer request starts or cancel() is called; the check that decides whether an answer is shown. */
  isCurrent: () => boolean;
}

export interface LatestOnly {
  begin(): LatestRequest;
  cancel(): void;
}

export function latestOnly(): LatestOnly {
  let sequence = 0;
  let controller: AbortController | null = null;
  const abortPrevious = () => {
    controller?.abort();
    controller = null;
    sequence++;
  };
  return {
    begin() {
      abortPrevious();
      const mine = new AbortController();
      controller = mine;
      const id = sequence;
      return { signal: mine.signal, isCurrent: () => id === sequence };
    },
    cancel: abortPrevious,
  };
}
