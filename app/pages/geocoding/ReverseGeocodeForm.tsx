// Reverse Geocoding form (SPEC §2): latitude and longitude to the nearest address. The page owns its values so
// a click on the map can fill them in.
import { Card, Stack } from '@chakra-ui/react';
import { FormField } from './FormField.tsx';
import { InlineError } from './InlineError.tsx';
import { useValidatedForm } from './useValidatedForm.ts';
import { validateReverse, type ReverseForm } from './validation.ts';
import { Button } from '../../components/Button.tsx';

export interface ReverseGeocodeFormProps {
  value: ReverseForm;
  onChange: (value: ReverseForm) => void;
  busy: boolean;
  error: string | null;
  onSubmit: (form: ReverseForm) => void;
}

export function ReverseGeocodeForm({ value, onChange, busy, error, onSubmit }: ReverseGeocodeFormProps) {
  const { errors, set, submit } = useValidatedForm(value, onChange, validateReverse, onSubmit);

  return (
    <Card.Root as="section" aria-labelledby="reverse-title">
      <Card.Header>
        <Card.Title id="reverse-title" as="h2">
          Reverse Geocoding
        </Card.Title>
        <Card.Description>Turn coordinates into the nearest address.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Reverse Geocoding">
          <Stack gap="4">
            <FormField
              label="Latitude"
              name="lat"
              value={value.lat}
              onChange={set('lat')}
              error={errors.lat}
              placeholder="37.7749"
            />
            <FormField
              label="Longitude"
              name="lng"
              value={value.lng}
              onChange={set('lng')}
              error={errors.lng}
              placeholder="-122.4194"
            />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? 'Reverse Geocoding...' : 'Reverse Geocode'}
            </Button>
            <InlineError title="Reverse geocoding failed" message={error} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
