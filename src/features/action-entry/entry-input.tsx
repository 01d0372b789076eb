// One Action Entry field: its label, its input and (for text fields) a clear button. The clear
// buttons are left out of the tab order so that Tab walks field to field; Esc clears the field
// from the keyboard instead.
import { type KeyboardEvent, useId } from 'react';
import { type EntryField, fieldProblem, hasClearButton } from './entry-fields';

/** Empties a field as typing would, so that the browser's own Undo (Ctrl+Z) brings the text back:
 * Esc is pressed by reflex, and what it cleared must not be gone for good. Where the browser does
 * not edit that way, the value is set instead. */
function clearAsTyped(el: HTMLInputElement | HTMLTextAreaElement | null, set: (value: string) => void) {
  if (!el) return set('');
  el.focus();
  el.select();
  // execCommand is the one way to edit a field through the browser's undo history.
  if (!document.execCommand('delete')) set('');
}

interface EntryInputProps {
  field: EntryField;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export function EntryInput({ field, value, onChange, onKeyDown }: EntryInputProps) {
  const id = useId();
  const problem = fieldProblem(field, value);
  const common = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    'data-entry-field': field.key,
    autoComplete: 'off',
    spellCheck: field.kind === 'multiline',
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (e.key === 'Escape' && hasClearButton(field) && value) {
        e.preventDefault();
        clearAsTyped(e.currentTarget, onChange);
        return;
      }
      onKeyDown(e);
    },
  };
  return (
    <div className={field.span ? `field entry-field entry-span-${field.span}` : 'field entry-field'}>
      <label htmlFor={id}>{field.label}</label>
      <div className="entry-control">
        {field.kind === 'multiline' ? (
          <textarea {...common} className="textarea" rows={3} />
        ) : (
          <input
            {...common}
            className="input"
            type={field.kind === 'date' || field.kind === 'time' ? field.kind : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
          />
        )}
        {hasClearButton(field) && (
          <button
            type="button"
            className="entry-clear"
            tabIndex={-1}
            aria-label={`Clear ${field.label}`}
            title={`Clear ${field.label} (Esc)`}
            disabled={!value}
            onClick={() =>
              clearAsTyped(
                document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null,
                onChange,
              )
            }
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
