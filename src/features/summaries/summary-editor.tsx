// One editable summary: its textarea, its own Update Summary button and what became of the last
// update. The text typed stays until an update of that very text succeeds (then the buffer is
// cleared and the saved text shows), so neither a failure nor a late answer loses it.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Alert } from '../../components/alert';
import { FocusKeepingButton } from '../../components/focus-keeping-button';

export type EditStatus =
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string };

interface SummaryEditorProps {
  label: ReactNode;
  /** The text as the service has it. */
  saved: string;
  /** The edited text, when it differs from the saved one. */
  buffer: string | undefined;
  status: EditStatus | undefined;
  onChange: (text: string) => void;
  onUpdate: () => void;
  /** One row per section: label, text and button side by side. */
  compact?: boolean;
}

// Room for the text as it is, within reason; the textarea can still be resized.
const rowsFor = (text: string, min: number) => Math.min(14, Math.max(min, Math.ceil(text.length / 110) + 1));

export function SummaryEditor({
  label,
  saved,
  buffer,
  status,
  onChange,
  onUpdate,
  compact,
}: SummaryEditorProps) {
  const id = useId();
  const text = buffer ?? saved;
  const edited = buffer !== undefined && buffer !== saved;
  const saving = status?.kind === 'saving';
  return (
    <div
      className={compact ? 'summary-editor summary-editor-compact' : 'summary-editor'}
      data-edited={edited || undefined}
    >
      <div className="summary-editor-head">
        <label id={`${id}-label`} htmlFor={`${id}-text`}>
          {label}
        </label>
        {edited && <span className="summary-edited">Unsaved edit</span>}
      </div>
      <textarea
        id={`${id}-text`}
        className="textarea"
        rows={rowsFor(text, compact ? 2 : 4)}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl+Enter (⌘+Enter) updates this summary without leaving the keyboard.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !saving) {
            e.preventDefault();
            onUpdate();
          }
        }}
        aria-describedby={status && status.kind !== 'saving' ? `${id}-status` : undefined}
      />
      {/* Which summary it updates, for a screen reader among a section list's many such buttons. */}
      <FocusKeepingButton
        className="btn btn-primary btn-sm"
        inactive={saving}
        onClick={onUpdate}
        aria-describedby={`${id}-label`}
      >
        {saving && <span className="spinner" aria-hidden="true" />}
        Update Summary
      </FocusKeepingButton>
      <div role="status" className="summary-editor-status">
        {saving && 'Saving...'}
        {status?.kind === 'saved' && (
          <span id={`${id}-status`} className="summary-saved">
            {status.message}
          </span>
        )}
      </div>
      {(status?.kind === 'invalid' || status?.kind === 'error') && (
        <Alert tone="error" role="alert" id={`${id}-status`} className="summary-editor-error">
          {status.message}
        </Alert>
      )}
    </div>
  );
}
