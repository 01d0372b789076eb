// The first step (SPEC §2): the state (TX or LA, as the user's stateConfigs allow) and the
// '-- Select a Video --' dropdown of the videos whose speakers still need naming. A mouse choice
// opens the video at once; keys only move the choice (Chromium fires change on every arrow of a
// closed select), and Enter or Open video opens it.
import { useId, useRef, useState } from 'react';
import type { Video } from '../../api/gen/model';
import { Alert, LoadFailure } from '../../components/alert';
import { StateSelect } from '../../components/state-select';
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
  const [picked, setPicked] = useState('');
  const byKeys = useRef(false);
  const chosen = videos?.find((v) => String(v.VideoID) === picked);
  const openChosen = () => {
    if (chosen) onOpen(chosen);
  };
  return (
    <section className="card speakers-chooser" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Choose a hearing video</h2>
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <StateSelect
            id={`${id}-state`}
            states={states}
            value={state}
            onChange={(s) => onState(s as HearingState)}
          />
        </div>
        <div className="field speakers-video-field">
          <label htmlFor={`${id}-video`}>Video</label>
          <select
            id={`${id}-video`}
            className="select"
            value={chosen ? picked : ''}
            disabled={loading || count === 0}
            aria-describedby={`${id}-status`}
            onPointerDown={() => {
              byKeys.current = false;
            }}
            onKeyDown={(e) => {
              byKeys.current = true;
              if (e.key === 'Enter' && chosen) {
                e.preventDefault();
                openChosen();
              }
            }}
            onChange={(e) => {
              const video = videos?.find((v) => String(v.VideoID) === e.target.value);
              if (video && !byKeys.current) onOpen(video);
              else setPicked(e.target.value);
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
        <button type="button" className="btn btn-primary" disabled={!chosen} onClick={openChosen}>
          Open video
        </button>
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
            {count} {count === 1 ? 'video needs' : 'videos need'} speakers named, newest first. Clicking a
            video opens it; with the keyboard, choose one with the arrow keys, then press Enter or Open video.
          </p>
        )}
      </div>
    </section>
  );
}
