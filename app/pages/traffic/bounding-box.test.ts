import { describe, expect, it } from 'vitest';
import { boundingBoxFromExtent, formatCoordinate, formatLatLng } from './bounding-box.ts';

describe('boundingBoxFromExtent', () => {
  it('puts ul at the north-west and lr at the south-east corner', () => {
    expect(boundingBoxFromExtent([11.85, 57.63, 12.1, 57.76])).toEqual({
      ul: { lat: 57.76, lng: 11.85 },
      lr: { lat: 57.63, lng: 12.1 },
    });
  });

  it('clamps a zoomed-out view that reaches past the world edges', () => {
    expect(boundingBoxFromExtent([-250, -95, 260, 91])).toEqual({
      ul: { lat: 90, lng: -180 },
      lr: { lat: -90, lng: 180 },
    });
  });
});

describe('formatCoordinate', () => {
  it.each([
    [57.70887, '57.7089'],
    [-122.41942, '-122.4194'],
    [11.97, '11.9700'],
    [0, '0.0000'],
    [-0.00001, '0.0000'],
    [-0.00006, '-0.0001'],
  ])('%s -> %s', (value, text) => {
    expect(formatCoordinate(value)).toBe(text);
  });

  it('formats a point as lat, lng', () => {
    expect(formatLatLng({ lat: 37.77493, lng: -122.41942 })).toBe('37.7749, -122.4194');
  });
});
