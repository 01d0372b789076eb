// A draft found when the hearing opens: offered back, or thrown away. Until the choice is made the
// transcript is read-only, so new edits cannot overwrite the old draft by accident.

import { Alert } from '../../components/alert';
import { formatDateTime, plural } from '../../lib/format';

interface Props {
  edits: number;
  savedAt: string;
  onRestore(): void;
  onDiscard(): void;
}

export function DraftOffer({ edits, savedAt, onRestore, onDiscard }: Props) {
  // An instant, as the grid writes one: the viewer's zone, named (decision 0021).
  const when = Number.isNaN(Date.parse(savedAt)) ? 'earlier' : formatDateTime(savedAt);
  return (
    <Alert tone="info" role="alert" as="div" className="tr-draft">
      <p>
        You have unsaved edits to this hearing from {when} ({plural(edits, 'edit')}). Restore them to keep
        working, or discard them.
      </p>
      <div className="tr-draft-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onRestore}>
          Restore edits
        </button>
        <button type="button" className="btn btn-sm" onClick={onDiscard}>
          Discard draft
        </button>
      </div>
    </Alert>
  );
}

interface ReportProps {
  failed: string[];
  total: number;
  onDismiss(): void;
}

/** Edits of a draft that no longer fit the transcript (it was changed and saved since). */
export function RestoreReport({ failed, total, onDismiss }: ReportProps) {
  return (
    <Alert tone="warning" role="alert" as="div" className="tr-draft">
      <div>
        <p>
          {failed.length} of {plural(total, 'edit')} could not be restored, because the transcript has changed
          since they were made. Redo them by hand:
        </p>
        <ul className="tr-draft-list">
          {failed.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={i}>{f}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn btn-sm" onClick={onDismiss}>
        Dismiss
      </button>
    </Alert>
  );
}
