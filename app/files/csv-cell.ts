// Cells of the CSV files the app writes, safe to open in a spreadsheet.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Prefixes a quote to text a spreadsheet would read as a formula (OWASP CSV injection). Plain numbers such as
 * -122.4194 are left alone: they cannot run, and a quote would turn them into text.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text.trim()) ? `'${text}` : text;
}
