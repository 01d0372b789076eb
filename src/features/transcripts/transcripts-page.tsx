// /transcripts (SPEC §2): the TX/LA hearing list, or, with ?video=, the editor of one hearing's
// transcript beside its video. The URL holds the state, the committee search and the open hearing.
import { useRouteContext, useSearch } from '@tanstack/react-router';
import { Alert } from '../../components/alert';
import { PageTitle } from '../../components/page-title';
import { hearingStatesOf } from '../../lib/hearing-states';
import { chosenState } from '../../lib/url-state';
import { useStateInAddress } from '../../lib/use-state-in-address';
import { HearingEditor } from './hearing-editor';
import { HearingList } from './hearing-list';
import './transcripts.css';

export function TranscriptsPage() {
  const { user } = useRouteContext({ from: '/_app' });
  const search = useSearch({ from: '/_app/transcripts' });
  const allowed = hearingStatesOf(user.stateConfigs);
  const state = chosenState(search.state, allowed);
  useStateInAddress(state);
  if (!state) {
    return (
      <div className="page">
        <PageTitle screen="Transcripts" />
        <h1>Transcripts</h1>
        <Alert tone="info" role="status">
          Hearing transcripts exist for Texas (TX) and Louisiana (LA) only, and your account covers neither.
        </Alert>
      </div>
    );
  }
  if (search.video !== undefined)
    return <HearingEditor key={`${state}:${search.video}`} state={state} id={search.video} />;
  return (
    <>
      <PageTitle screen="Transcripts" />
      <HearingList states={allowed} state={state} query={search.q ?? ''} />
    </>
  );
}
