import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, parseCsvText } from './csv-parse.ts';

const spectrum = join(dirname(createRequire(import.meta.url).resolve('csv-spectrum/package.json')));

describe('csv-spectrum', () => {
  // Its location_coordinates pair disagrees with itself (another phone number, an object not a list): checked below.
  for (const file of readdirSync(join(spectrum, 'csvs')).filter((f) => f !== 'location_coordinates.csv')) {
    const name = file.replace(/\.csv$/, '');
    it(name, () => {
      const expected = JSON.parse(readFileSync(join(spectrum, 'json', `${name}.json`), 'utf8')) as Record<string, string>[];
      const bytes = readFileSync(join(spectrum, 'csvs', file));
      const out = parseCsvText(decodeCsvBytes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer));
      if (out.kind !== 'ok') throw new Error(`${name}: ${out.kind}`);
      expect(out.rows.map((row) => Object.fromEntries(out.columns.map((c, i) => [c, row[i]])))).toEqual(expected);
    });
  }
});

describe('parseCsvText', () => {
  it("keeps a quote inside an unquoted cell as text (csv-spectrum's location_coordinates)", () => {
    const out = parseCsvText('Phone,Location Coordinates,Cities\n2095257564,37°36\'37.8"N 121°2\'17.9"W,Modesto');
    expect(out.kind === 'ok' && out.rows).toEqual([['2095257564', '37°36\'37.8"N 121°2\'17.9"W', 'Modesto']]);
    const crlf = parseCsvText('a,b\r\n1,37.8"N\r\n2,x\r\n');
    expect(crlf.kind === 'ok' && crlf.rows).toEqual([
      ['1', '37.8"N'],
      ['2', 'x'],
    ]);
  });

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

  it('never gives a repeated header the name another column already has', () => {
    const out = parseCsvText('a,a,a (2)\n1,2,3\n');
    expect(out.kind === 'ok' && out.columns).toEqual(['a', 'a (3)', 'a (2)']);
  });

  it('keeps CR and CRLF inside quoted cells byte for byte, whatever the row endings', () => {
    const out = parseCsvText('id,note\r\n1,"two\r\nlines"\r\n2,"old\rmac"\n3,plain\r');
    expect(out.kind === 'ok' && out.rows).toEqual([
      ['1', 'two\r\nlines'],
      ['2', 'old\rmac'],
      ['3', 'plain'],
    ]);
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

  it('reads UTF-16 (what Excel saves as Unicode text), with or without its BOM, either byte order', () => {
    const text = 'gata,stad\nLinnégatan 5,Göteborg\n';
    const le = (bom: boolean) => {
      const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
      const view = new DataView(out.buffer);
      [...(bom ? '\uFEFF' : ''), ...text].forEach((ch, i) => view.setUint16(i * 2, ch.charCodeAt(0), true));
      return out;
    };
    const swap = (b: Uint8Array) => b.map((_, i) => b[i ^ 1]!);
    expect(decodeCsvBytes(le(true).buffer)).toBe(text);
    expect(decodeCsvBytes(le(false).buffer)).toBe(text);
    expect(decodeCsvBytes(swap(le(true)).buffer)).toBe(text);
    expect(decodeCsvBytes(swap(le(false)).buffer)).toBe(text);
  });
});

