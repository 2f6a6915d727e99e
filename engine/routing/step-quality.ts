// How well a route's turn-by-turn list reads, counted: steps that turn onto the street the driver is already on,
// and steps too short to be read before the next. The directions bench and the Liechtenstein test share them.
import type { Maneuver } from './maneuvers.ts';

/** A step shorter than this is over before a driver can act on it. */
export const SHORT_STEP_M = 30;
const METERS_PER_MILE = 1609.344;

export interface StepCounts {
  /** Steps, departs and arrivals included. */
  steps: number;
  /** Steps between the depart and the arrival: what a driver has to do. */
  actions: number;
  /** Steps that say 'onto' the street the step before left the driver on ('Turn left onto Bergstrasse' on Bergstrasse). */
  ontoSameStreet: number;
  /** Turns that keep to the road the driver is on where it turns off at a junction ('Turn right to stay on X'). */
  stayOn: number;
  /** Steps other than the arrival that last under SHORT_STEP_M to the next. */
  short: number;
}

export const noSteps = (): StepCounts => ({ steps: 0, actions: 0, ontoSameStreet: 0, stayOn: 0, short: 0 });

/**
 * Adds one leg's list to `into`. A roundabout exit onto the road it was entered from is a real manoeuvre (the
 * driver must count exits), so it is neither a step onto the same street nor a 'stay on' one.
 */
export function countSteps(maneuvers: readonly Maneuver[], into: StepCounts): StepCounts {
  into.steps += maneuvers.length;
  maneuvers.forEach((m, i) => {
    if (m.kind !== 'depart' && m.kind !== 'arrive') into.actions++;
    const before = maneuvers[i - 1];
    if (before && m.street !== '' && m.street === before.street) {
      if (m.narrative.includes(` onto ${m.street}`) && m.kind !== 'roundabout') into.ontoSameStreet++;
      else if (m.kind !== 'roundabout') into.stayOn++;
    }
    if (m.kind !== 'arrive' && m.distance * METERS_PER_MILE < SHORT_STEP_M) into.short++;
  });
  return into;
}
