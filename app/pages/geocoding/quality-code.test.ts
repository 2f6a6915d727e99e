import { describe, expect, it } from 'vitest';
import { describeQualityCode, describeSideOfStreet, readQualityCode } from './quality-code.ts';

describe('readQualityCode', () => {
  it('reads granularity and the three confidence letters in order', () => {
    expect(readQualityCode('L1BAX')).toEqual({
      matched: 'a street address, placed along its block',
      confidence: [
        { part: 'street name', level: 'good' },
        { part: 'city, county and state', level: 'exact' },
        { part: 'postal code', level: 'not applicable' },
      ],
    });
  });

  it('accepts lower case and rejects malformed codes', () => {
    expect(readQualityCode('a5xax')?.matched).toBe('a city');
    expect(readQualityCode('Q1AAA')).toBeNull();
    expect(readQualityCode('L1AA')).toBeNull();
    expect(readQualityCode('')).toBeNull();
  });
});

describe('describeQualityCode', () => {
  it('makes one sentence of the reading', () => {
    expect(describeQualityCode('B1CAA')).toBe(
      'Matched the centre of the street block. Street name: approximate; City, county and state: exact; Postal code: exact.',
    );
  });

  it('says so when the code is not in the published format', () => {
    expect(describeQualityCode('???')).toMatch(/not in the provider/);
  });
});

describe('describeSideOfStreet', () => {
  it('spells out the letter', () => {
    expect(describeSideOfStreet('R')).toBe('R (right)');
    expect(describeSideOfStreet('N')).toBe('N (none)');
    expect(describeSideOfStreet('')).toBe('-');
  });
});
