// Deletes sent as the page was left (closed, reloaded, another site: decision 0023) go with
// keepalive: the browser completes them after the page is gone, and nobody hears their answers.
// Each is noted here first (in this browser, for its user); the next signed-in page of that user
// asks whether those records are gone and names those that are not, so that a delete the server
// refused then is not silent (the check, with its calls: left-deletes-check.ts).
import { sessionUser } from '../api/session';

export interface LeftDelete {
  /** The dataset's route, its record's key, and what staff call the record ("States 5"). */
  readonly route: string;
  readonly id: string;
  readonly label: string;
  readonly user: string;
  readonly at: number;
}

const KEY = 'console.left-deletes';

export function readLeftDeletes(): LeftDelete[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as LeftDelete[]) : [];
  } catch {
    return [];
  }
}

export function writeLeftDeletes(list: readonly LeftDelete[]): void {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked or full: these deletes go unchecked, as before there was a check.
  }
}

/** Notes deletes about to leave with the page (synchronously: the page is going). */
export function noteLeftDeletes(records: readonly Pick<LeftDelete, 'route' | 'id' | 'label'>[]): void {
  const user = sessionUser();
  if (!user || records.length === 0) return;
  const at = Date.now();
  writeLeftDeletes([...readLeftDeletes(), ...records.map((r) => ({ ...r, user, at }))]);
}

/** Whether the signed-in user has noted deletes to check: cheap, read when a signed-in page opens. */
export function hasLeftDeletes(): boolean {
  const user = sessionUser();
  return user !== null && readLeftDeletes().some((e) => e.user === user);
}
