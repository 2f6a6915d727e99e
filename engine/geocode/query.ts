// What a typed query is before anything is looked up: nothing at all (punctuation, a lone dash), a point typed as
// coordinates, a category of places ("restaurants in Vaduz", "Bahnhof Schaan", "bank"), or an address to read into
// its parts. Forward geocoding, bulk rows and search-ahead all start here, so they agree on what was asked.
import { foldText } from './normalize.ts';

export type Understood =
  | { kind: 'nothing' }
  | { kind: 'point'; lat: number; lng: number }
  /** `named`: the words beside the category word with no "in"/"near" between, which may be a name ("Samina river"). */
  | { kind: 'category'; kinds: readonly string[]; word: string; near: string; named: string }
  | { kind: 'text'; text: string };

/** Decimal degrees, optionally with hemisphere letters and a degree sign, or degrees, minutes and seconds. */
const HALF = String.raw`([NSEW])?\s*([+-]?\d{1,3}(?:\.\d+)?)\s*°?\s*(?:(\d{1,2}(?:\.\d+)?)\s*'\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|'')?)?)?\s*([NSEW])?`;
const PAIR = new RegExp(`^${HALF}\\s*[,;/ ]\\s*${HALF}$`);
/** The same with the first half's letter before it only: "N 47.123° E 9.525°" (PAIR gives the E to the first half). */
const PAIR_LEADING = new RegExp(`^${HALF.replace(/\\s\*\(\[NSEW\]\)\?$/, '()')}\\s*[,;/ ]\\s*${HALF}$`);

