// Deletes sent as the page was left (closed, reloaded, another site: decision 0023) go with
// keepalive: the browser completes them after the page is gone, and nobody hears their answers.
// Each is noted here first (in this browser, for its user); the next signed-in page of that user
// asks whether those records are gone and names those that are not, so that a delete the server
// refused then is not silent. Noting and checking: left-deletes-check.ts, loaded with a delete
// or when there is something to check; here only what a signed-in page reads as it opens.
import { sessionUser } from '../api/session';

export interface LeftDelete {
  /** The dataset's route, its record's key, and what staff call the record ("States 5"). */
  readonly route: string;
  readonly id: string;
  readonly label: string;
  readonly user: string;
  readonly at: number;
}

export const LEFT_DELETES_KEY = 'console.left-deletes';

export function readLeftDeletes(): LeftDelete[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(LEFT_DELETES_KEY) ?? '[]');
    return Array.isArray(list) ? (list as LeftDelete[]) : [];
  } catch {
    return [];
  }
}

/** Whether the signed-in user has noted deletes to check: cheap, read when a signed-in page opens. */
export function hasLeftDeletes(): boolean {
  const user = sessionUser();
  return user !== null && readLeftDeletes().some((e) => e.user === user);
}
