// 'Update all changed summaries': the edited section summaries are sent one after another (in the
// order they are shown), each with its own outcome, so that one refusal neither stops the others
// nor hides which ones were stored.

export interface ItemOutcome {
  key: string;
  /** How the item is named on screen: its item id, or 'No item id'. */
  label: string;
  ok: boolean;
  /** The service's confirmation, or why the update failed. */
  message: string;
}

export interface BatchState {
  /** How many summaries the batch sends. */
  total: number;
  running: boolean;
  outcomes: ItemOutcome[];
}

const summaries = (n: number) => `${n} changed ${n === 1 ? 'summary' : 'summaries'}`;

/** The batch's outcome in one sentence. */
export function batchSentence({ total, running, outcomes }: BatchState): string {
  const done = outcomes.length;
  const failed = outcomes.filter((o) => !o.ok).length;
  if (running) return `Updating ${summaries(total)}… ${done} of ${total} done.`;
  if (failed === 0) return `All ${summaries(done)} updated.`;
  if (failed === done)
    return done === 1
      ? 'The changed summary could not be updated. Its text is kept.'
      : `None of the ${summaries(done)} could be updated. Their text is kept.`;
  const kept = failed === 1 ? '1 failed and keeps its text' : `${failed} failed and keep their text`;
  return `${done - failed} of ${summaries(done)} updated; ${kept}.`;
}

/** One line per item: what became of it, in words. */
export function outcomeLine(o: ItemOutcome): string {
  return o.ok ? `${o.label}: updated.` : `${o.label}: not updated. ${o.message}`;
}
