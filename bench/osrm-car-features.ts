// OSRM's car scenario tests (features/car/*.feature in Project-OSRM/osrm-backend) driven by this engine: how many
// of its checks of drawn maps we pass. Each scenario's node map, ways, nodes and relations become a pack (the same
// buildPack and OSM relation reading as a real region), each row of 'When I route I should get' a route and each
// row of 'Then routability should be' the two drives along the tested way, as OSRM's cucumber steps build them.
//
// OSRM's files are not kept in this repository: this is a measurement run by hand (like bench/graphhopper-routes.ts),
// given a checkout of osrm-backend, its features directory, or its bare git repository (read at HEAD):
//   node --import tsx bench/osrm-car-features.ts /path/to/osrm-backend [--verbose]
// Prints per feature file the checks judged, passed, failed and differing by decision (docs/car-profile.md, 'OSRM's
// car scenario tests'), and each failure. Exits 1 when any judged check fails.
//
// What is judged: a route row's `route` column (the way names the route uses, in order: OSRM lists each step's
// name, 'ab,bc,bc' with the arrival repeated, so both sides are compared as their runs of distinct names; an empty
// cell is no route) and a routability row's forw/backw/bothw (whether each direction can be driven; a speed, time
// or mode written in the cell counts as routable, its value is not judged). Not judged, counted apart: exact
// times, speeds, distances and weights (OSRM's own weights), turn instructions, lanes, refs, modes and the like;
// rows asking with bearings, approaches or parameters; scenarios with a customised profile, another profile,
// traffic files or snapping options; matrix and map matching steps.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPack } from '../engine/pack/build-pack.ts';
import { readPack } from '../engine/pack/container.ts';
import { turnRestrictions, type OsmRelationItem } from '../engine/pack/osm-pbf.ts';
import type { LngLat, RoadWay, WayNode } from '../engine/pack/ways.ts';
import { EngineError, Router } from '../engine/routing/index.ts';

type Tags = Record<string, string>;
type Table = Record<string, string>[];

// ---- Gherkin, as much of it as OSRM's car features use

interface Step {
  text: string;
  table?: string[][];
  doc?: string;
}
interface ScenarioText {
  name: string;
  line: number;
  /** Its @tags (OSRM's cucumber.mjs runs 'not @stress and not @todo'). */
  tags: string[];
  steps: Step[];
}

function parseFeature(text: string): { background: Step[]; scenarios: ScenarioText[] } {
  const background: Step[] = [];
  const scenarios: ScenarioText[] = [];
  let steps: Step[] | null = null;
  let doc: { indent: number; lines: string[] } | null = null;
  // Tags above 'Feature:' are every scenario's; those above a scenario its own.
  let featureTags: string[] = [];
  let tags: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (doc) {
      if (line === '"""') {
        steps!.at(-1)!.doc = doc.lines.join('\n');
        doc = null;
      } else doc.lines.push(raw.slice(Math.min(doc.indent, raw.length - raw.trimStart().length)));
      return;
    }
    if (line.startsWith('@')) tags.push(...line.split(/\s+/));
    if (line === '' || line.startsWith('#') || line.startsWith('@')) return;
    // One feature writes 'Background:' inside a scenario: its steps stay that scenario's.
    if (line.startsWith('Background:')) steps = scenarios.length ? steps : background;
    else if (/^Scenario( Outline)?:/.test(line)) {
      steps = [];
      scenarios.push({ name: line.replace(/^Scenario( Outline)?:\s*/, ''), line: i + 1, tags: [...featureTags, ...tags], steps });
      tags = [];
    } else if (/^Feature:/.test(line)) [featureTags, tags] = [tags, []];
    else if (line === '"""') doc = { indent: raw.indexOf('"""'), lines: [] };
    else if (line.startsWith('|')) {
      // A cell may hold an escaped bar (hov:lanes=designated|designated is written designated\\|designated).
      const body = line.slice(1, line.endsWith('|') && !line.endsWith('\\|') ? -1 : undefined);
      const cells = body.split(/(?<!\\)\|/).map((c) => c.trim().replaceAll('\\|', '|'));
      const step = steps?.at(-1);
      if (step) (step.table ??= []).push(cells);
    } else if (/^(Given|When|Then|And|But) /.test(line)) steps?.push({ text: line.replace(/^\S+ /, '') });
  });
  return { background, scenarios };
}

