// Quality codes in plain words, and which rows are only approximate.
import { describe, expect, it } from 'vitest';
import { qualityInWords } from './quality-words.ts';

describe('qualityInWords', () => {
  it('says the level and marks street, postcode and place levels approximate', () => {
    expect(qualityInWords('P1AAA')).toEqual({ words: 'Exact address', approximate: false });
    expect(qualityInWords('L1AAX')).toEqual({ words: 'Interpolated address', approximate: false });
    expect(qualityInWords('I1AXX')).toEqual({ words: 'Intersection', approximate: false });
    expect(qualityInWords('B1AAX')).toEqual({ words: 'Street', approximate: true });
    expect(qualityInWords('B3AAA')).toEqual({ words: 'Street, nearest number', approximate: true });
    expect(qualityInWords('Z1XXA')).toEqual({ words: 'Postcode area', approximate: true });
    expect(qualityInWords('A5XAX')).toEqual({ words: 'City', approximate: true });
  });

  it('adds the doubts the confidence letters carry', () => {
    expect(qualityInWords('A5XBX').words).toBe('City, place not as given');
    expect(qualityInWords('P1BAC').words).toBe('Exact address, street spelt differently, postcode differs');
  });

  it('says nothing about a code it does not know', () => {
    expect(qualityInWords('')).toEqual({ words: '', approximate: false });
    expect(qualityInWords(undefined)).toEqual({ words: '', approximate: false });
    expect(qualityInWords('XXXXX')).toEqual({ words: '', approximate: false });
  });
});
