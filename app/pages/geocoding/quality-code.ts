// A plain-language reading of the provider's five-character geocode quality code (granularity, then the
// confidence of street, admin area and postal code), so a visitor need not look the code up.

const GRANULARITY: Record<string, string> = {
  P1: 'an exact point, such as an address point',
  L1: 'a street address, placed along its block',
  I1: 'a street intersection',
  B1: 'the centre of the street block',
  B2: 'a street block near the centre of all matches',
  B3: 'the street block whose house numbers are nearest the one asked for',
  A1: 'a country',
  A3: 'a state or region',
  A4: 'a county',
  A5: 'a city',
  A6: 'a neighbourhood',
  Z1: 'a postal code area',
  Z2: 'an extended postal code area (ZIP+2)',
  Z3: 'an extended postal code area (ZIP+4)',
  Z4: 'a small postal code area',
};

const CONFIDENCE: Record<string, string> = {
  A: 'exact',
  B: 'good',
  C: 'approximate',
  X: 'not applicable',
};

const PARTS = ['street name', 'city, county and state', 'postal code'] as const;

export interface QualityReading {
  /** What the answer points at, e.g. 'a street address, placed along its block'. */
  matched: string;
  /** Confidence per part of the address, in the code's order. */
  confidence: { part: (typeof PARTS)[number]; level: string }[];
}

/** null when the code is not a well-formed quality code. */
export function readQualityCode(code: string): QualityReading | null {
  const match = /^(P1|L1|I1|B[123]|A[13456]|Z[1-4]|XX)([ABCX])([ABCX])([ABCX])$/.exec(code.trim().toUpperCase());
  if (!match) return null;
  const [, granularity, ...levels] = match as unknown as [string, string, string, string, string];
  return {
    matched: GRANULARITY[granularity] ?? 'no specific place',
    confidence: PARTS.map((part, i) => ({ part, level: CONFIDENCE[levels[i] as string] ?? 'unknown' })),
  };
}

/** One sentence for the results card, e.g. 'Matched a street address, placed along its block. Street name: exact; …'. */
export function describeQualityCode(code: string): string {
  const reading = readQualityCode(code);
  if (!reading) return 'This quality code is not in the provider’s published format.';
  const parts = reading.confidence.map(({ part, level }) => `${part[0]?.toUpperCase()}${part.slice(1)}: ${level}`);
  return `Matched ${reading.matched}. ${parts.join('; ')}.`;
}

const SIDES: Record<string, string> = { L: 'left', R: 'right', M: 'mixed (both sides)', N: 'none' };

/** 'R' -> 'R (right)'; unknown letters are shown as they came. */
export function describeSideOfStreet(side: string): string {
  const meaning = SIDES[side.toUpperCase()];
  return meaning ? `${side} (${meaning})` : side || '-';
}
