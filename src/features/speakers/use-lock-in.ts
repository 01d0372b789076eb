// 'Lock in Speaker Assignment' (SPEC §4, §7, §8): send the group's segments and the chosen
// speaker; say 'Speaker assignment updated!' or 'Error updating speaker assignment: ' + the error.
// The videos-to-update list is refreshed, since a video with no pending segment leaves it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '../../api/fetcher';
import {
  getGetVideosToUpdateQueryKey,
  useUpdateSpeakerAssignment,
} from '../../api/gen/client/speaker/speaker';
import type { AssignedSpeaker } from '../../api/gen/model';
import type { HearingState } from '../../lib/hearing-states';
import type { SegmentGroup } from './groups';
import { keptLockInRefused } from './kept-assignment';

export type LockInStatus = { kind: 'success'; detail: string } | { kind: 'error'; message: string } | null;

export function useLockIn(
  state: HearingState,
  videoID: number,
  onLocked: (group: SegmentGroup, who: AssignedSpeaker) => void,
) {
  const queryClient = useQueryClient();
  const mutation = useUpdateSpeakerAssignment();
  const [status, setStatus] = useState<LockInStatus>(null);
  // Read by clearSuccess, which runs on every keystroke of the name field: no state update (and
  // no render of the panel) unless there is a success to clear.
  const shown = useRef<LockInStatus>(null);
  shown.current = status;
  const clearSuccess = useCallback(() => {
    if (shown.current?.kind === 'success') setStatus(null);
  }, []);
  // Another group chosen, or a segment moved: a failure said of the group before goes too.
  const clearStatus = useCallback(() => {
    if (shown.current) setStatus(null);
  }, []);

  // Set at once, where isPending is a render late: a second press in the same moment sends nothing
  // (the server would refuse segments no longer waiting, and the screen would call a save failed).
  // The group on its way, and the one refused for the session: what a session's end keeps says so.
  const sending = useRef<number | null>(null);
  const refused = useRef<number | null>(null);
  const lockIn = (group: SegmentGroup, who: AssignedSpeaker) => {
    if (sending.current !== null) return;
    sending.current = group.speakerId;
    refused.current = null;
    setStatus(null);
    const segmentIDs = group.segments.map((s) => s.SpeakerSegmentID);
    mutation.mutate(
      { data: { videoID, segmentIDs, assignedSpeaker: who, state } },
      {
        onSuccess: () => {
          const n = segmentIDs.length;
          setStatus({
            kind: 'success',
            detail: `${who.name} is the speaker of Speaker ${group.speakerId} (${n} segment${n === 1 ? '' : 's'}).`,
          });
          onLocked(group, who);
          void queryClient.invalidateQueries({ queryKey: getGetVideosToUpdateQueryKey({ state }) });
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.kind === 'session') {
            refused.current = group.speakerId;
            keptLockInRefused(group.speakerId);
          }
          setStatus({ kind: 'error', message: `Error updating speaker assignment: ${errorMessage(err)}` });
        },
        onSettled: () => {
          sending.current = null;
        },
      },
    );
  };
  /** The lock-in on its way, or refused for the session, if any. */
  const lockInNow = useCallback(() => {
    const speakerId = sending.current ?? refused.current;
    return speakerId === null ? null : { speakerId, refused: refused.current === speakerId };
  }, []);

  return { lockIn, lockInNow, saving: mutation.isPending, status, clearSuccess, clearStatus };
}
