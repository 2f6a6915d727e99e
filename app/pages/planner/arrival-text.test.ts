import { describe, expect, it } from 'vitest';
import { arrivalText } from './arrival-text.ts';

// Local times, as the planner shows them.
const at = (h: number, m: number) => new Date(2026, 10, 24, h, m).toISOString();

describe('arrivalText', () => {
  it('shows a long wait and when service starts instead of hiding it behind "window met"', () => {
    expect(arrivalText({ arrival: at(9, 8), waitSeconds: (4 * 60 + 52) * 60, lateSeconds: 0, windowMet: true }, true)).toEqual({
      text: 'Arrive 09:08 · wait 4 h 52 min · start 14:00 · window met',
      status: 'met',
    });
  });

  it('says a window is met when service starts on arrival', () => {
    expect(arrivalText({ arrival: at(14, 1), waitSeconds: 20, lateSeconds: 0, windowMet: true }, true).text).toBe('Arrive 14:01 · window met');
  });

  it('says by how much a window is missed', () => {
    expect(arrivalText({ arrival: at(15, 20), waitSeconds: 0, lateSeconds: 20 * 60, windowMet: false }, true)).toEqual({
      text: 'Arrive 15:20 · window missed by 20 min',
      status: 'missed',
    });
  });

  it('gives only the arrival for a stop without a window', () => {
    expect(arrivalText({ arrival: at(9, 8), waitSeconds: 0, lateSeconds: 0, windowMet: true }, false)).toEqual({ text: 'Arrive 09:08', status: 'none' });
  });

  it('says when the driver leaves after the service time, counted from the start of service', () => {
    const waited = { arrival: at(9, 8), waitSeconds: (4 * 60 + 52) * 60, lateSeconds: 0, windowMet: true };
    expect(arrivalText(waited, true, 5).text).toBe('Arrive 09:08 · wait 4 h 52 min · start 14:00 · window met · leave 14:05');
    const late = { arrival: at(15, 20), waitSeconds: 0, lateSeconds: 20 * 60, windowMet: false };
    expect(arrivalText(late, true, 10).text).toBe('Arrive 15:20 · window missed by 20 min · leave 15:30');
    expect(arrivalText({ arrival: at(23, 55), waitSeconds: 0, lateSeconds: 0, windowMet: true }, false, 15).text).toBe('Arrive 23:55 · leave 00:10');
  });
});
