// The right half of the split view (SPEC §2, §4): name the selected voice group, listen to it,
// check its segments, and lock it in; then the next group, until all are sorted.
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { AssignedSpeaker, SpeakerSegment, VideoDetail } from '../../api/gen/model';
import type { VideoPlayerHandle } from '../../components/video-player/video-player';
import { assignmentReducer, defaultName, draftOf, initialAssignment } from './assignment-state';
import { assignedSpeaker, type Candidate, type SpeakerDraft, toCandidates } from './candidates';
import { GroupPicker, PlaybackBar } from './group-picker';
import { groupSegments, totalTalk } from './groups';
import { type LockedSpeaker, sameSpeakerElsewhere } from './locked-speakers';
import { ReassignDialog } from './reassign-dialog';
import { buildIndex } from './scoring';
import type { SpeakerState } from './search';
import { SegmentList } from './segment-list';
import { SmallDialog } from './small-dialog';
import { SpeakerCombobox } from './speaker-combobox';
import { TalkSummary } from './talk-summary';
import { useGroupPlayback } from './use-group-playback';
import { type LockInStatus, useLockIn } from './use-lock-in';
import { usePlaybackKeys } from './use-playback-keys';

const NO_SEGMENTS: readonly SpeakerSegment[] = [];

interface AssignmentPanelProps {
  state: SpeakerState;
  videoID: number;
  detail: VideoDetail;
  player: RefObject<VideoPlayerHandle | null>;
  /** The element holding the player (its <video> reports pauses). */
  media: RefObject<HTMLElement | null>;
  /** Receives the player's time updates. */
  onTimeRef: RefObject<((seconds: number) => void) | null>;
  locked: readonly LockedSpeaker[];
  onLocked(entry: LockedSpeaker): void;
  /** What to offer once every group is locked in (back, next video). */
  whenSorted: ReactNode;
}

