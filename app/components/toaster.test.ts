// @vitest-environment jsdom
// A toast waits for the frame after the work that calls for it: it renders and measures itself at once, which had
// held the paint of the tap whose outcome it tells (~200 ms on a phone, issue 33).
import { afterEach, expect, it, vi } from 'vitest';
import { notify, toaster } from './toaster.tsx';

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

it('shows the toast once the next frame is on screen', async () => {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');

  notify('success', 'Stop Added', 'Vaduz');
  await new Promise((resolve) => setTimeout(resolve));
  expect(toaster.getCount()).toBe(0);

  for (const frame of frames.splice(0)) frame(performance.now());
  await new Promise((resolve) => setTimeout(resolve));
  expect(toaster.getVisibleToasts().map((t) => t.title)).toEqual(['Stop Added']);
});
