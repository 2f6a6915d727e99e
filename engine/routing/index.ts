// The routing engine's public face: snap locations, drive between them in order, and fill travel matrices,
// reporting miles and seconds the way the provider contract does.
import { NO_ACCESS, NO_THROUGH_PENALTY_MS, type RouteGraph } from '../pack/route-graph.ts';
import { VEHICLES, type VehicleName } from '../pack/car-profile.ts';
import { nodeComponents } from '../pack/scc.ts';
import { readComponents, readRouteGraph, readCh, readSnapIndex } from '../pack/graph-sections.ts';
import { buildChInSteps, type ChGraph } from '../pack/ch-build.ts';
import type { Profile } from '../pack/profiles.ts';
import type { PackMeta, RegionPack } from '../pack/container.ts';
import { ChMatrix, type MatrixTimes, type Seed } from './ch-matrix.ts';
import { ChQuery } from './ch-query.ts';
import { DijkstraQuery } from './dijkstra.ts';
import { EngineError } from './errors.ts';
import { directLeg, driveTime, sourceSeeds, targetSeeds, type EndSeed } from './legs.ts';
import type { PathSearch } from './search.ts';
import { Junctions, legManeuvers, type Maneuver } from './maneuvers.ts';
import { NoRouteExplainer } from './no-route.ts';
import { directPieces, graphPieces, joinPieces, type LatLngTuple, type Piece } from './shape.ts';
import { Snapper, type SnappedPoint } from './snap.ts';
import { Twins } from './twins.ts';
import { formatTime, metersToMiles, type Meters, type Miles, type Seconds } from './units.ts';
import { DijkstraMatrix, maskedGraph } from './vehicle-graph.ts';
import { mainReach, type MainReach } from './main-reach.ts';

export { EngineError, type EngineErrorCode } from './errors.ts';
export type { Meters, Miles, Seconds } from './units.ts';
export type { LatLngTuple } from './shape.ts';
export type { Maneuver, ManeuverKind, TurnModifier } from './maneuvers.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Leg {
  distance: Miles;
  time: Seconds;
  formattedTime: string;
}

export interface DirectionsLeg extends Leg {
  /** Turn-by-turn, from a depart to an arrive. */
  maneuvers: Maneuver[];
}

export interface Directions extends Leg {
  legs: DirectionsLeg[];
  /** The whole route for drawing, from the first snapped location to the last. */
  shape: LatLngTuple[];
  /** Where each asked location was snapped onto the road network. */
  locations: LatLng[];
}

export interface Matrix {
  /** distance[i][j]: miles from location i to location j. */
  distance: Miles[][];
  time: Seconds[][];
}

export interface RouterOptions {
  /** Locations farther than this from every routable road are refused (default 1000 m). */
  maxSnapDistance?: Meters;
  /** 'dijkstra' runs the plain-Dijkstra oracle instead of the hierarchy, for routes and matrices (tests and benchmarks). */
  search?: 'ch' | 'dijkstra';
  /** The travel mode whose graph to route on (default car). */
  profile?: Profile;
  /**
   * The motor vehicle (default car): a van or truck drives the car graph without the roads its size, weight or
   * access tags close to it (engine/pack/vehicle-mask.ts). Its matrices are searched on its own hierarchy, built
   * from that graph ahead (prepareMatrix) or on its first matrix (docs/car-profile.md); its routes by Dijkstra
   * until that hierarchy is built, then on it.
   */
  vehicle?: VehicleName;
  /**
   * The other travel modes whose ways pass within their snapping distance of a point ('walking', 'cycling',
   * 'driving'), so a location on a track or footpath is refused as off the roads open to cars, not as having no
   * road near it.
   */
  otherWaysNear?: (point: LatLng) => string[];
}

/** What a location is too far from, by the graph's travel mode. */
const OPEN_WAYS: Record<Profile, string> = { car: 'road open to cars', foot: 'way open to walking', bike: 'way open to cycling' };

interface MatrixSearch {
  run(sources: readonly (readonly Seed[])[], targets: readonly (readonly Seed[])[]): MatrixTimes;
}

