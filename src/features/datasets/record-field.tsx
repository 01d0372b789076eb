// One input of the add/edit form, fitted to its column's type: text, a multi-line textarea,
// numbers and 64-bit numbers as text with a numeric keyboard (so that what is typed is kept and
// checked exactly, never rounded by the browser), date, time, date and time (in the viewer's zone),
// a checkbox.
import type { UseFormRegister } from 'react-hook-form';
import type { ColumnConfig } from '../../api/gen/registry/types';
import { viewerZoneName } from '../../lib/format';
import type { FormValues } from './form-values';

interface Props {
  column: ColumnConfig;
  register: UseFormRegister<FormValues>;
  error?: string;
  required: boolean;
  readOnly: boolean;
  autoFocus: boolean;
}

// In the multi-column form, prose spans the whole row.
const PROSE = /(Title|Description|Caption|Comment|Notes?|Summary|Biography)$/;
export const isWideField = (c: ColumnConfig): boolean => c.type === 'textarea' || PROSE.test(c.key);

const HINTS: Partial<Record<ColumnConfig['type'], () => string>> = {
  bigint: () => '64-bit whole number, kept exactly',
  // Typed and shown in the viewer's zone, as the grid and the record view show times.
  datetime: () => `Your time zone: ${viewerZoneName()}`,
};

export function RecordField({ column: c, register, error, required, readOnly, autoFocus }: Props) {
  const id = `field-${c.key}`;
  const hint = HINTS[c.type]?.();
  const describedBy =
    [readOnly && `${id}-key`, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    'data-autofocus': autoFocus || undefined,
    ...register(c.key),
  };

  if (c.type === 'boolean') {
    return (
      <div className="field field-check">
        <label htmlFor={id}>
          <input type="checkbox" {...common} disabled={readOnly} />
          <span>{c.label}</span>
        </label>
        {error && (
          <span className="field-error" id={`${id}-error`}>
            {error}
          </span>
        )}
      </div>
    );
  }

  let input: React.ReactNode;
  if (c.type === 'textarea') {
    input = <textarea className="textarea" rows={3} readOnly={readOnly} {...common} />;
  } else {
    const kind = {
      date: { type: 'date' },
      time: { type: 'time' },
      datetime: { type: 'datetime-local', step: 1 },
      // An identifier, a year or a code is whole: no decimal point on a phone's keypad.
      number: { type: 'text', inputMode: c.format === 'plain' ? ('numeric' as const) : ('decimal' as const) },
      bigint: { type: 'text', inputMode: 'numeric' as const, className: 'input input-mono' },
    }[c.type as string] ?? { type: 'text' };
    input = (
      <input
        className="input"
        autoComplete="off"
        spellCheck={false}
        readOnly={readOnly}
        {...kind}
        {...common}
      />
    );
  }

  return (
    <div className={isWideField(c) ? 'field field-span-full' : 'field'}>
      <label htmlFor={id}>
        {c.label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
        {readOnly && (
          <span className="field-key-tag" id={`${id}-key`} title="The key cannot be changed">
            key<span className="visually-hidden">: cannot be changed</span>
          </span>
        )}
      </label>
      {input}
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
