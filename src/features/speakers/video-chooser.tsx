// The first step (SPEC §2): the state (TX or LA, as the user's stateConfigs allow) and the
// '-- Select a Video --' dropdown of the videos whose speakers still need naming.
import { useId } from 'react';
import type { Video } from '../../api/gen/model';
import { Alert, LoadFailure } from '../../components/alert';
import type { HearingState } from '../../lib/hearing-states';
import { videoLabel } from './video-label';

interface VideoChooserProps {
  states: readonly HearingState[];
  state: HearingState;
  videos: readonly Video[] | undefined;
  loading: boolean;
  error: unknown;
  onState(state: HearingState): void;
  onOpen(video: Video): void;
  onRetry(): void;
}

export function VideoChooser({
  states,
  state,
  videos,
  loading,
  error,
  onState,
  onOpen,
  onRetry,
}: VideoChooserProps) {
  const id = useId();
  const count = videos?.length ?? 0;
  return (
    <section className="card speakers-chooser" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Choose a hearing video</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <select
            id={`${id}-state`}
            className="select"
            value={state}
            onChange={(e) => onState(e.target.value as HearingState)}
          >
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="field speakers-video-field">
          <label htmlFor={`${id}-video`}>Video</label>
          <select
            id={`${id}-video`}
            className="select"
            value=""
            disabled={loading || count === 0}
            aria-describedby={`${id}-status`}
            onChange={(e) => {
              const video = videos?.find((v) => String(v.VideoID) === e.target.value);
              if (video) onOpen(video);
            }}
          >
            <option value="">-- Select a Video --</option>
            {videos?.map((v) => (
              <option key={v.VideoID} value={v.VideoID}>
                {videoLabel(v)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={`${id}-status`}>
        {loading ? (
          <p className="speakers-loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading the videos…
          </p>
        ) : error ? (
          <LoadFailure what="the videos" error={error} onRetry={onRetry} />
        ) : count === 0 ? (
          <Alert tone="info" role="status">
            No {state} videos need speakers named.
          </Alert>
        ) : (
          <p className="field-hint">
            {count} {count === 1 ? 'video needs' : 'videos need'} speakers named, newest first. Choosing a
            video opens it.
          </p>
        )}
      </div>
    </section>
  );
}
