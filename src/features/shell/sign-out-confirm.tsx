// Asked before Log Out when this user has unsaved transcript edits on this device (signing out
// discards them: src/lib/transcript-drafts.ts), or the screen holds unsaved work (a summary's
// text: src/lib/unsaved-work.ts), so the user gets to choose. Loaded only when it is needed.
import { Modal } from '../../components/modal/modal';
import { parseHearingKey } from '../../lib/transcript-drafts';

interface Props {
  /** The hearings with a draft (transcript-drafts.ts `hearingKey`). */
  hearings: readonly string[];
  /** The screen's unsaved work, in words ('the summary of HB100FIL'). */
  work?: readonly string[];
  onStay(): void;
  onSignOut(): void;
}

export default function SignOutConfirm({ hearings, work = [], onStay, onSignOut }: Props) {
  const n = hearings.length;
  const named = hearings.map((h) => parseHearingKey(h));
  // Transcript drafts alone: kept on this computer until Log Out, which is what the question says.
  const draftsOnly = work.length === 0;
  const items = draftsOnly
    ? named.map(({ state, id }) => `${state} hearing ${id}`)
    : [...work, ...named.map(({ state, id }) => `the transcript of ${state} hearing ${id}`)];
  return (
    <Modal
      open
      onClose={onStay}
      size="sm"
      title={draftsOnly ? 'Discard unsaved transcript changes?' : 'Discard unsaved changes?'}
      footer={
        <>
          <button type="button" className="btn" onClick={onSignOut}>
            Log Out and discard
          </button>
          <button type="button" className="btn btn-primary" onClick={onStay} data-autofocus>
            Stay signed in
          </button>
        </>
      }
      description={
        draftsOnly ? (
          <p>
            You have unsaved changes to{' '}
            {n === 1 ? 'the transcript of one hearing' : `the transcripts of ${n} hearings`}. They are kept on
            this computer only while you are signed in: logging out discards them. To keep them, stay signed
            in, open the hearing and choose Save All Changes.
          </p>
        ) : (
          <p>
            {items.length === 1
              ? `You have unsaved changes to ${items[0]}. Logging out discards them.`
              : 'You have unsaved changes to these. Logging out discards them.'}{' '}
            To keep them, stay signed in and save them.
          </p>
        )
      }
    >
      {(draftsOnly || items.length > 1) && (
        <ul className="sign-out-drafts">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
