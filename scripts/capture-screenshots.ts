// Regenerates the web app manifest's screenshots (public/screenshots/) from the built app:
// `DIST_DIR=dist node --import tsx scripts/capture-screenshots.ts`.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR, buildAppIfStale } from './build-app.ts';

await buildAppIfStale();
const app = await buildServer(testConfig({ staticDir: DIST_DIR }));
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [name, width, height] of [
  ['overview-wide', 1280, 800],
  ['overview-phone', 390, 844],
] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${base}/`);
  await page.locator('main h1').waitFor();
  await page.screenshot({ path: `public/screenshots/${name}.png` });
  await page.close();
}
await browser.close();
await app.close();