interface LegResult {
  timeMs: number;
  meters: number;
  pieces: Piece[];
}

const toSeconds = (ms: number): Seconds => Math.round(ms / 1000) as Seconds;

/** What a stop needs of its road: a way out to the rest (a route leaves it), a way in (a route arrives). */
interface Role {
  leave: boolean;
  arrive: boolean;
}
const BOTH: Role = { leave: true, arrive: true };


export class Router {
  private readonly snapper: Snapper;
  /**
   * The route search: a van's or truck's is Dijkstra until its hierarchy is built (prepareMatrix), then on it; the
   * Dijkstra search is made on the first route that needs it (its arrays are a long step of a router's opening).
   */
  private routeSearch: PathSearch | null;
  private get search(): PathSearch {
    return (this.routeSearch ??= new DijkstraQuery(this.g));
  }
  /** The search of the matrix's cells that hold no-through penalties (the hierarchy's, unless the oracle's). */
  private matrixLegs: PathSearch | null = null;
  private readonly maxSnap: Meters;
  private matrixEngine: MatrixSearch | null = null;
  private junctions: Junctions | null = null;
  private readonly twins: Twins;
  private readonly profile: Profile;
  private explainer: NoRouteExplainer | null = null;
  /** Which nodes join the main network, worked out the first time a stop's nearest road is off it. */
  private reach: MainReach | null = null;
  private readonly vehicle: VehicleName;
  private readonly otherWaysNear: RouterOptions['otherWaysNear'];
  /** Plain Dijkstra for everything: the oracle the hierarchy is tested against. */
  private readonly oracle: boolean;
  /** The car's search, for telling a van or truck that only its limits stand in the way. */
  private carSearch: DijkstraQuery | null = null;
  /** A van's or truck's hierarchy while it is built (prepareMatrix). */
  private chBuild: Generator<void, ChGraph> | null = null;

  constructor(
    readonly meta: PackMeta,
    private readonly g: RouteGraph,
    /** The hierarchy of g; null: built from g when a matrix first needs it (a van's or truck's masked graph). */
    private ch: ChGraph | null,
    snapper: Snapper,
    opts: RouterOptions = {},
    /** Each node's strongly connected component, 0 the main network (scc.ts); none: every road counts as main. */
    private readonly component?: Uint32Array,
    /** A van's or truck's router: the car graph its mask was applied to. */
    private readonly carGraph?: RouteGraph,
  ) {
    this.snapper = snapper;
    this.maxSnap = opts.maxSnapDistance ?? (1000 as Meters);
    this.vehicle = opts.vehicle ?? 'car';
    this.oracle = opts.search === 'dijkstra';
    this.routeSearch = this.oracle || !ch ? null : new ChQuery(ch);
    this.twins = new Twins(g);
    this.profile = opts.profile ?? 'car';
    this.otherWaysNear = opts.otherWaysNear;
  }