const hashes = (rows: string[][]): Table => rows.slice(1).map((r) => Object.fromEntries(rows[0]!.map((h, i) => [h, r[i] ?? ''])));

// ---- A scenario's map, as OSRM's cucumber support builds it (features/support/data.js, step_definitions/data.js)

/** Where OSRM's drawings sit (its DEFAULT_ORIGIN), and metres per degree of latitude. */
const ORIGIN: LngLat = [1, 1];
const M_PER_DEG = 111_319.49;
/** Routability rows sit side by side, this many grid units apart (OSRM's WAY_SPACING). */
const WAY_SPACING = 100;

class World {
  grid = 100;
  origin: LngLat = ORIGIN;
  readonly at = new Map<string, LngLat>();
  readonly nodeTags = new Map<string, Tags>();
  readonly ways: { nodes: string; tags: Tags }[] = [];
  readonly relations: Table = [];
  /** Why this scenario's checks cannot be judged, if they cannot. */
  unjudged: string | null = null;

  offset(x: number, y: number): LngLat {
    const kx = M_PER_DEG * Math.cos((this.origin[1] * Math.PI) / 180);
    return [this.origin[0] + (x * this.grid) / kx, this.origin[1] + (y * this.grid) / M_PER_DEG];
  }

  drawing(doc: string): void {
    doc.split('\n').forEach((row, r) => [...row].forEach((ch, c) => /[a-z0-9]/.test(ch) && this.at.set(ch, this.offset(c * 0.5, -r))));
  }
}

function wayTags(row: Record<string, string>): Tags {
  // highway=primary unless the table says otherwise; an empty cell writes an empty value, which no rule reads
  // (an empty highway is none: a ferry's row).
  const tags: Tags = { highway: 'primary' };
  for (const [k, v] of Object.entries(row)) {
    if (k === 'nodes') continue;
    if (v === '' || v === '(nil)') delete tags[k];
    else tags[k] = v;
  }
  // OSRM's rule for names: no column, the node letters; "" an empty name; an empty cell or (nil) none.
  if (row.name === undefined) tags.name = row.nodes!;
  else if (row.name === '""' || row.name === "''") tags.name = '';
  else if (row.name === '' || row.name === '(nil)') delete tags.name;
  return tags;
}

/** The scenario's pack and a way finder for route shapes. */
class Built {
  readonly router: Router;
  private readonly segments: { a: LngLat; b: LngLat; name: string }[] = [];

  constructor(ways: RoadWay[], relations: OsmRelationItem[], nodeAt: (id: number) => LngLat | undefined) {
    const restrictions = turnRestrictions(relations, nodeAt);
    const bytes = buildPack(ways, { region: 'OSRM scenario', source: 'OSRM cucumber feature', timestamp: null }, [], { builtAt: '2026-01-01T00:00:00Z', restrictions });
    this.router = Router.fromPack(readPack(bytes.buffer as ArrayBuffer));
    for (const w of ways) for (let i = 1; i < w.coords.length; i++) this.segments.push({ a: w.coords[i - 1]!, b: w.coords[i]!, name: w.tags.name ?? '' });
  }

  static of(world: World): Built {
    const ids = new Map<string, number>();
    const id = (name: string) => ids.get(name) ?? (ids.set(name, ids.size + 1), ids.size);
    const byId = new Map<number, LngLat>();
    for (const [name, p] of world.at) byId.set(id(name), p);
    const wayIds = new Map<string, number>();
    const ways: RoadWay[] = world.ways.map(({ nodes, tags }, i) => {
      wayIds.set(nodes, i + 1);
      const wayNodes: WayNode[] = [...nodes].flatMap((n, index) => (world.nodeTags.has(n) ? [{ index, tags: world.nodeTags.get(n)! }] : []));
      return { id: `way/${i + 1}`, coords: [...nodes].map((n) => point(world, n)), tags, area: false, ...(wayNodes.length ? { nodes: wayNodes } : {}) };
    });
    const relations: OsmRelationItem[] = world.relations.map((row, i) => {
      const members: OsmRelationItem['members'] = [];
      const tags: Tags = {};
      for (const [key, value] of Object.entries(row)) {
        const m = /^(node|way|relation):?(.*)$/.exec(key);
        if (!m) {
          if (value !== '') tags[key] = value;
          continue;
        }
        for (const name of value.split(',').map((v) => v.trim()).filter(Boolean)) {
          // A way is found by its letters either way round, as OSRM's findWayByName does.
          const way = wayIds.get(name) ?? wayIds.get([...name].reverse().join(''));
          const ref = m[1] === 'way' ? way : m[1] === 'node' ? id(name) : undefined;
          if (ref === undefined) throw new Error(`unknown relation member ${key} ${name}`);
          members.push({ type: m[1]!, ref, role: m[2]! });
        }
      }
      return { type: 'relation', id: i + 1, tags, members };
    });
    return new Built(ways, relations, (n) => byId.get(n));
  }

