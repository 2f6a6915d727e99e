// One address, written the ways people type it: a deterministic sample of a region pack's real house addresses,
// each written in several forms (town first, no commas, lower case, no diacritics, abbreviated street, postcode
// after the town, country added, "5 a" for "5a"...), sent through the single-line geocode (the proxy's street
// box and the bulk row's `location`) and the search-ahead's first suggestion. An answer is right when it is that
// house: its number and street, within 30 m of the tagged point. A pack without house numbers (Gothenburg's holds
// streets only) is sampled by street instead, right when the answer is that street. Run by hand:
//   node --import tsx bench/geocode-variants.ts [--region liechtenstein|gothenburg] [--sample N]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gazetteerDataFromPack, hasGazetteer } from '../engine/geocode/gazetteer-sections.ts';
import { loadGazetteer } from '../engine/geocode/gazetteer-node.ts';
import { haversineMeters } from '../engine/geocode/geo.ts';
import { Gazetteer, Geocoder, type GeocodeResult, type Suggestion } from '../engine/geocode/index.ts';
import { geocodeDataFromSections } from '../engine/geocode/sections.ts';
import { rawSection } from '../engine/pack/container.ts';
import { loadPackFile } from '../engine/pack/pack-file.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../engine/regions.ts';

const { values } = parseArgs({ options: { region: { type: 'string', default: 'liechtenstein' }, sample: { type: 'string', default: '150' }, failures: { type: 'string', default: '3' } } });
const region = BUNDLED_REGIONS.find((r) => r.file.startsWith(values.region!));
if (!region) throw new Error(`no bundled region "${values.region}": ${BUNDLED_REGIONS.map((r) => r.file).join(', ')}`);
const SAMPLE = Number(values.sample);
const RIGHT_METERS = 30;

await ensureRegionPacks({ log: (m) => console.error(m) });
const pack = await loadPackFile(join(DEFAULT_PACK_DIR, region.file));
const { meta } = pack;
const get = (name: string) => rawSection(pack, name);
const gazetteer = hasGazetteer(pack) ? new Gazetteer(gazetteerDataFromPack(pack)) : loadGazetteer();
const geocoder = Geocoder.fromSections(get, { region: meta.name, source: meta.source, timestamp: meta.timestamp }, gazetteer);
const { streets, search } = geocodeDataFromSections(get);

// ---- The sample: tagged (not interpolated) houses with a plain number, a town, and no twin in that town.
/** A house, or a street when `number` is '' (then `box` is the street's extent, [minLng, minLat, maxLng, maxLat]). */
interface House { street: string; number: string; box?: number[]; postcode: string; town: string; country: string; code: string; lat: number; lng: number }
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const key = (s: string) => fold(s).toLowerCase().replace(/ß/g, 'ss').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const interpolated = new Set(search.addr.interpolated);
const houses: House[] = [];
const seen = new Map<string, number>();
for (let i = 0; i < search.addr.number.length; i++) {
  const number = search.addr.number[i]!;
  const district = search.districts[search.addr.district[i]!];
  const town = search.addr.city[i] || district?.city[0] || '';
  if (interpolated.has(i) || !/^\d{1,4}[a-zA-Z]?$/.test(number) || !town) continue;
  const street = search.addr.street[i]!;
  const k = `${key(street)}|${key(number)}|${key(town)}`;
  seen.set(k, (seen.get(k) ?? 0) + 1);
  const [lng, lat] = [search.addr.xy[i * 2]!, search.addr.xy[i * 2 + 1]!];
  houses.push({ street, number, postcode: search.addr.postcode[i]!, town, country: district?.country[0] ?? '', code: '', lat, lng });
}
const unique = houses.filter((h) => seen.get(`${key(h.street)}|${key(h.number)}|${key(h.town)}`) === 1);
// A pack without house numbers: its streets, one of each name (road numbers such as "E 6" left out).
if (!unique.length) {
  const names = new Map<string, number>();
  for (let i = 0; i < streets.names.length; i++) names.set(key(streets.names[i]!), (names.get(key(streets.names[i]!)) ?? 0) + 1);
  for (let i = 0; i < streets.names.length; i++) {
    const street = streets.names[i]!;
    if (names.get(key(street)) !== 1 || /\d/.test(street) || !/\p{L}{4}/u.test(street)) continue;
    const f = streets.streetF64;
    const [lng, lat] = [f[i * 6]!, f[i * 6 + 1]!];
    unique.push({ street, number: '', box: [f[i * 6 + 2]!, f[i * 6 + 3]!, f[i * 6 + 4]!, f[i * 6 + 5]!], postcode: streets.postal[i] ?? '', town: '', country: '', code: '', lat, lng });
  }
}
let s = 7;
const rand = () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const sample: House[] = [];
while (sample.length < SAMPLE && unique.length) sample.push(unique.splice(Math.floor(rand() * unique.length), 1)[0]!);
const countryName = new Intl.DisplayNames(['en'], { type: 'region' });
for (const h of sample) {
  const r = geocoder.reverse(h.lat, h.lng);
  h.code = r?.adminArea1 ?? '';
  h.town ||= r?.adminArea5 ?? '';
  h.country ||= h.code ? (countryName.of(h.code) ?? '') : '';
}

