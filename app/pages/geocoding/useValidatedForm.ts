// The geocoding forms' validation: messages appear on the first submit, then follow every keystroke so they clear
// as soon as they are fixed; a submit with any message left does not reach the page.
import { useState, type FormEvent } from 'react';
import { hasErrors, type FormErrors } from './validation.ts';

export function useValidatedForm<F extends object>(
  value: F,
  onChange: (next: F) => void,
  validate: (form: F) => FormErrors<F>,
  onSubmit: (form: F) => void,
) {
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);

  const set = (key: keyof F) => (text: string) => {
    const next = { ...value, [key]: text };
    onChange(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validate(value);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(value);
  };

  return { errors, set, submit };
}
