import { describe, expect, it } from 'vitest';
import { guessMapping, headerKey } from './column-guess.ts';

describe('guessing the address columns from the headers', () => {
  it('compares headers without case, accents, spaces or punctuation', () => {
    expect(headerKey(' Dirección (completa) ')).toBe('direccioncompleta');
    expect(headerKey('Straße')).toBe('strasse');
    expect(headerKey('Full_Address')).toBe('fulladdress');
  });

  it('maps a single address column by the names people use', () => {
    for (const header of ['Full Address', 'Address', 'ADDRESS', 'Adresse', 'Anschrift', 'Dirección', 'Direccion', 'Indirizzo', 'Adres', 'Endereço', 'Location']) {
      expect(guessMapping(['Id', 'Name', header, 'Notes']), header).toEqual({ format: 'single', mapping: { singleLine: header } });
    }
    // A street column alone holds the whole address; it is also the street, should the visitor pick 5-box.
    expect(guessMapping(['Name', 'Street Address'])).toEqual({ format: 'single', mapping: { singleLine: 'Street Address', street: 'Street Address' } });
  });

  it('prefers a spelled-out full address over a street column', () => {
    expect(guessMapping(['Street', 'Full Address'])).toEqual({ format: 'single', mapping: { singleLine: 'Full Address', street: 'Street' } });
    expect(guessMapping(['Full Address', 'City'])).toEqual({ format: 'single', mapping: { singleLine: 'Full Address', city: 'City' } });
  });

  it('maps the 5-box fields when a city or postcode sits beside the street', () => {
    expect(guessMapping(['Street Address', 'City', 'State', 'Zip'])).toEqual({ format: 'multi', mapping: { street: 'Street Address', city: 'City', state: 'State', postalCode: 'Zip' } });
    expect(guessMapping(['Adresse', 'PLZ', 'Ort'])).toEqual({ format: 'multi', mapping: { street: 'Adresse', singleLine: 'Adresse', city: 'Ort', postalCode: 'PLZ' } });
    expect(guessMapping(['Calle', 'Ciudad', 'Provincia', 'Código Postal'])).toEqual({ format: 'multi', mapping: { street: 'Calle', city: 'Ciudad', state: 'Provincia', postalCode: 'Código Postal' } });
    expect(guessMapping(['Name', 'City'])).toEqual({ format: 'multi', mapping: { city: 'City' } });
  });

  it('leaves everything None when no header is an address', () => {
    expect(guessMapping(['id', 'name', 'phone'])).toEqual({ format: 'single', mapping: {} });
    expect(guessMapping([])).toEqual({ format: 'single', mapping: {} });
  });
});