// ---- The ways people write one address.
/** Every street name of the pack: a shortened name that is another street's whole name asks for that street. */
const streetNames = new Set([...streets.names, ...search.addr.street].map(key));
const NUMBER_FIRST = new Set(['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'FR', 'BE', 'LU']);
const transliterate = (t: string) =>
  t.replace(/[äÄöÖüÜåÅøØæÆß]/g, (c) => ({ ä: 'ae', Ä: 'Ae', ö: 'oe', Ö: 'Oe', ü: 'ue', Ü: 'Ue', å: 'aa', Å: 'Aa', ø: 'oe', Ø: 'Oe', æ: 'ae', Æ: 'Ae', ß: 'ss' })[c]!);
/** The street shortened the local way, or null where it has no usual short form. */
function abbreviations(street: string): string[] {
  const out: string[] = [];
  if (/strasse$/i.test(street)) out.push(street.replace(/strasse$/i, 'str.'), street.replace(/strasse$/i, 'str'));
  else if (/ straße$|straße$/i.test(street)) out.push(street.replace(/straße$/i, 'str.'));
  if (/gatan$/i.test(street)) out.push(street.replace(/gatan$/i, 'g.'), street.replace(/gatan$/i, 'g'));
  if (/vägen$/i.test(street)) out.push(street.replace(/vägen$/i, 'v.'));
  return out;
}

function variants(h: House): Array<[string, string]> {
  const { street, number: n, postcode: pc, town } = h;
  const out: Array<[string, string]> = [];
  const add = (kind: string, text: string) => out.push([kind, text]);
  const sn = n ? `${street} ${n}` : street;
  if (pc) add('street n, postcode town', `${sn}, ${pc} ${town}`);
  add('street n, town', `${sn}, ${town}`);
  add('street n town', `${sn} ${town}`);
  if (n && NUMBER_FIRST.has(h.code)) add('n street, town', `${n} ${street}, ${town}`);
  add('town, street n', `${town}, ${sn}`);
  add('town street n', `${town} ${sn}`);
  add('lowercase', `${sn}, ${town}`.toLowerCase());
  if (fold(`${street}${town}`) !== `${street}${town}`) {
    add('no diacritics (ä→a)', fold(`${sn}, ${town}`));
    add('no diacritics (ä→ae)', transliterate(`${sn}, ${town}`));
  }
  for (const a of abbreviations(street)) add('abbreviated street', `${n ? `${a} ${n}` : a}, ${town}`);
  if (pc) add('street n, town postcode', `${sn}, ${town} ${pc}`);
  if (pc) add('postcode town, street n', `${pc} ${town}, ${sn}`);
  if (h.country) add('country name', `${sn}, ${pc ? `${pc} ` : ''}${town}, ${h.country}`);
  if (h.code) add('country code', `${sn}, ${town}, ${h.code}`);
  if (/strasse/i.test(street)) add('ß for ss', `${sn.replace(/strasse/i, (m) => (m[0] === 'S' ? 'Straße' : 'straße'))}, ${town}`);
  if (/\S[- ]\S/.test(street)) add('hyphens ↔ spaces', `${/-/.test(street) ? sn.replace(/-/g, ' ') : sn.replace(/(?<=\p{L}) (?=\p{L})/gu, '-')}, ${town}`);
  if (pc && h.code) add('postcode with country prefix', `${sn}, ${h.code === 'LI' ? 'FL' : h.code}-${pc} ${town}`);
  // "Wolfe St" for North Wolfe Street, "Rheinberger Strasse" for Josef Rheinberger Strasse: Nominatim finds a name by part of its words.
  const shorter = street.split(' ').slice(1).join(' ');
  if (/\p{L}{3}/u.test(shorter) && !/^(strasse|gasse|weg|gatan|vägen|street|road|avenue)$/i.test(shorter) && !streetNames.has(key(shorter))) add('first word left out', `${n ? `${shorter} ${n}` : shorter}, ${town}`);
  add('extra spaces and commas', `  ${street}   ${n} ,, ${town} ,`);
  const letter = /^(\d+)([a-zA-Z])$/.exec(n);
  if (letter) {
    add('number "5 a"', `${street} ${letter[1]} ${letter[2]}, ${town}`);
    add('number "5A"/"5a"', `${street} ${letter[1]}${letter[2] === letter[2]!.toLowerCase() ? letter[2]!.toUpperCase() : letter[2]!.toLowerCase()}, ${town}`);
  }
  return out;
}

// ---- Judging an answer.
type Verdict = 'right' | 'wrong-house' | 'street-only' | 'wrong place' | 'nothing';
const VERDICTS: Verdict[] = ['right', 'wrong-house', 'street-only', 'wrong place', 'nothing'];
const words = (t: string) => key(t).split(' ').filter(Boolean).sort().join(' ');
const numberKey = (n: string) => n.toLowerCase().replace(/\s+/g, '');

/** `streetLine` as the answer shows it ("Städtle 32", "615 North Wolfe Street"); `house`: answered at house level. */
function judge(h: House, at: { lat: number; lng: number } | null, streetLine: string, house: boolean): Verdict {
  if (!at) return 'nothing';
  if (h.box) return words(streetLine) === words(h.street) && nearBox(h.box, at) ? 'right' : 'wrong place';
  // The street line without its number: "Städtle 32" → "städtle", "615 North Wolfe Street" → "north street wolfe".
  const tokens = key(streetLine).split(' ').filter(Boolean);
  const name = tokens.filter((t) => !/\d/.test(t) && !(t.length === 1 && /[a-z]$/i.test(h.number)));
  const onStreet = words(name.join(' ')) === words(h.street);
  if (!house) return onStreet ? 'street-only' : 'wrong place';
  const number = tokens.filter((t) => /\d/.test(t) || (t.length === 1 && /[a-z]$/i.test(h.number))).join('');
  const sameNumber = number === numberKey(h.number);
  const near = haversineMeters(h.lat, h.lng, at.lat, at.lng) <= RIGHT_METERS;
  return onStreet && sameNumber && near ? 'right' : 'wrong-house';
}

function nearBox([x0, y0, x1, y1]: number[], at: { lat: number; lng: number }): boolean {
  const lng = Math.min(Math.max(at.lng, x0!), x1!);
  const lat = Math.min(Math.max(at.lat, y0!), y1!);
  return haversineMeters(lat, lng, at.lat, at.lng) <= RIGHT_METERS;
}

const HOUSE_CODE = /^(P1|L1)/;
function judgeGeocode(h: House, r: GeocodeResult | null): Verdict {
  if (!r) return 'nothing';
  const house = HOUSE_CODE.test(r.geocodeQualityCode);
  if (!house && /^(B|I1)/.test(r.geocodeQualityCode)) return judge(h, r, r.street, false);
  if (!house) return 'wrong place';
  return judge(h, r, r.street, true);
}
function judgeSuggestion(h: House, list: Suggestion[]): Verdict {
  const top = list[0];
  if (!top) return 'nothing';
  if (top.type === 'address') return judge(h, top, top.street ?? top.name, true);
  if (top.type === 'street') return judge(h, top, top.street ?? top.name, false);
  return 'wrong place';
}

const CHANNELS = {
  'geocode (street box)': (h: House, text: string) => judgeGeocode(h, geocoder.forward({ street: text })),
  'geocode (location)': (h: House, text: string) => judgeGeocode(h, geocoder.forward({ location: text })),
  'search-ahead (first)': (h: House, text: string) => judgeSuggestion(h, geocoder.suggest(text, { limit: 5, near: meta.center })),
} as const;

type Tally = Record<Verdict, number> & { failures: string[] };
const tallies = new Map<string, Tally>();
for (const h of sample) {
  for (const [kind, text] of variants(h)) {
    for (const [channel, run] of Object.entries(CHANNELS)) {
      const id = `${channel}\t${kind}`;
      let t = tallies.get(id);
      if (!t) tallies.set(id, (t = { right: 0, 'wrong-house': 0, 'street-only': 0, 'wrong place': 0, nothing: 0, failures: [] }));
      const v = run(h, text);
      t[v]++;
      if (v !== 'right' && t.failures.length < Number(values.failures)) t.failures.push(`${v}: "${text}"`);
    }
  }
}

console.log(`${meta.name}: ${sample.length} ${sample[0]?.box ? 'streets (the pack has no house numbers)' : 'houses'} sampled of ${houses.length || streets.names.length} (${search.addr.number.length} addresses, ${streets.names.length} streets in the pack)`);
for (const channel of Object.keys(CHANNELS)) {
  console.log(`\n${channel}`);
  console.log(`${'variant'.padEnd(28)} ${'tried'.padStart(5)} ${VERDICTS.map((v) => v.padStart(11)).join(' ')}`);
  const total: Record<Verdict, number> = { right: 0, 'wrong-house': 0, 'street-only': 0, 'wrong place': 0, nothing: 0 };
  for (const [id, t] of tallies) {
    const [c, kind] = id.split('\t');
    if (c !== channel) continue;
    const tried = VERDICTS.reduce((n, v) => n + t[v], 0);
    for (const v of VERDICTS) total[v] += t[v];
    console.log(`${kind!.padEnd(28)} ${String(tried).padStart(5)} ${VERDICTS.map((v) => String(t[v]).padStart(11)).join(' ')}`);
  }
  const tried = VERDICTS.reduce((n, v) => n + total[v], 0);
  console.log(`${'all'.padEnd(28)} ${String(tried).padStart(5)} ${VERDICTS.map((v) => String(total[v]).padStart(11)).join(' ')}  (${((100 * total.right) / tried).toFixed(1)}% right)`);
  for (const [id, t] of tallies) {
    const [c, kind] = id.split('\t');
    if (c === channel && t.failures.length) console.log(`  ${kind}: ${t.failures.join(' | ')}`);
  }
}
