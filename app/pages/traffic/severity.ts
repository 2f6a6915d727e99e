// How an incident's severity number reads and looks (SPEC §4): one table for the list badges and the map markers.
export type SeverityLabel = 'Critical' | 'Major' | 'Minor' | 'Low';

export function severityLabel(severity: number): SeverityLabel {
  if (severity === 4) return 'Critical';
  if (severity === 3) return 'Major';
  if (severity === 2) return 'Minor';
  return 'Low';
}

interface SeverityLook {
  /** Chakra colour palette for the list badge. */
  palette: 'red' | 'orange' | 'yellow' | 'green';
  /** Marker and road colour on the map, readable on both light and dark tiles. */
  mapColor: string;
}

const LOOKS: Record<SeverityLabel, SeverityLook> = {
  Critical: { palette: 'red', mapColor: '#d7191c' },
  Major: { palette: 'orange', mapColor: '#f07c00' },
  Minor: { palette: 'yellow', mapColor: '#e6b800' },
  Low: { palette: 'green', mapColor: '#2b9a47' },
};

export function severityLook(severity: number): SeverityLook {
  return LOOKS[severityLabel(severity)];
}
