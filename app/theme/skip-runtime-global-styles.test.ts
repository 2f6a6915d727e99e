import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, GLOBAL_STYLES_AT_START, skipRuntimeGlobalStyles, withoutGlobalStyles } from './skip-runtime-global-styles.ts';

const chakraSystem = readFileSync(new URL(`../../node_modules/${CHAKRA_SYSTEM_MODULE}`, import.meta.url), 'utf8');
const transform = skipRuntimeGlobalStyles.transform as (code: string, id: string) => { code: string } | null;

describe('skipRuntimeGlobalStyles', () => {
  it("leaves the global styles out of the installed Chakra's createSystem", () => {
    const out = transform(chakraSystem, `/repo/node_modules/${CHAKRA_SYSTEM_MODULE}`)!.code;
    expect(out).not.toContain(GLOBAL_STYLES_AT_START);
    expect(out).toContain('const _global = [];');
    // Everything else is Chakra's own: the functions stay for whoever asks for them.
    expect(out.replace('const _global = [];', GLOBAL_STYLES_AT_START)).toBe(chakraSystem);
  });

  it('fails the build when Chakra builds its global styles another way', () => {
    expect(() => withoutGlobalStyles('const _global = computeGlobals();')).toThrow(/no longer holds/);
  });

  it('touches no other module', () => {
    expect(transform(chakraSystem, '/repo/app/theme/system.ts')).toBeNull();
  });
});
