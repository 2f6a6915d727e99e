// Nominatim's own API acceptance cases (osm-search/Nominatim test/bdd/features/api: search/queries, simple,
// params, postcode, structured; reverse/queries, v1_json, v1_params), run against our built Liechtenstein pack,
// the extract Nominatim's tests import. One row per case, the feature it comes from first.
// Not applicable, so not here: output formats and their fields (xml/jsonv2/geocodejson, place_id, osm ids,
// extratags, namedetails, polygons, entrances, debug html), accept-language, details and lookup by OSM id,
// `[key=value]` special phrases, countrycodes/featureType/dedupe/limit/exclude_place_ids, reverse zoom and layer,
// TIGER and other US data (not in this extract), and Nominatim's "nothing" for world cities (we carry a world
// gazetteer: 'München' is Munich) and for typed coordinates in the sea (we answer the point typed). A bounded
// viewbox is our search-ahead's `near` at the box's middle. 'sporry weiher' is not in our 2021 extract.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawSection } from '../pack/container.ts';
import { loadPackFile } from '../pack/pack-file.ts';
import { BUNDLED_REGIONS, DEFAULT_PACK_DIR, ensureRegionPacks } from '../regions.ts';
import { gazetteerDataFromPack, hasGazetteer } from './gazetteer-sections.ts';
import { loadGazetteer } from './gazetteer-node.ts';
import { Gazetteer, Geocoder, type ForwardQuery, type GeocodeResult, type Suggestion } from './index.ts';

let geocoder: Geocoder;

beforeAll(async () => {
  await ensureRegionPacks({ log: () => {} });
  const pack = await loadPackFile(join(DEFAULT_PACK_DIR, BUNDLED_REGIONS[0]!.file));
  const { meta } = pack;
  const get = (name: string) => rawSection(pack, name);
  const gazetteer = hasGazetteer(pack) ? new Gazetteer(gazetteerDataFromPack(pack)) : loadGazetteer();
  geocoder = Geocoder.fromSections(get, { region: meta.name, source: meta.source, timestamp: meta.timestamp }, gazetteer);
}, 300_000);

/** What the first answer must show; every field given must match. */
interface Want {
  street?: string;
  town?: string;
  postcode?: string;
  country?: string;
  quality?: RegExp;
  display?: RegExp;
}

/** `gap`: why we still answer otherwise; the row is checked to fail, so a fix shows here. */
type Case = { feature: string; gap?: string } & (
  | { search: string | ForwardQuery; want: Want | null }
  | { reverse: [number, number]; want: Want | null }
  | { ahead: string; near: [number, number]; first: { kind?: RegExp; display: RegExp } }
);

