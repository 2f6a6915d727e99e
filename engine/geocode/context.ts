// Lookups derived once from the street sections and the gazetteer: name keys, street cities, region places.
import type { SourceInfo } from '../pack/ways.ts';
import { AddressBook } from './address-book.ts';
import type { Gazetteer } from './gazetteer.ts';
import { FuzzyKeys } from './fuzzy-prefix.ts';
import { allowedEdits, editDistance } from './fuzzy.ts';
import { haversineMeters } from './geo.ts';
import { dateKey, foldText, looseKey, matchKey, mentionsMonth, mentionsOrdinal, ordinalKey, placeKey, wordingsOf } from './normalize.ts';
import { parseCoordinates, pluralsOf } from './query.ts';
import { poiImportance, poiLabel } from './poi-kinds.ts';
import type { SearchData } from './search-data.ts';
import type { StreetData } from './street-index.ts';

/** Importance of a place kind in ranking and in picking among same-named places. */
export const PLACE_RANK: Record<string, number> = {
  city: 10,
  town: 9,
  village: 8,
  suburb: 7,
  quarter: 6,
  neighbourhood: 5,
  hamlet: 4,
  locality: 3,
  isolated_dwelling: 2,
};

/**
 * How far a place mapped as a point reaches, in degrees, by its kind: Nominatim's reverse_place_diameter for its
 * search rank (a city 0.16, a town 0.08, a village or suburb 0.04, smaller places 0.02), the area it stands in an
 * address for.
 */
const PLACE_EXTENT_DEG: Readonly<Record<string, number>> = { city: 0.16, town: 0.08, village: 0.04, suburb: 0.04 };
/** The place nodes that can name a point outside every municipality, the biggest kind first (withPlaceNode). */
const TOWN_NODE_ORDER: readonly string[] = ['city', 'town', 'village', 'suburb', 'hamlet'];

/** How far from its point a part of a town mapped only as a point reaches (Nominatim gives such places an area about so big). */
const PLACE_RADIUS_M: Record<string, number> = { suburb: 1500, quarter: 1200, neighbourhood: 800, hamlet: 800, locality: 600, isolated_dwelling: 300 };

// The text and its last word, or its last two words, after a comma or a space (withoutRegionCountry).
const LAST_WORDS = [1, 2].map((words) => new RegExp(`^(.*?\\S)(\\s*,\\s*|\\s+)((?:[^,\\s]+\\s+){${words - 1}}[^,\\s]+)[\\s,]*$`, 'u'));

/**
 * Short names and nicknames of towns, as people type them in the town's place ("Fizeaustraat 10, A'dam"), folded
 * (placeKey), to the names the data or the gazetteer may carry, the first one known being the town. Only where the
 * text names no town itself. Not two-letter codes: "LA" is Louisiana, "DC" the District of Columbia.
 */
const TOWN_NICKNAMES: Record<string, readonly string[]> = {
  'a dam': ['Amsterdam'],
  'r dam': ['Rotterdam'],
  'den bosch': ["'s-Hertogenbosch"],
  'den haag': ['The Hague', "'s-Gravenhage"],
  's gravenhage': ['The Hague', 'Den Haag'],
  'the hague': ["'s-Gravenhage", 'Den Haag'],
  bmore: ['Baltimore'],
  philly: ['Philadelphia'],
  nola: ['New Orleans'],
  vegas: ['Las Vegas'],
  frisco: ['San Francisco'],
  gbg: ['Göteborg', 'Gothenburg'],
  sthlm: ['Stockholm'],
  ffm: ['Frankfurt am Main'],
};

/** Boroughs and districts people write as the town of an address, to the town the data and the gazetteer call it. */
const TOWN_PARTS: Record<string, readonly string[]> = {
  manhattan: ['new york city', 'new york'],
  brooklyn: ['new york city', 'new york'],
  queens: ['new york city', 'new york'],
  bronx: ['new york city', 'new york'],
  'the bronx': ['new york city', 'new york'],
  'staten island': ['new york city', 'new york'],
};

/** Words that say a part of a town, after its name ("Amsterdam-Oost", "Berlin Mitte", "Roma Centro"). */
const TOWN_PART_WORDS = new Set(['oost', 'west', 'noord', 'zuid', 'zuidoost', 'centrum', 'nord', 'sud', 'ost', 'mitte', 'zentrum', 'north', 'south', 'east', 'centre', 'center', 'downtown', 'uptown', 'midtown', 'centro', 'centre ville', 'nieuw west', 'innenstadt', 'altstadt']);

/**
 * "Baltimore County", "County of Baltimore", "Provincia di Roma", "Landkreis Konstanz": the name without the word
 * that makes it a county or province, and whether there was one.
 */
const COUNTY_WORDS = /^(?:county of |provincia di |provincia de |province of |province de |citta metropolitana di |metropolitan city of |landkreis |kreis |bezirk |wahlkreis |comte de |contea di )?(.+?)(?: county| parish| borough| province| provincie| provincia| landkreis| kreis| bezirk| kommun| lan)?$/;
function countyCore(key: string): { core: string; marked: boolean } {
  const core = COUNTY_WORDS.exec(key)?.[1] ?? key;
  return { core, marked: core !== key };
}

/**
 * The keys a road's number is typed by, to the streets carrying it: "MD 151" and "md151"; in the American way of
 * numbering (an "I 95" or a "US 40" among the data's numbers) also "Interstate 95", "US Route 40", "Route 40",
 * "Highway 40", "State Route 151".
 */
export function refKeys(d: StreetData, spelledOut = true): Map<string, number[]> {
  const out = new Map<string, number[]>();
  if (!d.refs) return out;
  const american = d.refs.some((r) => /(?:^|;)(?:I|US) \d/.test(r));
  const add = (key: string, s: number) => {
    if (!key || key === looseKey(d.keys[s]!)) return;
    const list = out.get(key);
    if (!list) out.set(key, [s]);
    else if (!list.includes(s)) list.push(s);
  };
  d.refs.forEach((refs, s) => {
    if (!refs) return;
    for (const ref of refs.split(';')) {
      const key = matchKey(ref);
      add(key, s);
      // "SS1" and "SS 1", "A10" and "A 10": one road, with or without the space.
      add(key.replace(/(\p{L})\s+(?=\d)/gu, '$1'), s);
      add(key.replace(/(\p{L})(?=\d)/gu, '$1 '), s);
      const m = american && spelledOut ? /^(i|us|[a-z]{2}) (\d+\w?)$/.exec(key) : null;
      if (!m) continue;
      const [, kind, n] = m;
      const words = kind === 'i' ? ['interstate', 'interstate highway', 'i'] : kind === 'us' ? ['us route', 'us highway', 'us hwy', 'route', 'highway', 'hwy'] : ['route', 'state route', 'highway', 'state highway', 'hwy', 'sr'];
      for (const w of words) add(matchKey(`${w} ${n}`), s);
    }
  });
  return out;
}

export interface Place {
  city: string;
  state: string;
  countryCode: string;
  country: string;
}

/**
 * Where a place typed stands: its point, its folded name where it is a town or place (else ''), and the towns typed
 * after it ("Nendeln, Gamprin": Gamprin), in which what is asked for must also lie.
 */
