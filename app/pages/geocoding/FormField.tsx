// One labelled text input with its hint and its validation message, as both geocoding forms use them.
import { Field, Input } from '@chakra-ui/react';

export interface FormFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
}

export function FormField({ label, name, value, onChange, error, hint, placeholder, maxLength }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        size="lg"
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
