// What the editor says once every paragraph of a long transcript is parsed (model/lazy.ts): its
// word count, and a paragraph the server sent out of the contract. Components of their own, so
// that the moment the parsing ends renders them alone, not the editor.
import { useMemo } from 'react';
import { Alert } from '../../components/alert';
import { plural } from '../../lib/format';
import { firstFault } from './model/lazy';
import { countWords, type Transcript } from './model/types';
import { useParsedRest } from './use-parsed-rest';

/** '50,000 words. ', once known. */
export function WordCount({ transcript }: { transcript: Transcript }) {
  const parsed = useParsedRest(transcript);
  const count = useMemo(() => (parsed ? countWords(transcript) : null), [parsed, transcript]);
  return count === null ? null : `${plural(count, 'word')}. `;
}

/** A paragraph the contract refused is shown empty: saving would drop it, so saving is off. */
export function ParagraphFault({ transcript }: { transcript: Transcript }) {
  const parsed = useParsedRest(transcript);
  const fault = parsed ? firstFault(transcript) : null;
  if (!fault) return null;
  return (
    <Alert tone="error" role="alert">
      This transcript cannot be saved: {fault}. That paragraph is shown empty, and saving would drop it from
      the hearing. Your edits stay on this computer as a draft.
    </Alert>
  );
}