export interface Anchor {
  at: { lat: number; lng: number };
  cityKey: string;
  towns?: readonly string[];
}

export class GeocodeContext {
  /** The match key (looseKey) of each road street. */
  readonly keys: string[];
  readonly byKey = new Map<string, number[]>();
  readonly uniqueKeys: string[];
  /** The unique keys, for misspelt street names. */
  readonly fuzzyKeys: FuzzyKeys;
  /** Intersection indices per street. */
  readonly xByStreet = new Map<number, number[]>();
  /** Gazetteer city per street (-1 without a gazetteer). */
  readonly streetCity: Int32Array;
  /** Region bbox [minLng, minLat, maxLng, maxLat]. */
  readonly bbox: [number, number, number, number];
  /** Where the region's answers are measured from when a query gives no place: its biggest place, else its middle. */
  readonly centre: { lat: number; lng: number };
  /** The region's main city in the gazetteer (most populous inside the region), -1 if none. */
  readonly mainCity: number;
  /** Folded first part of the region name ("gothenburg"), an alias of the main city. */
  readonly regionAlias: string;
  readonly regionCountry: string;
  readonly regionAdmin1: string;
  readonly book: AddressBook;
  /** Address groups by the match key of their street, and those keys for misspelt names. */
  readonly addrByKey = new Map<string, number[]>();
  readonly addrFuzzyKeys: FuzzyKeys;
  /** Per address group: its street's name as the road nearby is named (see streetNameOf). */
  private readonly groupStreetName: string[];
  /** Road names by their lower case. */
  private readonly roadByName = new Map<string, string>();
  /** The extract's places (place=*) by every folded name variant, biggest kind first. */
  readonly placesByKey = new Map<string, number[]>();
  /** Points of interest by every folded name (the first of a name). */
  readonly poisByName = new Map<string, number>();
  /** Folded names of every municipality, place and addr:city of the region: a city given here is local. */
  readonly localCityKeys = new Set<string>();
  /** Folded names a state given with a query may carry and still agree with the region. */
  readonly regionStateKeys = new Set<string>();
  private longestTown = -1;
  private longTownEnds = new Set<string>();
  private firstWords: Set<string> | null = null;
  /**
   * The most words a town of the region is named with, at least 3 and at most 6: a line without commas ends in
   * a town of up to so many words ("Hafenstraße 77 Krems an der Donau", "Carrer Major Sant Julià de Lòria").
   */
  get townWords(): number {
    if (this.longestTown < 0) {
      let most = 3;
      this.longTownEnds = new Set();
      for (const key of this.localCityKeys) {
        const words = key.split(' ');
        if (words.length < 3) continue;
        most = Math.max(most, words.length);
        this.longTownEnds.add(words[0]!).add(words.at(-1)!);
      }
      this.longestTown = Math.min(6, most);
    }
    return this.longestTown;
  }

  private letterPostcodes: string[] | null = null;
  private letterPostcodeKeys(): string[] {
    return (this.letterPostcodes ??= [...this.book.byPostcode.keys(), ...this.book.poiByPostcode.keys()].filter((k) => /^\p{L}/u.test(k) && /\d/.test(k)).sort());
  }
  private digitPostcodes: string[] | null = null;
  private digitPostcodeKeys(): string[] {
    return (this.digitPostcodes ??= [...new Set([...this.book.byPostcode.keys(), ...this.book.poiByPostcode.keys()])].filter((k) => /^\d/.test(k)).sort());
  }

  /** Whether the data has postcodes that start with a letter ("BS1 2HG", "AD500"): else none is looked for. */
  get hasLetterPostcodes(): boolean {
    return this.letterPostcodeKeys().length > 0;
  }
  /**
   * The data's postcodes that start with a letter ("BS1 2HG", "AD500"), by key (postcodeKey), that `key` begins and
   * is not: at most `most`, in order.
   */
  postcodesBegun(key: string, most: number): string[] {
    // Or of digits first ("948": 9485, 9486; "2123": 21231), where the key is digits.
    const sorted = /^\d/.test(key) ? this.digitPostcodeKeys() : this.letterPostcodeKeys();
    const lo = firstAtLeast(sorted, key);
    const out: string[] = [];
    for (let i = lo; i < sorted.length && out.length < most && sorted[i]!.startsWith(key); i++) if (sorted[i] !== key) out.push(sorted[i]!);
    return out;
  }
  private townsSorted: string[] | null = null;
  private townFirstWords: Set<string> | null = null;
  private townsOfWords(): string[] {
    return (this.townsSorted ??= [...new Set([...this.localCityKeys, ...this.streetTownKeys])].filter((k) => k.includes(' ')).sort());
  }