export function AssignmentPanel(props: AssignmentPanelProps) {
  const { state, videoID, detail, player, media, onTimeRef, locked, onLocked, whenSorted } = props;
  const id = useId();
  const [a, dispatch] = useReducer(assignmentReducer, detail.speakerSegments, initialAssignment);
  const index = useMemo(() => buildIndex(toCandidates(detail)), [detail]);
  const initialTalk = useMemo(() => totalTalk(groupSegments(detail.speakerSegments)), [detail]);
  const group = a.groups.find((g) => g.speakerId === a.selected) ?? null;
  const draft = group ? draftOf(a, group.speakerId) : null;

  const playback = useGroupPlayback(player, media, group?.segments ?? NO_SEGMENTS);
  useEffect(() => {
    onTimeRef.current = playback.onTime;
    return () => {
      onTimeRef.current = null;
    };
  }, [onTimeRef, playback.onTime]);
  usePlaybackKeys(playback, group !== null);

  const [reassigning, setReassigning] = useState<SpeakerSegment | null>(null);
  const [confirm, setConfirm] = useState<{ who: AssignedSpeaker; other: LockedSpeaker } | null>(null);
  const { lockIn, saving, status } = useLockIn(state, videoID, (g, who) => {
    onLocked({ videoID, speakerId: g.speakerId, who });
    dispatch({ type: 'lockedIn', speakerId: g.speakerId });
  });

  const onText = useCallback((text: string) => dispatch({ type: 'type', text }), []);
  const onChoose = useCallback((candidate: Candidate) => dispatch({ type: 'choose', candidate }), []);
  const onSelect = useCallback((speakerId: number) => dispatch({ type: 'select', speakerId }), []);
  const onMove = useCallback((segmentId: number, to: number) => {
    dispatch({ type: 'reassign', segmentId, to });
    setReassigning(null);
  }, []);
  const groupIds = useMemo(() => a.groups.map((g) => g.speakerId), [a.groups]);

  const name = draft?.text.trim() ?? '';
  const requestLockIn = () => {
    if (!group || !draft || name === '' || saving) return;
    const who = assignedSpeaker(draft, group.speakerId);
    const other = sameSpeakerElsewhere(locked, videoID, group.speakerId, who);
    if (other) setConfirm({ who, other });
    else lockIn(group, who);
  };
  // Stable for the memoised combobox, yet always the latest request.
  const latestRequest = useRef(requestLockIn);
  latestRequest.current = requestLockIn;
  const onSubmit = useCallback(() => latestRequest.current(), []);

  return (
    <div className="speakers-panel-body">
      <TalkSummary remaining={totalTalk(a.groups)} initial={initialTalk} groups={a.groups.length} />
      <StatusLine status={status} />
      {group && draft ? (
        <>
          <div className="field speakers-name-field">
            <label htmlFor={`${id}-name`}>Speaker Name</label>
            {/* The button sits beside the field so that the suggestions never cover it. */}
            <div className="speakers-name-row">
              <SpeakerCombobox
                inputId={`${id}-name`}
                index={index}
                text={draft.text}
                selectOnFocus={draft.text === defaultName(group.speakerId)}
                describedBy={`${id}-who`}
                onText={onText}
                onChoose={onChoose}
                onSubmit={onSubmit}
              />
              <button
                type="button"
                className="btn btn-primary"
                disabled={name === '' || saving}
                aria-describedby={`${id}-who`}
                aria-keyshortcuts="Control+Enter"
                onClick={requestLockIn}
              >
                {saving && <span className="spinner" aria-hidden="true" />}
                Lock in Speaker Assignment
              </button>
            </div>
            <p id={`${id}-who`} className="field-hint speakers-who">
              {saving
                ? 'Saving…'
                : name === ''
                  ? 'Type or choose a speaker name to lock in.'
                  : describeDraft(draft, group.speakerId)}
            </p>
          </div>
          <GroupPicker id={`${id}-group`} groups={a.groups} selected={group} onSelect={onSelect} />
          <PlaybackBar group={group} playback={playback} />
          <SegmentList
            idPrefix={`${id}-segment`}
            segments={group.segments}
            current={playback.current}
            onJump={playback.jump}
            onReassign={setReassigning}
          />
        </>
      ) : (
        <div className="speakers-sorted">
          <p className="alert alert-success" role="status">
            All speakers sorted for this video!
          </p>
          <NamedHere locked={locked} videoID={videoID} />
          {whenSorted}
        </div>
      )}
      {/* Mounted only while open: typing in the name field need not re-render closed dialogs. */}
      {reassigning && (
        <ReassignDialog
          segment={reassigning}
          groupIds={groupIds}
          onMove={onMove}
          onClose={() => setReassigning(null)}
        />
      )}
      {confirm && group && (
        <SmallDialog
          open
          role="alertdialog"
          title="Same person twice?"
          description={
            <p>
              {confirm.who.name} is already locked in for Speaker {confirm.other.speakerId} of this video.
              Lock them in for Speaker {group.speakerId} as well?
            </p>
          }
          onClose={() => setConfirm(null)}
        >
          <div className="speakers-dialog-actions">
            <button type="button" className="btn" onClick={() => setConfirm(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                lockIn(group, confirm.who);
                setConfirm(null);
              }}
            >
              Lock in anyway
            </button>
          </div>
        </SmallDialog>
      )}
    </div>
  );
}

function describeDraft(draft: SpeakerDraft, speakerId: number): string {
  const c = draft.candidate;
  if (c && c.name === draft.text.trim()) return [c.type, c.extra].filter(Boolean).join(' · ');
  if (draft.text === defaultName(speakerId))
    return 'Not named yet: type a first or last name to find the person.';
  return 'A new speaker (not chosen from the suggestions). Ctrl+Enter locks in.';
}

/** Who was named for which group of this video on this visit, to review before moving on. */
function NamedHere({ locked, videoID }: { locked: readonly LockedSpeaker[]; videoID: number }) {
  const here = locked.filter((l) => l.videoID === videoID);
  if (here.length === 0) return null;
  return (
    <section className="speakers-named" aria-label="Named on this visit">
      <h3>Named on this visit</h3>
      <ul>
        {here.map((l) => (
          <li key={l.speakerId}>
            Speaker {l.speakerId}: <strong>{l.who.name}</strong>{' '}
            <span className="speakers-named-type">{l.who.type}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatusLine({ status }: { status: LockInStatus }) {
  if (status?.kind === 'error')
    return (
      <p className="alert alert-error" role="alert">
        {status.message}
      </p>
    );
  if (status?.kind === 'success')
    return (
      <p className="alert alert-success speakers-updated" role="status">
        <strong>Speaker assignment updated!</strong> <span>{status.detail}</span>
      </p>
    );
  return null;
}