  static fromPack(pack: RegionPack, opts: RouterOptions = {}): Router {
    const steps = Router.fromPackInSteps(pack, opts);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** fromPack a step at a time, for a host's idle time: a van's or truck's graph and components are worked out here. */
  static *fromPackInSteps(pack: RegionPack, opts: RouterOptions = {}): Generator<void, Router> {
    const profile = opts.profile ?? 'car';
    const g = readRouteGraph(pack, profile);
    const snapIndex = readSnapIndex(pack, g, profile);
    const vehicle = opts.vehicle ?? 'car';
    if (vehicle !== 'car') {
      if (profile !== 'car') throw new EngineError('INVALID_INPUT', `A ${vehicle} is driven, not ${profile === 'foot' ? 'walked' : 'cycled'}: choose one`);
      const masked = maskedGraph(g, vehicle);
      yield;
      const component = nodeComponents(masked);
      yield;
      return new Router(pack.meta, masked, null, new Snapper(masked, snapIndex), opts, component, g);
    }
    return new Router(pack.meta, g, readCh(pack, profile), new Snapper(g, snapIndex), opts, readComponents(pack, profile));
  }

  /** A road the vehicle may use in some direction (the snap index holds every vehicle's roads: each skips some). */
  private readonly usable = (segment: number): boolean =>
    this.twins.road(segment).some((s) => this.g.segTimeFwd[s] !== NO_ACCESS || this.g.segTimeBwd[s] !== NO_ACCESS);

  private nearest(point: LatLng, accept?: (segment: number) => boolean): SnappedPoint | null {
    return this.snapper.nearest(point.lat, point.lng, this.maxSnap, (s: number) => this.usable(s) && (!accept || accept(s)));
  }

  /** Whether a road this router may use passes within its snapping distance of the point. */
  reaches(point: LatLng): boolean {
    return this.nearest(point) !== null;
  }

  /** The nearest routable road point; throws EngineError OUT_OF_COVERAGE when none is near enough. */
  snap(point: LatLng, index = 0): LatLng & { distance: Meters } {
    const p = this.snapPoint(point, index);
    return { lat: p.lat, lng: p.lng, distance: p.distance };
  }

  directions(points: readonly LatLng[], opts: { returnToStart?: boolean } = {}): Directions {
    if (points.length < 2) throw new EngineError('INVALID_INPUT', 'Directions need at least 2 locations');
    // A round trip is the route through the stops and back to the first: it leaves the first stop as a start and
    // comes back to it as an end, as the matrix's first row and column do (matrix()).
    const stops = opts.returnToStart ? [...points, points[0]!] : points;
    const last = stops.length - 1;
    const roles = (i: number): Role => ({ leave: i < last, arrive: i > 0 });
    // As OSRM: the nearest roads first (a route that exists from where the stops are is the one asked for); only
    // when it does not are the stops moved to roads that join the main network.
    const nearest = points.map((p, i) => this.snapPoint(p, i));
    if (opts.returnToStart) nearest.push(nearest[0]!);
    try {
      return this.drive(points, nearest);
    } catch (err) {
      if (!(err instanceof EngineError) || err.code !== 'NO_ROUTE') throw err;
      const snapped = this.snapStops(stops, roles, nearest);
      if (snapped.every((p, i) => p === nearest[i])) throw err;
      return this.drive(points, snapped);
    }
  }

  /**
   * Snaps every stop to the nearest road a route can use it from: a start must have a way out to the main
   * network (the largest strongly connected component), an end a way in from it, a stop in between both (a round
   * trip's first stop is a start and, on its way back, an end; the matrix snaps its points alike); when the
   * nearest road cannot, the next nearest roads are tried (a dead end behind a one-way street or a turn ban, a
   * private compound). A start on a street one may leave but
   * never enter stays there. When every stop's nearest road lies in one same smaller network (an island, a
   * one-way-only region), the stops stay there: routes exist within it.
   */
  private snapStops(points: readonly LatLng[], roles: (i: number) => Role = () => BOTH, nearest = points.map((p, i) => this.snapPoint(p, i))): SnappedPoint[] {
    if (!this.component) return nearest;
    const shared = nearest.map((p) => this.components(p)).reduce((all, c) => all.filter((x) => c.includes(x)));
    if (shared.length > 0) return nearest;
    return nearest.map((p, i) => (this.joinsMain(p, roles(i)) ? p : (this.connectedSnap(points[i]!, roles(i)) ?? p)));
  }

  /** The strong components a route can both arrive at the point from and leave it into. */
  private components(p: SnappedPoint): number[] {
    const comp = this.component!;
    const leave = new Set(sourceSeeds(this.g, this.twins, p).map((s) => comp[s.node]!));
    return [...new Set(targetSeeds(this.g, this.twins, p).map((s) => comp[s.node]!))].filter((c) => leave.has(c));
  }

  /** Whether a route can leave the point into the main network (role.leave) and arrive at it from there (role.arrive). */
  private joinsMain(p: SnappedPoint, role: Role): boolean {
    this.reach ??= mainReach(this.g, this.component!);
    const { toMain, fromMain } = this.reach;
    return (
      (!role.leave || sourceSeeds(this.g, this.twins, p).some((s) => toMain[s.node])) &&
      (!role.arrive || targetSeeds(this.g, this.twins, p).some((s) => fromMain[s.node]))
    );
  }

  /** The nearest road point within reach on a road that joins the main network as the role needs, if any. */
  private connectedSnap(point: LatLng, role: Role): SnappedPoint | null {
    const { g } = this;
    const joins = (segment: number) => {
      const middle = { lat: 0, lng: 0, segment, point: g.segGeom[segment]!, offset: (g.segLength[segment]! / 2) as Meters, distance: 0 as Meters };
      return this.joinsMain(middle, role);
    };
    return this.nearest(point, joins);
  }

  /** Drives through the snapped stops in order: one per asked point, then the first's again for a round trip. */
  private drive(points: readonly LatLng[], stops: SnappedPoint[]): Directions {
    this.junctions ??= new Junctions(this.g);
    const legs: DirectionsLeg[] = [];
    const pieces: Piece[] = [];
    let totalMs = 0;
    let totalMeters = 0;
    for (let i = 0; i + 1 < stops.length; i++) {
      const to = (i + 1) % points.length;
      const leg = this.leg(stops[i]!, stops[i + 1]!, i, to);
      totalMs += leg.timeMs;
      totalMeters += leg.meters;
      const words = to === 0 ? 'Arrive back at stop 1' : `Arrive at stop ${to + 1}`;
      const maneuvers = legManeuvers(this.g, this.junctions, leg.pieces, leg.timeMs, { words, asked: points[to]! });
      legs.push({ ...summary(leg.meters, leg.timeMs), maneuvers });
      pieces.push(...leg.pieces);
    }
    const shape = joinPieces(pieces);
    const locations = stops.slice(0, points.length).map((p) => ({ lat: p.lat, lng: p.lng }));
    return { ...summary(totalMeters, totalMs), legs, shape, locations };
  }

  /**
   * Times and distances between every two of the points. The first is where routes start (the optimizer's fixed
   * start; MapQuest's one-to-many row): it is snapped as the route through all the points and back to it snaps it,
   * its row leaving from where a route starts, its column arriving where a round trip comes back; every other point
   * as a stop in between. So an optimized tour, open or closed, costs what its route does (docs/car-profile.md,
   * 'Connectivity and snapping', says where it cannot).
   */
  matrix(points: readonly LatLng[]): Matrix {
    const k = points.length;
    if (k === 0) return { distance: [], time: [] };
    const nearest = points.map((p, i) => this.snapPoint(p, i));
    const tour = this.snapStops([...points, points[0]!], (i) => ({ leave: i < k, arrive: i > 0 }), [...nearest, nearest[0]!]);
    const from = tour.slice(0, k);
    const to = [tour[k]!, ...tour.slice(1, k)];
    if (this.oracle) {
      this.matrixEngine ??= new DijkstraMatrix(this.g);
    } else if (!this.matrixEngine) {
      // A van's or truck's hierarchy is built by its first matrix at the latest, once per router: a Dijkstra row
      // settles the whole region as soon as one stop lies behind a no-through penalty (docs/car-profile.md, 'Van
      // and truck matrices').
      const steps = this.prepareMatrix();
      while (!steps.next().done);
      const ch = this.ch!;
      this.matrixEngine = new ChMatrix(ch);
      this.matrixLegs = this.routeSearch instanceof ChQuery ? this.routeSearch : new ChQuery(ch);
    }
    const { time, len, drive } = this.matrixEngine.run(
      from.map((p) => sourceSeeds(this.g, this.twins, p)),
      to.map((p) => targetSeeds(this.g, this.twins, p)),
    );
    const distance: Miles[][] = [];
    const seconds: Seconds[][] = [];
    from.forEach((a, i) => {
      distance.push([]);
      seconds.push([]);
      to.forEach((b, j) => {
        // Staying at a stop is no drive, even at the first, whose start and return may be apart.
        if (i === j) {
          distance[i]!.push(0 as Miles);
          seconds[i]!.push(0 as Seconds);
          return;
        }
        let t = time[i * k + j]!;
        let m = len[i * k + j]!;
        const direct = directLeg(this.g, this.twins, a, b);
        if (direct && direct.time <= t) {
          t = direct.time;
          m = direct.len;
        }
        if (!Number.isFinite(t)) throw this.noRoute(i, j, a, b);
        // A weight past the penalty may hold destination-only roads entered (a stop on one): the time is the weight
        // less their penalties, as the matrix search found it or (the hierarchy's shortcuts hide the roads) as the
        // leg's own search does.
        if (t >= NO_THROUGH_PENALTY_MS && drive) {
          t = drive[i * k + j]!;
        } else if (t >= NO_THROUGH_PENALTY_MS) {
          const leg = this.leg(a, b, i, j, this.matrixLegs!);
          t = leg.timeMs;
          m = leg.meters;
        }
        distance[i]!.push(metersToMiles(m as Meters));
        seconds[i]!.push(toSeconds(t));
      });
    });
    return { distance, time: seconds };
  }

  /**
   * Builds what the first matrix needs and the pack does not hold (a van's or truck's hierarchy), a step at a
   * time: a host with idle time (the device engine's worker) runs the steps ahead of the first matrix; matrix()
   * runs whatever steps are left; routes use the hierarchy from then on. Done at once for a car (its hierarchy is
   * in the pack) and the oracle.
   */
  *prepareMatrix(): Generator<void, void> {
    while (!this.ch && !this.oracle) {
      this.chBuild ??= buildChInSteps(this.g, { idOrder: true });
      const step = this.chBuild.next();
      if (!step.done) {
        yield;
        continue;
      }
      this.ch = step.value;
      // Its routes too: a 25-stop truck route was 24 Dijkstra searches, ~0.5 s on Liechtenstein (x4 on a phone).
      this.routeSearch = new ChQuery(this.ch);
    }
  }

  private leg(a: SnappedPoint, b: SnappedPoint, from: number, to: number, search = this.search): LegResult {
    const { g } = this;
    search.reset();
    const sources = sourceSeeds(g, this.twins, a);
    const targets = targetSeeds(g, this.twins, b);
    for (const s of sources) search.addSource(s.node, s.time, s.len);
    for (const t of targets) search.addTarget(t.node, t.time, t.len);
    const weight = search.run();
    const direct = directLeg(g, this.twins, a, b);
    if (direct && direct.time <= weight) {
      return { timeMs: direct.time, meters: direct.len, pieces: directPieces(g, a, b, direct.backward) };
    }
    if (!Number.isFinite(weight)) throw this.noRoute(from, to, a, b);
    const arcs: number[] = [];
    search.path(arcs);
    const leavesForward = usedSeed(sources, search.startNode).forward;
    const arrival = usedSeed(targets, search.endNode);
    const timeMs = driveTime(g, weight, arcs, arrival);
    const arrivesForward = arrival.forward;
    return { timeMs, meters: search.length, pieces: graphPieces(g, a, arcs, b, leavesForward, arrivesForward) };
  }

  private snapPoint(point: LatLng, index: number): SnappedPoint {
    const { lat, lng } = point;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw new EngineError('INVALID_INPUT', `Location ${index + 1} (${lat}, ${lng}) is not a valid latitude/longitude`, index);
    }
    const p = this.nearest(point);
    if (!p && this.vehicle !== 'car' && this.snapper.nearest(lat, lng, this.maxSnap)) {
      throw new EngineError('OUT_OF_COVERAGE', `Location ${index + 1} (${lat}, ${lng}) has no road open to a ${this.vehicle} within ${formatMeters(this.maxSnap)}`, index);
    }
    if (!p) {
      const { minLat, maxLat, minLng, maxLng } = this.meta.bounds;
      // Inside the region's box, 'outside the region' would contradict the box the message quotes.
      const inside = lat >= minLat && lat <= maxLat && lng >= minLng && lng <= maxLng;
      const others = inside && this.vehicle === 'car' ? (this.otherWaysNear?.(point) ?? []) : [];
      const why = !inside
        ? `is outside the offline region ${describeRegion(this.meta)}`
        : others.length
          ? `has no ${OPEN_WAYS[this.profile]} within ${formatMeters(this.maxSnap)}: the ways near it are for ${others.join(' and ')}`
          : `has no road within ${formatMeters(this.maxSnap)} in the offline region ${this.meta.name}`;
      throw new EngineError('OUT_OF_COVERAGE', `Location ${index + 1} (${lat}, ${lng}) ${why}`, index);
    }
    return p;
  }

