// What an OpenStreetMap extract holds besides the routable roads, read from its tagged elements: points of
// interest (named water among them), address points (the whole address model: osm-addresses.ts), places,
// administrative areas and basemap shapes. Multipolygon and boundary relations are assembled by osmtogeojson;
// a closed way is a ring as it is.
import Flatbush from 'flatbush';
import osmtogeojson from 'osmtogeojson';
import type { Feature, Geometry, Position } from 'geojson';
import {
  PLACE_KINDS,
  type AddressParts,
  type AddressPoint,
  type AdminArea,
  type BasemapFeature,
  type BasemapLayer,
  type MapFeatures,
  type Place,
  type PlaceKind,
  type Poi,
} from './map-features.ts';
import { resolveAddresses, type AddressInput, type NumberedShape } from './osm-addresses.ts';
import type { LngLat } from './ways.ts';

export type Tags = Readonly<Record<string, string>>;

/** A tagged element with its geometry resolved: a point, a closed ring, an open line, or assembled polygons. */
export type OsmShape =
  | { kind: 'point'; id: string; tags: Tags; at: LngLat }
  | { kind: 'way'; id: string; tags: Tags; coords: LngLat[]; closed: boolean }
  | { kind: 'polygons'; id: string; tags: Tags; rings: LngLat[][]; outer: boolean[] }
  /** A relation read for its members, not its shape (associatedStreet, waterway). */
  | { kind: 'members'; id: string; tags: Tags; members: { id: string; role: string }[] };

// --- names -------------------------------------------------------------------------------------------------

const OTHER_NAME_KEYS = ['alt_name', 'old_name', 'short_name', 'official_name', 'loc_name'];

/** Every name variant, `name` first, then `name:*` (sorted by key), then the other name keys; ';' lists split. */
export function namesOf(tags: Tags): string[] {
  const keys = [
    'name',
    ...Object.keys(tags)
      .filter((k) => k.startsWith('name:'))
      .sort(),
    ...OTHER_NAME_KEYS,
  ];
  const out: string[] = [];
  for (const key of keys) {
    for (const part of (tags[key] ?? '').split(';')) {
      const name = part.trim();
      if (name && !out.includes(name)) out.push(name);
    }
  }
  return out;
}

function addressOf(tags: Tags): AddressParts | undefined {
  const parts: { -readonly [K in keyof AddressParts]: string } = {};
  if (tags['addr:housenumber']) parts.housenumber = tags['addr:housenumber'];
  if (tags['addr:street']) parts.street = tags['addr:street'];
  if (tags['addr:postcode']) parts.postcode = tags['addr:postcode'];
  if (tags['addr:city']) parts.city = tags['addr:city'];
  if (tags['addr:place']) parts.place = tags['addr:place'];
  return Object.keys(parts).length > 0 ? parts : undefined;
}

// --- what a tag makes of an element ----------------------------------------------------------------------

/** Keys whose value names a kind of POI, most telling first; some only for the listed values. */
const POI_KEYS: readonly [string, ReadonlySet<string> | null][] = [
  ['amenity', null],
  ['shop', null],
  ['tourism', null],
  ['healthcare', null],
  ['office', null],
  ['historic', null],
  ['leisure', null],
  ['craft', null],
  ['railway', new Set(['station', 'halt', 'tram_stop'])],
  ['highway', new Set(['bus_stop'])],
  ['public_transport', new Set(['station'])],
  ['aerialway', new Set(['station'])],
  // Named landforms and coast, as Nominatim finds any named feature ("Northwest Harbor", a bay).
  ['natural', new Set(['peak', 'saddle', 'cave_entrance', 'waterfall', 'bay', 'strait', 'cape', 'peninsula', 'beach', 'spring'])],
  ['man_made', new Set(['tower', 'lighthouse', 'observatory'])],
  // Named buildings and land use last, as Nominatim finds them by name ("Sporry Gasometer", a shed; "Industrie
  // Neugrüt"): only where nothing above says more, and never without a name (not in UNNAMED_KEYS).
  ['building', null],
  ['landuse', null],
];

/** A named building or land use is a POI only when nothing else is tagged, not even a weak kind. */
const FALLBACK_KEYS = new Set(['building', 'landuse']);

/** Kinds that only say something when nothing better is tagged (a board named after the castle it faces). */
const WEAK_KINDS = new Set(['tourism=information', 'tourism=viewpoint']);

