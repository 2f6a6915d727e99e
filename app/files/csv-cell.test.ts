import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './csv-cell.ts';

describe('neutraliseCell', () => {
  it('quotes text that a spreadsheet would run', () => {
    for (const bad of ['=HYPERLINK("x")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseCell(bad)).toBe(`'${bad}`);
  });

  it('leaves plain text and plain numbers alone', () => {
    for (const ok of ['Kungsgatan 12', '-122.4194', '+46', '1e5', '', 'a=b']) expect(neutraliseCell(ok)).toBe(ok);
  });
});
