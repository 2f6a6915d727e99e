// The hidden way out of kiosk mode: several taps on one spot within a short time, which visitors do not find.

export function createTapCounter(taps: number, withinMs: number, now: () => number = Date.now): () => boolean {
  let times: number[] = [];
  return () => {
    const t = now();
    times = [...times.filter((x) => t - x < withinMs), t];
    if (times.length < taps) return false;
    times = [];
    return true;
  };
}