/**
 * Kinds kept without a name, as Nominatim keeps them: every amenity, shop, office, craft, tourism and leisure
 * value (someone asks for "bank" or "parking" near them), but not these, which nobody looks for by category.
 */
const UNNAMED_KEYS = new Set(['amenity', 'shop', 'tourism', 'office', 'craft', 'leisure']);
const UNNAMED_NOT = new Set([
  'amenity=parking_space',
  'amenity=parking_entrance',
  'amenity=waste_disposal',
  'amenity=hunting_stand',
  'amenity=bench',
  'amenity=waste_basket',
  'amenity=grit_bin',
  'amenity=vending_machine',
  'leisure=nature_reserve',
  'leisure=swimming_pool',
  'leisure=garden',
  'leisure=common',
  'leisure=pitch',
  'leisure=picnic_table',
  'leisure=firepit',
  'tourism=information',
  'tourism=attraction',
]);

/** "amenity=restaurant" for a POI: any of the kinds with a name, the kinds of UNNAMED_KEYS without; else null. */
export function poiKind(tags: Tags): string | null {
  let weak: string | null = null;
  let fallback: string | null = null;
  for (const [key, values] of POI_KEYS) {
    const value = tags[key];
    if (!value || value === 'no' || (values && !values.has(value))) continue;
    const kind = `${key}=${value}`;
    if (!tags.name && (!UNNAMED_KEYS.has(key) || UNNAMED_NOT.has(kind))) continue;
    if (FALLBACK_KEYS.has(key)) fallback ??= kind;
    else if (!WEAK_KINDS.has(kind)) return kind;
    else weak ??= kind;
  }
  return weak ?? fallback;
}

// Water by name, as Nominatim has it: any named waterway line but a riverbank; a named lake, pond or
// reservoir area (a river's area is the river's line again).
const WATER_AREA_NOT = new Set(['river', 'stream', 'canal', 'ditch', 'drain', 'fish_pass', 'yes', 'intermittent', 'tidal']);

/** "water=lake" or "natural=water" for a named water area, else null. */
export function waterAreaKind(tags: Tags): string | null {
  if (!tags.name || tags.natural !== 'water') return null;
  if (!tags.water) return 'natural=water';
  return WATER_AREA_NOT.has(tags.water) ? null : `water=${tags.water}`;
}

const WATER_LANDUSE = new Set(['reservoir', 'basin']);
const PARK_LEISURE = new Set(['park', 'garden', 'recreation_ground', 'nature_reserve', 'golf_course', 'dog_park']);
const PARK_LANDUSE = new Set(['forest', 'recreation_ground', 'village_green']);
const PARK_NATURAL = new Set(['wood']);
const LANDUSE_NATURAL = new Set(['grassland', 'heath', 'scrub', 'wetland', 'bare_rock', 'scree', 'glacier']);
const WATERWAY_LINES = new Set(['river', 'stream', 'canal', 'ditch', 'drain']);
const RAILWAY_LINES = new Set(['rail', 'tram', 'light_rail', 'narrow_gauge', 'subway', 'funicular', 'monorail', 'preserved']);

/** The area layer and kind a shape's tags make, if any: water, then parks and forest, then land use. */
export function areaLayer(tags: Tags): { layer: BasemapLayer; kind: string } | null {
  if (tags.area === 'no') return null;
  if (tags.natural === 'water') return { layer: 'water', kind: tags.water ?? 'water' };
  if (tags.waterway === 'riverbank') return { layer: 'water', kind: 'river' };
  if (tags.landuse && WATER_LANDUSE.has(tags.landuse)) return { layer: 'water', kind: tags.landuse };
  if (tags.leisure && PARK_LEISURE.has(tags.leisure)) return { layer: 'park', kind: tags.leisure };
  if (tags.landuse && PARK_LANDUSE.has(tags.landuse)) return { layer: 'park', kind: tags.landuse };
  if (tags.natural && PARK_NATURAL.has(tags.natural)) return { layer: 'park', kind: tags.natural };
  if (tags.landuse) return { layer: 'landuse', kind: tags.landuse };
  if (tags.natural && LANDUSE_NATURAL.has(tags.natural)) return { layer: 'landuse', kind: tags.natural };
  return null;
}

/** The line layer and kind of an open way, if any. */
export function lineLayer(tags: Tags): { layer: BasemapLayer; kind: string } | null {
  if (tags.waterway && WATERWAY_LINES.has(tags.waterway)) return { layer: 'waterway', kind: tags.waterway };
  if (tags.railway && RAILWAY_LINES.has(tags.railway) && !tags.highway) return { layer: 'railway', kind: tags.railway };
  return null;
}

