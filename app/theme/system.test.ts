// A Chakra component whose recipe is not in the system renders unstyled without a word. This reads which recipes
// each Chakra component the app imports asks for (from Chakra's own build), and checks the trimmed system has them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppSystem, PALETTES, recipes, slotRecipes } from './system.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CHAKRA = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');
const chakraIndex = readFileSync(join(CHAKRA, 'index.js'), 'utf8');

const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));

/** Every name the app imports from '@chakra-ui/react'. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of walk(join(ROOT, 'app')).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/gs)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The file Chakra's index exports `name` from (a component or a component namespace), if it is a component. */
function componentFile(name: string): string | null {
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./components/[^']+)'`).exec(chakraIndex);
  if (direct) return join(CHAKRA, direct[1]!);
  const alias = new RegExp(`export \\{ ([\\w$]+) as ${name} \\}`).exec(chakraIndex);
  const source = alias && new RegExp(`import \\* as ${alias[1]!.replace(/\$/g, '\\$')} from '(\\./components/[^']+)'`).exec(chakraIndex);
  return source ? join(CHAKRA, source[1]!) : null;
}

/** The recipe keys a component's folder asks for, following its imports of other components' folders. */
function recipeKeys(names: Iterable<string>): { recipes: Set<string>; slotRecipes: Set<string> } {
  const keys = { recipes: new Set<string>(), slotRecipes: new Set<string>() };
  const seen = new Set<string>();
  const visit = (dir: string): void => {
    if (seen.has(dir)) return;
    seen.add(dir);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const src = readFileSync(join(dir, file), 'utf8');
      for (const m of src.matchAll(/(?:create|use)(Slot)?Recipe(?:Context)?\(\{\s*key: "(\w+)"/g)) (m[1] ? keys.slotRecipes : keys.recipes).add(m[2]!);
      for (const m of src.matchAll(/from '(\.\.\/[^']+)'/g)) {
        const target = resolve(dir, m[1]!);
        if (target.includes('/components/')) visit(dirname(target));
      }
    }
  };
  for (const name of names) {
    const file = componentFile(name);
    if (file) visit(dirname(file));
  }
  return keys;
}

describe('the trimmed UI system', () => {
  const system = createAppSystem();

  it("holds every recipe of Chakra's defaults that the app's Chakra components ask for", () => {
    const asked = recipeKeys(chakraImports());
    expect(asked.slotRecipes.size).toBeGreaterThan(15);
    const missingSlot = [...asked.slotRecipes].filter((k) => !(k in slotRecipes));
    // Text asks for a 'text' recipe that Chakra's defaults never had. The date picker's folder imports Chakra's
    // Button for DatePicker.Value alone, which the app does not use (its buttons are components/Button.tsx).
    const appSource = walk(join(ROOT, 'app')).filter((f) => /\.tsx$/.test(f)).map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(appSource).not.toMatch(/DatePicker\.Value\b/);
    const missing = [...asked.recipes].filter((k) => !(k in recipes) && k !== 'text' && k !== 'button');
    expect({ missing, missingSlot }).toEqual({ missing: [], missingSlot: [] });
    expect(system.getSlotRecipe('dialog')).toEqual(slotRecipes.dialog);
  });

  it('holds every colour palette and palette colour the app names', () => {
    const named = new Set<string>();
    for (const file of walk(join(ROOT, 'app')).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
      const src = readFileSync(file, 'utf8');
      // colorPalette="blue", colorPalette={x ? 'red' : 'green'}, palette: 'orange', bg: 'green.700', color="red.fg"
      for (const m of src.matchAll(/(?:colorPalette|palette)\W{1,3}([^\n;]*)/g)) for (const p of m[1]!.matchAll(/'(\w+)'|"(\w+)"/g)) named.add(p[1] ?? p[2]!);
      for (const m of src.matchAll(/['"]([a-z]+)\.(?:\d{2,3}|solid|muted|subtle|emphasized|fg|contrast|focusRing)['"]/g)) named.add(m[1]!);
    }
    const known = new Set(['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink']);
    const palettes = [...named].filter((n) => known.has(n));
    expect(palettes.length).toBeGreaterThanOrEqual(5);
    expect(palettes.filter((p) => !(PALETTES as readonly string[]).includes(p))).toEqual([]);
    for (const p of palettes) expect(system.token(`colors.${p}.700`, 'missing'), p).not.toBe('missing');
    expect(system.token('colors.teal.700', 'missing')).toBe('missing');
  });
});
