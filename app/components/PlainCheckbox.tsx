// A native checkbox in a label, styled by plain-checkbox.css as Chakra's Checkbox (solid, size md) drew it. Chakra's
// Checkbox ran Ark's checkbox machine and resolved its slot recipe for four styled parts on each render (the
// planner renders several times as it opens, issue 33), for what the browser's checkbox does alone.
import type { CSSProperties, ReactNode } from 'react';
import './plain-checkbox.css';
import './visually-hidden.css';

interface Props {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The label: the checkbox's accessible name. */
  children: ReactNode;
  style?: CSSProperties;
}

export function PlainCheckbox({ checked, onCheckedChange, disabled = false, children, style }: Props) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <label className="plain-checkbox" data-state={state} data-disabled={disabled || undefined} style={style}>
      <input
        type="checkbox"
        className="plain-checkbox-input visually-hidden"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      />
      <span className="plain-checkbox-control" data-state={state} aria-hidden>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round">
          {checked && <polyline points="20 6 9 17 4 12" />}
        </svg>
      </span>
      <span className="plain-checkbox-label">{children}</span>
    </label>
  );
}
