// When the route's vehicle leaves its first stop: 'now' until set. The optimizer counts arrivals from it.
import { Field, Input } from '@chakra-ui/react';
import './planner-page.css';
import { memo, useState } from 'react';
import { notify } from '../../components/toaster.tsx';
import { fromLocalInput, toLocalInput } from './delivery-window.ts';
import { Button } from '../../components/Button.tsx';

interface Props {
  departAt: string | null;
  onChange: (departAt: string | null) => void;
  /** While the route loads: the field holds its place, so the page does not move when it comes. */
  disabled?: boolean;
}

export const DepartureField = memo(function DepartureField({ departAt, onChange, disabled = false }: Props) {
  const [text, setText] = useState(toLocalInput(departAt));
  // Another route, another tab or the Now button changed the stored value: show it.
  const [shown, setShown] = useState(departAt);
  if (shown !== departAt) {
    setShown(departAt);
    setText(toLocalInput(departAt));
  }

  function commit() {
    if (text === '') {
      if (departAt !== null) onChange(null);
      return;
    }
    const iso = fromLocalInput(text);
    if (iso === null) {
      setText(toLocalInput(departAt));
      return notify('error', 'Invalid Departure', 'Please set a valid departure date and time');
    }
    if (iso !== departAt) onChange(iso);
  }

  return (
    <Field.Root disabled={disabled}>
      <div className="route-setting">
        <Field.Label mb="0">Departure</Field.Label>
        <Input
          type="datetime-local"
          size={{ base: 'md', md: 'sm' }}
          w="auto"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          aria-describedby="departure-now"
        />
        {departAt === null ? (
          <p id="departure-now" className="route-setting-note">
            Leaving now
          </p>
        ) : (
          <Button id="departure-now" size={{ base: 'md', md: 'sm' }} variant="ghost" onClick={() => onChange(null)}>
            Leave now instead
          </Button>
        )}
      </div>
    </Field.Root>
  );
});