const CASES: Case[] = [
  // search/queries.feature
  { feature: 'queries: natural object', search: 'Samina', want: { quality: /^P1/, display: /^Samina, / } },
  { feature: 'queries: non-street address', search: '6 Silum, Liechtenstein', want: { street: 'Silum 6', town: 'Triesenberg', postcode: '9497', country: 'LI' } },
  { feature: 'queries: interpolation', search: 'Grosssteg 1023, Triesenberg', want: { street: 'Grosssteg 1023', town: 'Triesenberg', postcode: '9497', country: 'LI' } },
  { feature: 'queries: missing number falls back to road', search: 'Bündaweg 555', want: { street: 'Bündaweg', town: 'Triesenberg', postcode: '9497', quality: /^B/ } },
  { feature: 'queries: house number 0', search: 'Gnalpstrasse 0', want: { street: 'Gnalpstrasse 0', quality: /^P1/ } },
  { feature: 'queries: class-type search', ahead: 'bars in ebenholz', near: [47.14, 9.52], first: { kind: /^(Bar|Pub)$/, display: /Vaduz/ } },
  { feature: 'queries: class-type search', search: 'bars in ebenholz', want: { quality: /^P1/, town: 'Vaduz' } },
  { feature: 'queries: specific amenity', ahead: '[restaurant] Vaduz', near: [47.14, 9.52], first: { kind: /^Restaurant$/, display: /Vaduz, LI$/ } },
  { feature: 'queries: amenity in country', ahead: 'restaurants in liechtenstein', near: [47.14, 9.52], first: { kind: /^Restaurant$/, display: /LI$/ } },
  { feature: 'queries: amenity in country', search: 'restaurants in liechtenstein', want: { quality: /^P1/, country: 'LI' } },
  { feature: 'queries: POI near a coordinate', search: 'restaurant near 47.16712,9.51100', want: { quality: /^P1/, town: 'Schaan' } },
  { feature: 'queries: POI near a coordinate', ahead: 'restaurant near 47.16712,9.51100', near: [47.14, 9.52], first: { kind: /^Restaurant$/, display: /Schaan/ } },
  { feature: 'queries: POIs in a bounded viewbox', ahead: 'restaurants', near: [47.150595, 9.514365], first: { kind: /^Restaurant$/, display: /Vaduz/ } },
  { feature: 'queries: name search', search: 'sporry', want: { town: 'Vaduz' } },
  { feature: 'queries: name near a coordinate without result', search: 'sporry, N 47 15 7 W 9 61 26', want: null },
  { feature: 'queries: country search', search: 'fr', want: { quality: /^A1/, country: 'FR', display: /^France$/ } },
  { feature: 'queries: complete number first', search: 'Austrasse 11, Vaduz', want: { street: 'Austrasse 11', quality: /^P1/ } },
  { feature: 'queries: white space', search: '52\tBodastr,Triesenberg', want: { street: /* 52 is estimated */ 'Bodastrasse 52', town: 'Triesenberg' } },
  { feature: 'queries: the place type', search: 'Vaduz', want: { town: 'Vaduz', quality: /^A5/ } },
  { feature: 'queries: a country part is not the answer', search: 'Liechtenstein, LI', want: { country: 'LI', display: /^Liechtenstein$/ } },
  // search/simple.feature: garbage finds nothing
  ...['hotels in sdfewf', 'xywxkrf', 'gh; foo()', '%#$@*&l;der#$!', '234.23.14.5', '.', 'YHlERzzx', 'xnznxvcx', 'jghrleoxsbwjer', 'xfdghn&zxn"xvbyx<vxx>cssdex'].map(
    (q): Case => ({ feature: 'simple: garbage', search: q, want: null }),
  ),
  {
    feature: 'simple: garbage',
    search: 'aussenstelle universitat lichtenstein wachterhaus aussenstelle universitat lichtenstein wachterhaus aussenstelle universitat lichtenstein wachterhaus',
    want: null,
  },
  ...['Liechtenstein', 'Triesen', 'Pfarrkirche', 'Landstr 27 Steinort, Triesenberg, 9495', '9497', 'restaurant in triesen'].map(
    (q): Case => ({ feature: 'simple: answers without error', search: q, want: { country: 'LI' } }),
  ),
  // search/params.feature
  { feature: 'params: simple search', search: 'Schaan', want: { town: 'Schaan', quality: /^A5/ } },
  { feature: 'params: address details', search: 'Triesen', want: { town: 'Triesen', country: 'LI' } },
  { feature: 'params: coordinate search', search: '47.12400621,9.6047552', want: { quality: /^P1/, country: 'LI' } },
  { feature: 'params: unknown class types', search: 'Kloster St. Elisabeth', want: { quality: /^P1/, display: /^Kloster St\. Elisabeth, / } },
  { feature: 'params: deduplication', search: 'Malbunstr, Schaan', want: { street: 'Malbunstrasse' } },
  { feature: 'params: bounded viewbox', ahead: 'post', near: [47.5, 9.5], first: { display: /Vaduz/ } },
  { feature: 'params: bounded viewbox', ahead: 'post', near: [47.16682, 9.511585], first: { display: /Schaan/ } },
  { feature: 'params: bounded viewboxlbrt', ahead: 'bar', near: [47.16682, 9.511585], first: { display: /Schaan/ } },
  { feature: 'params: POI search in a viewbox', ahead: 'restaurant', near: [47.16682, 9.511585], first: { kind: /^Restaurant$/, display: /Schaan/ } },
  { feature: 'params: prefer results in viewbox', ahead: 'Gässle', near: [47.10649, 9.527765], first: { display: /Triesen/ } },
  { feature: 'params: prefer results in viewbox', ahead: 'Gässle', near: [47.069435, 9.500215], first: { display: /Balzers/ } },
  { feature: 'params: feature type state', search: 'Wangerberg', want: { town: 'Wangerberg' } },
  { feature: 'params: feature type city', search: 'vaduz', want: { town: 'Vaduz', quality: /^A5/ } },
  { feature: 'params: settlement', search: 'Malbun', want: { town: 'Malbun', quality: /^A5/ } },
  { feature: 'params: polygon', search: 'Triesenberg', want: { town: 'Triesenberg', quality: /^A5/ } },
  { feature: 'params: extratags', search: 'Landstr', want: { street: 'Landstrasse' } },
  // search/postcode.feature
  { feature: 'postcode: ZIP+4 shortened', search: '36067-1111, us', want: { postcode: '36067', quality: /^Z1/, country: 'US' } },
  { feature: 'postcode: with a town', search: '9486, mauren', want: { postcode: '9486', quality: /^Z1/ } },
  { feature: 'postcode: with a country', search: '9486, li', want: { postcode: '9486', country: 'LI' } },
  { feature: 'postcode: alone', search: '9490', want: { postcode: '9490', country: 'LI' } },
  { feature: 'postcode: structured', search: { postalCode: '9490', countryCode: 'LI' }, want: { postcode: '9490', country: 'LI', quality: /^Z1/ } },
  // search/structured.feature
  { feature: 'structured: country only', search: { countryCode: 'LI' }, want: { country: 'LI', quality: /^A1/ } },
  { feature: 'structured: postcode only', search: { postalCode: '9495' }, want: { postcode: '9495', quality: /^Z1/ } },
  { feature: 'structured: street, city, postcode', search: { street: '19 Am schrägen Weg', city: 'Vaduz', postalCode: '9490' }, want: { street: 'Am Schrägen Weg 19', quality: /^P1/ } },
  { feature: 'structured: bad postcode', search: { street: '19 Am schrägen Weg', city: 'Vaduz', postalCode: '9491' }, want: { street: 'Am Schrägen Weg 19', quality: /^P1/ } },
  // Our form has no amenity box: the kind typed in the street box.
  { feature: 'structured: amenity, city', search: { street: 'bar', city: 'Vaduz' }, want: { town: 'Vaduz', country: 'LI', quality: /^P1/ } },
  { feature: 'structured: restricts rank', search: { city: 'Steg' }, want: { town: 'Steg', quality: /^A5/ } },
  {
    feature: 'structured: surrounding quotes',
    search: { street: '"19 Am schrägen Weg"', city: '"Vaduz"', postalCode: '"9491"' },
    want: { street: 'Am Schrägen Weg 19', quality: /^P1/ },
  },
  // reverse/queries.feature, v1_json.feature, v1_params.feature, language.feature
  { feature: 'reverse: non-numerical house number', reverse: [47.107465, 9.52838521614], want: { street: 'Dorfstrasse 39A/B' } },
  { feature: 'reverse: numerical house number', reverse: [47.168440329479594, 9.511551699184338], want: { street: 'Schmedgässle 6' } },
  { feature: 'reverse: closest interpolation', reverse: [47.118457166193245, 9.570678289621355], want: { street: 'Grosssteg 1021', postcode: '9497', town: 'Triesenberg' } },
  { feature: 'reverse: a closer house beats interpolation', reverse: [47.11778, 9.57255], want: { street: 'Grosssteg 5' } },
  { feature: 'reverse: a closer house beats interpolation (2)', reverse: [47.11834, 9.57167], want: { street: 'Grosssteg 3' } },
  { feature: 'reverse: closest house number', reverse: [47.11755503977281, 9.572722250405036], want: { street: 'Grosssteg 7' } },
  { feature: 'reverse: inherited address', reverse: [47.0629071, 9.4879694], want: { street: 'Hampfländer 64', town: 'Balzers', postcode: '9496' } },
  { feature: 'v1_json: nothing at 0,0', reverse: [0, 0], want: null },
  { feature: 'v1_json: simple OSM result', reverse: [47.066, 9.504], want: { street: 'Gnetsch 29', town: 'Balzers', postcode: '9496' } },
  { feature: 'v1_json: interpolation', reverse: [47.118533, 9.57056562], want: { street: 'Grosssteg 1019', postcode: '9497' } },
  { feature: 'v1_params: full address', reverse: [47.1068011, 9.52810091], want: { street: 'Im Winkel 8', town: 'Triesen', postcode: '9495', country: 'LI' } },
  { feature: 'language: country', reverse: [47.14, 9.55], want: { country: 'LI' } },
];

