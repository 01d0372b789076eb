// The Summary page (SPEC §2, /): find a bill's versions, fetch the summary of one version (a bill
// summary, or its section summaries) and edit each in place. Where the spec shows a browser alert,
// the words are shown in the page instead, as alerts that screen readers announce. Edited text is
// not left behind without asking (the console's leave guard), and several edited sections can be
// updated at once, each with its own outcome.
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useEffect, useReducer, useRef, useState } from 'react';
import { getSummary, getVersions, updateSummary } from '../../api/gen/client/bill/bill';
import { userOf } from '../../api/session';
import { Alert } from '../../components/alert';
import { leavesPath, useLeaveGuard } from '../../components/leave-guard/use-leave-guard';
import { Modal } from '../../components/modal/modal';
import { plural } from '../../lib/format';
import { useUnsavedWork } from '../../lib/unsaved-work';
import { chosenState } from '../../lib/url-state';
import { useStateInAddress } from '../../lib/use-state-in-address';
import { orderSections } from './section-order';
import type { EditStatus } from './summary-editor';
import { editsReducer, noEdits, savedText } from './summary-edits';
import { summaryErrorText } from './summary-errors';
import {
  type KeptSummary,
  keepIfSessionEnds,
  keepLookup,
  keptLookup,
  NO_FIELDS,
  type SummaryFields,
  takeKept,
} from './summary-kept';
import { type QueryStatus, SummaryQuery } from './summary-query';
import { type ResultView, SummaryResults } from './summary-results';
import {
  billIdProblem,
  type FieldName,
  formNames,
  MSG,
  type SummaryForm,
  type SummaryRecord,
  sessionProblem,
  shownVersionOf,
  summaryRequest,
  updateRequest,
  versionsRequest,
} from './summary-rules';
import type { BatchState, ItemOutcome } from './update-all';
import './summary.css';
import { LazyLeaveDialog } from '../../components/leave-guard/lazy-leave-dialog';

// Loaded with the first edit (as in the transcript editor): the page opens without dialog code.

type Problems = Partial<Record<FieldName, string>>;

function problemsOf(form: SummaryForm, fields: FieldName[]): Problems {
  const out: Problems = {};
  for (const f of fields) {
    if (f === 'billId') out.billId = billIdProblem(form.billId) ?? undefined;
    if (f === 'session') out.session = sessionProblem(form.session) ?? undefined;
    if (f === 'version') out.version = 'Choose one of the versions.';
  }
  return out;
}

