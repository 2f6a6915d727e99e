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

/** A file name the upload accepts (SPEC §5: the name must end in .csv). */
export const isCsvFileName = (name: string): boolean => name.toLowerCase().endsWith('.csv');

/**
 * Bytes to text: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not valid UTF-8, which is what
 * Excel writes when it saves "CSV" on many Western systems.
 */
export function decodeCsvBytes(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function columnNames(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const base = raw.trim() || `Column ${i + 1}`;
    // Mapping and export are by name, so two columns may not share one.
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base} (${count + 1})`;
  });
}

export function parseCsvText(input: string): CsvOutcome {
  // One line ending throughout: papaparse guesses it from the first line, and files pasted together mix them.
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
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