  /** The way names along a route's shape, each run of one name once ('' for a way without a name). */
  names(shape: readonly (readonly [number, number])[]): string[] {
    const out: string[] = [];
    for (let i = 1; i < shape.length; i++) {
      const p: LngLat = [shape[i - 1]![1], shape[i - 1]![0]];
      const q: LngLat = [shape[i]![1], shape[i]![0]];
      if (p[0] === q[0] && p[1] === q[1]) continue;
      // Ways drawn over each other share segments: keep to the way the route is on where it can.
      const names = this.segments.filter((s) => onSegment(p, s.a, s.b) && onSegment(q, s.a, s.b)).map((s) => s.name);
      const name = names.includes(out.at(-1)!) ? out.at(-1)! : (names[0] ?? '?');
      if (out.at(-1) !== name) out.push(name);
    }
    return out;
  }

  /** The way names of the route through the points, or null when there is none. */
  route(points: readonly LngLat[], unmoved = false): string[] | null {
    try {
      const d = this.router.directions(points.map(([lng, lat]) => ({ lat, lng })));
      // Our router moves a stop whose nearest road cannot be driven to or from the main network; OSRM moves one
      // only when its nearest road is in a component under 1000 nodes and the other is not, never on these maps.
      const at = (p: { lat: number; lng: number }, q: readonly [number, number]) => Math.hypot(p.lng - q[0], p.lat - q[1]) <= 1e-7;
      const nearest = points.map(([lng, lat], i) => this.router.snap({ lat, lng }, i));
      if (d.locations.some((p, i) => !at(p, [nearest[i]!.lng, nearest[i]!.lat]))) return null;
      return unmoved && d.locations.some((p, i) => !at(p, points[i]!)) ? null : this.names(d.shape);
    } catch (err) {
      if (err instanceof EngineError && err.code !== 'INVALID_INPUT') return null;
      throw err;
    }
  }
}

function point(world: World, name: string): LngLat {
  const p = world.at.get(name);
  if (!p) throw new Error(`no node ${name} in the drawing`);
  return p;
}

function onSegment(p: LngLat, a: LngLat, b: LngLat): boolean {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = dx * dx + dy * dy;
  const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
  if (t < -1e-6 || t > 1 + 1e-6) return false;
  return Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]) < 1e-7;
}

/** Whether `want` is `got` with some inner names left out (same first and last). */
function omits(got: readonly string[], want: readonly string[]): boolean {
  if (got[0] !== want[0] || got.at(-1) !== want.at(-1)) return false;
  let i = 0;
  for (const n of got) if (n === want[i]) i++;
  return i === want.length;
}

const distinct = (names: readonly string[]): string[] => names.filter((n, i) => i === 0 || names[i - 1] !== n);

// ---- Checks

type Verdict = 'pass' | 'fail' | 'decision' | 'unjudged';
interface Check {
  file: string;
  scenario: string;
  line: number;
  what: string;
  verdict: Verdict;
  detail?: string;
  /** Columns of this row not judged (times, turns, …). */
  unjudgedColumns: number;
}

/**
 * Where this engine differs from OSRM on purpose (docs/car-profile.md, 'OSRM's car scenario tests'): a failing
 * check matching file, scenario (a part of its title) and, if given, the row ('a → b', or 'w3 forw') is counted
 * as 'differs by decision'.
 */
