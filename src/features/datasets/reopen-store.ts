// Unsaved input whose save failed, waiting to be reopened. The failure toast outlives the screen
// (the user may have moved on), so the request to reopen lives here and the manager of that
// dataset picks it up when it is (or next is) on screen.
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { onSessionEnd, readSession, sessionUser, subscribeSession } from '../../api/session';
import { keepIfSessionEnds, takeKept } from '../../lib/kept-input';
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
function takeReopen(datasetKey: string): ReopenRequest | null {
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
function usePendingReopen(datasetKey: string): ReopenRequest | null {
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

// ---- a form open when the session ends ------------------------------------------------------
// What an open Add/Edit form holds outlives a session that ends without the user (lib/kept-input),
// as the other screens' input does: the form opens again with it when they come back to the list.

/** Said in the form it opens again. */
const KEPT_FORM_NOTICE =
  'Your session ended before this was saved. Your input is back: save it when it is ready.';

export type KeptForm = Pick<ReopenRequest, 'mode' | 'row' | 'source' | 'values'>;

const formScreen = (datasetKey: string) => `form:${datasetKey}`;
const isRecord = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** While a form is open: what it holds unsaved (or null) is kept if the session ends without the
 * user. Returns the unsubscribe. */
export const keepFormIfSessionEnds = (
  datasetKey: string,
  user: string,
  unsaved: () => KeptForm | null,
): (() => void) => keepIfSessionEnds(formScreen(datasetKey), user, unsaved);

/** The form kept for this user on this dataset, once; another user's is dropped. */
export function takeKeptForm(datasetKey: string, user: string): KeptForm | null {
  const kept = takeKept(formScreen(datasetKey), user);
  if (!isRecord(kept) || (kept.mode !== 'add' && kept.mode !== 'edit') || !isRecord(kept.values)) return null;
  const values: FormValues = {};
  for (const [k, v] of Object.entries(kept.values))
    if (typeof v === 'string' || typeof v === 'boolean') values[k] = v;
  const row = isRecord(kept.row) ? kept.row : undefined;
  if (kept.mode === 'edit' && !row) return null;
  return { mode: kept.mode, row, source: isRecord(kept.source) ? kept.source : undefined, values };
}

/** A form to open again, and why. */
export interface ReopenedForm extends KeptForm {
  /** The server's words for the failed save. */
  error?: string;
  /** Why the input is back without a save having been tried. */
  notice?: string;
}

/** Opens, on this dataset's screen, the form whose failed save asked to be reopened (possibly
 * from another screen, now or later) and the form left open when the session ended. */
export function useReopenedForm(datasetKey: string, open: (form: ReopenedForm) => void): void {
  const onOpen = useEffectEvent(open);
  const reopen = usePendingReopen(datasetKey);
  useEffect(() => {
    if (!reopen) return;
    const r = takeReopen(datasetKey);
    if (r) onOpen({ mode: r.mode, row: r.row, source: r.source, values: r.values, error: r.error });
  }, [reopen, datasetKey]);
  useEffect(() => {
    const user = sessionUser();
    const form = user === null ? null : takeKeptForm(datasetKey, user);
    if (form) onOpen({ ...form, notice: KEPT_FORM_NOTICE });
  }, [datasetKey]);
}
