// Which OSM highway classes count as addressable streets, and how important each is for ranking.

const RANK: Record<string, number> = {
  motorway: 10,
  trunk: 9,
  primary: 8,
  secondary: 7,
  tertiary: 6,
  motorway_link: 5,
  trunk_link: 5,
  primary_link: 5,
  secondary_link: 5,
  tertiary_link: 5,
  unclassified: 4,
  residential: 4,
  living_street: 3,
  pedestrian: 3,
  road: 3,
  service: 2,
  track: 1,
};

/** Importance 1..10 of a street class, or 0 when the class is not a street (footway, construction, ...). */
export function streetRank(highway: string | undefined): number {
  return highway ? (RANK[highway] ?? 0) : 0;
}
