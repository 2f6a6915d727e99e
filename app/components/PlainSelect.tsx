// A native select in plain elements styled by plain-select.css as Chakra's NativeSelect (outline) drew it. Chakra's
// NativeSelect resolved its slot recipe and emotion styles on each render (three styled parts; the planner renders
// several times as it opens, issue 33), for what the browser's select does alone. Inside a Chakra Field.Root it
// takes the field's id, disabled state and descriptions, as NativeSelect.Field did, so Field.Label names it.
import { useFieldContext } from '@chakra-ui/react';
import type { SelectHTMLAttributes } from 'react';
import './plain-select.css';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** 'sm' is 36 px high; 'responsive' is md (40 px, for a finger) below 48rem and sm from 48rem. */
  size?: 'sm' | 'responsive';
  /** A class on the wrapper, for a place's own look (region-picker.css). */
  rootClassName?: string;
}

export function PlainSelect({ size = 'sm', rootClassName, disabled, className, children, ...rest }: Props) {
  const field = useFieldContext();
  const off = Boolean(field?.disabled ?? disabled);
  return (
    <div className={rootClassName ? `plain-select ${rootClassName}` : 'plain-select'} data-size={size}>
      <select {...field?.getSelectProps()} disabled={off} {...rest} className={className ? `plain-select-field ${className}` : 'plain-select-field'}>
        {children}
      </select>
      <div className="plain-select-indicator" data-disabled={off || undefined}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}
