// The fetched summary: one editor for a bill, or one per section in S/P order (SPEC §2). Sections
// whose item id is irregular are kept, last, and marked, so that nothing the service holds is hidden.
import { useEffect, useMemo, useRef } from 'react';
import { Alert } from '../../components/alert';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { focusIsLost } from '../../lib/focus-screen';
import { formatCount } from '../../lib/format';
import { stateName } from '../../lib/us-states';
import { orderSections, parseSectionId } from './section-order';
import { type EditStatus, SummaryEditor } from './summary-editor';
import { type SummaryRecord, staleMessage } from './summary-rules';
import { type BatchState, batchSentence, outcomeLine } from './update-all';

interface SectionView {
  /** Stable key: the item's position in the service's answer (ids may be empty or repeated). */
  key: string;
  id: string;
  summary: string;
}

export type ResultView =
  | { record: SummaryRecord; kind: 'bill'; summary: string }
  | { record: SummaryRecord; kind: 'section'; items: SectionView[] };

interface SummaryResultsProps {
  result: ResultView;
  /** The form no longer names the record shown. */
  stale: boolean;
  buffers: Record<string, string>;
  statuses: Record<string, EditStatus>;
  onChange: (key: string, text: string) => void;
  onUpdate: (key: string) => void;
  /** How many section summaries hold unsaved edits. */
  changed: number;
  /** The last 'Update all changed summaries', while it runs and after. */
  batch: BatchState | null;
  onUpdateAll: () => void;
}

export const BILL_KEY = 'bill';

function SectionLabel({ id }: { id: string }) {
  if (!id.trim()) return <span className="summary-flag">No item id</span>;
  return (
    <>
      <span className="summary-id">{id}</span>
      {!parseSectionId(id) && <span className="summary-flag">irregular id</span>}
    </>
  );
}

export function SummaryResults({
  result,
  stale,
  buffers,
  statuses,
  onChange,
  onUpdate,
  changed,
  batch,
  onUpdateAll,
}: SummaryResultsProps) {
  const { record } = result;
  const ordered = useMemo(() => (result.kind === 'section' ? orderSections(result.items) : []), [result]);
  const editor = (key: string, label: React.ReactNode, saved: string, compact = false) => (
    <SummaryEditor
      key={key}
      label={label}
      saved={saved}
      buffer={buffers[key]}
      status={statuses[key]}
      onChange={(text) => onChange(key, text)}
      onUpdate={() => onUpdate(key)}
      compact={compact}
    />
  );

  return (
    <section className="card summary-results" aria-labelledby="summary-results-title">
      <header className="summary-results-head">
        <h2 id="summary-results-title">
          {result.kind === 'bill'
            ? `Summary of ${record.id}`
            : `Section summaries of ${record.id} (${formatCount(result.items.length)})`}
        </h2>
        <p className="field-hint">
          {stateName(record.state)} ({record.state}), session {record.session}. Ctrl+Enter in a summary
          updates it.
        </p>
      </header>
      {stale && (
        <Alert tone="warning" className="summary-stale">
          {staleMessage(record)}
        </Alert>
      )}
      {result.kind === 'section' && (changed > 1 || batch) && (
        <UpdateAll changed={changed} batch={batch} onUpdateAll={onUpdateAll} />
      )}
      {result.kind === 'bill' && editor(BILL_KEY, 'Summary text', result.summary)}
      {result.kind === 'section' && result.items.length === 0 && (
        <p className="summary-empty">The service holds no section summaries for {record.id}.</p>
      )}
      {result.kind === 'section' && (
        <ol className="summary-sections">
          {ordered.map((item) => (
            <li key={item.key}>{editor(item.key, <SectionLabel id={item.id} />, item.summary, true)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'Update all changed summaries (N)' with several sections edited, and what became of each. */
function UpdateAll({
  changed,
  batch,
  onUpdateAll,
}: {
  changed: number;
  batch: BatchState | null;
  onUpdateAll: () => void;
}) {
  const running = batch?.running ?? false;
  const failed = batch?.outcomes.some((o) => !o.ok) ?? false;
  // A batch that leaves fewer than two edits takes its button away with the focus on it: the focus
  // goes to what became of the batch, not to the top of the page.
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!running && focusIsLost()) outcome.current?.focus();
  }, [running]);
  return (
    <div className="summary-batch">
      {(changed > 1 || running) && (
        <FocusKeepingButton className="btn btn-primary btn-sm" inactive={running} onClick={onUpdateAll}>
          {running && <span className="spinner" aria-hidden="true" />}
          Update all changed summaries ({changed})
        </FocusKeepingButton>
      )}
      <div role="status" className="summary-batch-status">
        {batch && (
          <>
            <p
              ref={outcome}
              tabIndex={-1}
              className={running ? undefined : failed ? 'summary-batch-failed' : 'summary-saved'}
            >
              {batchSentence(batch)}
            </p>
            <ul className="summary-batch-outcomes" aria-label="Update results">
              {batch.outcomes.map((o) => (
                <li key={o.key} className={o.ok ? 'summary-batch-ok' : 'summary-batch-error'}>
                  {outcomeLine(o)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
