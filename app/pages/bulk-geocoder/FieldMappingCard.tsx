// Field Mapping card (SPEC §2): the address format, and which CSV column holds each address part.
import { Card, Field, NativeSelect, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import type { AddressFormat, ColumnMapping } from '../../data/bulk/types.ts';

export interface FieldMappingCardProps {
  columns: string[];
  format: AddressFormat;
  mapping: ColumnMapping;
  disabled: boolean;
  onFormatChange: (format: AddressFormat) => void;
  onMappingChange: (mapping: ColumnMapping) => void;
}

const MULTI_FIELDS: { key: keyof ColumnMapping; label: string }[] = [
  { key: 'street', label: 'Street' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'postalCode', label: 'Postal Code' },
];

function ColumnSelect({ label, columns, value, disabled, onChange }: {
  label: string;
  columns: string[];
  value: string | undefined;
  disabled: boolean;
  onChange: (column: string | undefined) => void;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">None</option>
          {columns.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function FieldMappingCard({ columns, format, mapping, disabled, onFormatChange, onMappingChange }: FieldMappingCardProps) {
  const set = (key: keyof ColumnMapping) => (column: string | undefined) => {
    const next = { ...mapping };
    if (column) next[key] = column;
    else delete next[key];
    onMappingChange(next);
  };

  return (
    <Card.Root as="section" aria-labelledby="mapping-title">
      <Card.Header>
        <Card.Title id="mapping-title" as="h2">
          Field Mapping
        </Card.Title>
        <Card.Description>Tell the geocoder which columns hold the address.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <RadioGroup.Root
            value={format}
            disabled={disabled}
            onValueChange={(e) => onFormatChange(e.value === 'multi' ? 'multi' : 'single')}
            aria-label="Address Format"
          >
            <Stack direction={{ base: 'column', sm: 'row' }} gap="6">
              <RadioGroup.Label fontWeight="medium">Address Format</RadioGroup.Label>
              <RadioGroup.Item value="single">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Single-line Address</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="multi">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>5-box Address</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          {format === 'single' ? (
            <ColumnSelect label="Full Address" columns={columns} value={mapping.singleLine} disabled={disabled} onChange={set('singleLine')} />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {MULTI_FIELDS.map(({ key, label }) => (
                <ColumnSelect key={key} label={label} columns={columns} value={mapping[key]} disabled={disabled} onChange={set(key)} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
