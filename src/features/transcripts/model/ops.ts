// Edits as data. The editor applies an edit by applying its op, and a draft is the list of ops
// since the transcript was loaded: replaying them on the same transcript gives the same result,
// and each op checks that it still fits (the words it replaces, the number of hits), so a draft
// is never applied to a transcript that has changed under it.
import type { Timing } from './edit';
import { replaceRange } from './edit';
import { type FindOptions, findHits } from './find';
import { isValidRange, linesText, rangeWords, splitParagraphs } from './paragraphs';
import { replaceHits } from './replace';
import type { Transcript, WordPos } from './types';

export type EditOp =
  | {
      kind: 'span';
      start: WordPos;
      end: WordPos;
      /** The words replaced, one line per paragraph (checked on replay). */
      expect: string;
      /** The new words, one line per paragraph. */
      text: string;
      timing: Timing;
    }
  | {
      kind: 'replace';
      query: string;
      replacement: string;
      options: FindOptions;
      /** How many hits the query had (checked on replay). */
      hits: number;
      /** Replace only the hit with this index; all hits when absent. */
      only?: number;
    };

/** The transcript after `op`, or null when the op does nothing or no longer fits. */
export function applyOp(t: Transcript, op: EditOp): Transcript | null {
  if (op.kind === 'span') {
    const range = { start: op.start, end: op.end };
    if (!isValidRange(t, range) || linesText(rangeWords(t, range)) !== op.expect) return null;
    return replaceRange(t, range, splitParagraphs(op.text), op.timing);
  }
  const hits = findHits(t, op.query, op.options);
  if (hits.length === 0 || hits.length !== op.hits) return null;
  if (op.only === undefined) return replaceHits(t, hits, op.replacement);
  const hit = hits[op.only];
  return hit ? replaceHits(t, [hit], op.replacement) : null;
}

/** A few words saying what an op did, for the draft notice and history buttons. */
export function describeOp(op: EditOp): string {
  if (op.kind === 'span') {
    const text = op.text.replace(/\s+/g, ' ');
    return `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
  }
  const n = op.only === undefined ? op.hits : 1;
  return `${op.query} → ${op.replacement} (${n} ${n === 1 ? 'match' : 'matches'})`;
}
