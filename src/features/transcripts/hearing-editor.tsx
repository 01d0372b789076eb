// One hearing: its header appears as soon as the hearing is known (the state's list is usually
// cached); the editor shows a long transcript's first paragraphs (read-only) as soon as they
// arrive and carries on with the whole transcript when it is here. The player comes right after
// those first words (see `usePlayerAfterWords`). Failures are said in words, with a way to try
// again.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useGetCommittees } from '../../api/gen/client/bill/bill';
import { Alert, LoadFailure } from '../../components/alert';
import { PageTitle } from '../../components/page-title';
import {
  VideoPlayer,
  type VideoPlayerHandle,
  VideoPlayerPlaceholder,
} from '../../components/video-player/video-player';
import { formatDate } from '../../lib/format';
import type { HearingState } from '../../lib/hearing-states';
import { useOpenElsewhere } from '../../lib/open-elsewhere';
import { transcriptQuery, useTranscriptPreview } from './queries';
import { TranscriptEditor } from './transcript-editor';
import type { TranscriptViewHandle } from './transcript-view';
import { useFillViewport } from './use-fill-viewport';
import { usePlayerAfterWords } from './use-player-after-words';

interface Props {
  state: HearingState;
  id: number;
}

function Failure({ what, error, retry }: { what: string; error: unknown; retry(): void }) {
  return (
    <LoadFailure what={`this hearing's ${what}`} error={error} onRetry={retry} className="tr-list-error" />
  );
}

export function HearingEditor({ state, id }: Props) {
  const hearings = useGetCommittees(state);
  const transcript = useQuery(transcriptQuery(state, id));
  const preview = useTranscriptPreview(state, id);
  // The whole transcript, or while it arrives its first paragraphs.
  const base = transcript.isSuccess ? transcript.data.transcript : transcript.isPending ? preview : null;
  const navigate = useNavigate({ from: '/transcripts' });
  const back = () => void navigate({ search: (s) => ({ state: s.state, q: s.q }) });
  const root = useRef<HTMLDivElement>(null);
  const player = useRef<VideoPlayerHandle>(null);
  const view = useRef<TranscriptViewHandle>(null);
  const onTime = useCallback((seconds: number) => view.current?.setPlaybackTime(seconds), []);
  const seek = useCallback((seconds: number) => player.current?.seek(seconds), []);
  const video = hearings.data?.find((v) => v.VideoID === id);
  const elsewhere = useOpenElsewhere(`transcript:${state}:${id}`);
  useFillViewport(root, video !== undefined);
  const playerOn = usePlayerAfterWords(base !== null || transcript.isError);

  if (!video) {
    return (
      <div className="page">
        <PageTitle screen="Transcript" />
        <div>
          <button type="button" className="btn" onClick={back}>
            ← Back to Search
          </button>
        </div>
        {hearings.isError ? (
          <Failure what="details" error={hearings.error} retry={() => void hearings.refetch()} />
        ) : hearings.isSuccess ? (
          <Alert tone="error" role="alert">
            There is no {state} hearing with video {id}.
          </Alert>
        ) : (
          <p role="status" className="tr-loading">
            <span className="spinner" aria-hidden="true" /> Loading the hearing…
          </p>
        )}
      </div>
    );
  }

  return (
    <div ref={root} className="tr-editor">
      <PageTitle screen={`Transcript: ${video.Committee}, ${formatDate(video.Date)}`} />
      <header className="tr-editor-head">
        <button type="button" className="btn" onClick={back}>
          ← Back to Search
        </button>
        <div className="tr-editor-title">
          <h1>{video.Committee}</h1>
          <p className="tr-muted">
            {state} · <time dateTime={video.Date}>{formatDate(video.Date)}</time> · {video.Chamber}
          </p>
        </div>
        <div role="status" className="tr-elsewhere">
          {elsewhere && (
            <Alert tone="warning">
              Also open in another tab: Save All Changes in either replaces the whole transcript saved from
              the other.
            </Alert>
          )}
        </div>
      </header>
      <div className="tr-video">
        {playerOn ? (
          <VideoPlayer
            ref={player}
            src={video.Link}
            title={`${video.Committee}, ${formatDate(video.Date)}`}
            onTime={onTime}
          />
        ) : (
          <VideoPlayerPlaceholder />
        )}
      </div>
      {base ? (
        // One editor for the beginning and then the whole: the words shown stay where they are.
        <TranscriptEditor
          state={state}
          id={id}
          base={base}
          partial={!transcript.isSuccess}
          view={view}
          onSeek={seek}
        />
      ) : (
        <section className="tr-main" aria-label="Transcript editor">
          {transcript.isError ? (
            <Failure what="transcript" error={transcript.error} retry={() => void transcript.refetch()} />
          ) : (
            <p role="status" className="tr-loading">
              <span className="spinner" aria-hidden="true" /> Loading the transcript…
            </p>
          )}
        </section>
      )}
    </div>
  );
}
