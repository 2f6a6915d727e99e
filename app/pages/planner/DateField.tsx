// One calendar date picker (Chakra's DatePicker) that speaks the popover's plain Day values.
import { DatePicker, parseDate } from '@chakra-ui/react';
import type { DateValue } from '@chakra-ui/react';
import { Calendar } from 'lucide-react';
import type { Day } from './delivery-window.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const toValue = (d: Day): DateValue => parseDate(`${d.year}-${pad(d.month)}-${pad(d.day)}`);

export function DateField({ label, value, onChange }: { label: string; value: Day | null; onChange: (day: Day | null) => void }) {
  return (
    <DatePicker.Root
      size={{ base: 'md', md: 'sm' }}
      value={value ? [toValue(value)] : []}
      onValueChange={(e) => {
        const picked = e.value[0];
        onChange(picked ? { year: picked.year, month: picked.month, day: picked.day } : null);
      }}
      // Inside the popover: render the calendar in place, so a click on it is not a click outside the popover.
      positioning={{ strategy: 'fixed' }}
    >
      <DatePicker.Label>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input aria-label={label} />
        <DatePicker.IndicatorGroup>
          {/* The whole end of the field on phones, so the calendar button is a 40 px target. */}
          <DatePicker.Trigger aria-label={`Open calendar for ${label.toLowerCase()}`} minW={{ base: '10', md: 'auto' }} h={{ base: '10', md: 'auto' }}>
            <Calendar size={16} />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}