/** "47.124, 9.6047", "N47.124 E9.6047", "47°07'26.4\"N 9°36'17.1\"E": the point, else null. */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const t = text
    .trim()
    .toUpperCase()
    .replace(/[′’‘´`]/g, "'")
    .replace(/[″”“]/g, '"')
    .replace(/º/g, '°');
  return readPair(PAIR.exec(t)) ?? readPair(PAIR_LEADING.exec(t));
}

function readPair(m: RegExpExecArray | null): { lat: number; lng: number } | null {
  if (!m) return null;
  const half = (i: number) => {
    const [pre, deg, min, sec, post] = [m[i], m[i + 1]!, m[i + 2], m[i + 3], m[i + 4]];
    if (pre && post) return null;
    const hemi = pre ?? post ?? '';
    let v = Math.abs(Number(deg)) + Number(min ?? 0) / 60 + Number(sec ?? 0) / 3600;
    if ((min !== undefined && Number(min) >= 60) || (sec !== undefined && Number(sec) >= 60)) return null;
    if (deg.startsWith('-') || hemi === 'S' || hemi === 'W') v = -v;
    return { v, hemi, marked: Boolean(hemi) || min !== undefined || deg.includes('.') };
  };
  const a = half(1);
  const b = half(6);
  // Two bare integers ("9490 12") are no coordinates; a point needs decimals, minutes or hemisphere letters.
  if (!a || !b || !a.marked || !b.marked) return null;
  const swap = a.hemi === 'E' || a.hemi === 'W' || b.hemi === 'N' || b.hemi === 'S';
  const [lat, lng] = swap ? [b.v, a.v] : [a.v, b.v];
  if ((swap && (a.hemi === 'N' || a.hemi === 'S')) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

// Category words in the languages of the regions (English, German, French, Italian, Swedish, Dutch), singular
// and plural, to the OSM kinds they ask for. A word that is also part of a name ("Bahnhofstrasse") is a category
// only as a whole word.
const CATEGORY_WORDS: [string[], string[]][] = [
  [['restaurant', 'restaurants', 'ristorante', 'ristoranti', 'restaurang', 'restauranger', 'gasthaus', 'gasthof'], ['amenity=restaurant']],
  [['bank', 'banks', 'banken', 'banque', 'banques', 'banca', 'banche', 'banker'], ['amenity=bank']],
  [['atm', 'atms', 'bankomat', 'geldautomat', 'cash machine', 'bancomat', 'geldautomaat', 'pinautomaat', 'distributeur'], ['amenity=atm']],
  [['hotel', 'hotels', 'motel', 'motels', 'albergo', 'alberghi', 'hotell', 'hotellet'], ['tourism=hotel', 'tourism=guest_house', 'tourism=motel']],
  [['bar', 'bars', 'pub', 'pubs', 'kneipe', 'kneipen'], ['amenity=bar', 'amenity=pub']],
  [['cafe', 'cafes', 'coffee', 'kaffee', 'café', 'caffe', 'kafe', 'koffie'], ['amenity=cafe']],
  [['pharmacy', 'pharmacies', 'apotheke', 'apotheken', 'pharmacie', 'farmacia', 'farmacie', 'apotek', 'apotheek', 'chemist', 'drugstore'], ['amenity=pharmacy']],
  [['parking', 'parkings', 'car park', 'parkplatz', 'parkplatze', 'parkhaus', 'parcheggio', 'parkering', 'parkeerplaats', 'parking lot', 'parking lots', 'parking garage', 'parking garages', 'parcheggi', 'parkeergarage'], ['amenity=parking']],
  [['fuel', 'gas station', 'petrol station', 'filling station', 'tankstelle', 'tankstellen', 'benzinaio', 'distributore', 'bensinstation', 'mack', 'tankstation', 'station service', 'benzinestation'], ['amenity=fuel']],
  [['bahnhof', 'railway station', 'train station', 'station', 'stations', 'gare', 'stazione', 'jarnvagsstation', 'centralstation', 'train'], ['railway=station', 'railway=halt']],
  [['bus station', 'busbahnhof', 'bushof', 'autostazione', 'busstation'], ['amenity=bus_station']],
  [['bus stop', 'bushaltestelle', 'haltestelle', 'hallplats', 'fermata', 'bushalte'], ['highway=bus_stop']],
  [['hospital', 'hospitals', 'spital', 'krankenhaus', 'hopital', 'ospedale', 'sjukhus', 'ziekenhuis'], ['amenity=hospital']],
  [['doctor', 'doctors', 'arzt', 'medecin', 'medico', 'lakare'], ['amenity=doctors']],
  [['school', 'schools', 'schule', 'schulen', 'ecole', 'scuola', 'skola', 'school'], ['amenity=school']],
  [['kindergarten', 'kindergarden', 'kita', 'forskola'], ['amenity=kindergarten']],
  [['supermarket', 'supermarkets', 'supermarkt', 'supermarche', 'supermercato', 'grocery', 'groceries', 'livsmedel'], ['shop=supermarket', 'shop=convenience']],
  [['bakery', 'bakeries', 'backerei', 'baeckerei', 'boulangerie', 'panetteria', 'panificio', 'bageri', 'bakkerij', 'bakker'], ['shop=bakery']],
  [['post office', 'post', 'postamt', 'poste', 'posta', 'postkontor', 'postkantoor', 'ufficio postale'], ['amenity=post_office']],
  [['post box', 'postbox', 'mailbox', 'letter box', 'briefkasten', 'postkasten', 'boite aux lettres', 'cassetta postale', 'brevlada', 'brievenbus'], ['amenity=post_box']],
  [['police', 'police station', 'polizei', 'polizia', 'carabinieri', 'commissariato', 'polis', 'politie', 'politiebureau'], ['amenity=police']],
  [['museum', 'museums', 'musee', 'museo', 'musei', 'museet', 'musea'], ['tourism=museum']],
  [['church', 'churches', 'kirche', 'kirchen', 'eglise', 'chiesa', 'kyrka', 'kerk'], ['amenity=place_of_worship']],
  [['castle', 'castles', 'schloss', 'burg', 'chateau', 'castello', 'slott'], ['historic=castle']],
  // Named water: a watercourse ("Samina river", "Samina Fluss"; a stream or canal is often called a river), a lake or pond.
  [
    ['river', 'rivers', 'stream', 'streams', 'brook', 'creek', 'canal', 'fluss', 'flusse', 'bach', 'kanal', 'riviere', 'fleuve', 'ruisseau', 'fiume', 'torrente', 'canale', 'alv', 'rivier', 'beek', 'kanaal'],
    ['waterway=river', 'waterway=stream', 'waterway=canal'],
  ],
  [
    ['lake', 'lakes', 'pond', 'ponds', 'reservoir', 'see', 'seen', 'weiher', 'teich', 'stausee', 'lac', 'etang', 'lago', 'laghetto', 'stagno', 'sjo', 'tjarn', 'meer', 'vijver'],
    ['water=lake', 'water=pond', 'water=reservoir', 'natural=water', 'landuse=reservoir'],
  ],
  [['fast food', 'fastfood', 'imbiss', 'snack bar'], ['amenity=fast_food']],
  [['toilet', 'toilets', 'restroom', 'restrooms', 'public toilet', 'wc', 'toilette', 'toiletten', 'bagno'], ['amenity=toilets']],
  [['library', 'libraries', 'public library', 'bibliothek', 'bibliotheque', 'biblioteca', 'bibliotek', 'bibliotheek'], ['amenity=library']],
  [['cinema', 'cinemas', 'movie theater', 'movie theaters', 'movie theatre', 'movies', 'kino', 'bio', 'bioscoop'], ['amenity=cinema']],
  [['viewpoint', 'aussichtspunkt', 'belvedere'], ['tourism=viewpoint']],
  [['playground', 'playgrounds', 'spielplatz', 'speeltuin', 'parco giochi'], ['leisure=playground']],
  // A park as a category only as a whole word ("Park Avenue", "Patterson Park" are names: a name typed whole wins).
  [['park', 'parks', 'parkanlage', 'stadtpark', 'parco', 'parchi', 'parc', 'parcs', 'parque', 'parken'], ['leisure=park']],
  [['town hall', 'townhall', 'city hall', 'rathaus', 'gemeindehaus', 'mairie', 'municipio', 'stadshus', 'stadhuis', 'gemeentehuis'], ['amenity=townhall']],
  [['fire station', 'firehouse', 'fire department', 'feuerwehr', 'pompieri', 'vigili del fuoco', 'brandstation', 'brandweer', 'brandweerkazerne'], ['amenity=fire_station']],
  // What people call a kind otherwise than its OSM value (the values themselves come from the data: kindsOfPhrase).
  [['coffee shop', 'coffee shops', 'coffeeshop'], ['amenity=cafe']],
  [['gym', 'gyms', 'fitness', 'fitnessstudio', 'palestra'], ['leisure=fitness_centre', 'leisure=sports_centre']],
  [['liquor store', 'liquor', 'off licence', 'wine shop'], ['shop=alcohol', 'shop=wine']],
  [['hair salon', 'barber', 'barbershop', 'friseur', 'parrucchiere', 'kapper'], ['shop=hairdresser']],
  [['laundromat', 'launderette', 'wasserij'], ['shop=laundry', 'shop=dry_cleaning']],
  [['vet', 'vets', 'tierarzt', 'veterinario', 'dierenarts'], ['amenity=veterinary']],
  [['theater', 'theaters', 'theatre', 'theatres', 'teatro', 'theatre'], ['amenity=theatre']],
  [['ice cream', 'gelateria', 'gelato', 'eisdiele', 'glace', 'ijssalon'], ['amenity=ice_cream']],
  [['convenience store', 'corner store', 'bodega'], ['shop=convenience']],
  [['grocery store', 'grocery stores', 'food store'], ['shop=supermarket', 'shop=convenience', 'shop=greengrocer']],
  [['dentist', 'dentists', 'zahnarzt', 'dentista', 'tandarts'], ['amenity=dentist']],
  [['gas', 'gas stations'], ['amenity=fuel']],
  [['ev charging', 'charging station', 'charging stations', 'charger', 'ladestation'], ['amenity=charging_station']],
  [['bike rental', 'bicycle rental', 'bike share'], ['amenity=bicycle_rental']],
  [['cemetery', 'cemeteries', 'graveyard', 'friedhof', 'cimitero', 'begraafplaats'], ['landuse=cemetery', 'amenity=grave_yard']],
  [['mosque', 'synagogue', 'temple', 'moschee', 'synagoge', 'moschea', 'sinagoga'], ['amenity=place_of_worship']],
  [['mall', 'malls', 'shopping mall', 'shopping centre', 'shopping center', 'einkaufszentrum', 'centro commerciale'], ['shop=mall', 'shop=department_store']],
  [['hardware store', 'baumarkt', 'ferramenta', 'bouwmarkt'], ['shop=hardware', 'shop=doityourself']],
  [['bookstore', 'bookshop', 'buchhandlung', 'libreria', 'boekhandel'], ['shop=books']],
  [['clothing store', 'clothes shop', 'clothes store'], ['shop=clothes']],
  [['mechanic', 'car repair', 'autowerkstatt', 'meccanico'], ['shop=car_repair']],
  [['hostel', 'hostels', 'ostello', 'jugendherberge'], ['tourism=hostel']],
  [['campsite', 'camping', 'campground'], ['tourism=camp_site']],
  [['clinic', 'clinics', 'klinik', 'clinica', 'kliniek'], ['amenity=clinic', 'healthcare=clinic']],
  [['florist', 'florists', 'blumen', 'fiorista', 'bloemist'], ['shop=florist']],
  [['butcher', 'butchers', 'metzgerei', 'macelleria', 'slager'], ['shop=butcher']],
  [['nightclub', 'nightclubs', 'club', 'disco', 'diskothek'], ['amenity=nightclub']],
  [['university', 'universities', 'universitat', 'universita', 'universiteit', 'college', 'colleges'], ['amenity=university', 'amenity=college']],
  [['stadium', 'stadion', 'stadio'], ['leisure=stadium']],
  [['marina', 'marinas', 'jachthafen', 'porto turistico', 'jachthaven'], ['leisure=marina']],
  [['zoo', 'tierpark', 'dierentuin'], ['tourism=zoo']],
  [['tram stop', 'tramhalte', 'fermata del tram', 'streetcar stop'], ['railway=tram_stop']],
  [['tabacchi', 'tabaccheria', 'tobacco', 'tobacconist', 'tabak', 'trafik'], ['shop=tobacco']],
  [['edicola', 'newsagent', 'kiosk', 'tijdschriften'], ['shop=newsagent', 'shop=kiosk']],
  [['bike shop', 'bicycle shop', 'fietsenwinkel', 'fahrradladen', 'cykelaffar'], ['shop=bicycle']],
  [['huisarts', 'hausarzt', 'gp'], ['amenity=doctors']],
];

const CATEGORIES = new Map<string, { kinds: string[]; word: string }>();
for (const [words, kinds] of CATEGORY_WORDS) for (const w of words) CATEGORIES.set(foldText(w), { kinds, word: words[0]! });

/** The category a folded phrase names ("restaurants" → amenity=restaurant), if it is one. */
export function category(phrase: string): { kinds: string[]; word: string } | undefined {
  return CATEGORIES.get(phrase);
}

/**
 * More category phrases, from the data: a kind of point of interest the region has, by its OSM value's words
 * ("dentist", "ice cream", "hairdresser", "car wash", singular or plural), as Nominatim's special phrases name
 * them (see GeocodeContext.kindsOfPhrase). Consulted after the words above.
 */
export type KindsOfPhrase = (phrase: string) => string[] | undefined;

/** The plural forms of a folded phrase's last word: "dentists", "pharmacies", "boxes". */
export function pluralsOf(phrase: string): string[] {
  const out = [`${phrase}s`];
  if (/[^aeiou]y$/.test(phrase)) out.push(`${phrase.slice(0, -1)}ies`);
  if (/(?:s|x|ch|sh)$/.test(phrase)) out.push(`${phrase}es`);
  return out;
}

let extraKinds: KindsOfPhrase | undefined;
function categoryOf(phrase: string): { kinds: string[]; word: string } | undefined {
  const known = CATEGORIES.get(phrase);
  if (known) return known;
  const kinds = extraKinds?.(phrase);
  return kinds ? { kinds, word: phrase } : undefined;
}

/**
 * The words between what is asked for and where, folded, longest first: "near", "in", "vicino al" (Italian joins the
 * article to the preposition), "nei pressi di", "in de buurt van", "in der nahe von", "pres de la", "next to".
 */
export const LINK_WORDS = [
  'in der nahe von', 'in de buurt van', 'nei pressi della', 'nei pressi del', 'nei pressi di', 'vicino agli', 'vicino alla', 'vicino alle', 'vicino allo',
  'vicino all', 'vicino al', 'vicino ai', 'vicino a', 'pres de la', 'pres des', 'pres du', 'pres de', 'a cote de', 'close to', 'next to', 'nahe der',
  'nahe dem', 'in der', 'around', 'presso', 'nabij', 'naast', 'beim', 'nahe', 'near', 'bei', 'nach', 'dans', 'nara', 'vid', 'bij', 'in', 'im', 'a', 'au', 'en', 'i',
].join('|');
const LINKS = new RegExp(`^(.+?)\\s+(?:${LINK_WORDS})\\s+(.+)$`);
/** The first word of each linking word ("in", "near", "vicino" of "vicino alla"). */
const LINK_FIRST_WORDS = new Set(LINK_WORDS.split('|').map((w) => w.split(' ')[0]!));

/**
 * A category asked for, alone or with a place: "bank", "restaurants in liechtenstein", "bars near Vaduz",
 * "Bahnhof Schaan", "Vaduz restaurant". `near` is the place text, '' when none was given.
 */
function categoryQuery(folded: string): { kinds: string[]; word: string; near: string; named: string } | null {
  const alone = categoryOf(folded);
  if (alone) return { ...alone, near: '', named: '' };
  const linked = LINKS.exec(folded);
  if (linked) {
    const c = categoryOf(linked[1]!);
    if (c) return { ...c, near: linked[2]!, named: '' };
  }
  const words = folded.split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const head = categoryOf(words.slice(0, n).join(' '));
    if (head) return { ...head, near: words.slice(n).join(' '), named: words.slice(n).join(' ') };
    const tail = categoryOf(words.slice(-n).join(' '));
    if (tail) return { ...tail, near: words.slice(0, -n).join(' '), named: words.slice(0, -n).join(' ') };
  }
  return null;
}

/** The first reading of a single line: nothing, a point, a category (with a place), or text to parse as an address. */
export function understand(text: string, kindsOfPhrase?: KindsOfPhrase): Understood {
  extraKinds = kindsOfPhrase;
  try {
    return understandText(text);
  } finally {
    extraKinds = undefined;
  }
}

function understandText(text: string): Understood {
  const t = text.trim();
  const folded = foldText(t);
  if (!/\S/.test(folded)) return { kind: 'nothing' };
  const point = parseCoordinates(t);
  if (point) return { kind: 'point', ...point };
  const special = t.startsWith('[') ? specialPhrase(t) : null;
  if (special) return { kind: 'category', ...special };
  const cat = /\d/.test(folded) ? (categoryNearPoint(t) ?? categoryNearAddress(t, folded)) : categoryQuery(folded);
  if (cat) return { kind: 'category', ...cat };
  return { kind: 'text', text: t };
}

/** "atm near 2500 Boston Street", "Bank bei Landstrasse 100, Schaan": a category, a linking word, then an address. */
function categoryNearAddress(t: string, folded: string): { kinds: string[]; word: string; near: string; named: string } | null {
  // Most text with a number has no linking word: spared the long pattern (it runs on every keystroke).
  if (!folded.split(' ').some((w) => LINK_FIRST_WORDS.has(w))) return null;
  const linked = LINKS.exec(folded);
  const c = linked && /\d/.test(linked[2]!) && /\p{L}/u.test(linked[2]!) && !/\d/.test(linked[1]!) ? categoryOf(linked[1]!) : undefined;
  if (!c) return null;
  // The address as typed (its commas and capitals), where folding kept the words: "Landstrasse 10, Schaan".
  const words = t.split(/\s+/);
  const nearWords = linked![2]!.split(' ').length;
  const near = words.length === folded.split(' ').length ? words.slice(words.length - nearWords).join(' ') : linked![2]!;
  return { ...c, near, named: '' };
}

/** "restaurant near 47.16712,9.51100", "bank 47.14 N 9.52 E": a category, then coordinates (`near` holds them as typed). */
function categoryNearPoint(t: string): { kinds: string[]; word: string; near: string; named: string } | null {
  const words = t.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const near = words.slice(k).join(' ');
    if (!parseCoordinates(near)) continue;
    const head = LINKS.exec(`${foldText(words.slice(0, k).join(' '))} x`);
    const c = categoryOf(head ? head[1]! : foldText(words.slice(0, k).join(' ')).replace(/[\s,]+$/, ''));
    return c ? { ...c, near, named: '' } : null;
  }
  return null;
}

/**
 * Nominatim's special phrases written out: "[restaurant] Vaduz" (a category word in brackets), "[amenity=drinking_water]
 * Wissfläckaweg", "[natural=peak] 47.06512,9.53965" (an OSM tag): that kind, near what follows (a town, any named
 * thing, or coordinates), else near the focus.
 */
function specialPhrase(t: string): { kinds: string[]; word: string; near: string; named: string } | null {
  const m = /^\[\s*([^\]=]+?)\s*(?:=\s*([^\]]+?)\s*)?\]\s*(.*)$/.exec(t);
  if (!m) return null;
  const near = m[3]!.replace(/^(?:in|near)\s+/i, '').trim();
  if (m[2]) return { kinds: [`${m[1]!.toLowerCase()}=${m[2].toLowerCase()}`], word: m[2].toLowerCase(), near, named: '' };
  const c = categoryOf(foldText(m[1]!));
  return c ? { ...c, near, named: '' } : null;
}
