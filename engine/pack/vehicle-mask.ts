// Vans and trucks ride on the car's graph with a mask: one byte per segment says, for each of them, which
// directions are closed to it (an hgv=no, a maxheight below its height, a turn ban for trucks) and which are
// destination-only for it (hgv=destination). The graph holds every way any of them may drive; the car's own
// closed directions (motor_vehicle=no, hgv=yes) are NO_ACCESS in its times. A van or truck query is a plain
// search over the car graph with the mask applied, so a pack carries one hierarchy, not three
// (docs/car-profile.md has the figures).
import type { WayAccess } from './access-tags.ts';
import { VEHICLES, vehicleNodeRule, vehicleWayRule, type VehicleName } from './car-profile.ts';
import { vehicleRestrictionRule, type AccessRule, type NodeRule, type RestrictionRule } from './profiles.ts';

/** The vehicles routed by mask over the car's graph, in bit-group order (4 bits each). */
export const MASKED_VEHICLES = ['van', 'truck'] as const satisfies readonly VehicleName[];
export type MaskedVehicle = (typeof MASKED_VEHICLES)[number];

/** Per vehicle: closed from→to, closed to→from, destination-only entered from→to, to→from. */
export const CLOSED_FWD = 1;
export const CLOSED_BWD = 2;
export const NO_THROUGH_FWD = 4;
export const NO_THROUGH_BWD = 8;

export const vehicleShift = (v: MaskedVehicle): number => 4 * MASKED_VEHICLES.indexOf(v);

/** A masked vehicle's own way, node and turn restriction rules, beside the car's that build the graph. */
export interface MaskRule {
  vehicle: MaskedVehicle;
  access: AccessRule;
  nodes: NodeRule;
  restrictions: RestrictionRule;
}

export const MASK_RULES: readonly MaskRule[] = MASKED_VEHICLES.map((v) => ({
  vehicle: v,
  access: vehicleWayRule(VEHICLES[v]),
  nodes: vehicleNodeRule(VEHICLES[v]),
  restrictions: vehicleRestrictionRule(VEHICLES[v]),
}));

/**
 * A vehicle's 4 bits for a way piece of the graph (open in `any`'s directions, the union of every vehicle's):
 * the directions its own rule closes, and its destination-only directions (made entry marks later, as the car's).
 */
export function wayBits(any: WayAccess, own: WayAccess | null): number {
  if (!own) return CLOSED_FWD | CLOSED_BWD;
  return (
    (any.forward && !own.forward ? CLOSED_FWD : 0) |
    (any.backward && !own.backward ? CLOSED_BWD : 0) |
    (own.noThroughFwd ? NO_THROUGH_FWD : 0) |
    (own.noThroughBwd ? NO_THROUGH_BWD : 0)
  );
}

/** The closed bits, in the given directions, of every vehicle group in `groups` (bit g is group g). */
export function closedFor(groups: number, fwd: boolean, bwd: boolean): number {
  let bits = 0;
  for (let g = 0; groups >> g; g++) if ((groups >> g) & 1) bits |= ((fwd ? CLOSED_FWD : 0) | (bwd ? CLOSED_BWD : 0)) << (4 * g);
  return bits;
}

/** Whether vehicle group g may drive the piece from→to (or to→from when `backward`). */
export const isOpenFor = (p: { forward: boolean; backward: boolean; vehicles: number }, g: number, backward: boolean): boolean =>
  (backward ? p.backward : p.forward) && !((p.vehicles >> (4 * g)) & (backward ? CLOSED_BWD : CLOSED_FWD));

/** The 4 bits of `vehicle` in a segment's mask byte. */
export const vehicleBits = (mask: number, vehicle: MaskedVehicle): number => (mask >> vehicleShift(vehicle)) & 15;

/** A piece of way as the mask marker sees it: the car's directions and the piece's mask byte. */
interface MaskedPiece {
  from: number;
  to: number;
  forward: boolean;
  backward: boolean;
  vehicles: number;
}

/**
 * Turns each vehicle's destination-only directions into entry marks, as the car's (route-graph.ts): only a
 * destination-only direction entered from a junction the vehicle's open network reaches keeps its bit.
 */
export function markVehicleEntries(pieces: MaskedPiece[], nodes: number): void {
  MASKED_VEHICLES.forEach((vehicle) => {
    const shift = vehicleShift(vehicle);
    const open = new Uint8Array(nodes);
    const bits = (p: MaskedPiece) => (p.vehicles >> shift) & 15;
    const fwd = (p: MaskedPiece) => p.forward && !(bits(p) & CLOSED_FWD);
    const bwd = (p: MaskedPiece) => p.backward && !(bits(p) & CLOSED_BWD);
    for (const p of pieces) {
      if ((fwd(p) && !(bits(p) & NO_THROUGH_FWD)) || (bwd(p) && !(bits(p) & NO_THROUGH_BWD))) open[p.from] = open[p.to] = 1;
    }
    for (const p of pieces) {
      const b = bits(p);
      let keep = b & (CLOSED_FWD | CLOSED_BWD);
      if (b & NO_THROUGH_FWD && fwd(p) && open[p.from]) keep |= NO_THROUGH_FWD;
      if (b & NO_THROUGH_BWD && bwd(p) && open[p.to]) keep |= NO_THROUGH_BWD;
      p.vehicles = (p.vehicles & ~(15 << shift)) | (keep << shift);
    }
  });
}
