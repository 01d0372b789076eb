// The hearing list: a TX/LA state selector, a committee search (case-insensitive), and the
// state's hearings newest first with committee, date and chamber. Hovering or focusing a hearing
// starts loading its transcript, so that opening it is quick.
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetCommittees } from '../../api/gen/client/bill/bill';
import type { Video } from '../../api/gen/model';
import { LoadFailure } from '../../components/alert';
import { formatDate, plural } from '../../lib/format';
import type { HearingState } from '../../lib/hearing-states';
import { draftHearings, draftUser, hearingKey } from '../../lib/transcript-drafts';
import { stateName } from '../../lib/us-states';
import { transcriptQuery } from './queries';

interface Props {
  states: readonly HearingState[];
  state: HearingState;
  query: string;
}

function newestFirst(videos: readonly Video[]): Video[] {
  return [...videos].sort((a, b) => b.Date.localeCompare(a.Date) || b.VideoID - a.VideoID);
}

export function HearingList({ states, state, query }: Props) {
  const navigate = useNavigate({ from: '/transcripts' });
  const queryClient = useQueryClient();
  const { user } = useRouteContext({ from: '/_app' });
  const hearings = useGetCommittees(state);
  // The box keeps its own text: drawn from the URL, which follows a keystroke a little later, it
  // would put the caret back at the end under the user's typing. The URL's text is taken only
  // when it is not one the box wrote (back, forward, a link).
  const [text, setText] = useState(query);
  const written = useRef<string[]>([]);
  useEffect(() => {
    const at = written.current.indexOf(query);
    if (at >= 0) {
      written.current.splice(0, at + 1);
    } else {
      written.current = [];
      setText(query);
    }
  }, [query]);
  const type = (value: string) => {
    setText(value);
    written.current.push(value);
    void navigate({ search: { state, q: value || undefined }, replace: true });
  };
  const needle = text.trim().toLowerCase();
  const rows = useMemo(
    () => newestFirst(hearings.data ?? []).filter((v) => v.Committee.toLowerCase().includes(needle)),
    [hearings.data, needle],
  );
  const drafts = useMemo(() => draftHearings(draftUser(user)), [user]);
  const prefetch = (id: number) => void queryClient.prefetchQuery(transcriptQuery(state, id));

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Transcripts</h1>
          <p>Pick a hearing to correct its transcript beside the video.</p>
        </div>
      </header>

      <search className="toolbar tr-filters" aria-label="Hearings">
        <div className="field">
          <label htmlFor="tr-state">State</label>
          <select
            id="tr-state"
            className="select"
            value={state}
            onChange={(e) =>
              navigate({ search: { state: e.target.value as HearingState, q: text || undefined } })
            }
          >
            {states.map((s) => (
              <option key={s} value={s}>
                {s} — {stateName(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field tr-search">
          <label htmlFor="tr-query">Committee</label>
          <input
            id="tr-query"
            className="input"
            type="search"
            placeholder="Search by committee name"
            autoComplete="off"
            value={text}
            onChange={(e) => type(e.target.value)}
          />
        </div>
      </search>

      <section className="card tr-hearings" aria-labelledby="tr-hearings-title">
        <div className="tr-hearings-head">
          <h2 id="tr-hearings-title">{stateName(state)} hearings</h2>
          {hearings.isSuccess && (
            <p role="status" className="tr-muted">
              {needle
                ? `${plural(rows.length, 'hearing')} match “${text.trim()}”`
                : `${plural(rows.length, 'hearing')}, newest first`}
            </p>
          )}
        </div>
        {hearings.isPending && (
          <p role="status" className="tr-loading">
            <span className="spinner" aria-hidden="true" /> Loading hearings…
          </p>
        )}
        {hearings.isError && (
          <LoadFailure
            what="the hearings"
            error={hearings.error}
            onRetry={() => void hearings.refetch()}
            className="tr-list-error"
          />
        )}
        {hearings.isSuccess &&
          (rows.length === 0 ? (
            <p className="tr-empty">
              {needle
                ? `No ${state} hearing’s committee matches “${text.trim()}”.`
                : `No ${state} hearings yet.`}
            </p>
          ) : (
            <table className="data-table tr-hearing-table" aria-labelledby="tr-hearings-title">
              <thead>
                <tr>
                  <th scope="col">Committee</th>
                  <th scope="col">Date</th>
                  <th scope="col">Chamber</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((v) => (
                  <tr key={v.VideoID}>
                    <td>
                      <Link
                        to="/transcripts"
                        search={{ state, q: text || undefined, video: v.VideoID }}
                        className="tr-hearing-link"
                        onMouseEnter={() => prefetch(v.VideoID)}
                        onFocus={() => prefetch(v.VideoID)}
                      >
                        {v.Committee}
                      </Link>
                      {drafts.has(hearingKey(state, v.VideoID)) && (
                        <span className="tr-badge">Unsaved draft</span>
                      )}
                    </td>
                    <td>
                      <time dateTime={v.Date}>{formatDate(v.Date)}</time>
                    </td>
                    <td>{v.Chamber}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </section>
    </div>
  );
}
