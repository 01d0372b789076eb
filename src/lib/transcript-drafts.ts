// Unsaved transcript edits kept in localStorage, per user and per hearing, so that a reload, a
// crash or a closed tab loses nothing. A draft is the list of edit ops since the transcript was
// loaded (a few hundred bytes per edit), not the transcript itself (megabytes for a long one).
// Drafts are cleared after a successful save and when their user signs out.
// Shared, not in the transcripts feature: the shell's Log Out lists the hearings with a draft
// before it discards them. The ops' type is the transcripts feature's (`EditOp`); here they are
// only stored and returned.
import { userOf } from '../api/session';

const PREFIX = 'transcript-draft:v1:';

export interface Draft<Op> {
  ops: Op[];
  /** When the draft was last written, ISO 8601. */
  savedAt: string;
}

export interface DraftTarget {
  user: string;
  state: string;
  id: number;
}

export const draftUser = userOf;

/** A hearing as `draftHearings` names it: 'STATE:id'. */
export const hearingKey = (state: string, id: number): string => `${state}:${id}`;

/** The state and video id of a `hearingKey`. */
export function parseHearingKey(key: string): { state: string; id: number } {
  const at = key.lastIndexOf(':');
  return { state: key.slice(0, at), id: Number(key.slice(at + 1)) };
}

const userPrefix = (user: string) => `${PREFIX}${encodeURIComponent(user)}:`;
const keyOf = (t: DraftTarget) => `${userPrefix(t.user)}${hearingKey(t.state, t.id)}`;

export function readDraft<Op>(t: DraftTarget): Draft<Op> | null {
  try {
    const raw = localStorage.getItem(keyOf(t));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft<Op>>;
    if (!Array.isArray(d.ops) || d.ops.length === 0 || typeof d.savedAt !== 'string') return null;
    return { ops: d.ops, savedAt: d.savedAt };
  } catch {
    return null;
  }
}

/** Keeps the ops; false when the browser refused (storage full or disabled). */
export function writeDraft<Op>(t: DraftTarget, ops: readonly Op[]): boolean {
  try {
    if (ops.length === 0) localStorage.removeItem(keyOf(t));
    else localStorage.setItem(keyOf(t), JSON.stringify({ ops, savedAt: new Date().toISOString() }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(t: DraftTarget): void {
  localStorage.removeItem(keyOf(t));
}

/** Calls `removed` when another tab removes this draft (its Discard draft, its save); returns the
 * unsubscribe. */
export function onDraftRemovedElsewhere(t: DraftTarget, removed: () => void): () => void {
  const key = keyOf(t);
  const on = (e: StorageEvent) => {
    if (e.key === key && e.newValue === null) removed();
  };
  window.addEventListener('storage', on);
  return () => window.removeEventListener('storage', on);
}

/** The hearings (`hearingKey`) that have a draft of this user. */
export function draftHearings(user: string): Set<string> {
  const prefix = userPrefix(user);
  const out = new Set<string>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) out.add(key.slice(prefix.length));
  }
  return out;
}

/** Every draft of `user` (Log Out, once the user chose to discard them). */
export function clearUserDrafts(user: string): void {
  const prefix = userPrefix(user);
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}
