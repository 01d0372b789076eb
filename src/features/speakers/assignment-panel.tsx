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
import { sessionUser } from '../../api/session';
import { Alert } from '../../components/alert';
import { LazyLeaveDialog } from '../../components/leave-guard/lazy-leave-dialog';
import { leavesVideo, useLeaveGuard } from '../../components/leave-guard/use-leave-guard';
import { Modal } from '../../components/modal/modal';
import type { VideoPlayerHandle } from '../../components/video-player/video-player';
import { afterPaint } from '../../lib/after-paint';
import { focusIsLost } from '../../lib/focus-screen';
import type { HearingState } from '../../lib/hearing-states';
import { withMember } from '../../lib/set-member';
import { useUnsavedWork } from '../../lib/unsaved-work';
import { assignmentReducer, restoredAssignment } from './assignment-state';
import { assignedSpeaker, isPlaceholderName, type SpeakerDraft, toCandidates } from './candidates';
import { GroupPicker, PlaybackBar } from './group-picker';
import { groupSegments, totalTalk } from './groups';
import {
  type KeptAssignment,
  keepAssignmentIfSessionEnds,
  keptLine,
  takeKeptAssignment,
} from './kept-assignment';
import { type LockedSpeaker, sameSpeakerElsewhere } from './locked-speakers';
import { PlaceholderConfirm } from './placeholder-confirm';
import { ReassignDialog } from './reassign-dialog';
import { lazyIndex } from './scoring';
import { SegmentList } from './segment-list';
import { SpeakerNameField } from './speaker-name-field';
import { TalkSummary } from './talk-summary';
import { useGroupPlayback } from './use-group-playback';
import { type LockInStatus, useLockIn } from './use-lock-in';
import { usePlaybackKeys } from './use-playback-keys';

const NO_SEGMENTS: readonly SpeakerSegment[] = [];
const UNSAVED_WHAT = 'the speakers of this video';

/** A name typed for the group: not empty, and not a placeholder ('Speaker 3'). */
const isNamed = (draft: SpeakerDraft, speakerId: number) =>
  draft.text.trim() !== '' && !isPlaceholderName(draft.text, speakerId);

interface AssignmentPanelProps {
  state: HearingState;
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
  // The work of a session that ended without the user, back for this video.
  const who = sessionUser() ?? '';
  const [kept] = useState(() => takeKeptAssignment(who, state, videoID));
  const [a, dispatch] = useReducer(assignmentReducer, detail.speakerSegments, (segments) =>
    restoredAssignment(segments, kept?.moves ?? [], kept?.selected ?? null),
  );
  // Built once the panel is on screen and the page is idle, not in this render (scoring.ts).
  const index = useMemo(() => lazyIndex(() => toCandidates(detail)), [detail]);
  useEffect(() => afterPaint(() => index.prepare()), [index]);
  const initialTalk = useMemo(() => totalTalk(groupSegments(detail.speakerSegments)), [detail]);
  const group = a.groups.find((g) => g.speakerId === a.selected) ?? null;
  // Each group's last Speaker Name draft: kept here, out of render state, so that typing
  // re-renders the name field alone.
  const drafts = useRef(new Map<number, SpeakerDraft>(kept?.drafts));

  const playback = useGroupPlayback(player, media, group?.segments ?? NO_SEGMENTS);
  useEffect(() => {
    onTimeRef.current = playback.onTime;
    return () => {
      onTimeRef.current = null;
    };
  }, [onTimeRef, playback.onTime]);
  usePlaybackKeys(playback, group !== null);

