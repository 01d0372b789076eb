// The floating 'You have unsaved changes' box (SPEC §2) with Save All Changes. A failed save says
// 'Failed to save changes: ' and the server's words (SPEC §8); every edit stays.

import { Alert } from '../../components/alert';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { plural } from '../../lib/format';
import { firstFault } from './model/lazy';
import type { Transcript } from './model/types';
import { useParsedRest } from './use-parsed-rest';

interface Props {
  edits: number;
  saving: boolean;
  error: string | null;
  /** The draft could not be kept in this browser (storage full or disabled). */
  draftKept: boolean;
  /** The edited transcript: a paragraph of it the contract refused turns saving off. */
  transcript: Transcript;
  onSave(): void;
}

export function UnsavedBox({ edits, saving, error, draftKept, transcript, onSave }: Props) {
  const saveOff = useParsedRest(transcript) && firstFault(transcript) !== null;
  return (
    <section className="tr-unsaved card" aria-labelledby="tr-unsaved-title">
      <p id="tr-unsaved-title" className="tr-unsaved-title">
        You have unsaved changes
      </p>
      <p className="tr-unsaved-meta">
        {plural(edits, 'edit')}
        {draftKept ? ' · kept on this computer until saved' : ''}
      </p>
      {!draftKept && (
        <Alert tone="warning">This browser would not keep a draft: save before you close the tab.</Alert>
      )}
      {error && (
        <Alert tone="error" role="alert">
          Failed to save changes: {error}
        </Alert>
      )}
      {saveOff && (
        <p className="tr-unsaved-meta">
          Saving is off: a paragraph the server sent cannot be read (see above).
        </p>
      )}
      <FocusKeepingButton className="btn btn-primary" inactive={saving || saveOff} onClick={onSave}>
        {saving && <span className="spinner" aria-hidden="true" />}
        {saving ? 'Saving…' : 'Save All Changes'}
      </FocusKeepingButton>
    </section>
  );
}
