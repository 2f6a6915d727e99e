// What a phone user gets: Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) over every page
// of the production build served by the proxy, in Debian's Chromium, against a minimal static page measured in
// the same run as the floor this machine allows. A page under 90 for performance is a missed target.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import '../e2e/ensure-test-packages.ts';
import { ensureRegionPacks } from '../engine/regions.ts';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR, buildAppIfStale } from '../scripts/build-app.ts';

/** Every page, or those named in PAGES=/planner,/traffic. */
const PAGES = process.env.PAGES?.split(',').filter(Boolean) ?? ['/', '/planner', '/matrix', '/geocoding', '/bulk-geocoder', '/traffic'];
const TARGET = 90;
/** Runs per page (RUNS=n): one run on this shared machine moves by ±10 points, so a page's figures are its median run's (five, as Lighthouse's own guidance on variability suggests). */
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));

/** The floor: a page with one heading and nothing to load, so the figures show what the machine itself costs. */
const MINIMAL = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="floor"><title>Floor</title></head><body><h1>Floor</h1></body></html>';

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bestPractices: number;
  seo: number;
  accessibility: number;
}

async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run Lighthouse itself could not finish (its trace or a protocol call failed) measured nothing, not a page
  // scoring 0: it is said, and run again.
  const failure = result.lhr.runtimeError;
  if (failure) {
    console.log(`  (${url}: Lighthouse run failed, ${failure.code}: ${failure.message}${attempt < 3 ? '; running it again' : ''})`);
    if (attempt < 3) return audit(url, port, attempt + 1);
  }
  const { categories, audits } = result.lhr;
  const score = (c: string) => Math.round((categories[c]?.score ?? 0) * 100);
  const value = (a: string) => audits[a]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    accessibility: score('accessibility'),
  };
}

/**
 * The run with the median performance score (its figures belong together: one run's FCP, LCP and TBT), and the
 * lowest and highest scores of all runs, so the spread is in view.
 */
async function medianAudit(url: string, port: number): Promise<Figures & { spread: string }> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port));
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[Math.floor(runs.length / 2)]!, spread: `${runs[0]!.performance}-${runs.at(-1)!.performance}` };
}

const row = (name: string, f: Figures & { spread: string }) =>
  `${name.padEnd(15)} performance ${String(f.performance).padStart(3)} (runs ${f.spread.padStart(7)})  FCP ${(f.fcp / 1000).toFixed(1)} s  LCP ${(f.lcp / 1000).toFixed(1)} s  TBT ${Math.round(f.tbt).toString().padStart(5)} ms  CLS ${f.cls.toFixed(3)}  accessibility ${f.accessibility}  best practices ${f.bestPractices}  SEO ${f.seo}`;

/**
 * COMPARE=<dist dir>,<dist dir>,... audits those builds instead of this tree's, page by page in turn, so a change
 * is measured against its base under the same load (this machine is shared: runs minutes apart differ by 20 points).
 */
const compare = process.env.COMPARE?.split(',').filter(Boolean) ?? [];
const distDirs = compare.length ? compare : [DIST_DIR];
if (!compare.length) await buildAppIfStale();
await ensureRegionPacks();
const apps = await Promise.all(distDirs.map((staticDir) => buildServer(testConfig({ staticDir, logLevel: 'warn' }))));
const bases: string[] = [];
for (const app of apps) {
  await app.inject({ method: 'GET', url: '/api/map/config' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
}
const floorServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(MINIMAL)).listen(0, '127.0.0.1');
await new Promise((resolve) => floorServer.once('listening', resolve));
const floorUrl = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}/`;

const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS.filter((a) => a !== '--headless'), '--headless=new'] });
try {
  const floor = await medianAudit(floorUrl, chrome.port);
  console.log(row('minimal page', floor));
  const missed: string[] = [];
  for (const path of PAGES) {
    for (const [i, base] of bases.entries()) {
      const f = await medianAudit(`${base}${path}`, chrome.port);
      console.log(row(compare.length ? `${path} [${compare[i]}]` : path, f));
      if (f.performance < TARGET) missed.push(compare.length ? `${path} [${compare[i]}]` : path);
    }
  }
  console.log(`${missed.length ? 'FAIL' : 'PASS'} Lighthouse mobile performance >= ${TARGET} on every page (median of ${RUNS} runs)${missed.length ? ` (under it: ${missed.join(', ')})` : ''}`);
} finally {
  await chrome.kill();
  floorServer.close();
  await Promise.all(apps.map((app) => app.close()));
}
