// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type OlMap from 'ol/Map';
import { fromLonLat, get as getProjection } from 'ol/proj';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoundingBox } from '../../api/traffic-incidents.ts';
import { INITIAL_REPORT_DELAY_MS, useBoundingBoxReports } from './useBoundingBoxReports.ts';

/** Just enough of a map: a view whose extent the test sets, and move-end listeners the test fires. */
function fakeMap() {
  let extent = [...fromLonLat([9.5, 47.1]), ...fromLonLat([9.6, 47.2])];
  const listeners: (() => void)[] = [];
  const map = {
    getSize: () => [800, 600],
    getView: () => ({ calculateExtent: () => extent, getProjection: () => getProjection('EPSG:3857') }),
    on: (_: string, f: () => void) => listeners.push(f),
    un: (_: string, f: () => void) => listeners.splice(listeners.indexOf(f), 1),
  };
  return {
    map: map as unknown as OlMap,
    pan: (dLng: number) => {
      extent = [...fromLonLat([9.5 + dLng, 47.1]), ...fromLonLat([9.6 + dLng, 47.2])];
    },
    moveEnd: () => listeners.forEach((f) => f()),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useBoundingBoxReports', () => {
  it('reports the settled box once after the delay, and every move-end after it', () => {
    const m = fakeMap();
    const boxes: BoundingBox[] = [];
    renderHook(() => useBoundingBoxReports(m.map, (b) => boxes.push(b)));
    expect(boxes).toHaveLength(0);
    vi.advanceTimersByTime(INITIAL_REPORT_DELAY_MS);
    expect(boxes).toHaveLength(1);
    m.pan(0.05);
    m.moveEnd();
    expect(boxes).toHaveLength(2);
    expect(boxes[1]!.ul.lng).toBeCloseTo(9.55, 4);
  });

  it('does not ask again for the box it reported last (the settling report after a pan on a slow phone)', () => {
    const m = fakeMap();
    const boxes: BoundingBox[] = [];
    renderHook(() => useBoundingBoxReports(m.map, (b) => boxes.push(b)));
    m.moveEnd(); // the map's first render
    m.pan(0.05);
    m.moveEnd(); // a pan before the settling report
    vi.advanceTimersByTime(INITIAL_REPORT_DELAY_MS);
    m.moveEnd(); // a move-end that did not move
    expect(boxes.map((b) => b.ul.lng.toFixed(2))).toEqual(['9.50', '9.55']);
  });
});