  // Names typed and segments moved are this panel's alone until their group is locked in: leaving
  // the video (for the list, another video or screen), closing the tab and Log Out ask first. The
  // groups with a name typed are state, updated only when one starts or stops having one.
  const [named, setNamed] = useState<ReadonlySet<number>>(
    () => new Set([...drafts.current].filter(([g, d]) => isNamed(d, g)).map(([g]) => g)),
  );
  const markNamed = useCallback(
    (speakerId: number, is: boolean) => setNamed((prev) => withMember(prev, speakerId, is)),
    [],
  );
  const original = useMemo(
    () => new Map(detail.speakerSegments.map((s) => [s.SpeakerSegmentID, s.SpeakerID])),
    [detail],
  );
  const unsaved = a.groups.some(
    (g) => named.has(g.speakerId) || g.segments.some((s) => s.SpeakerID !== original.get(s.SpeakerSegmentID)),
  );
  useUnsavedWork(unsaved ? UNSAVED_WHAT : null);
  const leaving = useLeaveGuard(unsaved, leavesVideo);
  const lastField = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const t = e.target;
      if (t instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)) lastField.current = t;
    };
    const el = root.current;
    el?.addEventListener('focusin', onFocusIn);
    return () => el?.removeEventListener('focusin', onFocusIn);
  }, []);

  const root = useRef<HTMLDivElement>(null);
  // Where the focus goes after a change that removes what had it (see the lock-in and the move):
  // set with the change, used once it is drawn, in the frame after the dialog's own focus return.
  const focusNext = useRef<{ target: () => HTMLElement | null | undefined; always: boolean } | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    requestAnimationFrame(() => {
      if (next.always || focusIsLost()) next.target()?.focus();
    });
  });
  const [reassigning, setReassigning] = useState<SpeakerSegment | null>(null);
  const [confirm, setConfirm] = useState<{ who: AssignedSpeaker; other: LockedSpeaker } | null>(null);
  const [placeholder, setPlaceholder] = useState<AssignedSpeaker | null>(null);
  const { lockIn, lockInNow, saving, status, clearSuccess, clearStatus } = useLockIn(
    state,
    videoID,
    (g, who) => {
      onLocked({ videoID, speakerId: g.speakerId, who });
      drafts.current.delete(g.speakerId);
      markNamed(g.speakerId, false);
      dispatch({
        type: 'lockedIn',
        speakerId: g.speakerId,
        segmentIds: g.segments.map((s) => s.SpeakerSegmentID),
      });
      // The locked-in group's field has gone: the next group's name (or the outcome, after the last)
      // takes the focus, unless the user has put it elsewhere while this was saving.
      focusNext.current = {
        target: () =>
          root.current?.querySelector<HTMLElement>('.speakers-name-field input, .speakers-sorted'),
        always: false,
      };
    },
  );

  // Kept if the session ends without the user: the names typed, the segments moved, the lock-in
  // on its way (lib/kept-input.ts); said once they are back, until the next lock-in.
  const unsent = useRef<() => KeptAssignment | null>(() => null);
  unsent.current = () => {
    const moves = a.groups.flatMap((g) =>
      g.segments
        .filter((s) => s.SpeakerID !== original.get(s.SpeakerSegmentID))
        .map((s) => [s.SpeakerSegmentID, s.SpeakerID] as const),
    );
    const typed = [...drafts.current].filter(([g, d]) => isNamed(d, g));
    const sending = lockInNow();
    if (moves.length === 0 && typed.length === 0 && !sending) return null;
    return { state, videoID, moves, drafts: typed, selected: a.selected, lockIn: sending };
  };
  useEffect(() => keepAssignmentIfSessionEnds(who, () => unsent.current()), [who]);
  const [keptNote, setKeptNote] = useState(() =>
    kept && (kept.moves.length > 0 || kept.drafts.length > 0 || kept.lockIn) ? keptLine(kept) : null,
  );

  // The last lock-in's success is about the group before: it goes once the next one is worked on.
  const onDraft = useCallback(
    (speakerId: number, draft: SpeakerDraft) => {
      drafts.current.set(speakerId, draft);
      markNamed(speakerId, isNamed(draft, speakerId));
      clearSuccess();
    },
    [clearSuccess, markNamed],
  );
  const onSelect = useCallback(
    (speakerId: number) => {
      dispatch({ type: 'select', speakerId });
      clearStatus();
    },
    [clearStatus],
  );
  const onMove = useCallback(
    (segmentId: number, to: number) => {
      const at = group?.segments.findIndex((s) => s.SpeakerSegmentID === segmentId) ?? -1;
      dispatch({ type: 'reassign', segmentId, to });
      setReassigning(null);
      clearStatus();
      // The dialog would give the focus back to the segment's Reassign, which has left with the
      // segment: the segment that takes its place has it, else the group's name (the group went).
      focusNext.current = {
        target: () => {
          const buttons = root.current?.querySelectorAll<HTMLElement>('[data-reassign]');
          const next = buttons?.[Math.min(at, buttons.length - 1)];
          return next ?? root.current?.querySelector<HTMLElement>('.speakers-name-field input');
        },
        always: true,
      };
    },
    [clearStatus, group],
  );
  const groupIds = useMemo(() => a.groups.map((g) => g.speakerId), [a.groups]);

  // A placeholder name is confirmed first, then naming one person twice; else it goes at once.
  const requestLockIn = (draft: SpeakerDraft) => {
    if (!group || saving) return;
    setKeptNote(null);
    const who = assignedSpeaker(draft, group.speakerId);
    if (isPlaceholderName(who.name, group.speakerId)) setPlaceholder(who);
    else lockInChecked(who);
  };
  const lockInChecked = (who: AssignedSpeaker) => {
    if (!group) return;
    const other = sameSpeakerElsewhere(locked, videoID, group.speakerId, who);
    if (other) setConfirm({ who, other });
    else lockIn(group, who);
  };

  return (
    <div ref={root} className="speakers-panel-body">
      <TalkSummary remaining={totalTalk(a.groups)} initial={initialTalk} groups={a.groups.length} />
      {keptNote && (
        <Alert tone="info" role="status">
          {keptNote}
        </Alert>
      )}
      <StatusLine status={status} />
      {group ? (
        <>
          <SpeakerNameField
            key={group.speakerId}
            speakerId={group.speakerId}
            index={index}
            initial={drafts.current.get(group.speakerId)}
            saving={saving}
            onDraft={onDraft}
            onLockIn={requestLockIn}
          />
          <GroupPicker id={`${id}-group`} groups={a.groups} selected={group} onSelect={onSelect} />
          <PlaybackBar
            group={group}
            current={playback.current}
            playing={playback.playing}
            toggle={playback.toggle}
            step={playback.step}
          />
          <SegmentList
            idPrefix={`${id}-segment`}
            segments={group.segments}
            current={playback.current}
            onJump={playback.jump}
            onReassign={setReassigning}
          />
        </>
      ) : (
        <div className="speakers-sorted" tabIndex={-1}>
          <Alert tone="success" role="status">
            All speakers sorted for this video!
          </Alert>
          <NamedHere locked={locked} videoID={videoID} />
          {whenSorted}
        </div>
      )}
      {/* Mounted only while open: typing in the name field need not re-render closed dialogs. */}
      {reassigning && (
        <ReassignDialog
          segment={reassigning}
          groupIds={groupIds}
          lockedIn={locked.filter((l) => l.videoID === videoID)}
          onMove={onMove}
          onClose={() => setReassigning(null)}
        />
      )}
      {placeholder && group && (
        <PlaceholderConfirm
          who={placeholder}
          speakerId={group.speakerId}
          segments={group.segments.length}
          onCancel={() => setPlaceholder(null)}
          onConfirm={() => {
            setPlaceholder(null);
            lockInChecked(placeholder);
          }}
        />
      )}
      {leaving.status === 'blocked' && (
        <LazyLeaveDialog
          open
          what={UNSAVED_WHAT}
          fate="Speakers locked in are saved; names typed and segments moved since are lost if you leave now."
          onStay={() => {
            leaving.reset?.();
            // Back to the field typed in last, wherever the question came from (a menu link's
            // panel has closed, and its link is gone from under the focus).
            const field = lastField.current;
            if (field?.isConnected) requestAnimationFrame(() => field.focus());
          }}
          onLeave={() => leaving.proceed?.()}
        />
      )}
      {confirm && group && (
        <Modal
          open
          role="alertdialog"
          size="sm"
          title="Same person twice?"
          description={
            <p>
              {confirm.who.name} is already locked in for Speaker {confirm.other.speakerId} of this video.
              Lock them in for Speaker {group.speakerId} as well?
            </p>
          }
          onClose={() => setConfirm(null)}
          footer={
            <>
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
            </>
          }
        />
      )}
    </div>
  );
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
      <Alert tone="error" role="alert">
        {status.message}
      </Alert>
    );
  if (status?.kind === 'success')
    return (
      <Alert tone="success" role="status" className="speakers-updated">
        <strong>Speaker assignment updated!</strong> <span>{status.detail}</span>
      </Alert>
    );
  return null;
}
