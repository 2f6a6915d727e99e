import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, isCsvFileName, parseCsvText } from './csv-parse.ts';

describe('parseCsvText', () => {
  it('reads a header and rows, skipping empty lines', () => {
    expect(parseCsvText('name,address\r\nA,Kungsgatan 12\r\n\r\nB,Vasagatan 3\n   \n')).toEqual({
      kind: 'ok',
      columns: ['name', 'address'],
      rows: [
        ['A', 'Kungsgatan 12'],
        ['B', 'Vasagatan 3'],
      ],
      raggedRows: 0,
    });
  });

  it('drops a byte order mark so the first column keeps its name', () => {
    const out = parseCsvText('\uFEFFaddress,city\nKungsgatan 12,Göteborg\n');
    expect(out.kind === 'ok' && out.columns).toEqual(['address', 'city']);
  });

  it('keeps commas and newlines inside quoted cells', () => {
    const out = parseCsvText('id,address\n1,"Kungsgatan 12, Göteborg"\n2,"Första Långgatan 4\nLgh 1102"\n3,"say ""hi"""\n');
    expect(out.kind === 'ok' && out.rows).toEqual([
      ['1', 'Kungsgatan 12, Göteborg'],
      ['2', 'Första Långgatan 4\nLgh 1102'],
      ['3', 'say "hi"'],
    ]);
  });

  it('detects semicolon and tab delimiters', () => {
    const semi = parseCsvText('gata;stad\nLinnégatan 5;Göteborg\nVasagatan 3;Göteborg\n');
    expect(semi.kind === 'ok' && semi.rows[0]).toEqual(['Linnégatan 5', 'Göteborg']);
    const tab = parseCsvText('street\tcity\nLinnégatan 5\tGöteborg\nVasagatan 3\tGöteborg\n');
    expect(tab.kind === 'ok' && tab.columns).toEqual(['street', 'city']);
    expect(tab.kind === 'ok' && tab.rows[1]).toEqual(['Vasagatan 3', 'Göteborg']);
  });

  it('pads short rows, cuts long ones and counts them', () => {
    expect(parseCsvText('a,b,c\n1,2\n1,2,3,4\n1,2,3\n')).toEqual({
      kind: 'ok',
      columns: ['a', 'b', 'c'],
      rows: [
        ['1', '2', ''],
        ['1', '2', '3'],
        ['1', '2', '3'],
      ],
      raggedRows: 2,
    });
  });

  it('reads a single-column file', () => {
    const out = parseCsvText('address\nKungsgatan 12\nVasagatan 3\n');
    expect(out).toMatchObject({ kind: 'ok', columns: ['address'], rows: [['Kungsgatan 12'], ['Vasagatan 3']] });
  });

  it('names blank and repeated header cells so every column can be mapped', () => {
    const out = parseCsvText('city,,city\nx,y,z\n');
    expect(out.kind === 'ok' && out.columns).toEqual(['city', 'Column 2', 'city (2)']);
  });

  it('calls an empty file, a blank file and a header-only file empty', () => {
    expect(parseCsvText('')).toEqual({ kind: 'empty' });
    expect(parseCsvText('\uFEFF\n\n')).toEqual({ kind: 'empty' });
    expect(parseCsvText('street,city\n')).toEqual({ kind: 'empty' });
  });

  it('reports an unclosed quote as a parse error', () => {
    const out = parseCsvText('a,b\n1,"never closed\n2,3\n');
    expect(out.kind).toBe('parse-error');
  });

  it('reads back what papaparse writes, for any cell text', () => {
    const cells = [['=1+1', 'a,b', 'line\nbreak', '"q"', ' space ', 'Å ä ö']];
    const text = Papa.unparse({ fields: ['x1', 'x2', 'x3', 'x4', 'x5', 'x6'], data: cells });
    const out = parseCsvText(text);
    expect(out.kind === 'ok' && out.rows).toEqual(cells);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with or without a BOM', () => {
    const utf8 = new TextEncoder().encode('\uFEFFgata\nLinnégatan\n');
    expect(decodeCsvBytes(utf8.buffer)).toBe('gata\nLinnégatan\n');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    const latin = new Uint8Array([0x47, 0xf6, 0x74, 0x65, 0x62, 0x6f, 0x72, 0x67]); // "Göteborg" in cp1252
    expect(decodeCsvBytes(latin.buffer)).toBe('Göteborg');
  });
});

describe('isCsvFileName', () => {
  it('accepts .csv in any case and nothing else', () => {
    expect(isCsvFileName('addresses.csv')).toBe(true);
    expect(isCsvFileName('ADDRESSES.CSV')).toBe(true);
    expect(isCsvFileName('addresses.xlsx')).toBe(false);
    expect(isCsvFileName('addresses.csv.txt')).toBe(false);
  });
});
