// Run Tools (SPEC §2): start a state's data jobs by date, by bill or for metadata dates. One job
// at a time; the status line says what happened, and the run log keeps this sign-in's jobs.
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../api/fetcher';
import { runBill, runDate, runMetadataDates } from '../../api/gen/client/bill/bill';
import type { RunBillRequest, RunDateRequest, RunMetadataDatesRequest } from '../../api/gen/model';
import { userOf } from '../../api/session';
import { Alert } from '../../components/alert';
import { StateSelect } from '../../components/state-select';
import { amendKept, keepIfSessionEnds, takeKept } from '../../lib/kept-input';
import { readTabDraft, stringFields, writeTabDraft } from '../../lib/tab-draft';
import { chosenState } from '../../lib/url-state';
import { useStateInAddress } from '../../lib/use-state-in-address';
import { appendLog } from './run-log';
import { RunLogPanel } from './run-log-panel';
import {
  buildRequest,
  failureLine,
  type JobKind,
  type RunField,
  type RunForm,
  successLine,
} from './run-tools-rules';
import { VersionInstructions } from './version-instructions';
import './run-tools.css';
import { FocusKeepingButton } from '../../components/focus-keeping-button';

type Status =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'loading'; job: JobKind }
  | { kind: 'success'; job: JobKind; answer: unknown }
  | { kind: 'error'; job: JobKind; message: string }
  /** The input given back after a session that ended without the user (and the job then asked for). */
  | { kind: 'kept'; job: JobKind | null; refused: boolean };

const JOB_NAMES: Record<JobKind, string> = {
  runDate: 'Run Date',
  runBill: 'Run Bill',
  runMetadataDates: 'Run Metadata Dates',
};

const CALLS: Record<JobKind, (body: never) => Promise<unknown>> = {
  runDate: (body: RunDateRequest) => runDate(body),
  runBill: (body: RunBillRequest) => runBill(body),
  runMetadataDates: (body: RunMetadataDatesRequest) => runMetadataDates(body),
};

const EMPTY: Omit<RunForm, 'state'> = { session: '', date: '', billNumber: '', startDate: '', endDate: '' };

interface KeptRun {
  fields: Omit<RunForm, 'state'>;
  /** The job whose call was on its way when the session ended. */
  job: JobKind | null;
  /** Its call was refused for the session (401, checked before anything runs): it did not start. */
  refused?: boolean;
}
const SCREEN = 'run-tools';

function keptRun(user: string): KeptRun | null {
  const kept = takeKept(SCREEN, user) as Partial<KeptRun> | null;
  if (!kept?.fields || typeof kept.fields !== 'object') return null;
  return {
    fields: stringFields(EMPTY, kept.fields),
    job: kept.job && kept.job in JOB_NAMES ? kept.job : null,
    refused: kept.refused === true,
  };
}

const anythingTyped = (fields: Readonly<Record<string, string>>) =>
  Object.values(fields).some((v) => v !== '');

function keptLine(job: JobKind | null, refused: boolean): string {
  if (!job) return 'Your input is back: your session ended before it was used.';
  return refused
    ? `Your session had ended, so ${JOB_NAMES[job]} was refused and did not start. Your input is back: start it again.`
    : `Your session ended before ${JOB_NAMES[job]} was answered, so it may not have started. Your input is back: start it again if it is not running.`;
}

