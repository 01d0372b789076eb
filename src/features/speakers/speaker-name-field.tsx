// 'Speaker Name' for the selected group, with 'Lock in Speaker Assignment' beside it (never under
// the suggestions). The field keeps what is typed in its own state, so a keystroke re-renders
// this field alone, not the panel with its segments; the panel keeps each group's last draft
// (`onDraft`) so that switching groups loses nothing.
import { useId, useState } from 'react';
import { textLimits } from '../../api/gen/registry/text-limits';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { formatCount } from '../../lib/format';
import { type Candidate, placeholderName, type SpeakerDraft } from './candidates';
import type { LazyIndex } from './scoring';
import { SpeakerCombobox } from './speaker-combobox';

const defaultName = placeholderName;
const NAME_MAX = textLimits.updateSpeakerAssignment['assignedSpeaker.name'];

interface SpeakerNameFieldProps {
  speakerId: number;
  index: LazyIndex<Candidate>;
  /** The group's draft from before (else it is named 'Speaker {id}', SPEC §4). */
  initial: SpeakerDraft | undefined;
  saving: boolean;
  onDraft(speakerId: number, draft: SpeakerDraft): void;
  onLockIn(draft: SpeakerDraft): void;
}

export function SpeakerNameField({
  speakerId,
  index,
  initial,
  saving,
  onDraft,
  onLockIn,
}: SpeakerNameFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<SpeakerDraft>(
    initial ?? { text: defaultName(speakerId), candidate: null },
  );
  const update = (next: SpeakerDraft) => {
    setDraft(next);
    onDraft(speakerId, next);
  };
  const empty = draft.text.trim() === '';
  const length = draft.text.trim().length;
  // Lock-in does nothing without a speaker name (SPEC §5), nor with one longer than the contract
  // takes: disabled, and the hint says why.
  const refused = empty || length > NAME_MAX;
  const lockIn = () => {
    if (!refused && !saving) onLockIn(draft);
  };

  return (
    <div className="field speakers-name-field">
      <label htmlFor={`${id}-name`}>Speaker Name</label>
      <div className="speakers-name-row">
        <SpeakerCombobox
          inputId={`${id}-name`}
          index={index}
          text={draft.text}
          selectOnFocus={draft.text === defaultName(speakerId)}
          describedBy={`${id}-who`}
          suggest={length <= NAME_MAX}
          onText={(text: string) => update({ text, candidate: null })}
          onChoose={(candidate: Candidate) => update({ text: candidate.name, candidate })}
          onSubmit={lockIn}
        />
        <FocusKeepingButton
          className="btn btn-primary"
          disabled={refused}
          inactive={saving}
          aria-describedby={`${id}-who`}
          aria-keyshortcuts="Control+Enter"
          onClick={lockIn}
        >
          {saving && <span className="spinner" aria-hidden="true" />}
          Lock in Speaker Assignment
        </FocusKeepingButton>
      </div>
      <p id={`${id}-who`} className="field-hint speakers-who">
        {saving
          ? 'Saving…'
          : empty
            ? 'Type or choose a speaker name to lock in.'
            : length > NAME_MAX
              ? `A speaker name can be at most ${formatCount(NAME_MAX)} characters long; this one has ${formatCount(length)}.`
              : hintFor(draft, speakerId)}
      </p>
    </div>
  );
}

function hintFor(draft: SpeakerDraft, speakerId: number): string {
  const c = draft.candidate;
  if (c && c.name === draft.text.trim()) return [c.type, c.extra].filter(Boolean).join(' · ');
  if (draft.text === defaultName(speakerId))
    return 'Not named yet: type a first or last name to find the person.';
  return 'A new speaker (not chosen from the suggestions). Ctrl+Enter locks in.';
}
