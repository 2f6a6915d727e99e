import { describe, expect, it } from 'vitest';
import {
  INVALID_RANGE,
  INVALID_TIMES,
  canClear,
  fromLocalInput,
  parseServiceMinutes,
  toLocalInput,
  canSave,
  checkSave,
  combine,
  defaultWindow,
  formFromStop,
  parseTimeOfDay,
  windowLabel,
} from './delivery-window.ts';

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => new Date(y, mo - 1, d, h, mi, s, ms);

describe('defaultWindow', () => {
  it('spans today from 00:00:00.000 to 23:59:59.999 local time', () => {
    const w = defaultWindow(local(2025, 3, 14, 15, 30));
    expect(new Date(w.deliveryStartAt).getTime()).toBe(local(2025, 3, 14).getTime());
    expect(new Date(w.deliveryEndAt).getTime()).toBe(local(2025, 3, 14, 23, 59, 59, 999).getTime());
  });
});

describe('parseTimeOfDay', () => {
  it('reads 24-hour HH:MM and refuses anything else', () => {
    expect(parseTimeOfDay('09:05')).toEqual({ hours: 9, minutes: 5 });
    expect(parseTimeOfDay('23:59')).toEqual({ hours: 23, minutes: 59 });
    expect(parseTimeOfDay('7:30')).toEqual({ hours: 7, minutes: 30 });
    for (const bad of ['', '24:00', '12:60', '12', 'ab:cd', '12:5']) expect(parseTimeOfDay(bad), bad).toBeNull();
  });
});

describe('combine', () => {
  it('puts the time on the day, and keeps seconds when the time of day is unchanged', () => {
    const day = { year: 2025, month: 3, day: 15 };
    expect(combine(day, '10:15', null)?.getTime()).toBe(local(2025, 3, 15, 10, 15).getTime());
    const previous = local(2025, 3, 14, 23, 59, 59, 999);
    expect(combine(day, '23:59', previous)?.getTime()).toBe(local(2025, 3, 15, 23, 59, 59, 999).getTime());
    expect(combine(day, '23:58', previous)?.getTime()).toBe(local(2025, 3, 15, 23, 58).getTime());
  });

  it('is null without a day, with a bad time, or for an impossible date', () => {
    expect(combine(null, '10:00', null)).toBeNull();
    expect(combine({ year: 2025, month: 3, day: 15 }, '1000', null)).toBeNull();
    expect(combine({ year: 2025, month: 2, day: 30 }, '10:00', null)).toBeNull();
  });
});

