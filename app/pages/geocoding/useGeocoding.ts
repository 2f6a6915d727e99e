// The geocoding page's state: one busy flag and one error per form, and one shared result that the latest
// answer replaces, whichever form asked (SPEC §4). A failed call leaves no answer behind it: a card under the
// error would show the previous address as if it were this one's.
import { useCallback, useRef, useState } from 'react';
import { geocodeAddress, type GeocodeResult } from '../../api/geocode.ts';
import { reverseGeocode } from '../../api/reverse-geocode.ts';
import { readErrorMessage } from '../../data/client.ts';
import type { LatLng } from '../../../service/contract/index.ts';
import type { ForwardForm, ReverseForm } from './validation.ts';

export type GeocodeSource = 'forward' | 'reverse';

export interface ShownResult {
  result: GeocodeResult;
  source: GeocodeSource;
  /** Which call produced it, counted from the page's first: an earlier call's failure does not clear it. */
  call: number;
}

export interface GeocodingState {
  shown: ShownResult | null;
  busy: Record<GeocodeSource, boolean>;
  /** The last failure of each form, cleared when that form asks again. */
  errors: Record<GeocodeSource, string | null>;
  /** `focus`: where the visitor is looking (the map's centre); of several answers the nearest comes first. */
  geocode(form: ForwardForm, focus?: LatLng | null): Promise<void>;
  reverse(form: ReverseForm): Promise<void>;
}

export function useGeocoding(): GeocodingState {
  const [shown, setShown] = useState<ShownResult | null>(null);
  const [busy, setBusy] = useState<Record<GeocodeSource, boolean>>({ forward: false, reverse: false });
  const [errors, setErrors] = useState<Record<GeocodeSource, string | null>>({ forward: null, reverse: null });

  const calls = useRef(0);

  const run = useCallback(async (source: GeocodeSource, call: () => Promise<GeocodeResult>, fallback: string) => {
    const id = ++calls.current;
    setBusy((b) => ({ ...b, [source]: true }));
    setErrors((e) => ({ ...e, [source]: null }));
    try {
      const result = await call();
      setShown({ result, source, call: id });
    } catch (error) {
      // The card goes with the failure, unless a call made after this one has answered meanwhile.
      setShown((shown) => (shown && shown.call > id ? shown : null));
      // SPEC §8 only logs these; the page also says so inline, or a visitor would not know the call failed.
      console.warn(`${source} geocoding failed`, error);
      setErrors((e) => ({ ...e, [source]: readErrorMessage(error, fallback) }));
    } finally {
      setBusy((b) => ({ ...b, [source]: false }));
    }
  }, []);

  const geocode = useCallback(
    (form: ForwardForm, focus?: LatLng | null) =>
      run(
        'forward',
        () =>
          geocodeAddress({
            street: form.street.trim(),
            city: form.city.trim(),
            state: form.state.trim(),
            countryCode: form.countryCode.trim().toUpperCase(),
            ...(focus ? { focus } : {}),
          }),
        'Failed to geocode the address',
      ),
    [run],
  );

  const reverse = useCallback(
    (form: ReverseForm) =>
      run('reverse', () => reverseGeocode({ lat: form.lat.trim(), lng: form.lng.trim() }), 'Failed to reverse geocode the location'),
    [run],
  );

  return { shown, busy, errors, geocode, reverse };
}
