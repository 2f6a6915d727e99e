// What a point of interest is, in words ("amenity=place_of_worship" → "Place of worship"), and how much it
// matters in search-ahead ranking: a castle or a station before a vending machine.

const IMPORTANCE: Record<string, number> = {
  'tourism=attraction': 8,
  'tourism=museum': 8,
  'historic=castle': 8,
  'railway=station': 8,
  'amenity=townhall': 8,
  'amenity=hospital': 8,
  'aeroway=aerodrome': 8,
  'amenity=university': 7,
  'amenity=college': 7,
  'amenity=school': 6,
  'amenity=place_of_worship': 6,
  'tourism=hotel': 6,
  'amenity=library': 6,
  'amenity=theatre': 6,
  'amenity=cinema': 6,
  'leisure=stadium': 6,
  // A city's parks and bays are landmarks people name ("Patterson Park", "Northwest Harbor").
  'leisure=park': 6,
  'natural=bay': 6,
  'amenity=bus_station': 6,
  'tourism=viewpoint': 5,
  'shop=supermarket': 5,
  'amenity=fuel': 5,
  'amenity=post_office': 5,
  'amenity=police': 5,
  'amenity=pharmacy': 5,
  'amenity=restaurant': 4,
  'amenity=cafe': 4,
  'amenity=bar': 4,
  'amenity=pub': 4,
  'amenity=fast_food': 4,
  'waterway=river': 7,
  'waterway=canal': 5,
  'waterway=stream': 4,
  'water=lake': 7,
  'water=reservoir': 6,
  'water=pond': 5,
  'natural=water': 5,
  'highway=bus_stop': 3,
};

// Keys whose values say the kind well enough on their own; the others read better with the key ("Office").
const LABEL_OVERRIDES: Record<string, string> = {
  'amenity=townhall': 'Town hall',
  'amenity=fuel': 'Petrol station',
  'amenity=bank': 'Bank',
  'tourism=information': 'Tourist information',
  'railway=station': 'Railway station',
  'railway=halt': 'Railway halt',
  'highway=bus_stop': 'Bus stop',
  'natural=water': 'Lake',
  'shop=yes': 'Shop',
  'office=yes': 'Office',
  'office=company': 'Company',
  'building=yes': 'Building',
  'landuse=yes': 'Area',
};

/** Stops and stations, which take the name of what they serve ("Johns Hopkins Hospital", a bus stop by it). */
export const STOP_KIND = /^(?:highway=bus_stop|railway=(?:station|halt|tram_stop|stop|subway_entrance|platform)|public_transport=|amenity=(?:bus_station|ferry_terminal))/;

/** Ranking weight 2..8 of a POI kind. */
export function poiImportance(kind: string): number {
  if (IMPORTANCE[kind] !== undefined) return IMPORTANCE[kind];
  const key = kind.split('=')[0];
  return key === 'tourism' || key === 'historic' ? 5 : key === 'shop' || key === 'amenity' ? 3 : 2;
}

// Land use reads as an area of that use ("Industrial area"); a building as what it is ("Shed"), or "Building".
const LABEL_SUFFIX: Record<string, string> = { landuse: ' area' };

/** "amenity=place_of_worship" → "Place of worship"; "shop=bakery" → "Bakery"; "landuse=industrial" → "Industrial area". */
export function poiLabel(kind: string): string {
  if (LABEL_OVERRIDES[kind]) return LABEL_OVERRIDES[kind];
  const [key = '', value = kind] = kind.split('=');
  const words = value.replace(/_/g, ' ').split(';')[0]!.trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) + (LABEL_SUFFIX[key] ?? '') : 'Place of interest';
}

/** "isolated_dwelling" → "Isolated dwelling". */
export function placeLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
