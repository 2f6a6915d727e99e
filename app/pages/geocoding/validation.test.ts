import { describe, expect, it } from 'vitest';
import { validateForward, validateReverse } from './validation.ts';

const ok = { street: '1555 Blake St', city: 'Denver', state: 'CO', countryCode: 'US' };

describe('validateForward', () => {
  it('accepts a complete address', () => {
    expect(validateForward(ok)).toEqual({});
  });

  it('names every missing field with its SPEC message', () => {
    expect(validateForward({ street: '', city: ' ', state: '', countryCode: '' })).toEqual({
      street: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      countryCode: 'Country code is required',
    });
  });

  it('wants exactly two country-code characters', () => {
    expect(validateForward({ ...ok, countryCode: 'U' }).countryCode).toBe('Country code is required');
    expect(validateForward({ ...ok, countryCode: 'USA' }).countryCode).toBe('Country code must be 2 characters');
    expect(validateForward({ ...ok, countryCode: ' SE ' }).countryCode).toBeUndefined();
  });
});

describe('validateReverse', () => {
  it('requires both coordinates but does not check that they are numbers', () => {
    expect(validateReverse({ lat: '', lng: '' })).toEqual({ lat: 'Latitude is required', lng: 'Longitude is required' });
    expect(validateReverse({ lat: 'north', lng: '11.97' })).toEqual({});
  });
});
