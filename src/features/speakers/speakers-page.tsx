// Speaker Assignment (SPEC §2, §4): choose a TX or LA hearing video, then name every diarised
// voice in it. The state and the open video live in the URL.
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useGetVideosToUpdate } from '../../api/gen/client/speaker/speaker';
import type { Video } from '../../api/gen/model';
import { Alert } from '../../components/alert';
import { PageTitle } from '../../components/page-title';
import { hearingStatesOf } from '../../lib/hearing-states';
import { chosenState } from '../../lib/url-state';
import { useStateInAddress } from '../../lib/use-state-in-address';
import { AssignmentView } from './assignment-view';
import type { LockedSpeaker } from './locked-speakers';
import { VideoChooser } from './video-chooser';
import { sortVideos } from './video-label';
import './speakers.css';

const route = getRouteApi('/_app/speakers');

export function SpeakersPage() {
  const { user } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const states = hearingStatesOf(user.stateConfigs);
  const state = chosenState(search.state, states);
  useStateInAddress(state);
  const videosQuery = useGetVideosToUpdate(
    { state: state ?? 'TX' },
    { query: { enabled: state !== undefined } },
  );
  const videos = useMemo(() => videosQuery.data && sortVideos(videosQuery.data), [videosQuery.data]);
  // A video stays known after it leaves the list (all its speakers sorted): its heading and
  // stream are still on screen.
  const seen = useRef(new Map<number, Video>());
  for (const v of videos ?? []) seen.current.set(v.VideoID, v);
  const [locked, setLocked] = useState<readonly LockedSpeaker[]>([]);
  const onLocked = useCallback((entry: LockedSpeaker) => setLocked((l) => [...l, entry]), []);

  if (!state) {
    return (
      <div className="page">
        <PageTitle screen="Speaker Assignment" />
        <h1>Speaker Assignment</h1>
        <Alert tone="info" role="status">
          Speaker assignment is for hearings of Texas (TX) and Louisiana (LA) only, and your account covers
          neither.
        </Alert>
      </div>
    );
  }

  const open = (video: Video) => void navigate({ search: { state, video: video.VideoID } });
  const back = () => void navigate({ search: { state } });
  const videoID = search.video;

  return (
    <div className="page speakers-page">
      <div className="page-header">
        <div>
          <h1>Speaker Assignment</h1>
          {videoID === undefined && (
            <p>Name every voice in a hearing video: listen to each diarised group, then lock in who it is.</p>
          )}
        </div>
      </div>
      {/* A video's own title is set by its view, which knows the video. */}
      {videoID === undefined && <PageTitle screen="Speaker Assignment" />}
      {videoID === undefined ? (
        <VideoChooser
          states={states}
          state={state}
          videos={videos}
          loading={videosQuery.isPending}
          error={videosQuery.error}
          onState={(s) => void navigate({ search: { state: s } })}
          onOpen={open}
          onRetry={() => void videosQuery.refetch()}
        />
      ) : (
        <AssignmentView
          key={`${state}:${videoID}`}
          state={state}
          videoID={videoID}
          video={seen.current.get(videoID)}
          listLoading={videosQuery.isPending}
          next={videos?.find((v) => v.VideoID !== videoID)}
          locked={locked}
          onLocked={onLocked}
          onBack={back}
          onOpen={open}
        />
      )}
    </div>
  );
}
