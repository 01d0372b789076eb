// Update State Links (SPEC §2): load a state's source links, pick a column, paste its new link.
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { loadCrawlLinks } from '../../api/gen/client/crawl/crawl';
import type { CrawlLinks } from '../../api/gen/model';
import { sessionUser } from '../../api/session';
import { Alert } from '../../components/alert';
import { LazyLeaveDialog } from '../../components/leave-guard/lazy-leave-dialog';
import { StateSelect } from '../../components/state-select';
import { plural } from '../../lib/format';
import { hasHearingStates } from '../../lib/hearing-states';
import { takeKept } from '../../lib/kept-input';
import { stateName, US_STATES } from '../../lib/us-states';
import { useStateInAddress } from '../../lib/use-state-in-address';
import { KEPT_LINK, type KeptLink, LinkEditor } from './link-editor';
import { crawlErrorText, linkColumns } from './link-rules';
import { LinksTable } from './links-table';
import './link-finder.css';
import { FocusKeepingButton } from '../../components/focus-keeping-button';

const CODES = US_STATES.map((s) => s.code);

type Load =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded'; message: string }
  | { kind: 'error'; message: string };

export function LinkFinderPage() {
  const { user } = useRouteContext({ from: '/_app' });
  // The menu offers this screen only to accounts covering TX or LA (SPEC §2); its address says the
  // same, as Transcripts and Speaker Assignment do, instead of opening on a state the server refuses.
  if (!hasHearingStates(user.stateConfigs)) {
    return (
      <div className="page">
        <h1>Update State Links</h1>
        <Alert tone="info" role="status">
          Updating state links is for accounts that cover Texas (TX) or Louisiana (LA), and your account
          covers neither.
        </Alert>
      </div>
    );
  }
  return <LinkFinder covered={user.stateConfigs} />;
}

function keptLink(): KeptLink | null {
  const kept = takeKept(KEPT_LINK, sessionUser() ?? '') as Partial<KeptLink> | null;
  const ok = (v: unknown): v is string => typeof v === 'string';
  return kept && ok(kept.state) && ok(kept.column) && ok(kept.link) && CODES.includes(kept.state)
    ? { state: kept.state, column: kept.column, link: kept.link }
    : null;
}

function LinkFinder({ covered }: { covered: readonly string[] }) {
  const search = useSearch({ from: '/_app/link-finder' });
  const navigate = useNavigate({ from: '/link-finder' });
  // A state this screen does not offer (?state=ZZ) is not sent: TX is shown, and the address says so.
  const state = search.state === '' || CODES.includes(search.state ?? '') ? (search.state as string) : 'TX';
  useStateInAddress(state);
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const [data, setData] = useState<CrawlLinks | null>(null);
  const [column, setColumn] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const latest = useRef(0);
  const id = useId();
  // A link typed before the session ended: its state's links are loaded again, its column chosen.
  const [kept, setKept] = useState(keptLink);
  // A new link typed and not sent: loading another state's links (which clears it) asks first.
  const [typed, setTyped] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  async function loadLinks(which = state, keepColumn?: string) {
    if (!which) {
      setLoad({ kind: 'error', message: 'Select a state to load its links.' });
      return;
    }
    const request = ++latest.current;
    setLoad({ kind: 'loading' });
    try {
      const links = await loadCrawlLinks({ state: which });
      if (request !== latest.current) return; // a later Load Links won
      // The same state loaded again keeps the column chosen, and the new link typed for it.
      const again = data?.state === links.state;
      setData(links);
      setColumn((c) => {
        const wanted = keepColumn ?? (again ? c : '');
        return linkColumns(links).includes(wanted) ? wanted : '';
      });
      // Said in the status line: the focus stays on Load Links, so the table appearing is not heard.
      const count = linkColumns(links).length;
      setLoad({ kind: 'loaded', message: `Loaded ${plural(count, 'link')} of ${stateName(links.state)}.` });
    } catch (err) {
      if (request === latest.current) setLoad({ kind: 'error', message: crawlErrorText(err) });
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the link kept when the screen opened
  useEffect(() => {
    if (!kept) return;
    if (kept.state !== state) void navigate({ search: { state: kept.state }, replace: true });
    void loadLinks(kept.state, kept.column);
  }, []);

  // Into the table only when it still shows the state the link was stored for.
  const stored = (state: string, key: string, url: string) => {
    setKept(null);
    setData((d) => (d?.state === state ? { ...d, [key]: url } : d));
  };
  const loading = load.kind === 'loading';

  return (
    <div className="page link-finder">
      <header className="page-header">
        <div>
          <h1>Update State Links</h1>
          <p>Load a state’s source links, choose a column and paste its new address.</p>
        </div>
      </header>

      <section className="card link-load">
        <div className="toolbar">
          <div className="field">
            <label htmlFor={`${id}-state`}>State</label>
            <StateSelect
              id={`${id}-state`}
              states={CODES}
              covered={covered}
              blankLabel="--Select a State--"
              value={state}
              onChange={(s) => void navigate({ search: { state: s }, replace: true })}
            />
          </div>
          <FocusKeepingButton
            className="btn btn-primary"
            inactive={loading}
            onClick={() => {
              if (typed && data?.state !== state) {
                setAsking(true);
                return;
              }
              setKept(null);
              void loadLinks();
            }}
          >
            Load Links
          </FocusKeepingButton>
          <div role="status" className="link-status">
            {loading && (
              <span className="link-loading">
                <span className="spinner" aria-hidden="true" />
                Loading...
              </span>
            )}
            {load.kind === 'loaded' && data?.state === state && load.message}
          </div>
          {data && data.state !== state && state && (
            <p className="field-hint link-switch-hint">
              Showing {stateName(data.state)}. Press Load Links to load {stateName(state)}.
            </p>
          )}
        </div>
        {load.kind === 'error' && (
          <Alert tone="error" role="alert">
            {load.message}
          </Alert>
        )}
        {kept && (
          <Alert tone="info" role="status">
            Your new link is back: your session ended before it was sent. Check it and press Update Link.
          </Alert>
        )}
      </section>

      {data && (
        <section className="card link-panel" aria-labelledby={`${id}-links`}>
          <h2 id={`${id}-links`}>
            Links of {stateName(data.state)} ({data.state})
          </h2>
          <LinkEditor
            data={data}
            column={column}
            onColumn={setColumn}
            onStored={stored}
            onTyped={setTyped}
            focusRequest={focusRequest}
            initialLink={kept && data.state === kept.state ? kept.link : undefined}
          />
          <LinksTable
            data={data}
            selected={column}
            onChoose={(key) => {
              setColumn(key);
              setFocusRequest((n) => n + 1);
            }}
          />
        </section>
      )}
      {asking && typed && (
        <LazyLeaveDialog
          open
          what={typed}
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            setKept(null);
            void loadLinks();
          }}
        />
      )}
    </div>
  );
}
