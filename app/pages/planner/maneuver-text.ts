// How one turn-by-turn step reads in the list: an arrow for the kind of turn and the stretch to the next step.
import type { Maneuver } from '../../../service/contract/index.ts';

const FEET_PER_MILE = 5280;

/** '350 ft' under a tenth of a mile (rounded to 10 ft), else miles to 1 decimal: what road signs use. */
export function stepDistance(miles: number): string {
  if (miles < 0.1) return `${Math.round((miles * FEET_PER_MILE) / 10) * 10} ft`;
  return `${miles.toFixed(1)} mi`;
}

export type StepIcon = 'straight' | 'arrive' | 'roundabout' | 'uturn' | 'slight-left' | 'left' | 'sharp-left' | 'slight-right' | 'right' | 'sharp-right';

/**
 * Which arrow shows the way a step goes (decorative: the narrative says it in words). A 'continue' with a way to
 * go is a turn to stay on the road ('Turn right to stay on X'); an arrival's side is in its words.
 */
export function stepIcon(m: Pick<Maneuver, 'kind' | 'modifier'>): StepIcon {
  if (m.kind === 'arrive' || m.kind === 'roundabout' || m.kind === 'uturn') return m.kind;
  if (m.kind !== 'depart' && m.modifier) return m.modifier.replace(' ', '-') as StepIcon;
  return 'straight';
}

/** The leg's heading: which stop it leads to, by number and name. */
export function legTitle(toIndex: number, toName: string, back: boolean): string {
  return back ? `Back to stop 1: ${toName}` : `To stop ${toIndex + 1}: ${toName}`;
}
