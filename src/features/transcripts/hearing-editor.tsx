// Loads what the editor needs (the hearing from the state's list, for its video and title; the
// transcript) and says so, in words, when either fails.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../api/fetcher';
import { useGetCommittees } from '../../api/gen/client/bill/bill';
import { transcriptQuery } from './queries';
import type { TranscriptState } from './states';
import { TranscriptEditor } from './transcript-editor';

interface Props {
  state: TranscriptState;
  id: number;
}

export function HearingEditor({ state, id }: Props) {
  const hearings = useGetCommittees(state);
  const transcript = useQuery(transcriptQuery(state, id));
  const navigate = useNavigate({ from: '/transcripts' });
  const back = () => void navigate({ search: (s) => ({ state: s.state, q: s.q }) });
  const video = hearings.data?.find((v) => v.VideoID === id);

  if (hearings.isSuccess && transcript.isSuccess && video) {
    return <TranscriptEditor state={state} video={video} base={transcript.data.transcript} onBack={back} />;
  }

  const failed = hearings.isError ? hearings : transcript.isError ? transcript : null;
  return (
    <div className="page">
      <div>
        <button type="button" className="btn" onClick={back}>
          ← Back to Search
        </button>
      </div>
      {failed ? (
        <div role="alert" className="alert alert-error tr-list-error">
          <span>
            Could not load this hearing's {failed === hearings ? 'details' : 'transcript'}:{' '}
            {errorMessage(failed.error)}
          </span>
          <button type="button" className="btn btn-sm" onClick={() => void failed.refetch()}>
            Try again
          </button>
        </div>
      ) : hearings.isSuccess && !video ? (
        <p role="alert" className="alert alert-error">
          There is no {state} hearing with video {id}.
        </p>
      ) : (
        <p role="status" className="tr-loading">
          <span className="spinner" aria-hidden="true" /> Loading the hearing…
        </p>
      )}
    </div>
  );
}
