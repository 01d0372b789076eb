// The run log: the jobs this sign-in started from Run Tools, newest first. Kept in sessionStorage
// (it survives a reload, not the tab) and tied to the sign-in: it is dropped when the session
// ends, and ignored when the stored log belongs to another sign-in.
import { readSession, subscribeSession } from '../../api/session';
import type { JobKind } from './run-tools-rules';

export interface RunLogEntry {
  id: string;
  /** When the answer (or the failure) came, RFC 3339. */
  at: string;
  job: JobKind;
  state: string;
  parameters: Record<string, unknown>;
  /** The answer, when the job started. */
  answer?: unknown;
  /** The failure's words, when it did not. */
  error?: string;
}

const KEY = 'run-tools:log';
/** Enough for a working day; older entries fall off. */
export const LOG_LIMIT = 200;

// The sign-in is named by a hash of its refresh token (never the token itself).
function signInId(): string | null {
  const token = readSession()?.refreshToken;
  if (!token) return null;
  let h = 2166136261;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

interface Stored {
  owner: string;
  entries: RunLogEntry[];
}

function load(): Stored | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
    return parsed && Array.isArray(parsed.entries) ? parsed : null;
  } catch {
    return null;
  }
}

const EMPTY: readonly RunLogEntry[] = [];
let cache: { owner: string | null; entries: readonly RunLogEntry[] } | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  cache = null;
  for (const l of listeners) l();
}

/** This sign-in's entries, newest first (the same array until the log changes). */
export function readLog(): readonly RunLogEntry[] {
  const owner = signInId();
  if (cache?.owner === owner) return cache.entries;
  const stored = load();
  const entries = owner && stored?.owner === owner ? stored.entries : EMPTY;
  cache = { owner, entries };
  return entries;
}

export function appendLog(entry: Omit<RunLogEntry, 'id'>): void {
  const owner = signInId();
  if (!owner) return;
  store(owner, [
    { ...entry, id: `${Date.parse(entry.at)}-${Math.random().toString(36).slice(2, 8)}` },
    ...readLog(),
  ]);
}

/** The log of this sign-in, its newest LOG_LIMIT entries. */
function store(owner: string, entries: readonly RunLogEntry[]): void {
  sessionStorage.setItem(KEY, JSON.stringify({ owner, entries: entries.slice(0, LOG_LIMIT) }));
  emit();
}

export function clearLog(): void {
  sessionStorage.removeItem(KEY);
  emit();
}

/** A cleared log's entries back (Undo), after any job started since. */
export function restoreLog(cleared: readonly RunLogEntry[]): void {
  const owner = signInId();
  if (!owner) return;
  store(owner, [...readLog(), ...cleared]);
}

export function subscribeLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A sign-out (here or in another tab) ends the log; a rotated refresh token keeps it.
let knownOwner = signInId();
subscribeSession((session) => {
  if (!session) {
    clearLog();
    knownOwner = null;
    return;
  }
  const owner = signInId();
  const stored = load();
  if (owner && knownOwner && owner !== knownOwner && stored?.owner === knownOwner) {
    sessionStorage.setItem(KEY, JSON.stringify({ ...stored, owner }));
  }
  knownOwner = owner;
  emit();
});
