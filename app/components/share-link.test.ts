import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link.ts';

describe('shareLink', () => {
  it('adds the current route id to the address', () => {
    expect(shareLink('http://localhost:8080/planner', 7)).toBe('http://localhost:8080/planner?route=7');
  });
  it('replaces an older route id and keeps other parameters', () => {
    expect(shareLink('http://x.test/matrix?kiosk=1&route=3#top', 9)).toBe('http://x.test/matrix?kiosk=1&route=9');
  });
  it('is the plain address when no route is loaded', () => {
    expect(shareLink('http://x.test/geocoding', null)).toBe('http://x.test/geocoding');
  });
});
