// Update State Links (SPEC §2): load a state's source links, pick a column, paste its new link.
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { loadCrawlLinks } from '../../api/gen/client/crawl/crawl';
import type { CrawlLinks } from '../../api/gen/model';
import { Alert } from '../../components/alert';
import { StateSelect } from '../../components/state-select';
import { plural } from '../../lib/format';
import { hasHearingStates } from '../../lib/hearing-states';
import { stateName, US_STATES } from '../../lib/us-states';
import { LinkEditor } from './link-editor';
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
  return <LinkFinder />;
}

function LinkFinder() {
  const search = useSearch({ from: '/_app/link-finder' });
  const navigate = useNavigate({ from: '/link-finder' });
  const state = search.state ?? 'TX';
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const [data, setData] = useState<CrawlLinks | null>(null);
  const [column, setColumn] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const latest = useRef(0);
  const id = useId();

  async function loadLinks() {
    if (!state) {
      setLoad({ kind: 'error', message: 'Select a state to load its links.' });
      return;
    }
    const request = ++latest.current;
    setLoad({ kind: 'loading' });
    try {
      const links = await loadCrawlLinks({ state });
      if (request !== latest.current) return; // a later Load Links won
      // The same state loaded again keeps the column chosen, and the new link typed for it.
      const again = data?.state === links.state;
      setData(links);
      setColumn((c) => (again && linkColumns(links).includes(c) ? c : ''));
      // Said in the status line: the focus stays on Load Links, so the table appearing is not heard.
      const count = linkColumns(links).length;
      setLoad({ kind: 'loaded', message: `Loaded ${plural(count, 'link')} of ${stateName(links.state)}.` });
    } catch (err) {
      if (request === latest.current) setLoad({ kind: 'error', message: crawlErrorText(err) });
    }
  }

  // Into the table only when it still shows the state the link was stored for.
  const stored = (state: string, key: string, url: string) =>
    setData((d) => (d?.state === state ? { ...d, [key]: url } : d));
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
              blankLabel="--Select a State--"
              value={state}
              onChange={(s) => void navigate({ search: { state: s }, replace: true })}
            />
          </div>
          <FocusKeepingButton className="btn btn-primary" inactive={loading} onClick={() => void loadLinks()}>
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
            focusRequest={focusRequest}
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
    </div>
  );
}
