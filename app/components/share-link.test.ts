import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link.ts';

describe('shareLink', () => {
  it('adds the current route id to the address', () => {
    expect(shareLink('http://localhost:8080/planner', 7)).toBe('http://localhost:8080/planner?route=7');
  });
  it('replaces an older route id, keeps other parameters and drops device-only ones', () => {
    expect(shareLink('http://x.test/matrix?kiosk=1&tab=2&route=3&r=old#top', 9)).toBe('http://x.test/matrix?tab=2&route=9');
  });
  it('carries the encoded route after the id', () => {
    expect(shareLink('http://x.test/planner', 4, 'N4Ig+a$b-c')).toBe('http://x.test/planner?route=4&r=N4Ig%2Ba%24b-c');
    expect(new URL(shareLink('http://x.test/planner', 4, 'N4Ig+a$b-c')).searchParams.get('r')).toBe('N4Ig+a$b-c');
  });
  it('is the plain address when no route is loaded', () => {
    expect(shareLink('http://x.test/geocoding?kiosk=1', null, 'abc')).toBe('http://x.test/geocoding');
  });
});
