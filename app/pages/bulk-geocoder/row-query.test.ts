import { describe, expect, it } from 'vitest';
import { startProblem, TOASTS } from './messages.ts';
import { mappingIsUsable, rowQuery } from './row-query.ts';

const columns = ['Name', 'Address', 'Street', 'City', 'Zip'];

describe('rowQuery', () => {
  it('sends the full-address cell in single-line mode', () => {
    expect(rowQuery(['A', ' Kungsgatan 12, Göteborg ', '', '', ''], columns, 'single', { singleLine: 'Address' })).toEqual({
      location: 'Kungsgatan 12, Göteborg',
    });
  });

  it('sends only non-empty cells in 5-box mode', () => {
    expect(
      rowQuery(['A', '', 'Vasagatan 3', 'Göteborg', '  '], columns, 'multi', { street: 'Street', city: 'City', postalCode: 'Zip' }),
    ).toEqual({ street: 'Vasagatan 3', city: 'Göteborg' });
  });

  it('has nothing to ask for an empty row or an unknown column', () => {
    expect(rowQuery(['A', '', '', '', ''], columns, 'single', { singleLine: 'Address' })).toBeNull();
    expect(rowQuery(['A', 'x', 'y', 'z', '1'], columns, 'multi', { street: 'Gone' })).toBeNull();
  });
});

describe('mappingIsUsable', () => {
  it('needs the full address, or a street or a city', () => {
    expect(mappingIsUsable('single', {})).toBe(false);
    expect(mappingIsUsable('single', { singleLine: 'Address' })).toBe(true);
    expect(mappingIsUsable('multi', { state: 'x', postalCode: 'y' })).toBe(false);
    expect(mappingIsUsable('multi', { city: 'City' })).toBe(true);
  });
});

describe('startProblem', () => {
  const ready = { apiKey: 'k', keyRequired: true, rowCount: 3, format: 'single' as const, mapping: { singleLine: 'Address' } };

  it('checks key, then rows, then mapping, with the SPEC toasts', () => {
    expect(startProblem(ready)).toBeNull();
    expect(startProblem({ ...ready, apiKey: '  ', rowCount: 0 })).toEqual({
      title: 'API key required',
      description: 'Please enter your provider API key to proceed',
    });
    expect(startProblem({ ...ready, rowCount: 0, mapping: {} })).toEqual({ title: 'No data', description: 'Please upload a CSV file first' });
    expect(startProblem({ ...ready, mapping: {} })).toEqual({
      title: 'Missing field mapping',
      description: 'Please map at least one address field',
    });
  });

  it('needs no key with the embedded engine', () => {
    expect(startProblem({ ...ready, apiKey: '', keyRequired: false })).toBeNull();
  });

  it('words the counted toasts with their numbers', () => {
    expect(TOASTS.loaded(1000, 3)).toEqual({ title: 'File uploaded successfully', description: 'Loaded 1000 rows with 3 columns' });
    expect(TOASTS.completed(7).description).toBe('Successfully processed 7 addresses');
  });
});