// --- geometry helpers ------------------------------------------------------------------------------------

/** The mean of a ring's corners (the closing point counted once): inside any convex or near-convex building. */
function centroid(ring: readonly LngLat[]): LngLat {
  const n = ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1] ? ring.length - 1 : ring.length;
  let x = 0;
  let y = 0;
  for (let i = 0; i < n; i++) {
    x += ring[i]![0];
    y += ring[i]![1];
  }
  return [x / n, y / n];
}

type Mutable<T> = { [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };

function pointOf(shape: Exclude<OsmShape, { kind: 'members' }>): LngLat {
  if (shape.kind === 'point') return shape.at;
  if (shape.kind === 'way') return centroid(shape.coords);
  return centroid(shape.rings[shape.outer.indexOf(true)] ?? shape.rings[0]!);
}

/** A closed ring of at least four points (three corners and the closing one), else not a ring. */
const isRing = (ring: readonly LngLat[]): boolean =>
  ring.length >= 4 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1];

function areaRings(shape: OsmShape): { rings: LngLat[][]; outer: boolean[] } | null {
  if (shape.kind === 'way') return shape.closed && isRing(shape.coords) ? { rings: [shape.coords], outer: [true] } : null;
  if (shape.kind !== 'polygons') return null;
  const rings: LngLat[][] = [];
  const outer: boolean[] = [];
  shape.rings.forEach((ring, i) => {
    if (!isRing(ring)) return;
    rings.push(ring);
    outer.push(shape.outer[i]!);
  });
  return outer.includes(true) ? { rings, outer } : null;
}

// --- the extraction --------------------------------------------------------------------------------------

const PLACE_KIND_SET: ReadonlySet<string> = new Set(PLACE_KINDS);

/** Reads every feature the shapes hold (a shape may be several: a museum in a building with an address). */
export function mapFeaturesOf(shapes: Iterable<OsmShape>): MapFeatures {
  const pois: Poi[] = [];
  const places: Place[] = [];
  const admin: AdminArea[] = [];
  const basemap: BasemapFeature[] = [];
  const waterways: { id: string; tags: Tags; coords: LngLat[] }[] = [];
  const numbered: NumberedShape[] = [];
  // A waterway relation's member ways (tagged waterway=*, named or not) by id: the relation names them.
  const waterwayRelations: Extract<OsmShape, { kind: 'members' }>[] = [];
  const waterwayLines = new Map<string, LngLat[]>();
  const addressInput: Mutable<Omit<AddressInput, 'numbered'>> = { highways: [], buildings: [], interpolations: [], streetRelations: [] };
  for (const shape of shapes) {
    const { tags, id } = shape;
    if (shape.kind === 'members') {
      if (tags.type === 'associatedStreet') addressInput.streetRelations.push(shape);
      if (tags.type === 'waterway') waterwayRelations.push(shape);
      continue;
    }
    const names = namesOf(tags);
    const kind = poiKind(tags) ?? waterAreaKind(tags);
    const address = addressOf(tags);
    if (kind) {
      const [lng, lat] = pointOf(shape);
      pois.push({ id, lng, lat, kind, names, ...(address ? { address } : {}) });
    }
    if (address?.housenumber) numbered.push({ id, tags, at: pointOf(shape), node: shape.kind === 'point' });
    if (shape.kind === 'way') {
      if (tags.highway && tags.name) addressInput.highways.push({ id, tags, coords: shape.coords });
      if (tags['addr:interpolation']) addressInput.interpolations.push({ id, tags, coords: shape.coords });
      if (tags.building && tags.building !== 'no' && shape.closed) addressInput.buildings.push({ id, coords: shape.coords });
      if (tags.waterway && tags.waterway !== 'riverbank' && tags.name && !shape.closed) waterways.push({ id, tags, coords: shape.coords });
      if (tags.waterway && !shape.closed) waterwayLines.set(id, shape.coords);
    }
    if (tags.place && PLACE_KIND_SET.has(tags.place) && names.length > 0 && shape.kind !== 'polygons') {
      const [lng, lat] = pointOf(shape);
      const population = Number.parseInt(tags.population ?? '', 10);
      places.push({ id, lng, lat, kind: tags.place as PlaceKind, names, ...(population > 0 ? { population } : {}) });
    }
    if (tags.boundary === 'administrative' && shape.kind === 'polygons' && names.length > 0) {
      const level = Number.parseInt(tags.admin_level ?? '', 10);
      const polygons = shape.rings.filter((r, i) => shape.outer[i] && isRing(r));
      if (Number.isFinite(level) && polygons.length > 0) admin.push({ id, level, names, polygons });
      continue;
    }
    const area = areaLayer(tags);
    const rings = area || (tags.building && tags.building !== 'no') ? areaRings(shape) : null;
    if (area && rings) basemap.push({ layer: area.layer, kind: area.kind, ...(tags.name ? { name: tags.name } : {}), ...rings });
    if (tags.building && tags.building !== 'no' && rings) basemap.push({ layer: 'building', kind: tags.building, ...rings });
    const line = shape.kind === 'way' && !shape.closed ? lineLayer(tags) : null;
    if (line && shape.kind === 'way') {
      basemap.push({ layer: line.layer, kind: line.kind, ...(tags.name ? { name: tags.name } : {}), rings: [shape.coords], outer: [false] });
    }
  }
  for (const rel of waterwayRelations) {
    // The relation's tags on each of its ways: they join the same-named ways drawn end to end into one POI.
    const tags = { ...rel.tags, waterway: rel.tags.waterway ?? 'river' };
    for (const m of rel.members) {
      const coords = waterwayLines.get(m.id);
      if (coords) waterways.push({ id: rel.id, tags, coords });
    }
  }
  pois.push(...waterwayPois(waterways));
  const addresses = resolveAddresses({ numbered, ...addressInput });
  return { pois: inheritBuildingAddresses(pois, addresses, addressInput.buildings), addresses, places, admin, basemap };
}

