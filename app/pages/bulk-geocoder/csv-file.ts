// What the upload accepts before reading a file: apart from the parser (csv-parse.ts), which loads with the first
// file read, not with the page (issue 33).

/** A file name the upload accepts (SPEC §5: the name must end in .csv). */
export const isCsvFileName = (name: string): boolean => name.toLowerCase().endsWith('.csv');

/** Largest upload read: a bigger file would stall a phone long before it was geocoded. */
export const MAX_CSV_BYTES = 50 * 1024 * 1024;
