// The editor's edits: the undo history, and its copy in a local draft after every change. A draft
// found on opening is offered back first (the transcript is read-only until the offer is
// answered); restoring replays its ops and reports those that no longer fit.
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { readSession } from '../../api/session';
import { formatCount, plural } from '../../lib/format';
import {
  clearDraft,
  type Draft,
  type DraftTarget,
  onDraftRemovedElsewhere,
  readDraft,
  writeDraft,
} from '../../lib/transcript-drafts';
import { createHistory, current, type History, ops, push, redo, undo } from './model/history';
import { applyOp, describeOp, type EditOp } from './model/ops';
import { splitParagraphs } from './model/paragraphs';
import type { Transcript } from './model/types';

export interface RestoreFailures {
  failed: string[];
  total: number;
}

const wordsIn = (text: string) => splitParagraphs(text).flat().length;

/** What an edit did, for a screen reader: 'replaced 2 words with 3'. */
export function opSaid(op: EditOp): string {
  if (op.kind === 'span')
    return `replaced ${plural(wordsIn(op.expect), 'word')} with ${formatCount(wordsIn(op.text))}`;
  const n = op.only === undefined ? op.hits : 1;
  return `replaced “${op.query}” with “${op.replacement}”, ${plural(n, 'match', 'matches')}`;
}

export function useEditHistory(base: Transcript, target: DraftTarget) {
  const [history, setHistory] = useState<History>(() => createHistory(base));
  const [offer, setOffer] = useState<Draft<EditOp> | null>(() => readDraft<EditOp>(target));
  const [failures, setFailures] = useState<RestoreFailures | null>(null);
  const [draftKept, setDraftKept] = useState(true);
  // A new transcript while nothing has been edited (the whole of one whose beginning was shown
  // first, or a newer copy from the server): the history starts from it.
  if (history.base !== base && history.entries.length === 0) setHistory(createHistory(base));
  const transcript = current(history);

  useEffect(() => {
    if (offer === null) setDraftKept(writeDraft(target, ops(history)));
  }, [history, offer, target]);
  // Another tab of this hearing removed the draft (offered this tab's edits, it discarded them, or
  // it saved its own) while this one still holds edits: written again, as this tab says it is
  // kept. Not once the user has signed out: their drafts go with them.
  useEffect(() => {
    if (offer !== null) return;
    return onDraftRemovedElsewhere(target, () => {
      if (readSession() !== null && history.index > 0) setDraftKept(writeDraft(target, ops(history)));
    });
  }, [history, offer, target]);

  /** Applies an edit; false when it changes nothing. */
  const apply = useCallback(
    (op: EditOp): boolean => {
      const next = applyOp(transcript, op);
      if (!next) return false;
      setHistory((h) => push(h, op, next));
      return true;
    },
    [transcript],
  );

  const restore = () => {
    if (!offer) return;
    let h = createHistory(base);
    const failed: string[] = [];
    for (const op of offer.ops) {
      const next = applyOp(current(h), op);
      if (next) h = push(h, op, next);
      else failed.push(describeOp(op));
    }
    setHistory(h);
    setOffer(null);
    if (failed.length > 0) setFailures({ failed, total: offer.ops.length });
    else toast.success(`Restored ${plural(offer.ops.length, 'edit')}.`);
  };

  const discard = () => {
    clearDraft(target);
    setOffer(null);
  };

  /** The transcript was saved: it becomes the new start, with no draft. */
  const saved = (t: Transcript) => {
    clearDraft(target);
    setHistory(createHistory(t));
  };

  return {
    transcript,
    /** Edits in effect (unsaved). */
    edits: history.index,
    canUndo: history.index > 0,
    canRedo: history.index < history.entries.length,
    /** The edit Undo would take back, and the one Redo would make again. */
    lastOp: history.entries[history.index - 1]?.op ?? null,
    nextOp: history.entries[history.index]?.op ?? null,
    offer,
    failures,
    draftKept,
    apply,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    restore,
    discard,
    dismissFailures: () => setFailures(null),
    saved,
  };
}