/**
 * A point of interest without an address of its own, inside a building that has one, takes the building's
 * (Nominatim's "POIs in building inherit address"): the café on the ground floor of Städtle 5.
 */
function inheritBuildingAddresses(pois: Poi[], addresses: readonly AddressPoint[], buildings: AddressInput['buildings']): Poi[] {
  const byId = new Map(addresses.filter((a) => a.id.startsWith('way/')).map((a) => [a.id, a]));
  const numbered = buildings.filter((b) => byId.has(b.id));
  const orphans = pois.filter((p) => p.id.startsWith('node/') && !p.address?.housenumber && !p.address?.street && !p.address?.place);
  if (numbered.length === 0 || orphans.length === 0) return pois;
  const index = new Flatbush(numbered.length);
  for (const b of numbered) {
    const xs = b.coords.map((c) => c[0]);
    const ys = b.coords.map((c) => c[1]);
    index.add(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
  }
  index.finish();
  const inherited = new Map<Poi, AddressParts>();
  for (const p of orphans) {
    const hit = index.search(p.lng, p.lat, p.lng, p.lat).find((i) => insideRing([p.lng, p.lat], numbered[i]!.coords));
    if (hit === undefined) continue;
    const { housenumber, street, place, postcode, city } = byId.get(numbered[hit]!.id)!;
    inherited.set(p, { ...p.address, housenumber, ...(street ? { street } : {}), ...(place ? { place } : {}), ...(postcode ? { postcode } : {}), ...(city ? { city } : {}) });
  }
  return pois.map((p) => (inherited.has(p) ? { ...p, address: inherited.get(p)! } : p));
}

/** Ray casting: whether a point lies inside a closed ring. */
function insideRing([x, y]: LngLat, ring: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * One POI per named river, stream or canal: its ways of one name and kind that meet end to end are one
 * waterway, found at the middle of its longest way (a river drawn in forty pieces is one answer, not forty).
 */
export function waterwayPois(ways: readonly { id: string; tags: Tags; coords: readonly LngLat[] }[]): Poi[] {
  const parent = ways.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const endOwner = new Map<string, number>();
  ways.forEach((w, i) => {
    for (const end of [w.coords[0]!, w.coords.at(-1)!]) {
      const key = `${w.tags.waterway}|${w.tags.name}|${end[0]},${end[1]}`;
      const other = endOwner.get(key);
      if (other === undefined) endOwner.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  const groups = new Map<number, number[]>();
  ways.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  const out: Poi[] = [];
  for (const members of groups.values()) {
    const lengths = members.map((i) => lineLength(ways[i]!.coords));
    const longest = ways[members[lengths.indexOf(Math.max(...lengths))]!]!;
    const names: string[] = [];
    for (const i of members) for (const n of namesOf(ways[i]!.tags)) if (!names.includes(n)) names.push(n);
    const [lng, lat] = midpoint(longest.coords);
    out.push({ id: longest.id, lng, lat, kind: `waterway=${longest.tags.waterway}`, names });
  }
  return out;
}

function lineLength(line: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 1; i < line.length; i++) sum += Math.hypot(line[i]![0] - line[i - 1]![0], line[i]![1] - line[i - 1]![1]);
  return sum;
}

/** The point half way along a line (degrees suffice to halve a river). */
function midpoint(line: readonly LngLat[]): LngLat {
  let rest = lineLength(line) / 2;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const round7 = (v: number) => Math.round(v * 1e7) / 1e7;
    if (rest <= len && len > 0) return [round7(a[0] + ((b[0] - a[0]) * rest) / len), round7(a[1] + ((b[1] - a[1]) * rest) / len)];
    rest -= len;
  }
  return line[0]!;
}

// --- relations through osmtogeojson ------------------------------------------------------------------------

export interface OsmRelation {
  id: number;
  tags: Tags;
  members: readonly { type: string; ref: number; role: string }[];
}

/**
 * The relations the features read: multipolygons and administrative boundaries, whose members make areas;
 * associatedStreet relations, whose members are a street and its houses; named waterway relations (a river
 * named on its relation, its ways maybe not), whose members are its ways.
 */
export const isAreaRelation = (tags: Tags): boolean =>
  tags.type === 'multipolygon' ||
  (tags.type === 'boundary' && tags.boundary === 'administrative') ||
  tags.type === 'associatedStreet' ||
  (tags.type === 'waterway' && Boolean(tags.name));

/**
 * Assembles area relations into polygons with osmtogeojson. `wayNodes` gives a member way's node ids,
 * `nodeAt` a node's position; members missing from the extract are left out (osmtogeojson then builds what
 * closes, or nothing).
 */
export function relationShapes(
  relations: readonly OsmRelation[],
  wayNodes: (id: number) => readonly number[] | undefined,
  nodeAt: (id: number) => LngLat | undefined,
): OsmShape[] {
  const elements: object[] = [];
  const seenWays = new Set<number>();
  const seenNodes = new Set<number>();
  const shapes: OsmShape[] = [];
  for (const rel of relations) {
    if (rel.tags.type === 'associatedStreet' || rel.tags.type === 'waterway') {
      shapes.push({ kind: 'members', id: `relation/${rel.id}`, tags: rel.tags, members: rel.members.map((m) => ({ id: `${m.type}/${m.ref}`, role: m.role })) });
      continue;
    }
    elements.push({ type: 'relation', id: rel.id, tags: rel.tags, members: rel.members });
    for (const m of rel.members) {
      if (m.type !== 'way' || seenWays.has(m.ref)) continue;
      const nodes = wayNodes(m.ref);
      if (!nodes) continue;
      seenWays.add(m.ref);
      elements.push({ type: 'way', id: m.ref, nodes });
      for (const n of nodes) {
        if (seenNodes.has(n)) continue;
        const at = nodeAt(n);
        if (!at) continue;
        seenNodes.add(n);
        elements.push({ type: 'node', id: n, lon: at[0], lat: at[1] });
      }
    }
  }
  const tagsById = new Map(relations.map((r) => [r.id, r.tags]));
  const collection = osmtogeojson({ elements }, { flatProperties: false }) as { features: Feature[] };
  for (const feature of collection.features) {
    const props = feature.properties as { type?: string; id?: number } | null;
    if (props?.type !== 'relation' || props.id === undefined) continue;
    const polygons = polygonsOf(feature.geometry);
    if (!polygons) continue;
    shapes.push({ kind: 'polygons', id: `relation/${props.id}`, tags: tagsById.get(props.id) ?? {}, ...polygons });
  }
  return shapes;
}

function polygonsOf(geometry: Geometry | null): { rings: LngLat[][]; outer: boolean[] } | null {
  const polygons: Position[][][] =
    geometry?.type === 'Polygon' ? [geometry.coordinates] : geometry?.type === 'MultiPolygon' ? geometry.coordinates : [];
  const rings: LngLat[][] = [];
  const outer: boolean[] = [];
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      rings.push(ring.map(([lng, lat]) => [lng!, lat!] as LngLat));
      outer.push(i === 0);
    });
  }
  return rings.length > 0 ? { rings, outer } : null;
}
