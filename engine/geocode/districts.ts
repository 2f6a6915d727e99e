// Pack build: which municipality, state and country a point lies in, from the extract's admin boundaries.
// Points that share all three share one District, so the pack stores a small table and an index per point.
import pointInPolygon from 'point-in-polygon-hao';
import type { AdminArea } from '../pack/map-features.ts';
import type { LngLat } from '../pack/ways.ts';

export interface District {
  /** The municipality's name variants, `name` first; empty outside every municipality. */
  city: string[];
  /** The state, province or canton (admin level 4), '' when none. */
  state: string;
  /** The county or province (admin level 6: Italy's provincia, a US county), '' when none; addresses name it in some countries. */
  county?: string;
  /** The country's name variants, empty outside every country boundary. */
  country: string[];
}

interface Ring {
  area: number;
  ring: readonly LngLat[];
  box: [number, number, number, number];
}

// OSM admin levels: 2 country, 4 state / canton / Bundesland, 7 or 8 municipality (7 is Sweden's kommun).
const COUNTRY = 2;
const STATE = 4;
const COUNTY = 6;
const MUNICIPALITY_LEVELS = [8, 7];

export class DistrictLocator {
  readonly districts: District[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly rings = new Map<number, Ring[]>();

  constructor(private readonly admin: readonly AdminArea[]) {
    admin.forEach((a, area) => {
      for (const ring of a.polygons) {
        if (ring.length < 4) continue;
        const box: Ring['box'] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const [x, y] of ring) {
          box[0] = Math.min(box[0], x);
          box[1] = Math.min(box[1], y);
          box[2] = Math.max(box[2], x);
          box[3] = Math.max(box[3], y);
        }
        const list = this.rings.get(a.level) ?? [];
        list.push({ area, ring, box });
        this.rings.set(a.level, list);
      }
    });
  }

  /** Index into `districts` of the point's district, -1 when no boundary holds it. */
  locate(lng: number, lat: number): number {
    const muni = MUNICIPALITY_LEVELS.map((l) => this.areaAt(l, lng, lat)).find((a) => a >= 0) ?? -1;
    const state = this.areaAt(STATE, lng, lat);
    const county = this.areaAt(COUNTY, lng, lat);
    const country = this.areaAt(COUNTRY, lng, lat);
    if (muni < 0 && state < 0 && country < 0) return -1;
    const key = `${muni}|${county}|${state}|${country}`;
    let d = this.byKey.get(key);
    if (d === undefined) {
      d = this.districts.length;
      this.byKey.set(key, d);
      this.districts.push({
        city: muni >= 0 ? [...this.admin[muni]!.names] : [],
        state: state >= 0 ? (this.admin[state]!.names[0] ?? '') : '',
        ...(county >= 0 ? { county: this.admin[county]!.names[0] ?? '' } : {}),
        country: country >= 0 ? [...this.admin[country]!.names] : [],
      });
    }
    return d;
  }

  private areaAt(level: number, lng: number, lat: number): number {
    for (const r of this.rings.get(level) ?? []) {
      const [x0, y0, x1, y1] = r.box;
      if (lng < x0 || lng > x1 || lat < y0 || lat > y1) continue;
      if (pointInPolygon([lng, lat], [r.ring as unknown as number[][]]) !== false) return r.area;
    }
    return -1;
  }
}
