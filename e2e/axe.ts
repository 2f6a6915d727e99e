// axe-core run inside the page (open the page with bypassCSP: the app's CSP forbids the injected script): the
// serious and critical WCAG 2 A/AA findings, one 'rule: first target (and n more)' line per rule.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }[];
}

export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  // Measure at rest: a dialog or toast still fading in has a blended, lower contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(
    (context) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe.run(context ?? document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      }),
    scope ?? null,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const [first] = v.nodes;
      const more = v.nodes.length > 1 ? ` and ${v.nodes.length - 1} more` : '';
      return `${v.id}: ${first?.target.join(' ')}${more} (${first?.failureSummary?.replace(/\s+/g, ' ')})`;
    });
}
