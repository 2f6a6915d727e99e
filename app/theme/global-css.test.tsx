// @vitest-environment jsdom
// global.css is what Chakra's provider inserts at run time for the system's global styles (preflight, global CSS,
// every token as a CSS variable, light and dark): rendered here with the real system, so the file cannot drift
// from it. After a change to the system, `npx vitest run app/theme -u` writes the file again.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppSystem, createChakraSystem } from './system.ts';

const system = createChakraSystem();

const emotionCss = (): string =>
  Array.from(document.head.querySelectorAll('style[data-emotion]'), (style) => style.textContent ?? '').join('\n');

describe('global.css', () => {
  it('holds exactly the global styles the system inserts', async () => {
    const { unmount } = render(<ChakraProvider value={system}>{null}</ChakraProvider>);
    const css = emotionCss();
    unmount();
    expect(css).toMatch(/--chakra-colors-blue-500/);
    await expect(`${css}\n`).toMatchFileSnapshot('./global.css');
  });

  it('leaves them out of the system the app renders with, and only them', () => {
    const appSystem = createAppSystem();
    render(<ChakraProvider value={appSystem}>{null}</ChakraProvider>);
    // What is left is the order of Chakra's cascade layers, repeated from global.css's first line.
    expect(emotionCss()).toMatch(/^@layer [\w,]+;$/);
    expect(Object.keys(appSystem)).toEqual(Object.keys(system));
    expect(appSystem._config).toEqual(system._config);
  });
});
