// Locking in the name a group starts with ('Speaker 1') would store it as the speaker, take the
// group off the list, and could not be undone here: the dialog says exactly what would be saved,
// and naming someone is the default answer.
import type { AssignedSpeaker } from '../../api/gen/model';
import { Modal } from '../../components/modal/modal';

interface PlaceholderConfirmProps {
  who: AssignedSpeaker;
  speakerId: number;
  segments: number;
  onCancel(): void;
  onConfirm(): void;
}

export function PlaceholderConfirm({
  who,
  speakerId,
  segments,
  onCancel,
  onConfirm,
}: PlaceholderConfirmProps) {
  const quoted = `“${who.name}”`;
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title="Lock in a placeholder name?"
      description={
        <div className="speakers-confirm-text">
          <p>
            {quoted} is a placeholder, not a person’s name. Locking in saves {quoted} as the speaker of all{' '}
            {segments} segment{segments === 1 ? '' : 's'} of Speaker {speakerId} and takes the group off this
            list; it cannot be undone here.
          </p>
          <p>To name the person, type a first or last name and choose from the suggestions.</p>
        </div>
      }
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onConfirm}>
            Save {quoted} anyway
          </button>
          <button type="button" className="btn btn-primary" onClick={onCancel} data-autofocus>
            Name the speaker
          </button>
        </>
      }
    />
  );
}
