// Street, city and query text normalisation shared by the index builder and the query side, so both agree.

const COLON_ABBREVIATIONS: Record<string, string> = {
  's:t': 'sankt',
  'g:la': 'gamla',
  'n:a': 'norra',
  's:a': 'sodra',
  'v:a': 'vastra',
  'o:a': 'ostra',
  'st:a': 'stora',
  'l:a': 'lilla',
};

// English street words map onto their usual abbreviation, so "Main Street" and "Main St." share one key.
const WORD_CANON: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  highway: 'hwy',
  parkway: 'pkwy',
  circle: 'cir',
  square: 'sq',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const OTHER = /(?:(?![a-z])\p{Script=Latin})+|[^\p{L}0-9 ]+/gu;

/** Lower case, no diacritics (å ä ö é ü → a a o e u), no punctuation except what `keep` names. */
export function foldText(s: string, keep = ''): string {
  const lower = s.toLowerCase();
  // Most names are plain already; the full fold is most of the time a phone's engine takes to start.
  if (PLAIN.test(lower)) return lower;
  const folded = lower
    .replace(/[øœ]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  // Letters of other scripts stay ("Речицкий район", "高槻市"); Latin letters beyond a–z that have no
  // plain form (ł, đ, ı) go, as they always have, so keys stored in older packs still match.
  // Plain ASCII once folded (nearly every name of a Latin-script region) takes the cheaper ASCII pattern.
  const ascii = !/[^ -~]/.test(folded);
  const re = keep
    ? new RegExp(ascii ? `[^a-z0-9 ${keep}]+` : `(?:(?![a-z])\\p{Script=Latin})+|[^\\p{L}0-9 ${keep}]+`, ascii ? 'g' : 'gu')
    : ascii
      ? /[^a-z0-9 ]+/g
      : OTHER;
  return folded.replace(re, ' ').replace(/\s+/g, ' ').trim();
}

// A word WORD_CANON changes, or a leading "st" (Sankt): a key with neither is left as it is, no words split off.
const CANON_WORD = new RegExp(`(?:^| )(?:${Object.keys(WORD_CANON).join('|')})(?= |$)|^st `);

/**
 * The matching key of a street name or street query: folded, Swedish and English abbreviations expanded. Each
 * pass runs only where its text can occur (it is on every keystroke's path): most keys need none of them.
 */
export function streetKey(name: string): string {
  let s = foldText(name, ':.');
  if (s.includes(':')) s = s.replace(/(^| )([a-z]{1,2}:[a-z]{1,2})(?= |\.|$)/g, (_m, pre: string, ab: string) => pre + (COLON_ABBREVIATIONS[ab] ?? ab));
  // Swedish suffix abbreviations: "Kungsg." = Kungsgatan, "Dalv." = Dalvägen; "gata" / "väg" = definite forms.
  if (s.includes('.')) s = s.replace(/([a-z]{2,}[a-vx-z])g\.(?= |$)/g, '$1gatan').replace(/([a-z]{3,})v\.(?= |$)/g, (m, stem: string) => (WORDING.has(`${stem}v`) ? m : `${stem}vagen`));
  if (s.includes('gata') || s.includes('vag')) s = s.replace(/([a-z]{2,})gata(?= |$)/g, '$1gatan').replace(/([a-z]{2,})vag(?= |$)/g, '$1vagen');
  // foldText's key has single spaces and no space at its ends: only a colon or dot made a space goes.
  if (/[:.]/.test(s)) s = s.replace(/[:.]/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\d/.test(s)) s = s.replace(/\b([a-z])(\d+)\b/g, '$1 $2');
  if (!CANON_WORD.test(s)) return s;
  const words = s.split(' ').filter(Boolean);
  return words
    .map((w, i) => {
      // "St Eriksgatan" is Sankt in Swedish names; a trailing "St" is Street.
      if (w === 'st' && i === 0 && words.length > 1) return 'sankt';
      return Object.hasOwn(WORD_CANON, w) ? WORD_CANON[w]! : w;
    })
    .join(' ');
}

// Abbreviations of the street words of German, Italian and French names, to the word written out: the written-out
// form is what OSM names carry, and an abbreviation typed half-way still starts the full word ("Landstr" → strasse).
const LOOSE_WORDS: Record<string, string> = {
  str: 'strasse',
  pza: 'piazza',
  pzza: 'piazza',
  vle: 'viale',
  cso: 'corso',
  lgo: 'largo',
  bd: 'blvd',
  bld: 'blvd',
  // French: "Rue du Fbg du Temple", "Imp. Beaubourg".
  fbg: 'faubourg',
  imp: 'impasse',
  // Italian: "Vic. di San Bernardo", "Loc. Pantano", "Staz. Termini".
  vic: 'vicolo',
  loc: 'localita',
  staz: 'stazione',
  // Dutch ordinals as street signs write them: "1e Jan Steenstraat" is Eerste Jan Steenstraat (the written-out
  // word is the key, so "Eerste J" typed half-way still finds it).
  ...Object.fromEntries(
    ['eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde', 'zevende', 'achtste', 'negende', 'tiende'].flatMap((word, i) => [
      [`${i + 1}e`, word],
      [`${i + 1}${i === 0 || i === 7 ? 'ste' : 'de'}`, word],
    ]),
  ),
};
const SAINTS: Record<string, string> = { st: 'saint', ste: 'sainte' };
const LOOSE_PAIRS: [RegExp, string][] = [
  [/(^| )v le(?= |$)/g, '$1viale'],
  [/(^| )p z?za(?= |$)/g, '$1piazza'],
  [/(^| )c so(?= |$)/g, '$1corso'],
  [/(^| )l go(?= |$)/g, '$1largo'],
  [/(^| )v lo(?= |$)/g, '$1vicolo'],
  [/(^| )v co(?= |$)/g, '$1vico'],
  [/(^| )p le(?= |$)/g, '$1piazzale'],
];
/** Dutch street words cut as signs and letters cut them (Nominatim's variants-nl.yaml): "Kruisln", "Gooisewg.", "Damrk" no. */
const DUTCH_ENDS: Record<string, string> = { ln: 'laan', wg: 'weg', pln: 'plein', gr: 'gracht', mkt: 'markt', sngl: 'singel', stwg: 'steenweg' };
const DUTCH_END = /^([a-z]{3,}?)(ln|wg|pln|gr|mkt|sngl|stwg)$/;
const ONE_LETTER = /(?:^| )[vpcl] /;
/** True of every key LOOSE_PAIRS or LOOSE_WORDS change (and of a few more). */
const MAY_ABBREVIATE = /(?:^| )(?:v le|p z?za|c so|l go|v lo|v co|p le|vic|loc|staz|str|pza|pzza|vle|cso|lgo|bd|bld|fbg|imp|st|ste|10?(?:e|de|ste)|[2-9](?:e|de|ste))(?= |$)|[a-z]{2}str(?= |$)|[a-z]{2}sg(?= |$)/;
/** True of every key with a word DUTCH_END changes (and of a few more): its last two letters. */
const DUTCH_TAIL = /(?:ln|wg|gr|kt|gl)(?= |$)/;

/**
 * The USPS's street-type abbreviations (Nominatim's variants-en.yaml, Publication 28) that streetKey's canonical
 * words leave out, as the last word of a name ("Ajax Aly", "Jones Falls Expy", "Evans Wy"), to the word written out
 * (or to streetKey's own form: "La" is Lane, "ln"); and words that stand before more of a name ("Mt Pleasant
 * Avenue", "East Ft Avenue", "North Pt Road"). Applied over the pack's keys when it loads, so no format change.
 */
const LAST_WORDS: Record<string, string> = {
  al: 'alley',
  aly: 'alley',
  ally: 'alley',
  wy: 'way',
  la: 'ln',
  expy: 'expressway',
  expwy: 'expressway',
  xway: 'expressway',
  fwy: 'freeway',
  hts: 'heights',
  trl: 'trail',
  tpke: 'turnpike',
  pky: 'pkwy',
  cres: 'crescent',
  crst: 'crescent',
  mnr: 'manor',
  grn: 'green',
  plz: 'plaza',
  ctr: 'center',
  vdct: 'viaduct',
  viad: 'viaduct',
  ldg: 'landing',
  lndg: 'landing',
  prom: 'promenade',
  cmns: 'commons',
  cswy: 'causeway',
  xing: 'crossing',
  rdg: 'ridge',
  gdns: 'gardens',
  mw: 'mews',
  wk: 'walk',
  pt: 'point',
  bdwy: 'broadway',
  bway: 'broadway',
};
const INNER_WORDS: Record<string, string> = { mt: 'mount', ft: 'fort', pt: 'point', hbr: 'harbor', ctrl: 'central', mkt: 'market', intl: 'international', bdwy: 'broadway', bway: 'broadway' };
const US_INNER = new RegExp(`(?:^| )(?:${Object.keys(INNER_WORDS).join('|')}) `);

/**
 * The key names are matched on, over a streetKey (stored in the pack) and a typed query alike: abbreviations
 * written out ("Malbunstr" = Malbunstrasse, "Austr" = Austrasse, "Kungsg" = Kungsgatan, "V.le" = Viale, "P.za" = Piazza) and the spellings of umlauts
 * and ring letters made one (ae = ä, oe = ö = ø, ue = ü, aa = å at a word's ends, all folded to the plain vowel), so
 * "Aeulestrasse" finds Äulestrasse and the reverse. Applied when a pack loads, so the pack format is untouched.
 */
export function looseKey(key: string): string {
  let s = key;
  // Most keys have no abbreviation: one test spares them the pairs' and the words' passes (run at every start).
  if (MAY_ABBREVIATE.test(s)) {
    // The pairs are a letter, a space, then the rest ("v le", "p za"): only keys with a one-letter word hold one.
    if (ONE_LETTER.test(s)) for (const [re, to] of LOOSE_PAIRS) s = s.replace(re, to);
    const words = s.split(' ');
    s = words
      // "Rue St-Martin", "N St Paul St": a St or Ste before more of the name is Saint or Sainte (a last "St" is
      // Street; a first one streetKey made Sankt, as Swedish and German names have it).
      .map((w, i) => (i < words.length - 1 && (w === 'st' || w === 'ste') ? SAINTS[w] : undefined) ?? LOOSE_WORDS[w] ?? w.replace(/^([a-z]{2,})str$/, '$1strasse').replace(/^([a-z]{2,}s)g$/, '$1gatan'))
      .join(' ');
  }
  // "Kruisln", "Gooisewg": a Dutch street word cut.
  if (DUTCH_TAIL.test(s)) s = s.split(' ').map((w) => w.replace(DUTCH_END, (_m, stem: string, end: string) => stem + DUTCH_ENDS[end]!)).join(' ');
  // "Ajax Aly", "Mt Pleasant Ave": the USPS's cuts, the last word's looked up alone (most keys have none).
  const space = s.lastIndexOf(' ');
  if (space > 0) {
    // Every cut is five letters or fewer.
    const last = s.length - space <= 6 ? s.slice(space + 1) : '';
    if (last && Object.hasOwn(LAST_WORDS, last)) s = s.slice(0, space + 1) + LAST_WORDS[last]!;
    if (US_INNER.test(s)) {
      const words = s.split(' ');
      s = words.map((w, i) => (i < words.length - 1 && Object.hasOwn(INNER_WORDS, w) ? INNER_WORDS[w]! : w)).join(' ');
    }
  }
  // "aa" only at a word's ends ("Aarhus", "Aabenraa"): inside a word it is more often a typo ("Vasaatan").
  return s.replace(/([aou])e/g, '$1').replace(/(^| )aa|aa(?= |$)/g, oneA);
}

const oneA = (m: string) => m.replace('aa', 'a');

/**
 * "Lundg" = Lundgatan, "Lilla g." = Lilla gatan, "Åsv" = Åsvägen: a Swedish street name cut to the g or v of its
 * -gatan or -vägen, written out ("Fizeaustr" = Fizeaustraat, a Dutch -straat, likewise), where the key as typed
 * names nothing and the written-out key names something (`isName`). Only then: as a rule it would turn "Berg",
 * typed half-way to Bergsgatan, into "Bergatan". Null when it does not apply.
 */
export function writtenOut(key: string, isName: (key: string) => boolean): string | null {
  if (isName(key)) return null;
  const variant = otherWording(key, isName);
  if (variant) return variant;
  // "Fizeaustr." is Dutch Fizeaustraat where no Fizeaustrasse is (looseKey writes a typed -str out as -strasse).
  if (key.endsWith('strasse')) {
    const out = `${key.slice(0, -4)}aat`;
    return isName(out) ? out : null;
  }
  if (!/[gv]$/.test(key)) return null;
  const out = key.endsWith('g') ? `${key}atan` : `${key}agen`;
  return isName(out) ? out : null;
}

/**
 * Words of street names that are cut, or written in another language's way, in the Romance languages and Dutch
 * (Nominatim's variants-ca, -es, -fr, -pt, -it and -nl lists), as the keys hold them (streetKey and looseKey have
 * made "Av" ave, "Bd" blvd, "Place" pl, a first "St" sankt and a later one saint): each group's words stand for one
 * another. "C/ Major", "Av. Meritxell", "Ctra. General" (Carrer, Avinguda, Carretera), "V Goito" (Via), "R. de
 * Rivoli", "Ch. des Vignes", "St. Jansstraat" (Sint), "Jan vd Heijdenstraat": the first reading that names a street
 * of the region is meant, so "C" may be Carrer or Calle as the data has it.
 */
const WORDING_GROUPS: readonly (readonly string[])[] = [
  ['ave', 'avinguda', 'avenida', 'avda', 'avd', 'avgda'],
  ['carrer', 'calle', 'c', 'cl', 'cll'],
  ['rue', 'rua', 'r'],
  ['via', 'v'],
  ['carretera', 'ctra', 'crta'],
  ['carrera', 'cra', 'kra', 'kr'],
  ['pl', 'placa', 'plaza', 'praca', 'pca', 'pc', 'piazza'],
  ['passeig', 'paseo', 'pg', 'pso'],
  ['ronda', 'rda'],
  ['rambla', 'rbla'],
  ['travessera', 'travessia', 'travesia', 'travessa', 'trav', 'trv', 'tv'],
  ['cami', 'camino', 'cno', 'cmno', 'cm'],
  ['baixada', 'bda'],
  ['pujada', 'pda'],
  ['passatge', 'pasaje', 'ptge', 'psje', 'pje'],
  ['glorieta', 'gta'],
  ['urbanitzacio', 'urbanizacion', 'urb'],
  ['poligon', 'poligono', 'pol'],
  ['estrada', 'estr'],
  ['alameda', 'alam', 'al'],
  ['largo', 'lg'],
  ['chemin', 'ch', 'che', 'chem'],
  ['allee', 'all'],
  ['route', 'rte'],
  ['quai', 'qu'],
  ['passage', 'pass', 'pas'],
  ['esplanade', 'esp', 'espl'],
  ['cours', 'crs'],
  ['residence', 'res'],
  ['lotissement', 'lot'],
  ['hameau', 'ham'],
  ['montee', 'mte'],
  ['sentier', 'sen', 'sent'],
  ['blvd', 'boul', 'bvd', 'bulevar', 'blvr'],
  ['strasse', 'strada'],
  ['frazione', 'fraz'],
  // "Market St Ext" typed "Market Street Extension".
  ['extension', 'ext'],
  ['sankt', 'saint', 'sint', 'sant', 'santo', 'sao', 'sto'],
  ['sainte', 'santa', 'sta'],
  ['van', 'v'],
  // Titles before a person's name ("Rua Dr. Sylvio Müller", "Carrer Mn. Tremosa", "Burg. de Vlugtlaan").
  ['burgemeester', 'burg'],
  ['meester', 'mr'],
  ['professor', 'professora', 'prof', 'profa'],
  ['doctor', 'doutor', 'doutora', 'docteur', 'dokter', 'doktor', 'dottor', 'dr', 'dra'],
  ['mossen', 'mn'],
  ['general', 'generale', 'generaal', 'gen', 'gral', 'gal'],
  ['coronel', 'cel', 'cnel'],
  ['colonel', 'col'],
  // "Quai Antoine 1er", "Boulevard Albert Ier", "Place Albert Premier".
  ['1er', 'ier', 'premier'],
  ['presidente', 'president', 'pres', 'presid', 'pdte'],
  ['engenheiro', 'ingeniero', 'eng', 'ing'],
  ['padre', 'pe'],
  ['tenente', 'teniente', 'ten', 'tte'],
  ['marques', 'mq'],
  ['junior', 'jr'],
  ['capitao', 'capitan', 'cap'],
  ['marechal', 'mariscal', 'marechal', 'mal'],
  ['monsenhor', 'monsignor', 'monseigneur', 'mons', 'mgr'],
  ['arquiteto', 'arquitecto', 'arq'],
  ['deputado', 'diputado', 'dep'],
  ['conselheiro', 'cons'],
  ['brigadeiro', 'brg'],
  ['comandante', 'cmte', 'cte'],
  ['almirante', 'alm'],
  // Russian and Ukrainian (variants-ru, -uk): "ул. Тверская", "Тверская ул.", "просп. Мира", "вул. Хрещатик".
  ['улица', 'ул'],
  ['переулок', 'пер'],
  ['проезд', 'пр'],
  ['проспект', 'пр', 'просп'],
  ['бульвар', 'бул'],
  ['шоссе', 'ш'],
  ['площадь', 'пл'],
  ['набережная', 'наб'],
  ['тупик', 'туп'],
  ['большая', 'бол', 'б'],
  ['малая', 'мал', 'м'],
  ['академика', 'акад', 'ак'],
  ['вулиця', 'вул'],
  ['провулок', 'пров'],
  ['площа', 'пл'],
];
const WORDING = new Map<string, string[]>();
for (const written of WORDING_GROUPS) {
  // As the keys hold them: "rue" is "ru", "marques" "marqus" (looseKey's ue = ü).
  const group = [...new Set(written.map(looseKey))];
  for (const w of group) WORDING.set(w, [...(WORDING.get(w) ?? []), ...group.filter((o) => o !== w)]);
}
// "Jan vd Heijdenstraat": Van der, Van de, Van den.
WORDING.set('vd', ['van der', 'van de', 'van den']);

/** The other ways a word of street names is written (WORDING_GROUPS), or undefined. */
export function wordingsOf(word: string): readonly string[] | undefined {
  return WORDING.get(word);
}

/** The key with one word written another way (WORDING_GROUPS) that `isName` knows, the first word tried first; null when none. */
function otherWording(key: string, isName: (key: string) => boolean): string | null {
  const words = key.split(' ');
  if (words.length < 2) return null;
  const at = words.flatMap((w, i) => (WORDING.has(w) ? [i] : []));
  const written = (changes: [number, string][]) => {
    const out = [...words];
    for (const [i, w] of changes) out[i] = w;
    return out.join(' ');
  };
  for (const i of at) {
    for (const o of WORDING.get(words[i]!)!) {
      const out = written([[i, o]]);
      if (isName(out)) return out;
    }
  }
  // "R. Mq. de Pombal": two words cut (Rua Marquês de Pombal), the first two that may be.
  if (at.length >= 2) {
    const [i, j] = at as [number, number];
    for (const a of WORDING.get(words[i]!)!) {
      for (const b of WORDING.get(words[j]!)!) {
        const out = written([[i, a], [j, b]]);
        if (isName(out)) return out;
      }
    }
  }
  return null;
}

// Streets named after a date ("Via XX Settembre", "Corso IV Novembre", "Rue du 4 Septembre"): the day is written in
// Roman numerals, in digits or in words, and people type it any of those ways.
const MONTHS = new Set([
  ...['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  ...['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'],
]);
const DAY_WORDS: Record<string, number> = Object.fromEntries(
  [
    ['primo', 'uno', 'premier', '1er'],
    ['due'], ['tre'], ['quattro'], ['cinque'], ['sei'], ['sette'], ['otto'], ['nove'], ['dieci'],
    ['undici'], ['dodici'], ['tredici'], ['quattordici'], ['quindici'], ['sedici'], ['diciassette'], ['diciotto'], ['diciannove'], ['venti'],
    ['ventuno'], ['ventidue'], ['ventitre'], ['ventiquattro'], ['venticinque'], ['ventisei'], ['ventisette'], ['ventotto'], ['ventinove'], ['trenta'], ['trentuno'],
  ].flatMap((words, i) => words.map((w) => [w, i + 1])),
);
const ROMAN_DAY = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_UNITS = ['', 'i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix'];
const MAY_BE_DATE = new RegExp(`(?:^| )(?:${[...MONTHS].join('|')})(?= |$)`);

/** Whether a key names a month, so may hold a date (dateKey is then worth working out). */
export function mentionsMonth(key: string): boolean {
  return MAY_BE_DATE.test(key);
}

/** The day of a month written as a day is written in street names ("xx", "20", "venti", "1er"), else 0. */
function dayOf(word: string): number {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  const roman = word ? ROMAN_DAY.exec(word) : null;
  if (roman) return roman[1]!.length * 10 + ROMAN_UNITS.indexOf(roman[2]!);
  return DAY_WORDS[word] ?? 0;
}

/**
 * A key with the day of a date written in digits: "via xx settembre", "via venti settembre" and "via 20 settembre"
 * are "via 20 settembre"; "via iv novembre", "via quattro novembre" "via 4 novembre". Only a day before a month's
 * name: "Papa Giovanni XXIII", "Pio XI", "Via Tre Re" are left as they are. Unchanged when there is no such date.
 */
export function dateKey(key: string): string {
  if (!MAY_BE_DATE.test(key)) return key;
  const words = key.split(' ');
  for (let i = 1; i < words.length; i++) {
    if (!MONTHS.has(words[i]!)) continue;
    const day = dayOf(words[i - 1]!);
    if (day >= 1 && day <= 31) words[i - 1] = String(day);
  }
  return words.join(' ');
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const ORDINAL_OF = new Map(ORDINAL_WORDS.map((w, i) => [w, String(i + 1)]));
const MAY_BE_ORDINAL = new RegExp(`(?:^| )(?:\\d+(?:st|nd|rd|th)?|${ORDINAL_WORDS.join('|')})(?= |$)`);

/** Whether a key may name a numbered street ("w 4th st", "fifth ave", "w 4 st"), so ordinalKey is worth working out. */
export function mentionsOrdinal(key: string): boolean {
  return MAY_BE_ORDINAL.test(key);
}

/**
 * A key with an English ordinal written in bare digits: "w 4th st", "w fourth st" and "w 4 st" are "w 4 st"; "7th
 * ave", "seventh ave", "7 ave" are "7 ave". Unchanged without one.
 */
export function ordinalKey(key: string): string {
  if (!MAY_BE_ORDINAL.test(key)) return key;
  return key
    .split(' ')
    .map((w) => ORDINAL_OF.get(w) ?? (/^\d+(?:st|nd|rd|th)$/.test(w) ? w.replace(/\D+$/, '') : w))
    .join(' ');
}

/** streetKey then looseKey: the key a typed street, POI or place name is looked up by. */
export function matchKey(name: string): string {
  return looseKey(streetKey(name));
}

/** The matching key of a place name (city, state, country): folded only. */
export function placeKey(name: string): string {
  return foldText(name);
}

export interface HouseNumberSplit {
  street: string;
  houseNumber: string | null;
}

/** "Kungsgatan 12B", "Via Verdi 12 bis", "Prinsengracht 12-2": the street, then its house number. */
// A Dutch floor after the number ("91-II", "91 III", "91-2hg", "91 3-hoog", "91 bv") as well as a letter or "hs".
// A Russian building or block after the number ("11 с3", "15А с1", "55к3", "55 корп. 3", "8 стр 1").
export const TRAILING_NUMBER = /^(.+?)\s+(\d+(?:[а-яё]?\s?(?:с|к|стр|корп|корпус|строение|k)\.?\s?-?(?:\d+[а-яё]?|[а-яё](?![а-яё]))|\s?\/?[а-яё](?![а-яё])|\s?[-/]?(?:bis|ter|quater)|\s?-?(?:hs|huis|hg|bg|bv|[1-9]\s?-?(?:hg|hoog)|iii|ii|iv|vi{1,3}|ix)|\s?[-/]?[a-z])?(?:[-/]\d+[a-z]?|(?<=\d\s?[a-z])[-/][a-z])?)$/i;

/** Parses a house number off the front ("12 Main St") or back ("Kungsgatan 12B") of a street text. */
export function splitHouseNumber(text: string): HouseNumberSplit {
  const t = text.trim();
  const lead = leadingNumber(t);
  // Spaces go, but not the one before a half ("226 1/2" is not 2261/2).
  if (lead?.[1] && lead[2] && isStreetish(lead[2])) return { street: lead[2], houseNumber: lead[1].replace(/\s(?![13]\/[24]$)/g, '') };
  const trail = TRAILING_NUMBER.exec(t);
  // "67 3-hoog" is 67, third floor: 67-3hoog, never 673.
  if (trail?.[1] && trail[2] && isStreetish(trail[1])) return { street: trail[1], houseNumber: trail[2].replace(/\s+(?=[1-9]\s?-?(?:hg|hoog)$)/i, '-').replace(/\s/g, '') };
  return { street: t, houseNumber: null };
}

/**
 * "12 Main St", "5 a Dorfweg", "5-7 Rue X": a house number at the front and the rest. A lone N, S, E or W after
 * the number is the street's direction ("615 N Wolfe St"), not a letter of the number.
 */
export function leadingNumber(text: string): RegExpExecArray | null {
  // "1e Jan Steenstraat 5": a Dutch ordinal starts the name when a number ends the text.
  if (/^\d+(?:e|de|ste)\s/i.test(text) && TRAILING_NUMBER.test(text)) return null;
  // "693 REAR Washington Street", "24 REAR-A Bethune Street": New York's rear buildings (a street of one word
  // after "Rear" is a street named so: "12 Rear Lane").
  const rear = /^(\d+\s+rear(?:-[a-z])?)\s+(\S+\s+\S.*)$/i.exec(text);
  if (rear) return rear;
  const m = /^(\d+(?:[а-яё]?\s?(?:с|к|стр|корп|корпус|строение)\.?\s?-?(?:\d+[а-яё]?|[а-яё](?![а-яё]))|\s[13]\/[24]|\s?[-/]?(?:bis|ter|quater)\b|\s?[-/]?[a-zA-Z]|\s?\/?[а-яА-ЯёЁ](?![а-яА-ЯёЁ]))?(?:[-/]\d+[a-zA-Z]?)?)\s+(.+)$/i.exec(text);
  if (m && /\s[NSEWnsew]$/.test(m[1]!)) return /^(\d+)\s+(.+)$/.exec(text);
  return m;
}

/**
 * "34 10 Chester St": two numbers before the street, a house number written as Queens writes "34-10" (a
 * hyphen left out), never house 3410; or after it, as a Dutch flat ("Kerkstraat 10 2" = 10-2); null unless the
 * text is so. Tried only where the usual reading finds nothing.
 */
export function twoPartNumber(text: string): HouseNumberSplit | null {
  const m = /^(\d+)\s+(\d+)\s+(.+)$/.exec(text.trim());
  if (m) return isStreetish(m[3]!) && !/^\d/.test(m[3]!) ? { street: m[3]!, houseNumber: `${m[1]}-${m[2]}` } : null;
  // "Kerkstraat 10 2": a Dutch flat written with a space (10-2).
  const t = TRAILING_TWO.exec(text.trim());
  return t && isStreetish(t[1]!) ? { street: t[1]!, houseNumber: `${t[2]}-${t[3]}` } : null;
}

/** "Kerkstraat 10 2": a street not ending in a number, then two numbers. */
export const TRAILING_TWO = /^(.*[^\d\s])\s+(\d+)\s+(\d+[a-z]?)$/i;

// "E 6" and "Väg 155" are road numbers, not a street plus a house number.
function isStreetish(rest: string): boolean {
  const k = foldText(rest);
  // A street word alone ("5 Avenue", "7 Ave", "4 St") is no street a number stands before: the number is its name's.
  return k.length >= 3 && !/^(e|rv|riksvag|vag|route|us|i|hwy|sr|ave|avenue|street|str|road|boulevard|blvd|drive|lane|place|court)$/.test(k);
}

// A slash after a number is part of it ("34/10", "39A/B"), not a crossing.
const INTERSECTION_SPLIT = /\s*(?:&|(?<!\d[a-z]?)\/|@|\band\b|\bat\b|\boch\b|\becke\b|\bangolo\b|\bhoek\b)\s*/i;
/**
 * "corner of A and B", "intersection of A & B", "hoek A en B", "Ecke A und B", "incrocio Via A e Via B": the words
 * before the first street say nothing more.
 */
const CORNER_OF = /^\s*(?:(?:the\s+)?(?:corner|intersection)\s+of|(?:de\s+)?hoek(?:\s+van)?|kruising(?:\s+van)?|ecke|(?:all')?angolo(?:\s+(?:di|tra|fra))?|incrocio(?:\s+(?:di|tra|fra))?|(?:au\s+)?coin\s+(?:de|du)|carrefour\s+(?:de|du)|esquina(?:\s+de)?)\s+/i;
/** "and" in the region's other languages: a corner only where no street is so named and two streets so named meet. */
const LOOSE_SPLIT = /\s+(?:en|und|e|et|y|og)\s+/i;

/**
 * Splits "A & B", "A and B", "A at B", "A / B", "A och B", "A Ecke B", "A angolo B", "A hoek B" into its two
 * streets; right may be '' while typing. A name holding such a word ("Shops at Canton") is still a name: callers
 * search names when no crossing of two streets comes of it.
 */
/**
 * "Kruislaan en Fizeaustraat", "Ecke Kruislaan und Fizeaustraat", "Via Nazionale e Via Milano": two streets joined by
 * "and" in Dutch, German, Italian, French, Spanish or Norwegian. Many names hold these words ("Via Sacco e Vanzetti",
 * "Piazza Santi Pietro e Paolo"): callers read a corner only where two streets so named meet.
 */
export function splitLooseIntersection(text: string): { left: string; right: string } | null {
  text = text.replace(CORNER_OF, '');
  const m = LOOSE_SPLIT.exec(text);
  if (!m) return null;
  const left = text.slice(0, m.index).trim();
  const right = text.slice(m.index + m[0].length).trim();
  return left && right ? { left, right } : null;
}

export function splitIntersection(text: string): { left: string; right: string } | null {
  text = text.replace(CORNER_OF, '');
  const m = INTERSECTION_SPLIT.exec(text);
  if (!m) return null;
  const left = text.slice(0, m.index).trim();
  const right = text.slice(m.index + m[0].length).trim();
  return left ? { left, right } : null;
}
