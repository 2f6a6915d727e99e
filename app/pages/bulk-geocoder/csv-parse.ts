// Turns an uploaded CSV into a header and string rows: header row first, empty lines skipped, delimiter and
// quoting detected by papaparse. Pure, so the worker and the tests run the same code.
import Papa from 'papaparse';

export interface ParsedCsv {
  kind: 'ok';
  columns: string[];
  /** One string per column for every row; ragged rows are padded with '' or cut to the header's width. */
  rows: string[][];
  /** Rows whose cell count differed from the header's. */
  raggedRows: number;
}

export type CsvOutcome = ParsedCsv | { kind: 'empty' } | { kind: 'parse-error'; detail: string };

/** UTF-16 without a byte-order mark: ASCII text then has a zero byte beside nearly every character. */
function looksUtf16(bytes: Uint8Array, zeroAt: 0 | 1): boolean {
  const n = Math.min(bytes.length - (bytes.length % 2), 512);
  if (n < 4) return false;
  let zeros = 0;
  for (let i = zeroAt; i < n; i += 2) if (bytes[i] === 0) zeros++;
  return zeros > (n / 2) * 0.9;
}

/**
 * Bytes to text: UTF-16 (Excel's "Unicode text", with or without its BOM), UTF-8 (a BOM is dropped), or
 * Windows-1252 when the bytes are not valid UTF-8, which is what Excel writes when it saves "CSV" on many
 * Western systems.
 */
export function decodeCsvBytes(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || looksUtf16(bytes, 1)) return new TextDecoder('utf-16le').decode(bytes);
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || looksUtf16(bytes, 0)) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Unique names: mapping and export are by name, so two columns may not share one. A repeat gets the first free
 * 'name (n)' that no other header cell already uses ('a,a,a (2)' gives 'a', 'a (3)', 'a (2)').
 */
function columnNames(header: string[]): string[] {
  const bases = header.map((raw, i) => raw.trim() || `Column ${i + 1}`);
  const given = new Set(bases);
  const used = new Set<string>();
  return bases.map((base) => {
    let name = base;
    for (let n = 2; used.has(name); n++) {
      name = `${base} (${n})`;
      if (given.has(name)) name = base; // taken by a later header cell: try the next number
    }
    used.add(name);
    return name;
  });
}

/**
 * Line endings outside quoted cells become '\n' (files pasted together mix them, and papaparse guesses one from
 * the first line); inside a quoted cell every byte stays as it was, CR and CRLF included.
 */
const FIELD_START_AFTER = new Set([',', ';', '\t', '|', '\n', '\r']);

function normaliseRowEndings(text: string): string {
  let out = '';
  let quoted = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A quote opens a cell only at its start; inside one, '""' is a quote and a lone '"' closes it.
      if (quoted) {
        if (text.charCodeAt(i + 1) === 0x22) i++;
        else quoted = false;
      } else if (i === 0 || FIELD_START_AFTER.has(text[i - 1]!)) quoted = true;
    } else if (c === 0x0d && !quoted) {
      out += text.slice(from, i) + '\n';
      if (text.charCodeAt(i + 1) === 0x0a) i++;
      from = i + 1;
    }
  }
  return out + text.slice(from);
}

export function parseCsvText(input: string): CsvOutcome {
  const text = normaliseRowEndings(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
  if (text.trim() === '') return { kind: 'empty' };
  const result = Papa.parse<string[]>(text, { header: false, skipEmptyLines: 'greedy', newline: '\n' });
  // A one-column file has no delimiter to detect; papaparse warns, yet its reading is right.
  const errors = result.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (errors.length > 0) {
    const first = errors[0];
    return { kind: 'parse-error', detail: first ? `${first.message} (row ${(first.row ?? 0) + 1})` : 'unknown error' };
  }
  const [header, ...body] = result.data;
  if (!header || body.length === 0) return { kind: 'empty' };
  const columns = columnNames(header);
  const width = columns.length;
  let raggedRows = 0;
  const rows = body.map((row) => {
    if (row.length === width) return row;
    raggedRows++;
    return row.length > width ? row.slice(0, width) : [...row, ...Array<string>(width - row.length).fill('')];
  });
  return { kind: 'ok', columns, rows, raggedRows };
}