export function RunToolsPage() {
  const { user } = useRouteContext({ from: '/_app' });
  const search = useSearch({ from: '/_app/run-tools' });
  const navigate = useNavigate({ from: '/run-tools' });
  const states = user.stateConfigs;
  const state = chosenState(search.state, states) ?? '';
  useStateInAddress(state || undefined);

  const who = userOf(user);
  const [kept] = useState(() => keptRun(who));
  const [fields, setFields] = useState(() => kept?.fields ?? stringFields(EMPTY, readTabDraft(SCREEN)));
  // What is typed outlives a trip to another screen and a reload (src/lib/tab-draft.ts).
  useEffect(() => writeTabDraft(SCREEN, anythingTyped(fields) ? fields : null), [fields]);
  const [problems, setProblems] = useState<Partial<Record<RunField, string>>>({});
  const [status, setStatus] = useState<Status>(
    kept ? { kind: 'kept', job: kept.job, refused: kept.refused === true } : { kind: 'idle' },
  );
  // Read when the session ends, before this screen learns of it: the job on its way, what was typed.
  const inFlight = useRef<JobKind | null>(null);
  // The job whose call was refused for the session: known either before what is kept is written
  // or after (then written into it).
  const refused = useRef<JobKind | null>(null);
  const typed = useRef(fields);
  typed.current = fields;
  useEffect(
    () =>
      keepIfSessionEnds(SCREEN, who, (): KeptRun | null =>
        inFlight.current || refused.current || anythingTyped(typed.current)
          ? {
              fields: typed.current,
              job: inFlight.current ?? refused.current,
              refused: refused.current !== null,
            }
          : null,
      ),
    [who],
  );
  const [showHelp, setShowHelp] = useState(false);
  const busy = status.kind === 'loading';
  const id = useId();
  const inputs = useRef<Partial<Record<RunField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const set = (name: Exclude<RunField, 'state'>, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setProblems(({ [name]: _, ...rest }) => rest);
  };
  const setState = (next: string) => {
    setProblems(({ state: _, billNumber: __, ...rest }) => rest);
    void navigate({ search: { state: next }, replace: true });
  };

  async function start(job: JobKind) {
    const built = buildRequest(job, { state, ...fields });
    if (!built.ok) {
      setProblems(built.fields);
      setStatus({ kind: 'invalid', message: built.message });
      const first = (Object.keys(built.fields) as RunField[])[0];
      if (first) inputs.current[first]?.focus();
      return;
    }
    setProblems({});
    setStatus({ kind: 'loading', job });
    const { state: jobState, ...parameters } = built.body;
    const logged = { job, state: jobState, parameters: { state: jobState, ...parameters } };
    inFlight.current = job;
    try {
      const answer = await CALLS[job](built.body as never);
      setStatus({ kind: 'success', job, answer });
      appendLog({ ...logged, at: new Date().toISOString(), answer });
    } catch (err) {
      if (err instanceof ApiRequestError && err.kind === 'session') {
        refused.current = job;
        amendKept(SCREEN, (page) => ({ ...(page as KeptRun), job, refused: true }));
      }
      const message = errorMessage(err);
      setStatus({ kind: 'error', job, message });
      appendLog({ ...logged, at: new Date().toISOString(), error: message });
    } finally {
      inFlight.current = null;
    }
  }

  const field = (
    name: Exclude<RunField, 'state'>,
    label: string,
    type: 'text' | 'date',
    extra: object = {},
    /** The job that Enter in this field starts (its own box's button), as a form's Enter would. */
    enter?: JobKind,
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        ref={(el) => {
          inputs.current[name] = el;
        }}
        className="input"
        type={type}
        value={fields[name]}
        onChange={(e) => set(name, e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !enter || e.nativeEvent.isComposing) return;
          e.preventDefault();
          if (!busy) void start(enter);
        }}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${id}-${name}-problem` : undefined}
        autoComplete="off"
        spellCheck={false}
        {...extra}
      />
      {problems[name] && (
        <span id={`${id}-${name}-problem`} className="field-error">
          {problems[name]}
        </span>
      )}
    </div>
  );

  const button = (job: JobKind) => (
    <FocusKeepingButton className="btn btn-primary" inactive={busy} onClick={() => void start(job)}>
      {status.kind === 'loading' && status.job === job && <span className="spinner" aria-hidden="true" />}
      {JOB_NAMES[job]}
    </FocusKeepingButton>
  );

  return (
    <div className="page run-tools">
      <header className="page-header">
        <div>
          <h1>Run Tools</h1>
          <p>Start a state’s data jobs: by date, by bill, or the metadata dates of a session.</p>
        </div>
      </header>

      <section className="card run-form" aria-label="Job parameters">
        <div className="run-common">
          <div className="field">
            <label htmlFor={`${id}-state`}>State</label>
            <StateSelect
              id={`${id}-state`}
              ref={(el) => {
                inputs.current.state = el;
              }}
              states={states}
              value={state}
              onChange={setState}
              aria-invalid={problems.state ? true : undefined}
            />
          </div>
          {field('session', 'Session', 'text', { placeholder: '123 or 45R' })}
          <div className="run-help-toggle">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-expanded={showHelp}
              aria-controls={`${id}-help`}
              disabled={!state}
              onClick={() => setShowHelp((v) => !v)}
            >
              {showHelp ? 'Hide Instructions' : `Show ${state} Instructions`}
            </button>
          </div>
        </div>
        {showHelp && state && <VersionInstructions id={`${id}-help`} state={state} />}

        <div className="run-jobs">
          <fieldset className="run-job">
            <legend>By date</legend>
            {field('date', 'Run date', 'date', {}, 'runDate')}
            {button('runDate')}
          </fieldset>
          <fieldset className="run-job">
            <legend>By bill</legend>
            {field('billNumber', 'Bill number', 'text', { placeholder: 'HB100FH00, SB3FIL' }, 'runBill')}
            {button('runBill')}
          </fieldset>
          <fieldset className="run-job">
            <legend>Metadata dates</legend>
            <div className="run-range">
              {field('startDate', 'Start date (optional)', 'date', {}, 'runMetadataDates')}
              {field('endDate', 'End date (optional)', 'date', {}, 'runMetadataDates')}
            </div>
            {button('runMetadataDates')}
          </fieldset>
        </div>

        <StatusLine status={status} />
      </section>

      <RunLogPanel />
    </div>
  );
}

// The status line (SPEC §2): 'Loading...', then the info line or the error line. The status
// region stays in place so that screen readers announce its changes; failures are alerts.
function StatusLine({ status }: { status: Status }) {
  const line = status.kind === 'success' ? successLine(status.job, status.answer) : null;
  return (
    <div className="run-status-area">
      <div role="status">
        {status.kind === 'loading' && (
          <Alert tone="info">
            <span className="spinner" aria-hidden="true" />
            Loading...
          </Alert>
        )}
        {line && (
          <Alert tone="success">
            <span>
              {line.lead}
              <code className="run-json">{line.json}</code>
            </span>
          </Alert>
        )}
      </div>
      {status.kind === 'kept' && (
        <Alert tone="info" role="status">
          {keptLine(status.job, status.refused)}
        </Alert>
      )}
      {status.kind === 'invalid' && (
        <Alert tone="error" role="alert">
          {status.message}
        </Alert>
      )}
      {status.kind === 'error' && (
        <Alert tone="error" role="alert" as="div" className="run-error">
          <strong>{failureLine(status.job)}</strong>
          <span>{status.message}</span>
        </Alert>
      )}
    </div>
  );
}
