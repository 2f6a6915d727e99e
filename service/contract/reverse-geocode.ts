// POST /api/reverse-geocode: coordinates (numbers or the form's strings) to the nearest address.
import { z } from 'zod';
import { latitude, longitude } from './common.ts';

export const ReverseGeocodeRequest = z.object({ lat: latitude(), lng: longitude() });
export type ReverseGeocodeRequest = z.input<typeof ReverseGeocodeRequest>;

export { GeocodeResult as ReverseGeocodeResponse } from './geocode.ts';