  /** No route from stop `from` (snapped at a) to stop `to` (at b): which stop is cut off, and how. */
  private noRoute(from: number, to: number, a: SnappedPoint, b: SnappedPoint): EngineError {
    if (this.vehicle !== 'car' && this.carGraph && this.carRoutes(a, b)) {
      return new EngineError('NO_ROUTE', `No route from stop ${from + 1} to stop ${to + 1} for this ${this.vehicle}: ${LIMIT_WORDS[this.vehicle]} closes every road between them`, to);
    }
    this.explainer ??= new NoRouteExplainer(this.g, this.twins, this.profile, this.vehicle === 'car' ? '' : ` for this ${this.vehicle}`);
    return this.explainer.error(from, to, a, b);
  }

  /** Whether a car could drive from a to b, where the van or truck cannot. */
  private carRoutes(a: SnappedPoint, b: SnappedPoint): boolean {
    const car = this.carGraph!;
    this.carSearch ??= new DijkstraQuery(car);
    const search = this.carSearch;
    search.reset();
    for (const s of sourceSeeds(car, this.twins, a)) search.addSource(s.node, s.time, s.len);
    for (const t of targetSeeds(car, this.twins, b)) search.addTarget(t.node, t.time, t.len);
    return Number.isFinite(search.run()) || directLeg(car, this.twins, a, b) !== null;
  }
}

