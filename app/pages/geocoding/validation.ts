// The two geocoding forms' rules and exact messages (SPEC §5), kept apart from the components so each is tested.

export interface ForwardForm {
  street: string;
  city: string;
  state: string;
  countryCode: string;
}

export interface ReverseForm {
  lat: string;
  lng: string;
}

export type FormErrors<T> = Partial<Record<keyof T, string>>;

export const DEFAULT_COUNTRY_CODE = 'US';
export const COUNTRY_CODE_LENGTH = 2;

/** Blank-after-trim counts as missing: a visitor who typed only spaces has not given an address. */
const blank = (s: string) => s.trim() === '';

export function validateForward(form: ForwardForm): FormErrors<ForwardForm> {
  const errors: FormErrors<ForwardForm> = {};
  if (blank(form.street)) errors.street = 'Street address is required';
  if (blank(form.city)) errors.city = 'City is required';
  if (blank(form.state)) errors.state = 'State is required';
  const code = form.countryCode.trim();
  if (code.length < COUNTRY_CODE_LENGTH) errors.countryCode = 'Country code is required';
  else if (code.length > COUNTRY_CODE_LENGTH) errors.countryCode = 'Country code must be 2 characters';
  return errors;
}

/** Only presence is checked (SPEC §5): the proxy answers out-of-range or non-numeric values with its own message. */
export function validateReverse(form: ReverseForm): FormErrors<ReverseForm> {
  const errors: FormErrors<ReverseForm> = {};
  if (blank(form.lat)) errors.lat = 'Latitude is required';
  if (blank(form.lng)) errors.lng = 'Longitude is required';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
