// @vitest-environment jsdom
// Choosing a region flies the map there once the choice has painted: the flight's first frame redraws the page's
// layers, which had held the choice's paint (~300 ms on a phone beside a 25-stop route, issue 33).
import type OlMap from 'ol/Map';
import View from 'ol/View';
import { afterEach, expect, it, vi } from 'vitest';
import { fitBounds } from './view-bounds.ts';

afterEach(() => vi.restoreAllMocks());

it('starts the flight to a region after the next frame, with room around it', async () => {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  const view = new View({ center: [0, 0], zoom: 2 });
  const fit = vi.spyOn(view, 'fit').mockImplementation(() => {});
  const map = { getView: () => view } as unknown as OlMap;

  const flown = fitBounds(map, { ul: { lat: 47.27, lng: 9.47 }, lr: { lat: 47.04, lng: 9.64 } });
  await new Promise((resolve) => setTimeout(resolve));
  expect(fit).not.toHaveBeenCalled();

  for (const frame of frames.splice(0)) frame(performance.now());
  await flown;
  expect(fit).toHaveBeenCalledOnce();
  expect(fit.mock.calls[0]![1]).toEqual({ padding: [24, 24, 24, 24], duration: 250 });
});
