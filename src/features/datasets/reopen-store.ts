// Unsaved input whose save failed, waiting to be reopened. The failure toast outlives the screen
// (the user may have moved on), so the request to reopen lives here and the manager of that
// dataset picks it up when it is (or next is) on screen.
import { useSyncExternalStore } from 'react';
import type { FormMode, FormValues } from './form-values';
import type { Row } from './list-query';

export interface ReopenRequest {
  datasetKey: string;
  mode: FormMode;
  /** The row being edited (edit mode). */
  row?: Row;
  /** Exactly what the user had typed. */
  values: FormValues;
  /** The server's words for the failure. */
  error: string;
}

let pending: ReopenRequest | null = null;
const listeners = new Set<() => void>();

export function requestReopen(request: ReopenRequest): void {
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
