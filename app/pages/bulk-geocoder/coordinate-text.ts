// A coordinate as the results table shows it and the export writes it (SPEC §5: 6 decimals). Apart from the export
// (export-csv.ts), whose CSV writer loads with the Download tap, not with the page.
export const formatCoordinate = (n: number): string => n.toFixed(6);
