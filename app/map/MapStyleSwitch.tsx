// Map View / Satellite View switch; satellite needs imagery only a provider has, so offline it says why not.
// Two native radio buttons in plain elements styled by map-style-switch.css as Chakra's segment group drew them:
// the segment group ran Ark's radio-group machine and resolved its slot recipe on each of the planner's renders as
// the page opened (about 20 ms at 1x of a shared route's load, issue 33), for what the browser's radios do alone
// (arrow keys, one checked, a disabled one skipped).
import { useId } from 'react';
import { Tooltip } from '../components/Tooltip.tsx';
import type { MapStyleId } from './BaseMap.tsx';
import '../components/visually-hidden.css';
import './map-style-switch.css';

const ITEMS: ReadonlyArray<{ value: MapStyleId; label: string }> = [
  { value: 'map', label: 'Map View' },
  { value: 'satellite', label: 'Satellite View' },
];

export function MapStyleSwitch({
  value,
  onChange,
  satelliteAvailable,
}: {
  value: MapStyleId;
  onChange: (style: MapStyleId) => void;
  satelliteAvailable: boolean;
}) {
  const name = useId();
  return (
    <Tooltip content="Satellite imagery needs a map provider; the offline map has roads only." disabled={satelliteAvailable}>
      <span>
        <div role="radiogroup" aria-label="Map style" className="segment-group">
          {ITEMS.map((item) => {
            const checked = item.value === value;
            const disabled = item.value === 'satellite' && !satelliteAvailable;
            return (
              <label key={item.value} className="segment-item" data-state={checked ? 'checked' : 'unchecked'} data-disabled={disabled || undefined}>
                <span>{item.label}</span>
                <input type="radio" className="segment-input visually-hidden" name={name} value={item.value} checked={checked} disabled={disabled} onChange={() => onChange(item.value)} />
              </label>
            );
          })}
        </div>
      </span>
    </Tooltip>
  );
}
