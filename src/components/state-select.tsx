// A state picker: the given state codes, each shown as 'TX — Texas'. With `blankLabel`, a first
// empty option (the link finder's '--Select a State--').
import type { Ref, SelectHTMLAttributes } from 'react';
import { stateName } from '../lib/us-states';

interface StateSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  states: readonly string[];
  value: string;
  onChange: (state: string) => void;
  blankLabel?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function StateSelect({ states, value, onChange, blankLabel, className, ...rest }: StateSelectProps) {
  return (
    <select
      {...rest}
      className={className ?? 'select'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {blankLabel !== undefined && <option value="">{blankLabel}</option>}
      {states.map((code) => (
        <option key={code} value={code}>
          {code} — {stateName(code)}
        </option>
      ))}
    </select>
  );
}