const DECISIONS: readonly { file: string; scenario: string; row?: string; why: string }[] = [
  { file: 'way.feature', scenario: 'Basic access', row: 'w15 {"highway":"road"}', why: 'highway=road (a road of unknown class) is driven, as GraphHopper does' },
  { file: 'destination.feature', scenario: 'Routing inside a destination only area', why: 'a stop at the junction where a destination-only area begins is on the open road: no way through the area' },
  { file: 'destination.feature', scenario: 'Routing around a way that becomes destination only', row: 'c → d', why: 'both stops are on open roads: no shortcut through the destination-only way' },
  { file: 'hov.feature', scenario: 'Avoid hov when not on hov', row: 'c → m', why: 'a start on the junction where an HOV road meets an open one is on the open road' },
];
/** Conditional restrictions are not applied (their hours are not modelled): a scenario with any differs there. */
const CONDITIONAL = /:conditional$/;

const ROUTE_COLUMNS = new Set(['from', 'to', 'waypoints', 'route', '#']);
const QUERY_COLUMNS = /^(bearings|approaches|param:.*|request)$/;
const DIRECTIONS = ['forw', 'backw', 'bothw'] as const;
/** Query options that only change the answer's format. */
const HARMLESS_OPTIONS = new Set(['geometries', 'overview', 'steps', 'annotations', 'alternatives']);

function runScenario(file: string, background: Step[], sc: ScenarioText): Check[] {
  const world = new World();
  // OSRM does not run these itself (a behaviour it wants one day, or a stress test).
  const skipped = sc.tags.find((t) => t === '@todo' || t === '@stress');
  if (skipped) world.unjudged = `tagged ${skipped} (OSRM's own run leaves it out)`;
  const checks: Check[] = [];
  let built: Built | null = null;
  const check = (what: string, verdict: Verdict, detail: string | undefined, unjudgedColumns: number) =>
    checks.push({ file, scenario: sc.name, line: sc.line, what, verdict, ...(detail ? { detail } : {}), unjudgedColumns });
  const judge = (what: string, ok: boolean, detail: string, unjudgedColumns: number) => {
    const conditional = world.relations.some((r) => Object.keys(r).some((k) => CONDITIONAL.test(k) && r[k] !== ''));
    const decided = conditional || DECISIONS.some((d) => d.file === file && sc.name.includes(d.scenario) && (d.row === undefined || d.row === what));
    check(what, ok ? 'pass' : decided ? 'decision' : 'fail', ok ? undefined : detail, unjudgedColumns);
  };
  const build = (): Built | null => {
    try {
      return (built ??= Built.of(world));
    } catch {
      return null;
    }
  };

  for (const step of [...background, ...sc.steps]) {
    const t = step.text;
    const table = step.table ?? [];
    let m: RegExpExecArray | null;
    if ((m = /^the profile "(.*)"$/.exec(t))) {
      if (m[1] !== 'car') world.unjudged = `profile ${m[1]}`;
    } else if (/^the profile file/.test(t)) world.unjudged = 'a customised profile';
    else if ((m = /^a grid size of ([\d.]+) meters$/.exec(t))) world.grid = Number(m[1]);
    else if ((m = /^the origin ([-+\d.]+),([-+\d.]+)$/.exec(t))) world.origin = [Number(m[1]), Number(m[2])];
    else if (/^the node map$/.test(t)) world.drawing(step.doc ?? '');
    else if (/^the node locations$/.test(t)) for (const r of hashes(table)) world.at.set(r.node!, [Number(r.lon), Number(r.lat)]);
    else if (/^the nodes$/.test(t)) {
      for (const { node, ...tags } of hashes(table)) world.nodeTags.set(node!, Object.fromEntries(Object.entries(tags).filter(([k, v]) => v !== '' && k !== 'id')));
    } else if (/^the ways( with locations)?$/.test(t)) for (const r of hashes(table)) world.ways.push({ nodes: r.nodes!, tags: wayTags(r) });
    else if (/^the relations$/.test(t)) world.relations.push(...hashes(table));
    else if (/^the (extract|contract|customize|partition) extra arguments/.test(t)) continue;
    else if (/^the query options$/.test(t)) {
      const odd = table.map((r) => r[0]!).filter((k) => !HARMLESS_OPTIONS.has(k));
      if (odd.length) world.unjudged = `query options ${odd.join(', ')}`;
    } else if (/^the (speed|turn penalty) file$/.test(t)) world.unjudged = `a traffic ${t.replace(/^the /, '')}`;
    else if (/^I route I should get$/.test(t)) {
      for (const row of hashes(table)) {
        const stops = row.waypoints ? row.waypoints.split(',').map((s) => s.trim()) : [row.from!, row.to!];
        const what = stops.join(' → ');
        const extra = Object.keys(row).filter((k) => !ROUTE_COLUMNS.has(k)).length;
        const reason = world.unjudged ?? (Object.keys(row).some((k) => QUERY_COLUMNS.test(k)) ? 'query parameters' : row.route === undefined ? 'no route column' : null);
        if (reason) {
          check(what, 'unjudged', reason, extra);
          continue;
        }
        const want = row.route === '' ? [] : distinct(row.route!.split(',').map((s) => s.trim()));
        const b = build();
        let got: string[] | null;
        try {
          got = b ? b.route(stops.map((s) => point(world, s))) : null;
        } catch (err) {
          judge(what, false, `error: ${(err as Error).message}`, extra);
          continue;
        }
        const gotText = got ? got.join(',') : '(no route)';
        const wantText = want.length ? want.join(',') : '(no route)';
        // OSRM's steps leave out some ways a route uses (a name change its guidance does not announce): when
        // its names are ours with some left out, same first and last, the route choice cannot be told apart.
        if (gotText !== wantText && got && want.length > 1 && omits(got, want)) check(what, 'unjudged', `OSRM's steps omit a way name: want ${wantText}, got ${gotText}`, extra);
        else judge(what, gotText === wantText, `want ${wantText}, got ${gotText}`, extra);
      }
    } else if (/^routability should be$/.test(t)) routability(world, hashes(table), check, judge);
    else if (/^I (request a travel time matrix|match)/.test(t)) for (const _ of hashes(table)) check(t, 'unjudged', 'not a route', 0);
    else if (/^the shortcuts$/.test(t)) continue;
    else throw new Error(`${file}:${sc.line}: unknown step '${t}'`);
  }
  return checks;
}

