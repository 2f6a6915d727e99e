// @vitest-environment jsdom
// A stop's number is drawn into the markers' image, not by OpenLayers' text labels: those measure their font by
// putting an element in the page and reading it back, a layout of the whole page inside the map's frame. And a
// route's numbers share one canvas: a canvas and a drawing context each cost a phone ~2 ms a marker (issue 33).
import Icon from 'ol/style/Icon';
import { expect, it, vi } from 'vitest';
import { markerStyle } from './useStopMarkers.ts';

it('draws a route\'s numbers once, into one canvas, each marker showing its own part of it', () => {
  const written: string[] = [];
  const context = new Proxy({}, {
    get: (_, key) => (key === 'fillText' ? (text: string) => written.push(text) : () => {}),
    set: () => true,
  });
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);

  const markers = Array.from({ length: 25 }, (_, i) => markerStyle(i + 1));
  const again = markerStyle(7);

  expect(getContext).toHaveBeenCalledOnce();
  expect(written.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
  expect(new Set(written).size).toBe(written.length);
  const icons = markers.map((style) => {
    expect(style.getText()).toBeNull();
    expect(style.getImage()).toBeInstanceOf(Icon);
    return style.getImage() as Icon;
  });
  expect(new Set(icons.map((icon) => icon.getImage(1))).size).toBe(1);
  expect(new Set(icons.map((icon) => icon.getOrigin()?.join(','))).size).toBe(25);
  expect(icons.map((icon) => icon.getSize()?.join('x'))).toEqual(Array(25).fill('30x30'));
  expect((again.getImage() as Icon).getOrigin()).toEqual(icons[6]!.getOrigin());
  getContext.mockRestore();
});
