// Builds the five-character geocodeQualityCode: granularity (2) + street, admin-area and postal confidence.
import type { GeocodeQuality } from './types.ts';

/** A exact (standard variants allowed), B good, C approximate, X not in the input or not in the result. */
export type Confidence = 'A' | 'B' | 'C' | 'X';

export type Granularity = 'P1' | 'L1' | 'I1' | 'B1' | 'B2' | 'B3' | 'A1' | 'A3' | 'A4' | 'A5' | 'A6' | 'Z1';

export const QUALITY_OF: Record<Granularity, GeocodeQuality> = {
  P1: 'POINT',
  L1: 'ADDRESS',
  I1: 'INTERSECTION',
  B1: 'STREET',
  B2: 'STREET',
  B3: 'STREET',
  A1: 'COUNTRY',
  A3: 'STATE',
  A4: 'COUNTY',
  A5: 'CITY',
  A6: 'NEIGHBORHOOD',
  Z1: 'ZIP',
};

export const QUALITY_CODE_PATTERN = /^(P1|L1|I1|B[123]|A[13456]|Z[1-4]|XX)[ABCX]{3}$/;

export function qualityCode(g: Granularity, street: Confidence, admin: Confidence, postal: Confidence): string {
  return `${g}${street}${admin}${postal}`;
}

/** Confidence letter for a name matched with this many edits. */
export function editConfidence(edits: number): Confidence {
  if (edits === 0) return 'A';
  return edits === 1 ? 'B' : 'C';
}

/** The weaker of two confidences (X counts as absent and yields to the other). */
export function weaker(a: Confidence, b: Confidence): Confidence {
  if (a === 'X') return b;
  if (b === 'X') return a;
  return a > b ? a : b;
}