describe('the popover rules (SPEC §5)', () => {
  const day = { year: 2025, month: 3, day: 15 };

  it('enables Save with a date or a time, and Clear Times only when the stop has a window', () => {
    expect(canSave({ startDay: null, startTime: '', endDay: null, endTime: ' ' })).toBe(false);
    expect(canSave({ startDay: null, startTime: '09:00', endDay: null, endTime: '' })).toBe(true);
    expect(canSave({ startDay: day, startTime: '09:00', endDay: null, endTime: '17:00' })).toBe(true);
    expect(canClear(null, null)).toBe(false);
    expect(canClear('2025-03-15T08:00:00.000Z', null)).toBe(true);
  });

  it("says 'Invalid Time Range' when start is after end", () => {
    const result = checkSave({ startDay: day, startTime: '17:00', endDay: day, endTime: '09:00' }, null, null);
    expect(result).toEqual({ ok: false, toast: INVALID_RANGE });
    expect(INVALID_RANGE).toEqual({ title: 'Invalid Time Range', description: 'Start time must be before end time' });
  });

  it("says 'Invalid Times' when a side makes no moment (an impossible date)", () => {
    const result = checkSave({ startDay: { year: 2025, month: 2, day: 30 }, startTime: '09:00', endDay: null, endTime: '' }, null, null);
    expect(result).toEqual({ ok: false, toast: INVALID_TIMES });
    expect(INVALID_TIMES).toEqual({ title: 'Invalid Times', description: 'Please set valid delivery times' });
  });

  it('refuses a time that is not a time of day on its side, whatever the other side holds', () => {
    expect(checkSave({ startDay: day, startTime: '25:99', endDay: day, endTime: '17:00' }, null, null)).toEqual({ ok: false, badTime: 'start' });
    expect(checkSave({ startDay: null, startTime: '', endDay: null, endTime: '99:99' }, null, null)).toEqual({ ok: false, badTime: 'end' });
  });

  it("puts times without a date on the departure's day, and a date without a time over the whole day", () => {
    const departure = { year: 2025, month: 3, day: 16 };
    expect(checkSave({ startDay: null, startTime: '09:00', endDay: null, endTime: '17:30' }, null, null, departure)).toEqual({
      ok: true,
      deliveryStartAt: local(2025, 3, 16, 9).toISOString(),
      deliveryEndAt: local(2025, 3, 16, 17, 30).toISOString(),
    });
    expect(checkSave({ startDay: day, startTime: '', endDay: day, endTime: '' }, null, null, departure)).toEqual({
      ok: true,
      deliveryStartAt: local(2025, 3, 15).toISOString(),
      deliveryEndAt: local(2025, 3, 15, 23, 59, 59, 999).toISOString(),
    });
  });

  it('saves a one-sided or ordered window as ISO strings', () => {
    expect(checkSave({ startDay: day, startTime: '09:00', endDay: null, endTime: '' }, null, null)).toEqual({
      ok: true,
      deliveryStartAt: local(2025, 3, 15, 9).toISOString(),
      deliveryEndAt: null,
    });
    const both = checkSave({ startDay: day, startTime: '09:00', endDay: day, endTime: '09:00' }, null, null);
    expect(both.ok).toBe(true);
  });

  it('fills the form from a stored window', () => {
    const w = defaultWindow(local(2025, 3, 15, 12));
    expect(formFromStop(w.deliveryStartAt, w.deliveryEndAt)).toEqual({
      startDay: day,
      startTime: '00:00',
      endDay: day,
      endTime: '23:59',
    });
    expect(formFromStop(null, null).startDay).toBeNull();
  });
});

describe('windowLabel', () => {
  const now = local(2025, 3, 15, 12);
  it('is compact for today, names other days, and says when there is no window', () => {
    expect(windowLabel(local(2025, 3, 15, 9).toISOString(), local(2025, 3, 15, 17).toISOString(), now)).toBe('09:00–17:00');
    expect(windowLabel(local(2025, 3, 15, 9).toISOString(), null, now)).toBe('From 09:00');
    expect(windowLabel(null, local(2025, 3, 15, 17).toISOString(), now)).toBe('Until 17:00');
    expect(windowLabel(null, null, now)).toBe('Any time');
    expect(windowLabel(local(2025, 3, 16, 9).toISOString(), null, now)).toMatch(/^From .*16.* 09:00$/);
  });
});

describe('service minutes and departure inputs', () => {
  it('reads whole minutes from 0 to a working day, blank as none', () => {
    expect(parseServiceMinutes('5')).toBe(5);
    expect(parseServiceMinutes(' 0 ')).toBe(0);
    expect(parseServiceMinutes('')).toBe(0);
    expect(parseServiceMinutes('1440')).toBe(1440);
    for (const bad of ['1441', '-5', '2.5', 'five', '5 min']) expect(parseServiceMinutes(bad), bad).toBeNull();
  });

  it('turns a datetime-local value into an instant and back, in local time', () => {
    const iso = fromLocalInput('2026-11-25T08:30');
    expect(iso).toBe(new Date(2026, 10, 25, 8, 30).toISOString());
    expect(toLocalInput(iso)).toBe('2026-11-25T08:30');
    expect(toLocalInput(null)).toBe('');
    for (const bad of ['', '2026-11-25', '2026-02-30T08:30', 'soon']) expect(fromLocalInput(bad), bad).toBeNull();
  });
});
