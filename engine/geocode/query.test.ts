// What a typed query is before any look-up: nothing, coordinates, a category with a place, or address text; and
// the match keys that make spelling variants and abbreviations one.
import { describe, expect, it } from 'vitest';
import { matchKey } from './normalize.ts';
import { parseCoordinates, understand } from './query.ts';

describe('coordinates typed as text', () => {
  it.each([
    ['47.12400621,9.6047552', 47.12400621, 9.6047552],
    ['47.124, 9.6047', 47.124, 9.6047],
    ['47.124 9.6047', 47.124, 9.6047],
    ['-33.8688, 151.2093', -33.8688, 151.2093],
    ['N47.124 E9.6047', 47.124, 9.6047],
    ['47.124N, 9.6047E', 47.124, 9.6047],
    ['47.124° N 9.6047° E', 47.124, 9.6047],
    ['E9.6047 N47.124', 47.124, 9.6047],
    ['40.7128 S 74.006 W', -40.7128, -74.006],
    [`47°07'26.4"N 9°36'17.1"E`, 47 + 7 / 60 + 26.4 / 3600, 9 + 36 / 60 + 17.1 / 3600],
    ['47°07′26.4″N, 9°36′17.1″E', 47 + 7 / 60 + 26.4 / 3600, 9 + 36 / 60 + 17.1 / 3600],
    [`47°07.44'N 9°36.285'E`, 47 + 7.44 / 60, 9 + 36.285 / 60],
  ])('%s', (text, lat, lng) => {
    const p = parseCoordinates(text)!;
    expect(p.lat).toBeCloseTo(lat, 7);
    expect(p.lng).toBeCloseTo(lng, 7);
  });

  it.each(['9490 12', '9486, 12', 'Städtle 32', '95.1, 9.2', '47.1, 190.5', "47°75'N 9°E", 'N47.1 N9.2'])('%s is no point', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });
});

describe('understand', () => {
  it.each(['.', '-', ' , ', '...', '–', '?!'])('%j is nothing', (text) => {
    expect(understand(text)).toEqual({ kind: 'nothing' });
  });

  it.each([
    ['bank', 'amenity=bank', ''],
    ['restaurants in liechtenstein', 'amenity=restaurant', 'liechtenstein'],
    ['bars in ebenholz', 'amenity=bar', 'ebenholz'],
    ['Bars near Vaduz', 'amenity=bar', 'vaduz'],
    ['Bahnhof Schaan', 'railway=station', 'schaan'],
    ['Schaan Bahnhof', 'railway=station', 'schaan'],
    ['Apotheke', 'amenity=pharmacy', ''],
    ['hotels', 'tourism=hotel', ''],
    ['fuel', 'amenity=fuel', ''],
    ['parking', 'amenity=parking', ''],
    ['Tankstelle in Vaduz', 'amenity=fuel', 'vaduz'],
    ['post', 'amenity=post_office', ''],
    ['Briefkasten Schaan', 'amenity=post_box', 'schaan'],
    ['mailbox near Vaduz', 'amenity=post_box', 'vaduz'],
  ])('%s is a category', (text, kind, near) => {
    const u = understand(text);
    expect(u.kind).toBe('category');
    if (u.kind !== 'category') return;
    expect(u.kinds).toContain(kind);
    expect(u.near).toBe(near);
  });

  it('leaves names that only contain a category word, and addresses, as text', () => {
    for (const text of ['Bahnhofstrasse', 'Städtle 32, Vaduz', 'Bankgasse 5', 'Landesspital']) expect(understand(text).kind).toBe('text');
  });
});

describe('match keys: abbreviations and spelling variants are one', () => {
  it.each([
    ['Malbunstr', 'Malbunstrasse'],
    ['Malbunstr.', 'Malbunstraße'],
    ['Landstr. 12', 'Landstrasse 12'],
    ['Str. des 17. Juni', 'Straße des 17. Juni'],
    ['Aeulestrasse', 'Äulestrasse'],
    ['Staedtle', 'Städtle'],
    ['Schoenbuehl', 'Schönbühl'],
    ['Bjoernsgade', 'Bjørnsgade'],
    ['Aarhus', 'Århus'],
    ['V.le Europa', 'Viale Europa'],
    ['P.za Venezia', 'Piazza Venezia'],
    ['C.so Italia', 'Corso Italia'],
    ['Av. Foch', 'Avenue Foch'],
    ['Bd Haussmann', 'Boulevard Haussmann'],
    ['N Wolfe St', 'North Wolfe Street'],
    ['Eastern Ave', 'Eastern Avenue'],
    ['Main Rd', 'Main Road'],
    ['Sunset Blvd', 'Sunset Boulevard'],
    ['Park Dr', 'Park Drive'],
    ['Mill Ln', 'Mill Lane'],
    ['Union Pl', 'Union Place'],
    ['Hill Ct', 'Hill Court'],
    ['Coast Hwy', 'Coast Highway'],
    ['Kungsg.', 'Kungsgatan'],
  ])('%s = %s', (typed, named) => {
    expect(matchKey(typed)).toBe(matchKey(named));
  });

  it('keeps a misspelling a misspelling (Vasaatan is one edit from Vasagatan, not a different word)', () => {
    expect(matchKey('Vasaatan')).toBe('vasaatan');
  });
});

describe('coordinates with a hemisphere letter before each number', () => {
  it('"N 47.123° E 9.525°" gives the E to the second number', () => {
    expect(parseCoordinates('N 47.123° E 9.525°')).toEqual({ lat: 47.123, lng: 9.525 });
    expect(parseCoordinates('S 33.9 E 18.4')).toEqual({ lat: -33.9, lng: 18.4 });
  });
});

describe('category words of Italian and Dutch streets', () => {
  it.each([
    ['bancomat', 'amenity=atm'],
    ['geldautomaat', 'amenity=atm'],
    ['tabacchi', 'shop=tobacco'],
    ['edicola', 'shop=newsagent'],
    ['fietsenwinkel', 'shop=bicycle'],
    ['huisarts', 'amenity=doctors'],
    ['bakker', 'shop=bakery'],
  ])('%s asks for %s', (text, kind) => {
    const u = understand(text);
    expect(u.kind === 'category' && u.kinds).toContain(kind);
  });
});
