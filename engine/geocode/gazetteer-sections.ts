// The world gazetteer as pack sections, so a device pack carries it: the browser has no node_modules to read
// GeoNames from, and the same data gives the same search answers on the device as on the server.
import { jsonSection, type RegionPack } from '../pack/container.ts';
import type { GazetteerData, StringList } from './gazetteer.ts';

type GazetteerText = Omit<GazetteerData, 'cities' | 'zips'> & {
  cities: { names: string[]; country: string[]; admin1: string[] };
  zips: Pick<GazetteerData['zips'], 'codes' | 'city' | 'state'>;
};

export function gazetteerSections(data: GazetteerData): Record<string, ArrayBufferView> {
  const { cities, zips } = data;
  // The reader finds each array by its key and the next one's, so this order is the section's layout.
  const text: GazetteerText = {
    cities: { names: toArray(cities.names), country: toArray(cities.country), admin1: toArray(cities.admin1) },
    zips: { codes: zips.codes, city: zips.city, state: zips.state },
    states: data.states,
    countries: data.countries,
    admin1Names: data.admin1Names,
  };
  return {
    'gazetteer.text': jsonSection(text),
    'gazetteer.city.population': cities.population,
    'gazetteer.city.lng': cities.lng,
    'gazetteer.city.lat': cities.lat,
    'gazetteer.city.section': cities.section,
    'gazetteer.zip.lng': zips.lng,
    'gazetteer.zip.lat': zips.lat,
  };
}

const toArray = (list: StringList): string[] => Array.from({ length: list.length }, (_, i) => list.at(i)!);

export const hasGazetteer = (pack: RegionPack): boolean => pack.has('gazetteer.text');

/** Each value of the text section: the key that starts it and what follows it (the next key, or the end). */
const LAYOUT = [
  ['{"cities":{"names":', ',"country":'],
  [',"country":', ',"admin1":'],
  [',"admin1":', '},"zips":{"codes":'],
  ['},"zips":{"codes":', ',"city":'],
  [',"city":', ',"state":'],
  [',"state":', '},"states":'],
  ['},"states":', ',"countries":'],
  [',"countries":', ',"admin1Names":'],
  [',"admin1Names":', '}'],
] as const;

/**
 * Parsing the section's 4 MB of JSON at once was a third of a fresh device worker's first search: each array is
 * parsed when first read, and the cities' names, countries and areas (most of the text) one at a time. A key's text cannot occur
 * inside a JSON string (its quotes would be escaped), so each is found by a plain search.
 */
export function gazetteerDataFromPack(pack: RegionPack): GazetteerData {
  const text = new TextDecoder().decode(pack.section('gazetteer.text', 'u8'));
  const population = pack.section('gazetteer.city.population', 'u32');
  const spans: [number, number][] = [];
  let at = 0;
  for (const [key, next] of LAYOUT) {
    const start = text.indexOf(key, at);
    const end = next === '}' ? text.length - 1 : text.indexOf(next, start + key.length);
    if (start < 0 || end < 0) throw new Error('The gazetteer section is not laid out as this engine writes it: rebuild the pack');
    spans.push([start + key.length, end]);
    at = end;
  }
  const parsed = new Map<number, unknown>();
  const value = <T>(i: number): T => {
    if (!parsed.has(i)) parsed.set(i, JSON.parse(text.slice(...spans[i]!)));
    return parsed.get(i) as T;
  };
  const strings = (i: number) => new JsonStrings(text, spans[i]![0], spans[i]![1], population.length);
  return {
    cities: {
      names: strings(0),
      country: strings(1),
      admin1: strings(2),
      population,
      lng: pack.section('gazetteer.city.lng', 'f64'),
      lat: pack.section('gazetteer.city.lat', 'f64'),
      section: pack.section('gazetteer.city.section', 'u8'),
    },
    zips: {
      get codes() { return value<string[]>(3); },
      get city() { return value<string[]>(4); },
      get state() { return value<string[]>(5); },
      lng: pack.section('gazetteer.zip.lng', 'f64'),
      lat: pack.section('gazetteer.zip.lat', 'f64'),
    },
    get states() { return value<GazetteerData['states']>(6); },
    get countries() { return value<GazetteerData['countries']>(7); },
    get admin1Names() { return value<GazetteerData['admin1Names']>(8); },
  };
}

/**
 * A JSON array of strings in `text[from, to)`, read one element at a time. Its elements are found by `","`,
 * which only occurs between two of them (a quote inside a string is escaped).
 */
class JsonStrings implements StringList {
  private starts: Uint32Array | undefined;

  constructor(
    private readonly text: string,
    private readonly from: number,
    private readonly to: number,
    readonly length: number,
  ) {}

  at(i: number): string | undefined {
    if (!(i >= 0 && i < this.length)) return undefined;
    const starts = (this.starts ??= this.index());
    // Element i is text[starts[i], starts[i + 1] - 1), quotes included.
    const s = this.text.slice(starts[i]! + 1, starts[i + 1]! - 2);
    return s.includes('\\') ? (JSON.parse(`"${s}"`) as string) : s;
  }

  private index(): Uint32Array {
    const { text, from, to, length } = this;
    const starts = new Uint32Array(length + 1);
    let n = 0;
    if (length > 0) starts[n++] = from + 1;
    for (let p = text.indexOf('","', from); p >= 0 && p < to; p = text.indexOf('","', p + 3)) {
      if (n === length) throw new Error('The gazetteer section is damaged: rebuild the pack');
      starts[n++] = p + 2;
    }
    starts[length] = to;
    if (n !== length || text[from] !== '[' || text[to - 1] !== ']') throw new Error('The gazetteer section is damaged: rebuild the pack');
    return starts;
  }
}
