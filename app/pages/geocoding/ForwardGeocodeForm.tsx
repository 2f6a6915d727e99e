// Forward Geocoding form (SPEC §2): street, city, state and a two-letter country code to coordinates.
import { Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from './FormField.tsx';
import { InlineError } from './InlineError.tsx';
import { useValidatedForm } from './useValidatedForm.ts';
import { COUNTRY_CODE_LENGTH, DEFAULT_COUNTRY_CODE, validateForward, type ForwardForm } from './validation.ts';
import { Button } from '../../components/Button.tsx';

export interface ForwardGeocodeFormProps {
  busy: boolean;
  error: string | null;
  onSubmit: (form: ForwardForm) => void;
}

export function ForwardGeocodeForm({ busy, error, onSubmit }: ForwardGeocodeFormProps) {
  const [form, setForm] = useState<ForwardForm>({ street: '', city: '', state: '', countryCode: DEFAULT_COUNTRY_CODE });
  const { errors, set, submit } = useValidatedForm(form, setForm, validateForward, onSubmit);

  return (
    <Card.Root as="section" aria-labelledby="forward-title">
      <Card.Header>
        <Card.Title id="forward-title" as="h2">
          Forward Geocoding
        </Card.Title>
        <Card.Description>Turn a street address into coordinates.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Forward Geocoding">
          <Stack gap="4">
            <FormField label="Street Address" name="street" value={form.street} onChange={set('street')} error={errors.street} />
            <FormField label="City" name="city" value={form.city} onChange={set('city')} error={errors.city} />
            <FormField label="State" name="state" value={form.state} onChange={set('state')} error={errors.state} />
            <FormField
              label="Country Code"
              name="countryCode"
              value={form.countryCode}
              onChange={set('countryCode')}
              error={errors.countryCode}
              maxLength={COUNTRY_CODE_LENGTH}
              hint="Two-letter country code e.g. US, CA, GB"
            />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? 'Geocoding...' : 'Geocode Address'}
            </Button>
            <InlineError title="Geocoding failed" message={error} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
