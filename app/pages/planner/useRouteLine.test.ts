import { fromLonLat } from 'ol/proj';
import { expect, it } from 'vitest';
import { lineCoordinates } from './useRouteLine.ts';

it("puts a shape's [lat, lng] points on the map where fromLonLat does, as one flat array", () => {
  const shape = [
    [47.141, 9.5215],
    [47.165, 9.5095],
    [-33.8688, 151.2093],
    [0, 0],
  ] as const;
  const flat = lineCoordinates(shape);
  expect(flat).toHaveLength(8);
  shape.forEach(([lat, lng], i) => {
    const [x, y] = fromLonLat([lng, lat]);
    expect(flat[2 * i]).toBeCloseTo(x!, 6);
    expect(flat[2 * i + 1]).toBeCloseTo(y!, 6);
  });
});
