// Resolves once the app's first frame is on screen. A page's code waits for it (router.tsx): the first paint (the
// page's frame: header, title, introduction) never waits for the page's script, nor shares the network and the
// main thread with it, so a phone on a slow network shows what the page is for as early as the overview.
let painted: () => void = () => {};
export const firstPaint = new Promise<void>((resolve) => {
  painted = resolve;
});

/** Called once the first render committed: resolves after the next frame, which shows it. */
export function markFirstPaint(): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(painted));
  else setTimeout(painted);
}

/**
 * Resolves once the frame after now is on screen: the work a tap starts waits for it, so the tap's own feedback (a
 * busy button) paints first instead of after that work. A hidden tab paints no frames: then after a task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') setTimeout(resolve);
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}
