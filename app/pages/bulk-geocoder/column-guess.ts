// The address columns a CSV names, found by the header names people use in the languages of the regions we
// serve, so an uploaded file is mapped before the visitor looks: 'Full Address', 'Adresse', 'Anschrift',
// 'Dirección', 'Indirizzo', 'Adres'... Headers are compared without case, accents, spaces or punctuation.
import type { AddressFormat, ColumnMapping } from '../../data/bulk/types.ts';

/** Header names of each address part, as `headerKey` writes them. The planner's stop import reads the same. */
export const ADDRESS_COLUMN_NAMES = {
  // One cell with the whole address.
  location: [
    'fulladdress', 'address', 'singleline', 'singlelineaddress', 'completeaddress', 'location', 'fullstreetaddress',
    'adresse', 'anschrift', 'vollstandigeadresse', 'direccion', 'direccioncompleta', 'indirizzo', 'indirizzocompleto',
    'adres', 'adresa', 'adress', 'endereco', 'osoite', 'morada',
  ],
  street: [
    'street', 'streetaddress', 'addressline1', 'address1', 'streetname', 'strasse', 'strase', 'calle', 'via', 'rue',
    'straat', 'gata', 'gatuadress', 'ulica',
  ],
  city: ['city', 'town', 'locality', 'ort', 'stadt', 'ciudad', 'citta', 'ville', 'plaats', 'stad', 'gemeinde', 'municipality', 'postort', 'comune'],
  state: ['state', 'region', 'province', 'county', 'bundesland', 'kanton', 'provincia', 'lan', 'stateprovince'],
  postalCode: ['zip', 'zipcode', 'postcode', 'postalcode', 'plz', 'postleitzahl', 'codigopostal', 'cap', 'postnummer', 'cp', 'npa'],
} as const;

export type AddressPart = keyof typeof ADDRESS_COLUMN_NAMES;

/** 'Dirección (full)' -> 'direccionfull': lower case, no accents, only letters and digits. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The first column whose header is one of the names, or undefined. */
export function findColumn(columns: readonly string[], names: readonly string[]): number | undefined {
  const keys = columns.map(headerKey);
  for (const name of names) {
    const at = keys.indexOf(name);
    if (at >= 0) return at;
  }
  return undefined;
}

/**
 * The mapping a file's headers suggest: 5-box when a city or postcode column sits beside a street (or a bare
 * 'Address', which then is the street), else single-line on the full-address column. Columns it does not know
 * stay None; the visitor can change any of it.
 */
export function guessMapping(columns: readonly string[]): { format: AddressFormat; mapping: ColumnMapping } {
  const at = (part: AddressPart) => {
    const i = findColumn(columns, ADDRESS_COLUMN_NAMES[part]);
    return i === undefined ? undefined : columns[i];
  };
  const location = at('location');
  const street = at('street');
  const city = at('city');
  const state = at('state');
  const postalCode = at('postalCode');
  const parts = Object.fromEntries(Object.entries({ city, state, postalCode }).filter(([, v]) => v !== undefined)) as ColumnMapping;
  const spelledOut = location !== undefined && /full|complet|single|vollst/.test(headerKey(location));
  const streetColumn = street ?? (spelledOut ? undefined : location);
  if ((city !== undefined || postalCode !== undefined) && streetColumn !== undefined && !spelledOut) {
    return { format: 'multi', mapping: { ...parts, street: streetColumn, ...(location ? { singleLine: location } : {}) } };
  }
  const singleLine = location ?? street;
  if (singleLine !== undefined) return { format: 'single', mapping: { singleLine, ...parts, ...(street ? { street } : {}) } };
  if (city !== undefined) return { format: 'multi', mapping: parts };
  return { format: 'single', mapping: {} };
}
