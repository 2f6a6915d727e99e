// One Chromium per test file, a fresh context per test, and every console error collected so a test can
// assert that a page loaded cleanly.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** Longest any one browser step may wait: under the 60 s test timeout, so a stuck step is named. */
const STEP_TIMEOUT_MS = 45_000;

export interface Visit {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  consoleErrors: string[];
}

export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function open(options: BrowserContextOptions = {}): Promise<Visit> {
    const baseURL = inject('baseURL');
    const context = await browser.newContext({ baseURL, ...options });
    // A step that waits forever names its locator here rather than ending in the test's bare timeout.
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    contexts.push(context);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => consoleErrors.push(String(err)));
    return { page, context, baseURL, consoleErrors };
  };
}
