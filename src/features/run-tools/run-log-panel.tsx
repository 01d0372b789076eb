// The run log of this sign-in: every job started from Run Tools, newest first, each copyable as
// JSON (and the whole log at once), so an answer can be pasted into a ticket.
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/fetcher';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { formatClockTime, formatDateTime } from '../../lib/format';
import { clearLog, type RunLogEntry, readLog, restoreLog, subscribeLog } from './run-log';
import { JOB_NAMES } from './run-tools-rules';

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`Copied ${what} as JSON`);
  } catch (err) {
    toast.error(`Could not copy ${what}: ${errorMessage(err)}`);
  }
}

function Parameters({ entry }: { entry: RunLogEntry }) {
  const shown = Object.entries(entry.parameters).filter(([k]) => k !== 'state');
  return (
    <dl className="run-params">
      {shown.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v === null ? 'null' : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

const jobIdOf = (e: RunLogEntry): string | undefined => {
  const id = (e.answer as { jobId?: unknown } | undefined)?.jobId;
  return typeof id === 'string' ? id : undefined;
};

function Outcome({ entry }: { entry: RunLogEntry }) {
  if (entry.error !== undefined) return <span className="run-log-error">Error: {entry.error}</span>;
  const a = (entry.answer ?? {}) as { jobId?: unknown; status?: unknown; message?: unknown };
  return (
    <span>
      <code>{String(a.jobId ?? '')}</code> {String(a.status ?? '')}
      {typeof a.message === 'string' && <span className="run-log-message">{a.message}</span>}
    </span>
  );
}

function clear(): void {
  const cleared = readLog();
  clearLog();
  toast('Run log cleared', { action: { label: 'Undo', onClick: () => restoreLog(cleared) } });
}

export function RunLogPanel() {
  const entries = useSyncExternalStore(subscribeLog, readLog, readLog);
  return (
    <section className="card run-log" aria-labelledby="run-log-title">
      <header className="run-log-header">
        <div>
          <h2 id="run-log-title">Run log</h2>
          <p className="field-hint">The jobs you started in this sign-in, newest first.</p>
        </div>
        <div className="toolbar">
          <button
            type="button"
            className="btn btn-sm"
            disabled={entries.length === 0}
            onClick={() => void copy(JSON.stringify(entries, null, 2), 'the run log')}
          >
            Copy all as JSON
          </button>
          {/* The focus stays on it once the log is empty; Undo in its toast brings the log back. */}
          <FocusKeepingButton
            className="btn btn-sm btn-ghost"
            inactive={entries.length === 0}
            onClick={clear}
          >
            Clear log
          </FocusKeepingButton>
        </div>
      </header>
      {entries.length === 0 ? (
        <p className="run-log-empty">No jobs started yet in this sign-in.</p>
      ) : (
        <div className="run-log-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Job</th>
                <th scope="col">State</th>
                <th scope="col">Parameters</th>
                <th scope="col">Answer</th>
                <th scope="col">
                  <span className="visually-hidden">Copy</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className={e.error !== undefined ? 'run-log-failed' : undefined}>
                  <td>
                    <time dateTime={e.at} title={formatDateTime(e.at)}>
                      {formatClockTime(new Date(e.at))}
                    </time>
                  </td>
                  <td>{JOB_NAMES[e.job]}</td>
                  <td>{e.state}</td>
                  <td>
                    <Parameters entry={e} />
                  </td>
                  <td>
                    <Outcome entry={e} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm"
                      aria-label={`Copy JSON of ${jobIdOf(e) ?? 'the failed job'} at ${formatClockTime(new Date(e.at))}`}
                      onClick={() => void copy(JSON.stringify(e, null, 2), 'the job')}
                    >
                      Copy JSON
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
