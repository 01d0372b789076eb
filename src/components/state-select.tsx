// A state picker: the given state codes, each shown as 'TX — Texas'. With `blankLabel`, a first
// empty option (the link finder's '--Select a State--'). With `covered`, the states the account
// covers come first, and the others are listed apart and cannot be chosen: the server refuses a
// state the token does not list (decision 0040).
import type { Ref, SelectHTMLAttributes } from 'react';
import { stateName } from '../lib/us-states';

interface StateSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  states: readonly string[];
  value: string;
  onChange: (state: string) => void;
  blankLabel?: string;
  /** The states the account covers, when `states` holds others too. */
  covered?: readonly string[];
  ref?: Ref<HTMLSelectElement>;
}

export function StateSelect({
  states,
  value,
  onChange,
  blankLabel,
  covered,
  className,
  ...rest
}: StateSelectProps) {
  const option = (code: string, refused = false) => (
    <option key={code} value={code} disabled={refused}>
      {code} — {stateName(code)}
    </option>
  );
  const others = covered ? states.filter((code) => !covered.includes(code)) : [];
  return (
    <select
      {...rest}
      className={className ?? 'select'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {blankLabel !== undefined && <option value="">{blankLabel}</option>}
      {covered && others.length > 0 ? (
        <>
          <optgroup label="Your account's states">
            {states.filter((code) => covered.includes(code)).map((code) => option(code))}
          </optgroup>
          <optgroup label="Other states (your account has no access)">
            {others.map((code) => option(code, true))}
          </optgroup>
        </>
      ) : (
        states.map((code) => option(code))
      )}
    </select>
  );
}
