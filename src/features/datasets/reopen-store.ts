// Unsaved input whose save failed, waiting to be reopened. The failure toast outlives the screen
// (the user may have moved on), so the request to reopen lives here and the manager of that
// dataset picks it up when it is (or next is) on screen.
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { onSessionEnd, readSession, sessionUser, subscribeSession } from '../../api/session';
import type { FormMode, FormValues } from './form-values';
import type { Row } from './list-query';

export interface ReopenRequest {
  datasetKey: string;
  mode: FormMode;
  /** The row being edited (edit mode). */
  row?: Row;
  /** The record a Duplicate was made from. */
  source?: Row;
  /** Exactly what the user had typed. */
  values: FormValues;
  /** The server's words for the failure. */
  error: string;
}

let pending: ReopenRequest | null = null;
const listeners = new Set<() => void>();

export function requestReopen(request: ReopenRequest): void {
  owner = sessionUser();
  pending = request;
  for (const l of listeners) l();
}

/** Takes the waiting request (it is handed out once). */
export function takeReopen(datasetKey: string): ReopenRequest | null {
  if (pending?.datasetKey !== datasetKey) return null;
  const r = pending;
  pending = null;
  return r;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The waiting request, if it is for this dataset. */
export function usePendingReopen(datasetKey: string): ReopenRequest | null {
  const current = useSyncExternalStore(subscribe, () => pending);
  return current?.datasetKey === datasetKey ? current : null;
}

// Inputs whose save failed and that only their failure toast holds ("Your input is kept"): until
// the toast is closed or Reopen takes the input back to its form, closing or reloading the tab asks
// first, as the form itself does.
const kept = new Set<string | number>();

function askBeforeUnload(e: BeforeUnloadEvent): void {
  // Signed out (here or in another tab): there is nothing to come back to.
  if (readSession() === null) return;
  e.preventDefault();
}

function guardKept(): void {
  if (kept.size > 0) window.addEventListener('beforeunload', askBeforeUnload);
  else window.removeEventListener('beforeunload', askBeforeUnload);
}

/** The failure toast `id` holds its save's input. */
export function keepInput(id: string | number): void {
  owner = sessionUser();
  kept.add(id);
  guardKept();
}

// ---- whose input it is ------------------------------------------------------------------------
// The input belongs to the user who typed it. Their own Log Out lets it go (its toasts too); a
// session that ended without them (expired, refused) keeps it for them to sign in again, but not
// for someone else who signs in in this tab.

let owner: string | null = null;

function forgetInput(): void {
  for (const id of kept) toast.dismiss(id);
  kept.clear();
  guardKept();
  pending = null;
  owner = null;
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  subscribeSession((session) => {
    if (owner !== null && session && sessionUser() !== owner) forgetInput();
  });
  onSessionEnd(({ signedOut }) => {
    if (owner !== null && signedOut) forgetInput();
  });
}

/** The toast `id` no longer holds it (closed, or the input went back to its form). */
export function releaseInput(id: string | number): void {
  kept.delete(id);
  guardKept();
}
