// The summary shown, the text typed into it and each summary's last outcome, changed in one place.
// A save's answer arrives after other things may have happened: another record fetched, more text
// typed. It is applied to the state as it is then: only to the record it saved, and a buffer is
// cleared only if it still holds exactly the text saved (SPEC §4: the saved summary's buffers).
import type { EditStatus } from './summary-editor';
import { BILL_KEY, type ResultView } from './summary-results';
import type { SummaryRecord } from './summary-rules';

export interface Edits {
  result: ResultView | null;
  /** Edited text by summary key, only where it differs from the saved text. */
  buffers: Record<string, string>;
  statuses: Record<string, EditStatus>;
}

export type EditAction =
  /** A fetched result (or none): what was typed into the one before goes with it. */
  | { type: 'show'; result: ResultView | null }
  | { type: 'edit'; key: string; text: string }
  | { type: 'status'; record: SummaryRecord; key: string; status: EditStatus }
  | { type: 'saved'; record: SummaryRecord; key: string; text: string; message: string };

export const noEdits: Edits = { result: null, buffers: {}, statuses: {} };

export function savedText(result: ResultView | null, key: string): string {
  if (!result) return '';
  if (result.kind === 'bill') return key === BILL_KEY ? result.summary : '';
  return result.items.find((i) => i.key === key)?.summary ?? '';
}

function withSaved(result: ResultView, key: string, text: string): ResultView {
  if (result.kind === 'bill') return { ...result, summary: text };
  return { ...result, items: result.items.map((i) => (i.key === key ? { ...i, summary: text } : i)) };
}

function withBuffer(buffers: Record<string, string>, key: string, text: string | undefined) {
  const { [key]: _, ...rest } = buffers;
  return text === undefined ? rest : { ...rest, [key]: text };
}

// Records are compared by identity: each fetch makes a new one, so an answer for the same version
// fetched again is not applied to text the user has not seen saved.
const shows = (state: Edits, record: SummaryRecord) => state.result?.record === record;

export function editsReducer(state: Edits, action: EditAction): Edits {
  switch (action.type) {
    case 'show':
      return { result: action.result, buffers: {}, statuses: {} };
    case 'edit': {
      const { key, text } = action;
      const saved = savedText(state.result, key);
      // A save on its way stays shown as such (its button stays disabled) while the user types on.
      const { [key]: status, ...rest } = state.statuses;
      return {
        ...state,
        buffers: withBuffer(state.buffers, key, text === saved ? undefined : text),
        statuses: status?.kind === 'saving' ? state.statuses : rest,
      };
    }
    case 'status':
      if (!shows(state, action.record)) return state;
      return { ...state, statuses: { ...state.statuses, [action.key]: action.status } };
    case 'saved': {
      if (!state.result || !shows(state, action.record)) return state;
      const { key, text } = action;
      // What the textarea shows stays; it is an unsaved edit only where it differs from what was saved.
      const typed = state.buffers[key] ?? savedText(state.result, key);
      return {
        result: withSaved(state.result, key, text),
        buffers: withBuffer(state.buffers, key, typed === text ? undefined : typed),
        statuses: { ...state.statuses, [key]: { kind: 'saved', message: action.message } },
      };
    }
  }
}