/** OSRM's routability table: each row a way a-b-c-d-e of its tags (node tags on c), driven b → d and d → b. */
function routability(
  outer: World,
  rows: Table,
  check: (what: string, verdict: Verdict, detail: string | undefined, unjudged: number) => void,
  judge: (what: string, ok: boolean, detail: string, unjudged: number) => void,
): void {
  const world = new World();
  world.grid = outer.grid;
  world.origin = outer.origin;
  rows.forEach((row, i) => {
    const names = [...'abcde'].map((l) => `${l}${i}`);
    names.forEach((n, k) => world.at.set(n, world.offset(k + WAY_SPACING * i, 0)));
    const tags: Tags = { highway: 'primary' };
    const node: Tags = {};
    for (const [k, v] of Object.entries(row)) {
      if (/^(forw|backw|bothw)/.test(k) || v === '') continue;
      const nm = /^node\/(.*)$/.exec(k);
      if (v === '(nil)') delete (nm ? node : tags)[nm ? nm[1]! : k];
      else (nm ? node : tags)[nm ? nm[1]! : k] = v;
    }
    tags.name = `w${i}`;
    world.ways.push({ nodes: names.join('\u0000'), tags });
    if (Object.keys(node).length) world.nodeTags.set(names[2]!, node);
  });
  let built: Built | null = null;
  try {
    built = routabilityPack(world);
  } catch {
    built = null;
  }
  rows.forEach((row, i) => {
    const what = `w${i} ${JSON.stringify(Object.fromEntries(Object.entries(row).filter(([k, v]) => v !== '' && !/^(forw|backw|bothw)/.test(k))))}`;
    const cols = Object.keys(row).filter((k) => (DIRECTIONS as readonly string[]).includes(k));
    const unjudged = Object.keys(row).filter((k) => /_rate$/.test(k)).length + cols.filter((k) => row[k] !== '' && row[k] !== 'x').length;
    if (outer.unjudged || cols.length === 0) {
      check(what, 'unjudged', outer.unjudged ?? 'no direction column', unjudged);
      return;
    }
    const b = world.at;
    // The drive must start and end where asked: a stop moved past a barrier does not drive the way.
    const drive = (from: string, to: string): boolean => {
      const got = built?.route([b.get(`${from}${i}`)!, b.get(`${to}${i}`)!], true);
      return !!got && got[0] === `w${i}`;
    };
    const forw = drive('b', 'd');
    const backw = drive('d', 'b');
    // bothw: both directions drivable, or neither (OSRM's own step lets one direction pass for 'x').
    const ok = (k: string) => (k === 'bothw' ? (row[k] !== '' ? forw && backw : !forw && !backw) : (row[k] !== '') === (k === 'forw' ? forw : backw));
    const bad = cols.filter((k) => !ok(k));
    judge(what, bad.length === 0, `want ${cols.map((k) => `${k}=${row[k] || '-'}`).join(' ')}, got forw=${forw ? 'x' : '-'} backw=${backw ? 'x' : '-'}`, unjudged);
  });
}

