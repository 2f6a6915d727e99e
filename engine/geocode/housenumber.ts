// House numbers as people type them and as OSM tags them ("12a", "12 A", "12-14", "3;5"), reduced to keys.

/** The lookup key of one house number: lower case, no spaces ("12 A" → "12a", "2/A" → "2a", "34 10" → "34-10"). */
export function houseKey(text: string): string {
  return (
    text
      .toLowerCase()
      .trim()
      // "55 корп. 3", "55 k3", "55 к-3" are 55к3; "8 стр. 1", "8 строение 1" 8с1 (Nominatim's Russian numbers).
      .replace(/(\d[а-яё]?)\s*(?:корпус|корп\.?|к\.?|k)\s*-?\s*(?=\d|[а-яё](?![а-яё]))/g, '$1к')
      .replace(/(\d[а-яё]?)\s*(?:строение|стр\.?|с\.?)\s*-?\s*(?=\d|[а-яё](?![а-яё]))/g, '$1с')
      // "66 hs", "66-huis": a Dutch ground-floor home, tagged 66-H (BAG).
      .replace(/^(\d+)\s*-?\s*(?:hs|huis)$/, '$1h')
      // "226 1/2": a US half number, its own house, never unit 2 of 2261 (a fraction slash the steps below keep).
      .replace(/^(\d+)\s+([13])\/([24])$/, '$1$2\u2044$3')
      // "34 10", "34/10" and "34-10" are one number (a flat or unit of 34), never 3410.
      .replace(/(\d)\s*[\s/-]\s*(?=\d)/g, '$1-')
      .replace(/\s+/g, '')
      // "2-a", "2/a", "2 a" are 2a; "12-bis", "12/bis", "12 bis" 12bis.
      .replace(/^(\d+)[-/]([a-z]|bis|ter|quater)$/, '$1$2')
  );
}

/**
 * Every key an `addr:housenumber` answers to: each listed number, both ends of a range ("12-14"), and each
 * letter of a house with several ("39A/B", "39A-C": 39a, 39b, 39c; at most a to z).
 */
export function houseKeysOf(tagged: string): string[] {
  const keys = new Set<string>();
  for (const part of tagged.split(/[;,]/)) {
    const k = houseKey(part);
    if (!k) continue;
    keys.add(k);
    // "12-14" is a range; "12-2" (Dutch) and "12/1" a flat or unit of house 12, never house 2.
    const range = /^(\d+[a-z]?)[-–/](\d+[a-z]?)$/.exec(k);
    if (range && houseValue(range[2]!) > houseValue(range[1]!)) keys.add(range[1]!).add(range[2]!);
    const letters = /^(\d+)([a-z])([-–/])([a-z])$/.exec(k);
    if (letters) {
      const [from, to] = [letters[2]!.charCodeAt(0), letters[4]!.charCodeAt(0)];
      // "39A/B" is two houses, "39A-C" every letter from A to C.
      const codes = letters[3] === '/' || to < from ? [from, to] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
      for (const c of codes) keys.add(`${letters[1]}${String.fromCharCode(c)}`);
    }
  }
  return [...keys];
}

/** The number a house number starts with ("12a" → 12), NaN when it has none. */
export function houseValue(text: string): number {
  const m = /^\s*(\d+)/.exec(text);
  return m ? Number(m[1]) : NaN;
}
