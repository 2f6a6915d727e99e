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
  /** The badge's fill and text, the same in both themes, 4.5:1 or more (Chakra's solid orange and green are not). */
  badge: { bg: string; color: string };
  /** Marker and road colour on the map, readable on both light and dark tiles. */
  mapColor: string;
}

const LOOKS: Record<SeverityLabel, SeverityLook> = {
  Critical: { palette: 'red', badge: { bg: 'red.700', color: 'white' }, mapColor: '#d7191c' },
  Major: { palette: 'orange', badge: { bg: 'orange.700', color: 'white' }, mapColor: '#f07c00' },
  Minor: { palette: 'yellow', badge: { bg: 'yellow.300', color: 'black' }, mapColor: '#e6b800' },
  Low: { palette: 'green', badge: { bg: 'green.700', color: 'white' }, mapColor: '#2b9a47' },
};

export function severityLook(severity: number): SeverityLook {
  return LOOKS[severityLabel(severity)];
}