/** Routability ways are named by node keys with a separator (b0, b1, …), not single letters. */
function routabilityPack(world: World): Built {
  const ways: RoadWay[] = world.ways.map(({ nodes, tags }, i) => {
    const names = nodes.split('\u0000');
    const nodeTags = world.nodeTags.get(names[2]!);
    return { id: `way/${i + 1}`, coords: names.map((k) => world.at.get(k)!), tags, area: false, ...(nodeTags ? { nodes: [{ index: 2, tags: nodeTags }] } : {}) };
  });
  return new Built(ways, [], () => undefined);
}

// ---- Reading OSRM's files

function featureFiles(source: string): { name: string; text: string }[] {
  const dir = [join(source, 'features', 'car'), join(source, 'car'), source].find((d) => existsSync(d) && readdirSync(d).some((f) => f.endsWith('.feature')));
  if (dir) return readdirSync(dir).filter((f) => f.endsWith('.feature')).sort().map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));
  const git = (...args: string[]) => execFileSync('git', ['-C', source, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return git('ls-tree', '--name-only', 'HEAD', 'features/car/')
    .split('\n')
    .filter((f) => f.endsWith('.feature'))
    .map((f) => ({ name: basename(f), text: git('show', `HEAD:${f}`) }));
}

function main(): number {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { verbose: { type: 'boolean' }, only: { type: 'string' } } });
  const source = positionals[0];
  if (!source) {
    console.error('Usage: node --import tsx bench/osrm-car-features.ts <osrm-backend checkout, its features dir, or bare repo> [--only access.feature] [--verbose]');
    return 2;
  }
  const all: Check[] = [];
  for (const { name, text } of featureFiles(source)) {
    if (values.only && !name.includes(values.only)) continue;
    const { background, scenarios } = parseFeature(text);
    for (const sc of scenarios) all.push(...runScenario(name, background, sc));
  }
  const count = (cs: Check[], v: Verdict) => cs.filter((c) => c.verdict === v).length;
  console.log('| feature | judged | passed | failed | differs by decision | rows not judged | columns not judged |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const files = [...new Set(all.map((c) => c.file))];
  for (const f of [...files, 'total']) {
    const cs = f === 'total' ? all : all.filter((c) => c.file === f);
    const judged = cs.length - count(cs, 'unjudged');
    const cols = cs.reduce((s, c) => s + c.unjudgedColumns, 0);
    console.log(`| ${f} | ${judged} | ${count(cs, 'pass')} | ${count(cs, 'fail')} | ${count(cs, 'decision')} | ${count(cs, 'unjudged')} | ${cols} |`);
  }
  const judged = all.length - count(all, 'unjudged');
  const passed = count(all, 'pass');
  console.log(`\n${passed} of ${judged} judged checks pass (${((100 * passed) / judged).toFixed(1)}%); ${count(all, 'decision')} differ by decision; ${passed} of ${judged - count(all, 'decision')} (${((100 * passed) / (judged - count(all, 'decision'))).toFixed(1)}%) without them`);
  console.log('\nFailures:');
  for (const c of all.filter((x) => x.verdict === 'fail')) console.log(`- ${c.file}:${c.line} ${c.scenario} | ${c.what}: ${c.detail}`);
  if (values.verbose) {
    console.log('\nDiffers by decision:');
    for (const c of all.filter((x) => x.verdict === 'decision')) console.log(`- ${c.file}:${c.line} ${c.scenario} | ${c.what}: ${c.detail}`);
    console.log('\nNot judged:');
    for (const c of all.filter((x) => x.verdict === 'unjudged')) console.log(`- ${c.file}:${c.line} ${c.scenario} | ${c.what}: ${c.detail}`);
  }
  return count(all, 'fail') ? 1 : 0;
}

process.exitCode = main();
