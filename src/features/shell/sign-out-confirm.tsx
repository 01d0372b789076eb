// Asked before Log Out when this user has unsaved transcript edits on this device: signing out
// discards them (src/lib/transcript-drafts.ts), so the user gets to choose. Loaded only
// when it is needed.
import { Modal } from '../../components/modal/modal';
import { parseHearingKey } from '../../lib/transcript-drafts';

interface Props {
  /** The hearings with a draft (transcript-drafts.ts `hearingKey`). */
  hearings: readonly string[];
  onStay(): void;
  onSignOut(): void;
}

export default function SignOutConfirm({ hearings, onStay, onSignOut }: Props) {
  const n = hearings.length;
  return (
    <Modal
      open
      onClose={onStay}
      size="sm"
      title="Discard unsaved transcript changes?"
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
        <p>
          You have unsaved changes to{' '}
          {n === 1 ? 'the transcript of one hearing' : `the transcripts of ${n} hearings`}. They are kept on
          this computer only while you are signed in: logging out discards them. To keep them, stay signed in,
          open the hearing and choose Save All Changes.
        </p>
      }
    >
      <ul className="sign-out-drafts">
        {hearings.map((h) => {
          const { state, id } = parseHearingKey(h);
          return (
            <li key={h}>
              {state} hearing {id}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
