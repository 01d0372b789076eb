// /transcripts (SPEC §2): the TX/LA hearing list, or, with ?video=, the editor of one hearing's
// transcript beside its video. The URL holds the state, the committee search and the open hearing.
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title';
import { HearingEditor } from './hearing-editor';
import { HearingList } from './hearing-list';
import { type TranscriptState, transcriptStatesOf } from './states';
import './transcripts.css';

export function TranscriptsPage() {
  const { user } = useRouteContext({ from: '/_app' });
  const search = useSearch({ from: '/_app/transcripts' });
  const allowed = transcriptStatesOf(user.stateConfigs);
  const first = allowed[0];
  if (!first) {
    return (
      <div className="page">
        <PageTitle screen="Transcripts" />
        <h1>Transcripts</h1>
        <p className="alert alert-info" role="status">
          Hearing transcripts exist for Texas (TX) and Louisiana (LA) only, and your account covers neither.
        </p>
      </div>
    );
  }
  const state: TranscriptState = search.state && allowed.includes(search.state) ? search.state : first;
  if (search.video !== undefined)
    return <HearingEditor key={`${state}:${search.video}`} state={state} id={search.video} />;
  return (
    <>
      <PageTitle screen="Transcripts" />
      <HearingList states={allowed} state={state} query={search.q ?? ''} />
    </>
  );
}