/** What keeps a van or truck off roads a car may drive: its size and weight, and the access tags meant for it. */
const LIMIT_WORDS: Record<Exclude<VehicleName, 'car'>, string> = {
  van: `a limit below its height (${VEHICLES.van.heightM} m), width (${VEHICLES.van.widthM} m), length (${VEHICLES.van.lengthM} m) or weight (${VEHICLES.van.weightKg / 1000} t), or a ban on goods vehicles (goods=no),`,
  truck: `a limit below its height (${VEHICLES.truck.heightM} m), width (${VEHICLES.truck.widthM} m), length (${VEHICLES.truck.lengthM} m) or weight (${VEHICLES.truck.weightKg / 1000} t), or a ban on trucks (hgv=no),`,
};

/** The seed a search used at `node`: the cheapest there (on a loop segment both seeds share one node). */
function usedSeed(seeds: readonly EndSeed[], node: number): EndSeed {
  let best: EndSeed | null = null;
  for (const s of seeds) if (s.node === node && (!best || s.time < best.time)) best = s;
  if (!best) throw new Error(`Search path starts at node ${node}, which is not a seed`);
  return best;
}

function summary(meters: number, ms: number): Leg {
  const time = toSeconds(ms);
  return { distance: metersToMiles(meters as Meters), time, formattedTime: formatTime(time) };
}

function span(lo: number, hi: number, pos: string, neg: string): string {
  if (lo >= 0) return `${lo.toFixed(2)}..${hi.toFixed(2)} ${pos}`;
  if (hi <= 0) return `${(-hi).toFixed(2)}..${(-lo).toFixed(2)} ${neg}`;
  return `${(-lo).toFixed(2)} ${neg}..${hi.toFixed(2)} ${pos}`;
}

/** "Gothenburg, Sweden (57.63..57.76 N, 11.85..12.10 E)". */
const formatMeters = (m: number): string => (m >= 1000 && m % 1000 === 0 ? `${m / 1000} km` : `${Math.round(m)} m`);

export function describeRegion(meta: Pick<PackMeta, 'name' | 'bounds'>): string {
  const { minLat, maxLat, minLng, maxLng } = meta.bounds;
  return `${meta.name} (${span(minLat, maxLat, 'N', 'S')}, ${span(minLng, maxLng, 'E', 'W')})`;
}