export function SummaryPage() {
  const { user } = useRouteContext({ from: '/_app' });
  const search = useSearch({ from: '/_app/' });
  const navigate = useNavigate({ from: '/' });
  const states = user.stateConfigs;
  const state = chosenState(search.state, states) ?? '';
  useStateInAddress(state || undefined);

  const who = userOf(user);
  // What this user had typed when their session ended without them, back as it was.
  const [kept] = useState(() => takeKept(who));
  // Else the lookup this tab last had here (a trip to another screen, a reload).
  const [lookup] = useState(() => (kept ? null : keptLookup(state)));
  const [fields, setFields] = useState<SummaryFields>(() => kept?.fields ?? lookup?.fields ?? NO_FIELDS);
  const form: SummaryForm = { state, ...fields };
  const [versions, setVersions] = useState<string[] | null>(kept?.versions ?? lookup?.versions ?? null);
  const [versionsStale, setVersionsStale] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<QueryStatus>(() =>
    kept
      ? { kind: 'info', message: 'Your unsaved edits are back: your session ended before they were saved.' }
      : { kind: 'idle' },
  );
  const [edits, dispatch] = useReducer(editsReducer, kept, (k) =>
    k ? { result: k.result, buffers: k.buffers, statuses: {} } : noEdits,
  );
  const { result, buffers, statuses } = edits;
  // The record shown as of now, not as of the last render: an update's answer (or the next item of
  // a batch) may come after another record was fetched.
  const shownRecord = useRef<SummaryRecord | null>(kept?.result.record ?? null);
  const show = (view: ResultView | null) => {
    shownRecord.current = view?.record ?? null;
    dispatch({ type: 'show', result: view });
  };
  const [confirmFetch, setConfirmFetch] = useState(false);
  const [batch, setBatch] = useState<BatchState | null>(null);
  const latest = useRef(0);
  // The Get Versions call on its way (its number in `latest`), if any.
  const versionsCall = useRef(0);
  const versionRef = useRef<HTMLSelectElement>(null);
  // Focus goes to Version once the render that lists (and enables) the versions is committed: a
  // frame callback could run before that render and find the select still disabled.
  const [focusVersion, setFocusVersion] = useState(0);
  useEffect(() => {
    if (focusVersion > 0) versionRef.current?.focus();
  }, [focusVersion]);
  const billRef = useRef<HTMLInputElement>(null);
  const sessionRef = useRef<HTMLInputElement>(null);
  const fetchRef = useRef<HTMLButtonElement>(null);
  // A single version is chosen for the user; focus then goes to Fetch Summary instead.
  const [focusFetch, setFocusFetch] = useState(0);
  useEffect(() => {
    if (focusFetch > 0) fetchRef.current?.focus();
  }, [focusFetch]);

  const unsaved = result !== null && Object.keys(buffers).length > 0;
  // The question before a fetch is about unsaved edits: saved meanwhile, there is nothing to ask.
  if (confirmFetch && !unsaved) setConfirmFetch(false);
  const page = useRef<KeptSummary | null>(null);
  page.current = unsaved && result ? { fields, versions, result, buffers } : null;
  useEffect(() => keepIfSessionEnds(who, () => page.current), [who]);
  useEffect(
    () => keepLookup(state, fields, versionsStale ? null : versions),
    [state, fields, versions, versionsStale],
  );
  useUnsavedWork(unsaved && result ? `the summary of ${result.record.id}` : null);
  const leaving = useLeaveGuard(unsaved, leavesPath);
  // The edited sections, in the order they are shown.
  const changedSections =
    result?.kind === 'section' ? orderSections(result.items).filter((i) => buffers[i.key] !== undefined) : [];

  // A summary emptied (select all, Delete, Ctrl+Enter) would lose its text for good: asked first.
  const [askEmpty, setAskEmpty] = useState<{ what: string; count: number; run: () => void } | null>(null);
  const emptied = (key: string) =>
    (buffers[key] ?? savedText(result, key)).trim() === '' && savedText(result, key).trim() !== '';
  const itemName = (key: string) =>
    result?.kind === 'section'
      ? `section summary ${result.items.find((i) => i.key === key)?.id.trim() || '(no item id)'} of ${result.record.id}`
      : `summary of ${result?.record.id}`;
  const updateAsking = (key: string) => {
    if (emptied(key)) setAskEmpty({ what: `The ${itemName(key)}`, count: 1, run: () => void update(key) });
    else void update(key);
  };
  const updateAllAsking = () => {
    const empty = changedSections.filter((i) => emptied(i.key));
    if (empty.length === 0) void updateAll();
    else
      setAskEmpty({
        what:
          empty.length === 1
            ? `The ${itemName(empty[0]?.key ?? '')}`
            : `${empty.length} section summaries of ${result?.record.id}`,
        count: empty.length,
        run: () => void updateAll(),
      });
  };

  const invalid = (f: SummaryForm, message: string, bad: FieldName[]) => {
    setProblems(problemsOf(f, bad));
    setStatus({ kind: 'invalid', message });
    if (bad[0] === 'session') sessionRef.current?.focus();
    else if (bad[0] === 'billId') billRef.current?.focus();
    else if (bad[0] === 'version') versionRef.current?.focus();
  };

  async function loadVersions(f: SummaryForm) {
    const checked = versionsRequest(f);
    if (!checked.ok) return invalid(f, checked.message, checked.fields);
    setProblems({});
    const request = ++latest.current;
    versionsCall.current = request;
    setStatus({ kind: 'loading' });
    try {
      const list = await getVersions(checked.value);
      if (request !== latest.current) return;
      versionsCall.current = 0;
      setVersions(list);
      setVersionsStale(false);
      const only = list.length === 1 ? (list[0] ?? '') : '';
      // Back to the bill of the result still shown (its edits unsaved, the state changed and put
      // back): its version again, so that the form names it and Update Summary can save it.
      const shownVersion = result && shownVersionOf(result.record, f, list);
      setFields((x) => ({ ...x, version: shownVersion || only }));
      const { id, state: s, session } = checked.value;
      setStatus(
        only
          ? { kind: 'info', message: `1 version of ${id} (${s} ${session}): ${only}, selected.` }
          : list.length
            ? { kind: 'info', message: `${plural(list.length, 'version')} of ${id} (${s} ${session}).` }
            : { kind: 'info', message: `No versions found for ${id} in ${s} session ${session}.` },
      );
      if (only) setFocusFetch((n) => n + 1);
      else if (list.length) setFocusVersion((n) => n + 1);
    } catch (err) {
      if (request !== latest.current) return;
      versionsCall.current = 0;
      setVersions(null);
      setStatus({ kind: 'error', lines: [`Error: ${summaryErrorText(err)}`] });
    }
  }

  async function fetchSummary(discard = false) {
    // A version chosen from another bill's list is no choice for this one.
    const checked = summaryRequest(versionsStale ? { ...form, version: '' } : form);
    if (!checked.ok) return invalid(form, checked.message, checked.fields);
    setProblems({});
    if (unsaved && !discard) {
      setConfirmFetch(true);
      return;
    }
    setConfirmFetch(false);
    const record = checked.value;
    const request = ++latest.current;
    setStatus({ kind: 'loading' });
    try {
      const answer = await getSummary(record);
      if (request !== latest.current) return;
      const view: ResultView | null =
        record.type === 'bill'
          ? typeof answer.summary === 'string'
            ? { record, kind: 'bill', summary: answer.summary }
            : null
          : Array.isArray(answer.summaries)
            ? {
                record,
                kind: 'section',
                items: answer.summaries.map((s, i) => ({ key: String(i), id: s.id, summary: s.summary })),
              }
            : null;
      setBatch(null);
      show(view);
      // Said in the status line: the focus stays on Fetch Summary, so the result appearing is not heard.
      setStatus(
        view ? { kind: 'info', message: fetchedLine(view) } : { kind: 'error', lines: [MSG.notFound] },
      );
    } catch (err) {
      if (request !== latest.current) return;
      setStatus({ kind: 'error', lines: [`Error: ${summaryErrorText(err)}`, MSG.notFound] });
    }
  }

  // Changing the state reloads the lists (SPEC §4): the versions are asked again for the new
  // state; a shown result goes too, unless it holds unsaved edits (then it stays, marked stale).
  const changeState = (next: string) => {
    void navigate({ search: { state: next }, replace: true });
    setVersions(null);
    setFields((x) => ({ ...x, version: '' }));
    setStatus({ kind: 'idle' });
    setConfirmFetch(false);
    if (!unsaved) show(null);
    const f = { ...form, state: next, version: '' };
    // Asked again when they had been (listed, or a result shown from them), whether or not the
    // last state had any: a state put back lists its versions again.
    if (versionsRequest(f).ok && (versions !== null || result !== null)) void loadVersions(f);
  };

  const setField = (name: 'type' | 'session' | 'billId' | 'version', value: string) => {
    setFields((x) => ({ ...x, [name]: value }));
    if (name !== 'type') setProblems(({ [name]: _, ...rest }) => rest);
    // The versions listed are another bill's once its ID or session changes: they are not offered
    // until Get Versions (or a change of state, which asks for them again) lists this bill's.
    if (name !== 'billId' && name !== 'session') return;
    if (versions !== null && !versionsStale) {
      setVersionsStale(true);
      if (status.kind === 'info') setStatus({ kind: 'idle' });
    }
    // Versions on their way are the previous bill's: their answer is not waited for.
    if (versionsCall.current !== 0 && versionsCall.current === latest.current) {
      latest.current++;
      versionsCall.current = 0;
      setStatus({ kind: 'idle' });
    }
  };

  const edit = (key: string, text: string) => dispatch({ type: 'edit', key, text });

  // The outcome of an update for a record no longer shown goes to the query's status line (it names
  // that record), unless that line is busy with a call of its own.
  const reportElsewhere = (next: QueryStatus) =>
    setStatus((now) => (now.kind === 'idle' || now.kind === 'info' ? next : now));

  /** Updates one summary; says what became of it (also shown at the summary itself). */
  async function update(key: string): Promise<{ ok: boolean; message: string }> {
    if (!result) return { ok: false, message: MSG.notFound };
    const text = buffers[key] ?? savedText(result, key);
    const itemId =
      result.kind === 'section' ? (result.items.find((i) => i.key === key)?.id ?? '') : undefined;
    const { record } = result;
    const checked = updateRequest(form, record, text, itemId);
    const setStatusOf = (status: EditStatus) => dispatch({ type: 'status', record, key, status });
    if (!checked.ok) {
      setStatusOf({ kind: 'invalid', message: checked.message });
      return { ok: false, message: checked.message };
    }
    setStatusOf({ kind: 'saving' });
    try {
      const answer = await updateSummary(checked.value);
      // Saved: this text becomes the saved one and its buffer is cleared (SPEC §4), if the record
      // is still shown and the buffer still holds this text (the reducer checks both).
      dispatch({ type: 'saved', record, key, text, message: answer.message });
      if (shownRecord.current !== record) reportElsewhere({ kind: 'info', message: answer.message });
      return { ok: true, message: answer.message };
    } catch (err) {
      const message = `Error: ${summaryErrorText(err)}`;
      setStatusOf({ kind: 'error', message });
      if (shownRecord.current !== record) {
        const what = itemId === undefined ? record.id : `${itemId.trim() || 'No item id'} of ${record.id}`;
        reportElsewhere({ kind: 'error', lines: [`${what}: not updated. ${message}`] });
      }
      return { ok: false, message };
    }
  }

  async function updateAll() {
    const items = changedSections;
    if (items.length === 0 || batch?.running) return;
    const outcomes: ItemOutcome[] = [];
    setBatch({ total: items.length, running: true, outcomes: [] });
    // One after another: the service sees the same order as the user, and a refusal (a lock, a
    // rule) is reported for its item while the others still go.
    const record = result?.record;
    for (const item of items) {
      // Edits discarded for another record are not sent after all.
      if (shownRecord.current !== record) return;
      const outcome = await update(item.key);
      outcomes.push({ key: item.key, label: item.id.trim() || 'No item id', ...outcome });
      if (shownRecord.current !== record) return;
      setBatch({ total: items.length, running: true, outcomes: [...outcomes] });
    }
    setBatch({ total: items.length, running: false, outcomes });
  }

  return (
    <div className="page summary-page">
      <header className="page-header">
        <div>
          <h1>Summary</h1>
          <p>Find a bill’s versions, fetch the summary of one and edit it, or edit its section summaries.</p>
        </div>
      </header>
      <SummaryQuery
        form={form}
        states={states}
        versions={versionsStale ? null : versions}
        problems={problems}
        status={status}
        onState={changeState}
        onField={setField}
        onGetVersions={() => void loadVersions(form)}
        onFetch={() => void fetchSummary()}
        versionRef={versionRef}
        fetchRef={fetchRef}
        fieldRefs={{ billId: billRef, session: sessionRef }}
      />
      {confirmFetch && result && (
        <Alert tone="warning" role="alert" as="div" className="summary-confirm">
          <span>{result.record.id} has unsaved edits. Fetching a summary replaces them.</span>
          <span className="summary-confirm-actions">
            {/* The question goes with its buttons: the focus goes back to the edit (the first one
                edited), or to Fetch Summary, whose outcome is then said as usual. */}
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => {
                document.querySelector<HTMLElement>('.summary-editor[data-edited] textarea')?.focus();
                setConfirmFetch(false);
              }}
            >
              Keep editing
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => {
                fetchRef.current?.focus();
                void fetchSummary(true);
              }}
            >
              Discard edits and fetch
            </button>
          </span>
        </Alert>
      )}
      {result && (
        <SummaryResults
          result={result}
          stale={!formNames(form, result.record)}
          buffers={buffers}
          statuses={statuses}
          onChange={edit}
          onUpdate={updateAsking}
          changed={changedSections.length}
          batch={batch}
          onUpdateAll={updateAllAsking}
        />
      )}
      {askEmpty && (
        <Modal
          open
          role="alertdialog"
          size="sm"
          onClose={() => setAskEmpty(null)}
          title={askEmpty.count === 1 ? 'Save an empty summary?' : 'Save empty summaries?'}
          description={
            <p>
              {askEmpty.what} {askEmpty.count === 1 ? 'would be' : 'would each be'} saved with no text: the
              text {askEmpty.count === 1 ? 'it has' : 'they have'} now is gone for good.
            </p>
          }
          footer={
            <>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  askEmpty.run();
                  setAskEmpty(null);
                }}
              >
                {askEmpty.count === 1 ? 'Save it empty' : 'Save them empty'}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setAskEmpty(null)}
                data-autofocus
              >
                Keep editing
              </button>
            </>
          }
        />
      )}
      {leaving.status === 'blocked' && result && (
        <LazyLeaveDialog
          open
          what={unsavedWhat(result, Object.keys(buffers).length)}
          onStay={() => leaving.reset?.()}
          onLeave={() => leaving.proceed?.()}
        />
      )}
    </div>
  );
}

function fetchedLine(view: ResultView): string {
  const { id, state, session } = view.record;
  return view.kind === 'bill'
    ? `Loaded the summary of ${id} (${state} ${session}).`
    : `Loaded ${plural(view.items.length, 'section summary', 'section summaries')} of ${id} (${state} ${session}).`;
}

function unsavedWhat(result: ResultView, edited: number): string {
  const { id } = result.record;
  if (result.kind === 'bill') return `the summary of ${id}`;
  return edited === 1 ? `a section summary of ${id}` : `${edited} section summaries of ${id}`;
}
