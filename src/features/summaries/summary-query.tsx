// The Summary page's query: state, type, session, bill ID (Get Versions), then the version (Fetch
// Summary). Enter in a text field gets the versions.
import { useId } from 'react';
import type { SummaryType } from '../../api/gen/model';
import { Alert } from '../../components/alert';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { StateSelect } from '../../components/state-select';
import type { FieldName, SummaryForm } from './summary-rules';

export type QueryStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'info'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; lines: string[] };

interface SummaryQueryProps {
  form: SummaryForm;
  states: readonly string[];
  versions: string[] | null;
  problems: Partial<Record<FieldName, string>>;
  status: QueryStatus;
  onState: (state: string) => void;
  onField: (name: 'type' | 'session' | 'billId' | 'version', value: string) => void;
  onGetVersions: () => void;
  onFetch: () => void;
  versionRef: React.Ref<HTMLSelectElement>;
  fetchRef: React.Ref<HTMLButtonElement>;
  fieldRefs: Record<'billId' | 'session', React.Ref<HTMLInputElement>>;
}

export function SummaryQuery(props: SummaryQueryProps) {
  const { form, states, versions, problems, status } = props;
  const id = useId();
  const busy = status.kind === 'loading';
  const described = (name: FieldName) => (problems[name] ? `${id}-${name}-problem` : undefined);
  const problem = (name: FieldName) =>
    problems[name] && (
      <span id={`${id}-${name}-problem`} className="field-error">
        {problems[name]}
      </span>
    );

  return (
    <section className="card summary-query">
      <form
        className="summary-query-row"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) props.onGetVersions();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <StateSelect id={`${id}-state`} states={states} value={form.state} onChange={props.onState} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select
            id={`${id}-type`}
            className="select"
            value={form.type}
            onChange={(e) => props.onField('type', e.target.value as SummaryType)}
          >
            <option value="bill">Bill</option>
            <option value="section">Section</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-session`}>Session</label>
          <input
            id={`${id}-session`}
            ref={props.fieldRefs.session}
            className="input"
            placeholder="123 or 45R"
            autoComplete="off"
            spellCheck={false}
            value={form.session}
            onChange={(e) => props.onField('session', e.target.value)}
            aria-invalid={problems.session ? true : undefined}
            aria-describedby={described('session')}
          />
          {problem('session')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-bill`}>Bill ID</label>
          <input
            id={`${id}-bill`}
            ref={props.fieldRefs.billId}
            className="input"
            placeholder="HB100"
            autoComplete="off"
            spellCheck={false}
            value={form.billId}
            onChange={(e) => props.onField('billId', e.target.value)}
            aria-invalid={problems.billId ? true : undefined}
            aria-describedby={described('billId')}
          />
          {problem('billId')}
        </div>
        <FocusKeepingButton type="submit" className="btn" inactive={busy}>
          Get Versions
        </FocusKeepingButton>
      </form>

      <div className="summary-query-row">
        <div className="field">
          <label htmlFor={`${id}-version`}>Version</label>
          <select
            id={`${id}-version`}
            ref={props.versionRef}
            className="select"
            value={form.version}
            disabled={!versions?.length}
            onChange={(e) => props.onField('version', e.target.value)}
            aria-invalid={problems.version ? true : undefined}
            aria-describedby={described('version')}
          >
            <option value="">{versions ? '--Select a Version--' : 'Get Versions first'}</option>
            {versions?.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
          {problem('version')}
        </div>
        <FocusKeepingButton
          ref={props.fetchRef}
          className="btn btn-primary"
          inactive={busy}
          onClick={props.onFetch}
        >
          Fetch Summary
        </FocusKeepingButton>
      </div>

      <div role="status" className="summary-query-status">
        {status.kind === 'loading' && (
          <span className="summary-loading">
            <span className="spinner" aria-hidden="true" />
            Loading...
          </span>
        )}
        {status.kind === 'info' && <span>{status.message}</span>}
      </div>
      {status.kind === 'invalid' && (
        <Alert tone="error" role="alert">
          {status.message}
        </Alert>
      )}
      {status.kind === 'error' && (
        <Alert tone="error" role="alert" as="div" className="summary-error">
          {status.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      )}
    </section>
  );
}
