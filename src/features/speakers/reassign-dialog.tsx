// Reassign (SPEC §4): ask for the speaker id a segment belongs to and move it there, locally only
// (the diarizer split or merged voices; nothing is sent until the group is locked in).
import { type FormEvent, useId, useState } from 'react';
import type { SpeakerSegment } from '../../api/gen/model';
import { Modal } from '../../components/modal/modal';
import type { LockedSpeaker } from './locked-speakers';
import { segmentTitle } from './time-format';

interface ReassignDialogProps {
  segment: SpeakerSegment | null;
  /** The voice groups that exist now, to offer as quick choices. */
  groupIds: readonly number[];
  /** The groups of this video locked in on this visit (gone from the list, named). */
  lockedIn: readonly LockedSpeaker[];
  onMove(segmentId: number, to: number): void;
  onClose(): void;
}

export function ReassignDialog({ segment, groupIds, lockedIn, onMove, onClose }: ReassignDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={segment !== null}
      onClose={onClose}
      size="sm"
      title="Reassign segment"
      description={
        segment && (
          <p>
            {segmentTitle(segment)} is in Speaker {segment.SpeakerID}. Move it to another speaker id; a new id
            starts a new group.
          </p>
        )
      }
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary">
            Move segment
          </button>
        </>
      }
    >
      {segment && (
        <ReassignForm
          key={segment.SpeakerSegmentID}
          formId={formId}
          segment={segment}
          groupIds={groupIds}
          lockedIn={lockedIn}
          onMove={onMove}
        />
      )}
    </Modal>
  );
}

function ReassignForm({
  formId,
  segment,
  groupIds,
  lockedIn,
  onMove,
}: Omit<ReassignDialogProps, 'segment' | 'onClose'> & { formId: string; segment: SpeakerSegment }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = groupIds.filter((g) => g !== segment.SpeakerID);
  // A group locked in has left the list; moving a segment to its id starts that group again, with
  // no name: said as the id is typed, before the move.
  const typedId = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
  const relocking = lockedIn.find((l) => l.speakerId === typedId);
  const named = lockedIn.map((l) => `${l.speakerId} (${l.who.name})`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    const to = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(to)) {
      setError('Enter a speaker id: a whole number, 0 or more.');
      return;
    }
    if (to === segment.SpeakerID) {
      setError(`This segment is already in Speaker ${to}.`);
      return;
    }
    onMove(segment.SpeakerSegmentID, to);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-to`}>New speaker id</label>
        <input
          id={`${id}-to`}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to ask this one question
          autoFocus
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${relocking ? ` ${id}-relock` : ''}${error ? ` ${id}-error` : ''}`}
        />
        <span id={`${id}-hint`} className="field-hint">
          {others.length > 0
            ? `Groups now: ${others.slice(0, 12).join(', ')}${others.length > 12 ? ', …' : ''}.`
            : 'No other groups yet.'}
          {named.length > 0 && ` Locked in: ${named.slice(0, 6).join(', ')}${named.length > 6 ? ', …' : ''}.`}
        </span>
        {relocking && (
          <span id={`${id}-relock`} className="field-hint field-warning" role="status">
            Speaker {relocking.speakerId} is locked in as {relocking.who.name}. Moved there, this segment
            starts Speaker {relocking.speakerId}’s group again, to be named and locked in on its own.
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
    </form>
  );
}