const label = (c: Case) => `${c.feature}: ${'search' in c ? JSON.stringify(c.search) : 'reverse' in c ? `reverse ${c.reverse.join(',')}` : `search-ahead "${c.ahead}" near ${c.near.join(',')}`}`;

function mismatch(r: GeocodeResult | null, want: Want | null): string | null {
  const shown = r && `${r.geocodeQualityCode} "${r.street}" ${r.adminArea5} ${r.postalCode} ${r.adminArea1} | ${r.displayName}`;
  if (!want) return r ? `expected nothing, got ${shown}` : null;
  if (!r) return 'nothing found';
  const bad =
    (want.street !== undefined && r.street !== want.street) ||
    (want.town !== undefined && r.adminArea5 !== want.town) ||
    (want.postcode !== undefined && r.postalCode !== want.postcode) ||
    (want.country !== undefined && r.adminArea1 !== want.country) ||
    (want.quality && !want.quality.test(r.geocodeQualityCode)) ||
    (want.display && !want.display.test(r.displayName));
  return bad ? `got ${shown}` : null;
}

function check(c: Case): string | null {
  if ('search' in c) return mismatch(geocoder.forward(typeof c.search === 'string' ? { location: c.search } : c.search), c.want);
  if ('reverse' in c) return mismatch(geocoder.reverse(c.reverse[0], c.reverse[1]), c.want);
  const first: Suggestion | undefined = geocoder.suggest(c.ahead, { limit: 5, near: { lat: c.near[0], lng: c.near[1] } })[0];
  if (!first) return 'nothing suggested';
  const ok = (!c.first.kind || c.first.kind.test(first.kind)) && c.first.display.test(first.displayString);
  return ok ? null : `first suggestion ${first.kind} "${first.displayString}"`;
}

describe("Nominatim's API acceptance cases on the Liechtenstein pack", () => {
  it.each(CASES.map((c) => [label(c), c] as const))('%s', (_, c) => {
    if (c.gap) expect(check(c), `fixed: remove its gap (${c.gap})`).not.toBeNull();
    else expect(check(c)).toBeNull();
  });
});
