import { describe, expect, it } from 'vitest';
import { arrivalText, missedWindowsText } from './arrival-text.ts';

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

  it('says when no order could have kept the window', () => {
    const hopeless = { arrival: at(9, 40), waitSeconds: 0, lateSeconds: 25 * 60, windowMet: false, windowReachable: false };
    expect(arrivalText(hopeless, true).text).toBe('Arrive 09:40 · window missed by 25 min · it closes before the drive from the first stop');
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

describe('missedWindowsText', () => {
  const stop = (windowMet: boolean, windowReachable = true) => ({ arrival: at(9, 0), waitSeconds: 0, lateSeconds: windowMet ? 0 : 600, windowMet, windowReachable });

  it('says nothing when every window is met', () => {
    expect(missedWindowsText([stop(true), stop(true)])).toBe('');
  });

  it('counts the windows this order misses', () => {
    expect(missedWindowsText([stop(false), stop(true)])).toBe('1 delivery window is missed');
    expect(missedWindowsText([stop(false), stop(false)])).toBe('2 delivery windows are missed');
  });

  it('tells the windows no order could keep apart from the others', () => {
    expect(missedWindowsText([stop(false, false), stop(true)])).toBe('1 delivery window closes before the vehicle can get there from the first stop');
    expect(missedWindowsText([stop(false, false), stop(false, false), stop(false)])).toBe(
      '2 delivery windows close before the vehicle can get there from the first stop; 1 other is missed',
    );
  });

  it('counts an answer saved before reachability was reported as plainly missed', () => {
    const { windowReachable: _, ...old } = stop(false, false);
    expect(missedWindowsText([old])).toBe('1 delivery window is missed');
  });
});
