// Result shapes of the geocoder, close to the provider's geocoding response so the proxy maps them one to one.

export type GeocodeQuality =
  | 'POINT'
  | 'ADDRESS'
  | 'STREET'
  | 'INTERSECTION'
  | 'NEIGHBORHOOD'
  | 'CITY'
  | 'COUNTY'
  | 'ZIP'
  | 'STATE'
  | 'COUNTRY';

export type SideOfStreet = 'L' | 'R' | 'N' | 'M';

export interface GeocodeResult {
  lat: number;
  lng: number;
  street: string;
  /** Neighbourhood, when the gazetteer has one nearby. */
  adminArea6: string;
  adminArea5: string;
  adminArea4: string;
  adminArea3: string;
  /** ISO 3166-1 alpha-2 country code. */
  adminArea1: string;
  postalCode: string;
  geocodeQuality: GeocodeQuality;
  /** Five characters, see docs/geocoding.md; matches ^(P1|L1|I1|B[123]|A[13456]|Z[1-4]|XX)[ABCX]{3}$. */
  geocodeQualityCode: string;
  sideOfStreet: SideOfStreet;
  displayName: string;
  /** OSM way id of the matched street piece, '' when none. */
  linkId: string;
  /**
   * What the answer is when it is less than was asked for, in plain words: "Interpolated between Landstrasse
   * 10 and 14", "No house number 250 on Landstrasse: nearest known number is 120", "State \"UT\" does not match".
   */
  note?: string;
}

export interface NearestIntersection {
  streetDisplayName: string;
  distanceMeters: number;
  label: string;
  latLng: { latitude: number; longitude: number };
}

export interface RoadMetadata {
  speedLimit: number | null;
  speedLimitUnits: 'km/h' | 'mph';
  tollRoad: boolean;
}

export interface ReverseResult extends GeocodeResult {
  nearestIntersection: NearestIntersection | null;
  roadMetadata: RoadMetadata | null;
}

export interface StructuredQuery {
  street?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  countryCode?: string;
}

/**
 * `near`: the point the answer is biased to (the map's view, the visitor): of several places of one name (a chain's
 * branches), the nearest. Without it, the region's centre.
 */
export type ForwardQuery = (StructuredQuery | { location: string }) & { near?: { lat: number; lng: number } };

/** address: a house number; poi: a point of interest; place: a town, village or locality of the extract; city: the world gazetteer's. */
export type SuggestionType = 'address' | 'street' | 'intersection' | 'poi' | 'place' | 'city' | 'state' | 'country';

export interface Suggestion {
  id: string;
  name: string;
  displayString: string;
  lat: number;
  lng: number;
  type: SuggestionType;
  /** What it is in words: "Address", "Street", "Museum", "Village", "City". */
  kind: string;
  /** Street line: the address itself, the street, or a point of interest's own address. */
  street?: string;
  place?: { city: string; state: string; country: string; countryCode: string };
  /** A world city outside this region's data: no streets, no routing there. */
  outsideRegion?: boolean;
}

export interface BulkRowSuccess {
  lat: number;
  lng: number;
  displayName: string;
  quality: GeocodeQuality;
  geocodeQualityCode: string;
  sideOfStreet: SideOfStreet;
  providedLocation: string;
  /** As GeocodeResult.note. */
  note?: string;
}

export type BulkRowResult = BulkRowSuccess | { error: string };
