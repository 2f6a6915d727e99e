// Addresses written the way their country writes them, with OpenCage's address templates
// (@fragaria/address-formatter): the house number before the street in the US, UK and France, after it in
// Liechtenstein, Germany, Italy and Sweden; the postcode before or after the town; US states and Italian
// provinces by their codes ("615 North Wolfe Street, Baltimore, MD 21205", "Städtle 32, 9490 Vaduz",
// "Via Roma 1, 00100 Roma RM"). Every display string the engine makes goes through here.
import addressFormatter from '@fragaria/address-formatter';

export interface AddressFields {
  /** What leads the address when it is not the street: a point of interest's or a small place's name. */
  name?: string;
  houseNumber?: string;
  road?: string;
  neighbourhood?: string;
  postcode?: string;
  city?: string;
  /** County or province (Italy's "Roma" becomes "RM"). */
  county?: string;
  state?: string;
  /** ISO 3166-1 alpha-2; picks the country's template. */
  countryCode?: string;
}

// The templates are rendered by Mustache and cleaned by a few dozen regular expressions per call (~0.3 ms);
// a result list shows the same addresses keystroke after keystroke, so each distinct address is rendered once.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, string[]>();

/** The address's lines as its country writes them, without the country. */
export function addressLines(a: AddressFields): string[] {
  const key = JSON.stringify([a.name, a.houseNumber, a.road, a.neighbourhood, a.postcode, a.city, a.county, a.state, a.countryCode]);
  let lines = cache.get(key);
  if (!lines) {
    lines = render(a);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, lines);
  }
  return lines;
}

function render(a: AddressFields): string[] {
  const input: Record<string, string> = {};
  const set = (field: string, value: string | undefined) => {
    if (value) input[field] = value;
  };
  set('attention', a.name);
  set('houseNumber', a.road ? a.houseNumber : undefined);
  set('road', a.road);
  set('neighbourhood', a.neighbourhood);
  set('postcode', a.postcode);
  set('city', a.city);
  set('county', a.county);
  set('state', a.state);
  // Without a country the templates' default writes the number after the street, as most of Europe does.
  const lines = addressFormatter.format(input, { output: 'array', countryCode: a.countryCode?.toUpperCase() || undefined, cleanupPostcode: false });
  // A name the template does not lead with (a place named like its town) is not dropped.
  if (a.name && !lines.some((l) => l.includes(a.name!))) lines.unshift(a.name);
  return lines;
}

/** One line: the country's lines joined by commas, then the country code as the provider writes it ("…, US"). */
export function formatAddress(a: AddressFields, country = a.countryCode ?? ''): string {
  return [...addressLines(a), country].filter(Boolean).join(', ');
}

/** The street line alone: "615 North Wolfe Street", "Städtle 32", "Kungsgatan 12"; the street without a number. */
export function streetLine(road: string, houseNumber: string | undefined, countryCode: string | undefined): string {
  if (!road || !houseNumber) return road;
  return addressLines({ road, houseNumber, countryCode })[0] ?? `${road} ${houseNumber}`;
}
