// A build plugin. Chakra's createSystem renders the system's global styles (preflight, global CSS, every token as
// a CSS variable) as it starts: 70 of the 550 ms of every page's first task at 4x CPU. The app never uses them:
// they are global.css, loaded with the page's CSS, and the app's system drops them (system.ts). The build leaves
// them out of createSystem; a Chakra release that builds them another way fails the build instead of quietly
// paying for them again. Tests and the dev server run Chakra as published.
import type { Plugin } from 'vite';

export const CHAKRA_SYSTEM_MODULE = '@chakra-ui/react/dist/esm/styled-system/system.js';
export const GLOBAL_STYLES_AT_START = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

export function withoutGlobalStyles(code: string): string {
  if (!code.includes(GLOBAL_STYLES_AT_START)) {
    throw new Error(`Chakra's createSystem no longer holds "${GLOBAL_STYLES_AT_START}": see app/theme/skip-runtime-global-styles.ts`);
  }
  return code.replace(GLOBAL_STYLES_AT_START, 'const _global = [];');
}

export const skipRuntimeGlobalStyles: Plugin = {
  name: 'skip-runtime-global-styles',
  apply: 'build',
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith(CHAKRA_SYSTEM_MODULE)) return null;
    return { code: withoutGlobalStyles(code), map: null };
  },
};
