// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isExternalHref, watchExternalLinks } from './external-links.ts';

const origin = 'http://kiosk.test';

describe('external links in kiosk mode', () => {
  it('tells links that leave the app from its own', () => {
    expect(isExternalHref('https://developer.mapquest.com/documentation/', origin)).toBe(true);
    expect(isExternalHref('/planner', origin)).toBe(false);
    expect(isExternalHref('http://kiosk.test/matrix', origin)).toBe(false);
    expect(isExternalHref('mailto:x@y.z', origin)).toBe(true);
  });

  it('disables them, also when they appear later, and restores them when kiosk mode ends', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Read the <a href="https://docs.example/x" target="_blank">docs</a> or go <a href="/planner">plan</a>.</p>';
    const stop = watchExternalLinks(root, origin);
    expect(root.querySelectorAll('a[href]').length).toBe(1);
    expect(root.textContent).toBe('Read the docs or go plan.');

    const later = document.createElement('a');
    later.href = 'https://osm.example/copyright';
    root.append(later);
    await new Promise((r) => setTimeout(r, 0));
    expect(later.hasAttribute('href')).toBe(false);

    stop();
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://docs.example/x', '/planner', 'https://osm.example/copyright']);
  });
});
