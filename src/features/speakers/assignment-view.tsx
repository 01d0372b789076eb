// The split view (SPEC §2): the hearing video with 'Back to Video Selection' on the left, the
// panel 'Speaker Assignment for {committee}' on the right. The player is shared and left as is;
// its time updates reach the panel's group playback through a ref.
import { useCallback, useId, useRef } from 'react';
import { useGetSpeakerSegments } from '../../api/gen/client/speaker/speaker';
import type { Video } from '../../api/gen/model';
import { Alert, LoadFailure } from '../../components/alert';
import { PageTitle } from '../../components/page-title';
import { VideoPlayer, type VideoPlayerHandle } from '../../components/video-player/video-player';
import { formatDate } from '../../lib/format';
import type { HearingState } from '../../lib/hearing-states';
import { useOpenElsewhere } from '../../lib/open-elsewhere';
import { AssignmentPanel } from './assignment-panel';
import type { LockedSpeaker } from './locked-speakers';
import { videoLabel } from './video-label';

interface AssignmentViewProps {
  state: HearingState;
  videoID: number;
  /** The video as listed; undefined while the list loads or when it is not listed. */
  video: Video | undefined;
  listLoading: boolean;
  /** The next video still needing speakers, offered once this one is sorted. */
  next: Video | undefined;
  locked: readonly LockedSpeaker[];
  onLocked(entry: LockedSpeaker): void;
  onBack(): void;
  onOpen(video: Video): void;
}

export function AssignmentView(props: AssignmentViewProps) {
  const { state, videoID, video, listLoading, next, locked, onLocked, onBack, onOpen } = props;
  const headingId = useId();
  const videoHeadingId = useId();
  const player = useRef<VideoPlayerHandle>(null);
  const media = useRef<HTMLDivElement>(null);
  const onTimeRef = useRef<((seconds: number) => void) | null>(null);
  const onTime = useCallback((seconds: number) => onTimeRef.current?.(seconds), []);
  // Fetched fresh on every visit (gcTime 0) and never refetched while open (staleTime Infinity):
  // a refetch would undo the local reassignments.
  const elsewhere = useOpenElsewhere(`speakers:${state}:${videoID}`);
  const detail = useGetSpeakerSegments({ state, videoID }, { query: { staleTime: Infinity, gcTime: 0 } });

  return (
    <div className="speakers-split">
      <PageTitle
        screen={video ? `Speakers: ${video.Committee}, ${formatDate(video.Date)}` : 'Speaker Assignment'}
      />
      {/* Its own h2 (hidden) so that the Keyboard h3 below sits under an h2 of its section. */}
      <section className="speakers-video" aria-labelledby={videoHeadingId}>
        <h2 id={videoHeadingId} className="visually-hidden">
          Hearing video
        </h2>
        <button type="button" className="btn speakers-back" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to Video Selection
        </button>
        <div ref={media}>
          {video ? (
            <VideoPlayer ref={player} src={video.Link} title={videoLabel(video)} onTime={onTime} />
          ) : listLoading ? (
            <p className="speakers-loading">
              <span className="spinner" aria-hidden="true" /> Loading the video…
            </p>
          ) : (
            <Alert tone="warning">
              Video {videoID} is not on the list of {state} videos that need speakers, so it cannot be played
              here.
            </Alert>
          )}
        </div>
        {video && (
          <p className="speakers-video-meta">
            {formatDate(video.Date)} · {video.Chamber} · video {video.VideoID}
          </p>
        )}
        <KeyHelp />
      </section>
      <section className="speakers-panel card" aria-labelledby={headingId}>
        <h2 id={headingId}>Speaker Assignment for {video?.Committee ?? `video ${videoID}`}</h2>
        <div role="status" className="speakers-elsewhere">
          {elsewhere && (
            <Alert tone="warning">
              Also open in another tab: a group locked in there still shows here until you open the video
              again.
            </Alert>
          )}
        </div>
        {detail.isPending ? (
          <p className="speakers-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading segments and candidates…
          </p>
        ) : detail.isError ? (
          <LoadFailure
            what="this video's segments"
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <AssignmentPanel
            state={state}
            videoID={videoID}
            detail={detail.data}
            player={player}
            media={media}
            onTimeRef={onTimeRef}
            locked={locked}
            onLocked={onLocked}
            whenSorted={
              <div className="speakers-sorted-actions">
                {next && (
                  <button type="button" className="btn btn-primary" onClick={() => onOpen(next)}>
                    Next video: {videoLabel(next)}
                  </button>
                )}
                <button type="button" className="btn" onClick={onBack}>
                  Choose another video
                </button>
              </div>
            }
          />
        )}
      </section>
    </div>
  );
}

function KeyHelp() {
  return (
    <div className="speakers-keys">
      <h3 className="visually-hidden">Keyboard</h3>
      <p>
        <kbd>P</kbd> play or pause the group · <kbd>N</kbd> next segment · <kbd>B</kbd> previous segment
      </p>
      <p>
        In Speaker Name: <kbd>↓</kbd> <kbd>↑</kbd> suggestions · <kbd>Enter</kbd> choose · <kbd>Esc</kbd>{' '}
        close · <kbd>Ctrl</kbd>+<kbd>Enter</kbd> lock in
      </p>
    </div>
  );
}
