import { describe, expect, it } from 'vitest';
import { isCsvFileName } from './csv-file.ts';

describe('isCsvFileName', () => {
  it('accepts .csv in any case and nothing else', () => {
    expect(isCsvFileName('addresses.csv')).toBe(true);
    expect(isCsvFileName('ADDRESSES.CSV')).toBe(true);
    expect(isCsvFileName('addresses.xlsx')).toBe(false);
    expect(isCsvFileName('addresses.csv.txt')).toBe(false);
  });
});