  /** Whether a folded word is the first of a town of two words or more ("krems", "sant"): else no cut town begins there. */
  startsTownOfWords(word: string): boolean {
    return (this.townFirstWords ??= new Set(this.townsOfWords().map((k) => k.slice(0, k.indexOf(' '))))).has(word);
  }
  /**
   * The towns of two words or more (of the extract, or the gazetteer's the streets are in) whose folded name starts
   * with `key`, cut short at a word ("sant julia", "krems an der") or half-typed in its last one ("krems an der do",
   * `half`); never the whole name.
   */
  townsCut(key: string, half: boolean): string[] {
    const sorted = this.townsOfWords();
    const out: string[] = [];
    const lo = firstAtLeast(sorted, key);
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(key); i++) {
      const town = sorted[i]!;
      if (town.length > key.length && (half || town[key.length] === ' ')) out.push(town);
    }
    return out;
  }

  /** Whether a folded word starts or ends the name of a town of three words or more ("krems", "donau"). */
  endsLongTown(word: string): boolean {
    if (this.longestTown < 0) void this.townWords;
    return this.longTownEnds.has(word);
  }
  /** Folded names of the gazetteer's cities the region's streets are in (where the extract has no places, its towns). */
  private readonly streetTownKeys = new Set<string>();
  private localCityFuzzy: FuzzyKeys | null = null;
  /** Every district's country names folded (placeKey); built on first use. */
  private districtCountryKeys: Set<string> | null = null;
  // Built on first use (poisNamed, poiRank): points of interest by each folded name, and their ranking weight.
  private poiLists: Map<string, number[]> | null = null;
  private poiRanks: Float32Array | null = null;
  // Built on first use (sameDate): street and address keys by the date they name.
  private dateKeys: Map<string, string[]> | null = null;
  /** Per district, its city names folded (placeKey); built on first use. */
  private districtCityKeys: string[][] | null = null;
  private readonly townNames = new Map<string, ReadonlySet<string>>();
  /** placePoints' answers by key, worked out on first use. */
  private readonly placePointsByKey = new Map<string, readonly { lat: number; lng: number; radius: number }[]>();
  /** Districts by the county they are in, by the county's name without its county word (countyCore); built on first use. */
  private countyIndex: Map<string, number[]> | null = null;
  private readonly addressTowns = new Map<string, number>();
  /** The data's own spelling of a gazetteer city's name, where its addresses write it otherwise ("Roma"). */
  private readonly localNames = new Map<number, string>();
  private readonly places = new Map<number, Place>();
  private readonly districtPlaces = new Map<number, Place>();

  constructor(
    readonly d: StreetData,
    readonly search: SearchData,
    readonly info: SourceInfo,
    readonly gaz: Gazetteer | null,
  ) {
    this.book = new AddressBook(search, d.kx);
    this.indexLocalNames();
    this.keys = d.keys.map(looseKey);
    for (const [k, groups] of this.book.groupsByKey) {
      const loose = looseKey(k);
      const list = this.addrByKey.get(loose);
      // A group found by two names (a date written two ways) is listed once under a key both names share.
      if (list) list.push(...groups.filter((g) => !list.includes(g)));
      else this.addrByKey.set(loose, [...groups]);
    }
    this.addrFuzzyKeys = new FuzzyKeys([...this.addrByKey.keys()]);
    this.keys.forEach((k, i) => {
      const list = this.byKey.get(k);
      if (list) list.push(i);
      else this.byKey.set(k, [i]);
    });
    // A named road is found by its number too, as Nominatim finds it ("US 40" is Pulaski Highway and Orleans
    // Street, "I 83" the Jones Falls Expressway); beside the pieces named only by the number.
    for (const [key, streets] of refKeys(d)) {
      const list = this.byKey.get(key);
      if (list) list.push(...streets.filter((s) => !list.includes(s)));
      else this.byKey.set(key, streets);
    }
    for (const list of this.byKey.values()) list.sort((a, b) => d.streetRank[b]! - d.streetRank[a]!);
    this.uniqueKeys = [...this.byKey.keys()];
    if (d.postal.some(Boolean)) this.book.streetPostcode = this.book.groups.map((g) => this.streetPostcodeOf(g.key, g.members[0]!));
    for (const n of d.names) this.roadByName.set(n.toLowerCase(), n);
    this.groupStreetName = this.book.groups.map((g) => this.roadNear(g.key, g.members[0]!)?.name ?? g.street);
    this.fuzzyKeys = new FuzzyKeys(this.uniqueKeys);
    for (let x = 0; x < d.xStreets.length / 2; x++) {
      for (const s of [d.xStreets[x * 2]!, d.xStreets[x * 2 + 1]!]) {
        const list = this.xByStreet.get(s);
        if (list) list.push(x);
        else this.xByStreet.set(s, [x]);
      }
    }
    const bbox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    const f = d.streetF64;
    for (let s = 0; s < d.names.length; s++) {
      bbox[0] = Math.min(bbox[0], f[s * 6 + 2]!);
      bbox[1] = Math.min(bbox[1], f[s * 6 + 3]!);
      bbox[2] = Math.max(bbox[2], f[s * 6 + 4]!);
      bbox[3] = Math.max(bbox[3], f[s * 6 + 5]!);
    }
    this.bbox = bbox;
    this.centre = this.biggestPlace() ?? { lng: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2 };
    this.regionAlias = placeKey(info.region.split(',')[0] ?? '');
    this.streetCity = new Int32Array(d.names.length).fill(-1);
    this.mainCity = -1;
    this.regionCountry = '';
    this.regionAdmin1 = '';
    for (const part of info.region.split(',')) this.regionStateKeys.add(placeKey(part));
    if (!gaz) return;
    const c = gaz.data.cities;
    // Only the few cities in and around the region can be a street's nearest: scan those, not the world.
    const near = gaz.citiesInScan(bbox[0] - 0.3, bbox[1] - 0.2, bbox[2] + 0.3, bbox[3] + 0.2).filter((i) => !c.section[i]);
    const kx = d.kx;
    // Only a city of 20,000 or more can cover another's streets (see coveringCity): few, so checked for each street.
    const big = near.filter((i) => c.population[i]! >= 20_000);
    for (let s = 0; s < d.names.length; s++) {
      const [lng, lat] = [f[s * 6]!, f[s * 6 + 1]!];
      let best = -1;
      let bestD = Infinity;
      for (const i of near) {
        const dd = ((c.lng[i]! - lng) * kx) ** 2 + (c.lat[i]! - lat) ** 2;
        if (dd < bestD) [best, bestD] = [i, dd];
      }
      this.streetCity[s] = best >= 0 ? gaz.coveringCity(best, lat, lng, big) : (gaz.nearestCity(lat, lng)?.index ?? -1);
    }
    this.findAddressTowns(near, big);
    // The region's main city: the most populous of the country most streets are in (Feldkirch, Austria, is nearest
    // to some of Liechtenstein's border streets and bigger than any town in it, but the region is Liechtenstein).
    const streetsByCountry = new Map<string, number>();
    for (const i of this.streetCity) if (i >= 0) streetsByCountry.set(c.country.at(i)!, (streetsByCountry.get(c.country.at(i)!) ?? 0) + 1);
    const country = [...streetsByCountry].sort((a, b) => b[1] - a[1])[0]?.[0];
    let main = -1;
    for (const i of new Set(this.streetCity)) {
      if (i >= 0 && c.country.at(i) === country && (main < 0 || c.population[i]! > c.population[main]!)) main = i;
    }
    this.mainCity = main;
    for (const i of new Set(this.streetCity)) if (i >= 0) this.streetTownKeys.add(gaz.cityKey(i));
    this.regionCountry = main >= 0 ? c.country.at(main)! : '';
    this.regionAdmin1 = main >= 0 ? c.admin1.at(main)! : '';
    if (main >= 0) {
      const place = this.placeOfCity(main);
      for (const n of [place.state, place.country, place.countryCode]) if (n) this.regionStateKeys.add(placeKey(n));
    }
    // A US state by its code or its name ("PA", "Pennsylvania"), whichever the region's data names it by (only in
    // the US: a country's code, "DE", may be a state's, Delaware's).
    if (this.regionCountry === 'US') for (const key of [...this.regionStateKeys]) {
      const state = gaz.data.states[gaz.state(key) ?? -1];
      if (state) for (const n of [state.code, state.name]) this.regionStateKeys.add(placeKey(n));
    }
  }

  /**
   * Each addr:city's gazetteer city: the city of that very name within 20 km of the middle of its addresses
   * (Harrisburg, not Colonial Park, nearer to the middle of Harrisburg's houses), else the city covering that
   * middle within 10 km ("Roma": Rome). Where the data's name differs from the gazetteer's only in spelling
   * ("Roma", "Rome"; two edits at most), the data's name is the one shown.
   */
  private findAddressTowns(near: readonly number[], big: readonly number[]): void {
    const gaz = this.gaz!;
    const c = gaz.data.cities;
    const { city, xy } = this.search.addr;
    const sums = new Map<string, { name: string; n: number; lat: number; lng: number }>();
    for (let i = 0; i < city.length; i++) {
      if (!city[i]) continue;
      const key = placeKey(city[i]!);
      const sum = sums.get(key) ?? sums.set(key, { name: city[i]!, n: 0, lat: 0, lng: 0 }).get(key)!;
      sum.n++;
      sum.lng += xy[i * 2]!;
      sum.lat += xy[i * 2 + 1]!;
    }
    for (const [key, sum] of sums) {
      const [lat, lng] = [sum.lat / sum.n, sum.lng / sum.n];
      const meters = (i: number) => haversineMeters(lat, lng, c.lat[i]!, c.lng[i]!);
      let town = near.find((i) => gaz.cityKey(i) === key && meters(i) <= 20_000) ?? -1;
      if (town < 0) {
        const nearest = near.reduce((best, i) => (best < 0 || meters(i) < meters(best) ? i : best), -1);
        town = nearest >= 0 && meters(nearest) <= 10_000 ? gaz.coveringCity(nearest, lat, lng, big) : -1;
        if (town >= 0 && editDistance(key, gaz.cityKey(town), 2) <= 2 && !this.localNames.has(town)) this.localNames.set(town, sum.name);
      }
      this.addressTowns.set(key, town);
    }
  }

  private biggestPlace(): { lat: number; lng: number } | null {
    const { kind, population, xy } = this.search.place;
    let best = -1;
    const weight = (i: number) => (PLACE_RANK[kind[i]!] ?? 0) * 1e9 + population[i]!;
    for (let i = 0; i < kind.length; i++) if (best < 0 || weight(i) > weight(best)) best = i;
    return best < 0 ? null : { lng: xy[best * 2]!, lat: xy[best * 2 + 1]! };
  }

  private indexLocalNames(): void {
    const { place, addr, districts, poi } = this.search;
    poi.names.forEach((names, i) => {
      for (const n of names) if (!this.poisByName.has(foldText(n))) this.poisByName.set(foldText(n), i);
    });
    place.names.forEach((names, i) => {
      for (const key of new Set(names.map(placeKey))) {
        const list = this.placesByKey.get(key) ?? [];
        list.push(i);
        this.placesByKey.set(key, list);
        this.localCityKeys.add(key);
      }
    });
    const rank = (i: number) => PLACE_RANK[place.kind[i]!] ?? 0;
    for (const list of this.placesByKey.values()) list.sort((a, b) => rank(b) - rank(a));
    for (const city of addr.city) if (city) this.localCityKeys.add(placeKey(city));
    for (const d of districts) {
      for (const n of d.city) this.localCityKeys.add(placeKey(n));
      // A first-level division is a state (a canton, a Bundesland); in a country without them (Liechtenstein)
      // people put the municipality or the country in the state box.
      for (const n of [d.state, ...d.country, ...d.city]) if (n) this.regionStateKeys.add(placeKey(n));
    }
  }

  /**
   * The text without the region's own country at its end ("Schlatt 1, Gamprin, Liechtenstein", "Schlatt 1
   * Gamprin LI"): it narrows nothing inside the region. Only after a comma or an address (a number): a name may
   * end with its country ("Kunstmuseum Liechtenstein"). Unchanged when the country is another one.
   */
  private home: string | undefined;
  /**
   * The country whose streets come first where a name is shared across a border in the extract's edge: the one the
   * region is named after ("Monaco", though most of its extract's streets are France's), else `regionCountry`.
   */
  get homeCountry(): string {
    if (this.home === undefined) {
      const i = this.regionAlias ? this.gaz?.country(this.regionAlias) : undefined;
      this.home = i !== undefined ? this.gaz!.data.countries[i]!.code : this.regionCountry;
    }
    return this.home;
  }

  withoutRegionCountry(text: string): string {
    for (const lastWords of LAST_WORDS) {
      const m = lastWords.exec(text);
      if (!m || !/\p{L}/u.test(m[1]!) || (!m[2]!.includes(',') && !/\d/.test(m[1]!))) continue;
      if (this.localCityKeys.has(placeKey(m[3]!))) continue;
      const i = this.gaz?.country(m[3]!);
      const own = i !== undefined ? this.gaz!.data.countries[i]!.code === this.regionCountry : (this.districtCountryKeys ??= new Set(this.search.districts.flatMap((d) => d.country.map(placeKey)))).has(placeKey(m[3]!));
      if (own) return m[1]!;
    }
    return text;
  }

  private townsBegunSorted: string[] | null = null;
  /**
   * The towns (places, municipalities, the gazetteer's cities the streets are in, the addresses' addr:city) whose
   * folded name `key` begins and is not ("baltimo": baltimore; "vad": vaduz), at most `most`, in order: a town on
   * the way in search-ahead.
   */
  townsBegun(key: string, most: number): string[] {
    const sorted = (this.townsBegunSorted ??= [...new Set([...this.placesByKey.keys(), ...this.search.districts.flatMap((d) => d.city.map(placeKey)), ...this.streetTownKeys, ...this.addressTowns.keys()])].sort());
    const out: string[] = [];
    for (let i = firstAtLeast(sorted, key); i < sorted.length && out.length < most && sorted[i]!.startsWith(key); i++) if (sorted[i] !== key) out.push(sorted[i]!);
    return out;
  }

  /**
   * The local town a typed word names, exactly, else within the typos its length allows ("Schan" is Schaan): every
   * folded name of it, its place's variants ("Schaa" is Schaan too) and its municipality's.
   */
  localTown(key: string): { keys: ReadonlySet<string>; edits: number } | null {
    if (this.localCityKeys.has(key) || this.streetTownKeys.has(key)) return { keys: this.townKeys(key), edits: 0 };
    // A borough written as the town ("West 10th St, Manhattan"): the town it is part of, and itself.
    const parents = TOWN_PARTS[key]?.filter((p) => this.localCityKeys.has(p) || this.streetTownKeys.has(p)) ?? [];
    if (parents.length) return { keys: new Set([key, ...parents.flatMap((p) => [...this.townKeys(p)])]), edits: 0 };
    // A county typed as the town ("…, Baltimore County"): the towns of its districts.
    const county = this.countyDistricts(key);
    if (county) return { keys: new Set(county.flatMap((d) => this.search.districts[d]!.city.map(placeKey))), edits: 0 };
    if (key === this.regionAlias && this.mainCity >= 0) return { keys: this.townKeys(this.gaz!.cityKey(this.mainCity)), edits: 0 };
    // Misspelt, a word is read as a place, municipality or city only: an addr:city's own typo is no town.
    // Built on first use and kept: the town names never change.
    this.localCityFuzzy ??= new FuzzyKeys([...new Set([...this.placesByKey.keys(), ...this.search.districts.flatMap((d) => d.city.map(placeKey)), ...this.streetTownKeys])]);
    const hit = this.localCityFuzzy.within(key, allowedEdits(key)).sort((a, b) => a.edits - b.edits)[0];
    return hit ? { keys: this.townKeys(this.localCityFuzzy.keys[hit.at]!), edits: hit.edits } : null;
  }

  /**
   * The districts of the county or province a folded text names ("baltimore county", "county of baltimore",
   * "provincia di roma"; or the county's own name as the data has it), from the extract's admin level 6
   * boundaries; null when the data knows no such county.
   */
  countyDistricts(key: string): readonly number[] | null {
    if (!this.countyIndex) {
      this.countyIndex = new Map();
      this.search.districts.forEach((d, i) => {
        if (!d.county) return;
        for (const k of new Set([placeKey(d.county), countyCore(placeKey(d.county)).core])) {
          const list = this.countyIndex!.get(k);
          if (list) list.push(i);
          else this.countyIndex!.set(k, [i]);
        }
      });
    }
    if (!this.countyIndex.size) return null;
    const exact = this.countyIndex.get(key);
    if (exact) return exact;
    const typed = countyCore(key);
    const found = typed.marked ? this.countyIndex.get(typed.core) : undefined;
    if (!found) return null;
    // "County of Baltimore" is Baltimore County, not the independent city whose county level is named "Baltimore".
    const marked = found.filter((d) => countyCore(placeKey(this.search.districts[d]!.county!)).marked);
    return marked.length ? marked : found;
  }

  /**
   * The town a text stands for where it names none itself: a nickname ("A'dam": Amsterdam, "Bmore": Baltimore), or a
   * town with a part of it after it ("Amsterdam-Oost", "Berlin Mitte", "Vaduz Ebenholz": the part a place of the
   * region or a word such as Oost, Centrum, Downtown, or joined to the town by a hyphen). Null when the text is a
   * town, or none of these.
   */
  townAlias(text: string): string | null {
    const key = placeKey(text);
    if (!key || this.isTownKey(key)) return null;
    for (const name of TOWN_NICKNAMES[key] ?? []) if (this.isTownKey(placeKey(name))) return name;
    const words = key.split(' ');
    const hyphen = /\p{L}\s*-\s*\p{L}/u.test(text);
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      const town = words.slice(0, n).join(' ');
      const part = words.slice(n).join(' ');
      if (/\d/.test(part) || words.length - n > 2 || !this.isTownKey(town)) continue;
      if (hyphen || TOWN_PART_WORDS.has(part) || this.placesByKey.has(part) || this.gaz?.citiesNamed(part).some((i) => this.gaz!.data.cities.section[i])) {
        return text.trim().split(/[\s-]+/).slice(0, n).join(' ');
      }
    }
    return null;
  }

  /**
   * The text with a town typed by its nickname or with a part of it ("…, A'dam", "… 10 Amsterdam-Oost") written as
   * the town, for search-ahead: after a comma, or a last word joined by a hyphen or apostrophe after an address.
   * Unchanged otherwise ("Vaduz Center" may be a name).
   */
  withTownAliases(text: string): string {
    const comma = /^(.*,\s*)([^,]+?)\s*$/.exec(text);
    if (comma && /\p{L}/u.test(comma[1]!)) {
      const alias = this.townAlias(comma[2]!);
      return alias ? `${comma[1]}${alias}` : text;
    }
    const word = /['’-]/.test(text) && /\d/.test(text) ? /^(.*\d.*\s)(\S*\p{L}['’-]\p{L}\S*)\s*$/u.exec(text) : null;
    const alias = word ? this.townAlias(word[2]!) : null;
    return alias ? `${word![1]}${alias}` : text;
  }

  /** A place, municipality or addr:city of the region, the region's own name, or a city of the gazetteer. */
  private isTownKey(key: string): boolean {
    return this.localCityKeys.has(key) || this.streetTownKeys.has(key) || key === this.regionAlias || (this.gaz?.citiesNamed(key).length ?? 0) > 0;
  }

  /** Whether the data has a place or a boundary of that folded name. */
  private ownTown(key: string): boolean {
    return this.placesByKey.has(key) || this.districtNameKeys().has(key);
  }
  private districtNames: Set<string> | null = null;
  /** Per folded town typed: whether a boundary is named so (pointInTown), worked out on first use. */
  private readonly boundedTowns = new Map<string, boolean>();
  private districtNameKeys(): Set<string> {
    return (this.districtNames ??= new Set(this.search.districts.flatMap((d) => d.city.map(placeKey))));
  }

  /** Every folded name of the town of `key`: its place's names, its municipality's. */
  townKeys(key: string): ReadonlySet<string> {
    const known = this.townNames.get(key);
    if (known) return known;
    const keys = new Set([key]);
    for (const p of this.placesByKey.get(key) ?? []) for (const n of this.search.place.names[p]!) keys.add(placeKey(n));
    for (const d of this.search.districts) if (d.city.some((n) => keys.has(placeKey(n)))) for (const n of d.city) keys.add(placeKey(n));
    // A town known only from its addresses ("Roma") is also the gazetteer's city there ("Rome"), which names the
    // streets of an extract without boundaries. Not a town the data has a place or boundary of ("Heinersreuth",
    // which the gazetteer lacks: the city covering its houses, Neudrossenfeld, is another town).
    const city = keys.size === 1 && !this.ownTown(key) ? this.addressTown(key) : -1;
    if (city >= 0) keys.add(this.gaz!.cityKey(city));
    // And the other way: the gazetteer's "Rome" is the addresses' "Roma".
    if (this.gaz) for (const [k, c] of this.addressTowns) if (c >= 0 && this.gaz.cityKey(c) === key && !this.ownTown(k)) keys.add(k);
    this.townNames.set(key, keys);
    return keys;
  }

  /**
   * The kinds of point of interest a folded phrase names by its OSM value ("dentist", "dentists": amenity=dentist;
   * "ice cream": amenity=ice_cream; "car wash"), among the kinds the region has, as Nominatim's special phrases
   * are made from the tags. Not buildings and land use (named ones only, "Church" is no building=church), nor
   * values that say nothing ("yes").
   */
  readonly kindsOfPhrase = (phrase: string): string[] | undefined => {
    if (!this.phraseKinds) {
      const map = new Map<string, string[]>();
      for (const kind of new Set(this.search.poi.kind)) {
        const [key = '', value = ''] = kind.split('=');
        if (key === 'building' || key === 'landuse' || value === 'yes' || value.length < 3 || value.includes(';')) continue;
        const words = foldText(value.replace(/_/g, ' '));
        // Its label too: "tourist information" (tourism=information), "petrol station", "railway halt".
        const label = foldText(poiLabel(kind));
        for (const p of new Set([words, ...pluralsOf(words), label, ...pluralsOf(label)])) {
          const list = map.get(p);
          if (!list) map.set(p, [kind]);
          else if (!list.includes(kind)) list.push(kind);
        }
      }
      this.phraseKinds = map;
    }
    return this.phraseKinds.get(phrase);
  };
  private phraseKinds: Map<string, string[]> | null = null;

  /** The points of interest with this folded name (foldText), any of their names, in the data's order. */
  poisNamed(key: string): readonly number[] {
    if (!this.poiLists) {
      const lists = new Map<string, number[]>();
      this.search.poi.names.forEach((names, i) => {
        for (const k of new Set(names.map((n) => foldText(n)))) {
          const list = lists.get(k);
          if (list) list.push(i);
          else lists.set(k, [i]);
        }
      });
      this.poiLists = lists;
    }
    return this.poiLists.get(key) ?? [];
  }

  /**
   * A point of interest's ranking weight (poiImportance). The branches of a chain (shops and amenities named alike:
   * Starbucks, 7-Eleven as a shop and as a petrol station) all weigh as the weightiest, so the nearest comes first.
   * Not a landmark and what shares its name (the castle Schloss Vaduz and the tourist board named after it).
   */
  poiRank(i: number): number {
    if (!this.poiRanks) {
      const { kind, names } = this.search.poi;
      const ranks = new Float32Array(kind.length);
      const chain = (j: number) => (/^(?:amenity|shop)=/.test(kind[j]!) && names[j]![0] ? foldText(names[j]![0]) : '');
      const best = new Map<string, number>();
      for (let j = 0; j < kind.length; j++) {
        ranks[j] = poiImportance(kind[j]!);
        const name = chain(j);
        if (name) best.set(name, Math.max(best.get(name) ?? 0, ranks[j]!));
      }
      for (let j = 0; j < kind.length; j++) if (chain(j)) ranks[j] = best.get(chain(j))!;
      this.poiRanks = ranks;
    }
    return this.poiRanks[i]!;
  }

  /**
   * `key` with its first word written as the region's street names begin ("ave merit" for Avinguda Meritxell's
   * "avinguda merit", "c sol": "carrer sol"), for search-ahead's half-typed names; empty when the first word has no
   * other wording (WORDING_GROUPS) a street of the region starts with.
   */
  otherFirstWords(key: string): string[] {
    const space = key.indexOf(' ');
    const others = space > 0 ? wordingsOf(key.slice(0, space)) : undefined;
    if (!others) return [];
    if (!this.firstWords) {
      this.firstWords = new Set();
      for (const k of [...this.byKey.keys(), ...this.addrByKey.keys()]) {
        const end = k.indexOf(' ');
        this.firstWords.add(end < 0 ? k : k.slice(0, end));
      }
    }
    return others.filter((w) => this.firstWords!.has(w)).map((w) => w + key.slice(space));
  }

  /**
   * The street and address keys naming the same date as `key`, `key` left out: "via 4 novembre" and "via iv
   * novembre" are "via quattro novembre" where the data names it so (dateKey). Empty for a key without a date.
   */
  sameDate(key: string): readonly string[] {
    const month = mentionsMonth(key);
    if (!month && !mentionsOrdinal(key)) return [];
    if (!this.dateKeys) {
      this.dateKeys = new Map();
      for (const k of new Set([...this.byKey.keys(), ...this.addrByKey.keys()])) {
        // An English numbered street too: "West 4th Street" is "W Fourth St" and "W 4 St" (ordinalKey).
        const canon = mentionsMonth(k) ? dateKey(k) : mentionsOrdinal(k) ? ordinalKey(k) : null;
        if (canon === null) continue;
        const list = this.dateKeys.get(canon);
        if (list) list.push(k);
        else this.dateKeys.set(canon, [k]);
      }
    }
    return (this.dateKeys.get(month ? dateKey(key) : ordinalKey(key)) ?? []).filter((k) => k !== key);
  }

  /**
   * The gazetteer city a town known from its addresses' addr:city is ("Roma": Rome; built with the region's
   * streets' towns), -1 when there is none, or the name is no addr:city here.
   */
  addressTown(key: string): number {
    return this.addressTowns.get(key) ?? -1;
  }

  /**
   * Where "in Y" / "near Y" points: a local place, the region itself (its centre), a city of the region or a town
   * of its addresses, the first of these with its town after it; with `things` (Y after an explicit "near" or
   * "in"), also a point of interest or street named so.
   */
  /**
   * The parts of a town named `key` that the data maps only as a point (a suburb, a neighbourhood, a hamlet:
   * "2500 Boston Street, Canton"), with the radius Nominatim gives such a place; none where a boundary of that name
   * (a municipality's) says what is in it.
   */
  placePoints(key: string): readonly { lat: number; lng: number; radius: number }[] {
    const places = this.placesByKey.get(key);
    if (!places) return [];
    const known = this.placePointsByKey.get(key);
    if (known) return known;
    const { place } = this.search;
    const points = this.search.districts.some((d) => d.city.some((n) => placeKey(n) === key))
      ? []
      : places.flatMap((p) => {
          const radius = PLACE_RADIUS_M[place.kind[p]!];
          return radius ? [{ lat: place.xy[p * 2 + 1]!, lng: place.xy[p * 2]!, radius }] : [];
        });
    this.placePointsByKey.set(key, points);
    return points;
  }

  /** Whether a point lies in one of placePoints(key). */
  withinPlace(key: string, lat: number, lng: number): boolean {
    return this.placePoints(key).some((p) => haversineMeters(lat, lng, p.lat, p.lng) <= p.radius);
  }

  anchorOf(text: string, things = false): Anchor | null {
    const found = this.anchorOfText(text, things);
    if (found) return found;
    // "near the Pantheon", "vicino alla Piazza Venezia" (folded, the article may stand alone): without its article.
    if (!/^\s*(?:the|der|die|das|dem|den|il|lo|la|l|gli|le|de|het|les|du|des)(?:\s|['’])/i.test(text)) return null;
    const bare = /^(?:the|der|die|das|dem|den|il|lo|la|l|gli|le|de|het|les|du|des)\s+(.+)$/i.exec(foldText(text));
    return bare ? this.anchorOfText(bare[1]!, things) : null;
  }

  private anchorOfText(text: string, things: boolean): Anchor | null {
    const point = parseCoordinates(text);
    if (point) return { at: point, cityKey: '' };
    const key = placeKey(text);
    const p = this.placesByKey.get(key)?.[0];
    if (p !== undefined) return { at: { lng: this.search.place.xy[p * 2]!, lat: this.search.place.xy[p * 2 + 1]! }, cityKey: key };
    // A municipality known only by its boundary ("Bressler-Enhaut-Oberlin"): the middle of what it holds.
    const bounded = this.boundaryTown(key);
    if (bounded) return { at: bounded.at, cityKey: key };
    // The region's name, country or state (a municipality is a "state" too, but it is a place and found above).
    if (key === this.regionAlias || this.regionStateKeys.has(key)) return { at: this.centre, cityKey: '' };
    const c = this.gaz?.data.cities;
    const i = this.gaz?.citiesNamed(key)[0];
    if (c && i !== undefined && this.inRegion(c.lat[i]!, c.lng[i]!)) return { at: { lat: c.lat[i]!, lng: c.lng[i]! }, cityKey: key };
    // A town known from addr:city by a name the gazetteer spells otherwise ("hotels in Roma": Rome).
    const town = this.addressTown(key);
    if (c && town >= 0) return { at: { lat: c.lat[town]!, lng: c.lng[town]! }, cityKey: key };
    // "restaurant near Patterson Park", "ristorante vicino a Piazza Venezia": after "near" or "in", any named thing
    // of the region, as Nominatim reads it: a point of interest ("Rathaus Vaduz", whole), then a street.
    if (things) {
      const pois = this.poisNamed(foldText(text));
      if (pois.length) {
        const j = pois.reduce((a, b) => (this.poiRank(b) > this.poiRank(a) ? b : a));
        return { at: { lng: this.search.poi.xy[j * 2]!, lat: this.search.poi.xy[j * 2 + 1]! }, cityKey: '' };
      }
      const street = this.byKey.get(matchKey(text))?.[0];
      if (street !== undefined) return { at: this.streetPoint(street), cityKey: '' };
      const group = this.addrByKey.get(matchKey(text))?.[0];
      if (group !== undefined) return { at: this.book.point(this.book.middle(group)), cityKey: '' };
    }
    // "bars in Canton, Baltimore": the place before the town that says where it is.
    const words = key.split(' ');
    for (const n of [1, 2]) {
      const tail = words.slice(-n).join(' ');
      const isTown = this.localCityKeys.has(tail) || this.addressTowns.has(tail) || tail === this.regionAlias || this.regionStateKeys.has(tail);
      if (words.length > n && isTown) {
        const inner = this.anchorOf(words.slice(0, -n).join(' '), things);
        // "Nendeln, Gamprin": the place is one, and what is asked for must also lie in the town after it.
        const town = this.localCityKeys.has(tail) || this.addressTowns.has(tail) ? [tail] : [];
        return inner && { ...inner, towns: [...(inner.towns ?? []), ...town] };
      }
    }
    return null;
  }

  /**
   * A municipality the data knows only by its boundary, no place node of its name (a US borough or township,
   * "Bressler-Enhaut-Oberlin"), by its folded name: a district of that name and the point of its addresses (else
   * of its streets) nearest their middle; null for any other name (a place node's town is the place's). Kept per name.
   */
  boundaryTown(key: string): { district: number; at: { lat: number; lng: number } } | null {
    if (this.placesByKey.has(key) || !this.localCityKeys.has(key)) return null;
    const known = this.boundaryTowns.get(key);
    if (known !== undefined) return known;
    const districts = new Set<number>();
    this.search.districts.forEach((d, i) => d.city.some((n) => placeKey(n) === key) && districts.add(i));
    const { addr } = this.search;
    const points: { lat: number; lng: number }[] = [];
    for (let i = 0; i < addr.district.length; i++) if (districts.has(addr.district[i]!)) points.push({ lng: addr.xy[i * 2]!, lat: addr.xy[i * 2 + 1]! });
    if (!points.length) this.search.streetDistrict.forEach((d, s) => districts.has(d) && points.push(this.streetPoint(s)));
    let found: { district: number; at: { lat: number; lng: number } } | null = null;
    if (points.length) {
      const mean = { lat: points.reduce((a, p) => a + p.lat, 0) / points.length, lng: points.reduce((a, p) => a + p.lng, 0) / points.length };
      const at = points.reduce((best, p) => (Math.hypot(p.lat - mean.lat, p.lng - mean.lng) < Math.hypot(best.lat - mean.lat, best.lng - mean.lng) ? p : best));
      found = { district: [...districts][0]!, at };
    }
    this.boundaryTowns.set(key, found);
    return found;
  }
  /** A municipality's name as its boundary writes it, by its folded key; undefined where no boundary has it. */
  districtName(key: string): string | undefined {
    for (const d of this.search.districts) for (const n of d.city) if (placeKey(n) === key) return n;
    return undefined;
  }
  private readonly boundaryTowns = new Map<string, { district: number; at: { lat: number; lng: number } } | null>();

  /**
   * The points a street typed by name stands for: every street of that name (a Poststrasse in several towns), else
   * the middle of the addresses of that name; empty when none is named so.
   */
  streetPointsNamed(text: string): { lat: number; lng: number }[] {
    const key = matchKey(text);
    const streets = this.byKey.get(key);
    if (streets) return streets.map((s) => this.streetPoint(s));
    return (this.addrByKey.get(key) ?? []).map((g) => this.book.point(this.book.middle(g)));
  }

  /**
   * The nearest place smaller than a town (a village, quarter or hamlet; only `kinds` when given) within `within`
   * metres of a point, not named like the town it is in; '' when none. It tells apart two streets of one name in
   * one town, and names a reverse answer's neighbourhood.
   */
  localityNear(lat: number, lng: number, town: string, within = 2000, kinds?: ReadonlySet<string>): string {
    const { kind, names, xy } = this.search.place;
    const townKey = placeKey(town);
    let best = '';
    let bestD = (within / 1000 / 111.32) ** 2;
    for (let i = 0; i < kind.length; i++) {
      if ((PLACE_RANK[kind[i]!] ?? 0) > PLACE_RANK.village! || (kinds && !kinds.has(kind[i]!)) || placeKey(names[i]![0]!) === townKey) continue;
      const d = ((xy[i * 2]! - lng) * this.d.kx) ** 2 + (xy[i * 2 + 1]! - lat) ** 2;
      if (d < bestD) [best, bestD] = [names[i]![0]!, d];
    }
    return best;
  }

  /** City, state and country of a district, or of the gazetteer's city when the point is in none. */
  placeOfDistrict(district: number, fallbackCity: number | (() => number)): Place {
    if (district < 0) return this.placeOfCity(typeof fallbackCity === 'number' ? fallbackCity : fallbackCity());
    let place = this.districtPlaces.get(district);
    if (!place) {
      const cityOf = () => (typeof fallbackCity === 'number' ? fallbackCity : fallbackCity());
      const d = this.search.districts[district]!;
      // The gazetteer's city only where the district leaves a part unnamed: finding it builds the spatial index.
      // A district without its country's boundary is first the gazetteer's city of its name in the region ("Monaco"
      // is Monaco, MC, not the nearest city to the first point asked, Beausoleil, FR).
      const named = !d.country.length && d.city[0] ? this.gaz?.citiesNamed(placeKey(d.city[0])).find((i) => this.inRegion(this.gaz!.data.cities.lat[i]!, this.gaz!.data.cities.lng[i]!)) : undefined;
      const fallback = () => this.placeOfCity(named ?? cityOf());
      const co = d.country.map((n) => this.gaz?.country(n)).find((i) => i !== undefined);
      const country = co !== undefined ? this.gaz!.data.countries[co]! : null;
      place = {
        city: d.city[0] ?? fallback().city,
        // Municipal boundaries without the state's or country's ("Lawnton" in an extract of Harrisburg): the
        // gazetteer's state, as its country, so a US line still ends "Lawnton, PA".
        state: d.state || (d.country.length ? '' : fallback().state),
        countryCode: country?.code ?? fallback().countryCode,
        country: country?.name ?? d.country[0] ?? fallback().country,
      };
      this.districtPlaces.set(district, place);
    }
    return place;
  }

  /** Where a road street is: its district when the extract has boundaries, else the gazetteer's nearest city. */
  placeOfStreet(s: number): Place {
    return this.placeOfDistrict(this.search.streetDistrict[s] ?? -1, this.streetCity[s]!);
  }

  /** City, state and country of a point in a district; the nearest gazetteer city is only looked up when needed. */
  placeAt(district: number, lat: number, lng: number): Place {
    // A district's place once known needs no fallback (and no function made for one).
    const place = (district >= 0 && this.districtPlaces.get(district)) || this.placeOfDistrict(district, () => this.nearestGazetteerCity(lat, lng));
    return this.outsideTowns(district) ? this.withPlaceNode(place, lat, lng) : place;
  }

  /**
   * Whether a point of this district lies outside every municipality of an extract that has municipal boundaries
   * (a clipped extract's edge: Harrisburg's townships cut away).
   */
  outsideTowns(district: number): boolean {
    if (district >= 0 && this.search.districts[district]!.city.length) return false;
    return (this.hasTowns ??= this.search.districts.some((d) => d.city.length > 0));
  }
  private hasTowns: boolean | undefined;

  /**
   * A point outside every municipality is named by the place node whose extent holds it (the biggest kind, then
   * the nearest), as Nominatim builds such a point's address from the unlinked place nodes around it, not by the
   * gazetteer's nearest city, whose boundary does not hold it ("Dairy Queen, Highspire" was shown and then refused).
   * Nodes of a town with a boundary are that boundary (linked), never a point outside it. Unchanged where none does.
   */
  withPlaceNode(place: Place, lat: number, lng: number): Place {
    const nodes = (this.unlinkedPlaces ??= this.findUnlinkedPlaces());
    const xy = this.search.place.xy;
    let best = -1;
    let bestScore = Infinity;
    for (const { p, extent, order } of nodes) {
      // Measured as pointInTown measures a place's extent, so what a point is called is a town it is found in.
      const d = Math.hypot(xy[p * 2 + 1]! - lat, xy[p * 2]! - lng);
      if (d > extent) continue;
      const score = order * 10 + d / extent;
      if (score < bestScore) [best, bestScore] = [p, score];
    }
    return best < 0 ? place : { ...place, city: this.search.place.names[best]![0]! };
  }
  private unlinkedPlaces: { p: number; extent: number; order: number }[] | undefined;

  private findUnlinkedPlaces(): { p: number; extent: number; order: number }[] {
    const { place, districts } = this.search;
    const bounded = new Set(districts.flatMap((d) => d.city.map(placeKey)));
    const out: { p: number; extent: number; order: number }[] = [];
    for (let p = 0; p < place.kind.length; p++) {
      const order = TOWN_NODE_ORDER.indexOf(place.kind[p]!);
      const name = place.names[p]?.[0];
      if (order < 0 || !name || bounded.has(placeKey(name))) continue;
      out.push({ p, extent: PLACE_EXTENT_DEG[place.kind[p]!] ?? 0.02, order });
    }
    return out;
  }

  /** The gazetteer city nearest to a point, -1 without a gazetteer. */
  nearestGazetteerCity(lat: number, lng: number): number {
    return this.gaz?.nearestCity(lat, lng)?.index ?? -1;
  }

  /** True when a gazetteer city lies inside the region (5 km margin). */
  inRegion(lat: number, lng: number): boolean {
    const m = 0.05;
    const b = this.bbox;
    return lng >= b[0] - m * 2 && lng <= b[2] + m * 2 && lat >= b[1] - m && lat <= b[3] + m;
  }

  /** City, state and country of a gazetteer city; the region's own names when there is no gazetteer. */
  placeOfCity(city: number): Place {
    let place = this.places.get(city);
    if (!place) this.places.set(city, (place = this.describeCity(city)));
    return place;
  }

  private describeCity(city: number): Place {
    const gaz = this.gaz;
    if (!gaz || city < 0) {
      const parts = this.info.region.split(',').map((p) => p.trim());
      return { city: parts[0] ?? '', state: '', countryCode: '', country: parts[parts.length - 1] ?? '' };
    }
    const c = gaz.data.cities;
    const cc = c.country.at(city)!;
    return {
      city: this.localNames.get(city) ?? c.names.at(city)!,
      state: gaz.admin1Name(cc, c.admin1.at(city)!),
      countryCode: cc,
      country: gaz.data.countries.find((co) => co.code === cc)?.name ?? cc,
    };
  }

  /** The postal_code of the street an address group belongs to: a street of its name whose box (grown by ~200 m) holds it. */
  private streetPostcodeOf(key: string, member: number): string {
    return this.roadNear(key, member, (s) => !!this.d.postal[s])?.postal ?? '';
  }

  /** A road street of the address's street name (any spelling of it) whose box, grown by ~200 m, holds the address. */
  private roadNear(key: string, member: number, ok: (s: number) => boolean = () => true): { name: string; postal: string } | null {
    const [lng, lat] = [this.search.addr.xy[member * 2]!, this.search.addr.xy[member * 2 + 1]!];
    const f = this.d.streetF64;
    const m = 0.002;
    for (const s of this.byKey.get(looseKey(key)) ?? []) {
      const inBox = lng >= f[s * 6 + 2]! - m * 1.5 && lat >= f[s * 6 + 3]! - m && lng <= f[s * 6 + 4]! + m * 1.5 && lat <= f[s * 6 + 5]! + m;
      if (inBox && ok(s)) return { name: this.d.names[s]!, postal: this.d.postal[s] ?? '' };
    }
    return null;
  }

  /**
   * The street an address is written with: its road's name where a road of that name (however abbreviated: "south
   * st" for South Street, "St. Martins-Ring" for Sankt Martins-Ring) runs by it, as Nominatim shows the parent
   * street; else its addr:street (or addr:place) as tagged. A spelling some road has is kept (in its road's
   * letter case): where both are roads (Bodastrasse beside Bödastrasse), the tag says which.
   */
  streetNameOf(addr: number): string {
    const tagged = this.search.addr.street[addr]!;
    return this.roadByName.get(tagged.toLowerCase()) ?? this.groupStreetName[this.book.groupOf[addr]!] ?? tagged;
  }

  /** Whether a district is the town of these folded names (one of its city names is one of them). */
  /**
   * Whether a point is in the town typed, as Nominatim builds a point's address: its own addr:city (`own`), inside a
   * boundary of that name, or, where the town has no boundary, within the extent of a place of that name mapped as
   * a point (PLACE_EXTENT_DEG). True where the data has neither (a town known from the gazetteer or addr:city only,
   * which cannot be checked).
   */
  pointInTown(lat: number, lng: number, district: number, town: string, own?: string): boolean {
    const key = placeKey(town);
    const keys = this.localTown(key)?.keys ?? new Set([key]);
    if ((own && keys.has(placeKey(own))) || this.districtIn(district, keys)) return true;
    // A town with a boundary is what the boundary holds (Nominatim links the place node to it): "Landesbibliothek,
    // Triesen" is not Vaduz's library, 3 km from Triesen's node.
    let bounded = this.boundedTowns.get(key);
    if (bounded === undefined) this.boundedTowns.set(key, (bounded = this.search.districts.some((_, d) => this.districtIn(d, keys))));
    if (bounded) return false;
    const place = this.search.place;
    let known = false;
    for (const k of keys) {
      for (const p of this.placesByKey.get(k) ?? []) {
        known = true;
        const extent = PLACE_EXTENT_DEG[place.kind[p]!] ?? 0.02;
        if (Math.hypot(place.xy[p * 2 + 1]! - lat, place.xy[p * 2]! - lng) <= extent) return true;
      }
    }
    return !known;
  }

  districtIn(district: number, town: ReadonlySet<string>): boolean {
    const keys = (this.districtCityKeys ??= this.search.districts.map((d) => d.city.map(placeKey)))[district];
    if (!keys) return false;
    for (const k of keys) if (town.has(k)) return true;
    return false;
  }

  streetPoint(s: number): { lng: number; lat: number } {
    return { lng: this.d.streetF64[s * 6]!, lat: this.d.streetF64[s * 6 + 1]! };
  }

  /** The OSM way id of a street's first way, for linkId. */
  firstWayOf(s: number): string {
    const i = this.d.wayStreet.indexOf(s);
    return i >= 0 ? (this.d.wayIds[i] ?? '') : '';
  }
}

/** The index of the first of `sorted` (ascending) not below `key`: where the keys `key` begins start. */
function firstAtLeast(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
