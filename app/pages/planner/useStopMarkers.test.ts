// @vitest-environment jsdom
// A stop's number is drawn into its marker's image once, not by OpenLayers' text labels: those measure their font by
// putting an element in the page and reading it back, a layout of the whole page inside the map's frame (issue 33).
import Icon from 'ol/style/Icon';
import { expect, it, vi } from 'vitest';
import { markerStyle } from './useStopMarkers.ts';

it('draws the stop\'s number into the marker image, once per number', () => {
  const written: string[] = [];
  const context = new Proxy({}, {
    get: (_, key) => (key === 'fillText' ? (text: string) => written.push(text) : () => {}),
    set: () => true,
  });
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);

  const style = markerStyle('7');
  const again = markerStyle('7');

  expect(style.getText()).toBeNull();
  expect(style.getImage()).toBeInstanceOf(Icon);
  expect(written).toEqual(['7']);
  expect((again.getImage() as Icon).getImage(1)).toBe((style.getImage() as Icon).getImage(1));
  getContext.mockRestore();
});
