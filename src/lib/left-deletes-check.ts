// The deletes that leave with a page (left-deletes.ts): noted as they go, checked by the next page.
import { toast } from 'sonner';
import { apiCall } from '../api/fetcher';
import { sessionUser } from '../api/session';
import { LEFT_DELETES_KEY, type LeftDelete, readLeftDeletes } from './left-deletes';

/** A noted delete that could not be checked is tried again next time, for a day at most. */
const KEPT_MS = 24 * 60 * 60 * 1000;
/** A delete left with the page may still be on its way when the next page asks: asked again after. */
const ON_ITS_WAY_MS = 4000;
/** Records named in the toast; the rest are counted. */
const NAMED = 4;

function writeLeftDeletes(list: readonly LeftDelete[]): void {
  try {
    if (list.length) localStorage.setItem(LEFT_DELETES_KEY, JSON.stringify(list));
    else localStorage.removeItem(LEFT_DELETES_KEY);
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

type Found = 'gone' | 'there' | 'unknown';

async function find(e: LeftDelete): Promise<Found> {
  const { loadDataset } = await import('../api/gen/registry/load-dataset');
  const d = await loadDataset(e.route).catch(() => undefined);
  if (!d) return 'unknown';
  try {
    await apiCall(d.operations.get, `${d.endpoint}/${encodeURIComponent(e.id)}`);
    return 'there';
  } catch (err) {
    return (err as { status?: number }).status === 404 ? 'gone' : 'unknown';
  }
}

/**
 * Takes the signed-in user's noted deletes (another tab will not check them again) and returns
 * those whose records are still there. One still there is asked for again a few seconds later,
 * its delete having perhaps not arrived yet; one that cannot be checked (the server failing) is
 * noted again for next time.
 */
export async function checkLeftDeletes(wait = (ms: number) => new Promise((r) => setTimeout(r, ms))) {
  const user = sessionUser();
  if (!user) return [];
  const all = readLeftDeletes();
  const mine = all.filter((e) => e.user === user);
  writeLeftDeletes(all.filter((e) => e.user !== user));
  const unknown: LeftDelete[] = [];
  let there: LeftDelete[] = [];
  const sort = (e: LeftDelete, found: Found) => {
    if (found === 'there') there.push(e);
    else if (found === 'unknown' && Date.now() - e.at < KEPT_MS) unknown.push(e);
  };
  for (const e of mine) sort(e, await find(e));
  if (there.length) {
    await wait(ON_ITS_WAY_MS);
    const again = there;
    there = [];
    for (const e of again) sort(e, await find(e));
  }
  if (unknown.length) writeLeftDeletes([...readLeftDeletes(), ...unknown]);
  return there;
}

/** Checks, and names the records still there in a toast that stays, with a way to the first. */
export async function reportLeftDeletes(
  stillWanted: () => boolean,
  open: (route: string, id: string) => void,
): Promise<void> {
  const there = await checkLeftDeletes();
  if (!stillWanted() || there.length === 0) return;
  const first = there[0] as LeftDelete;
  const names = there.slice(0, NAMED).map((e) => e.label);
  const more = there.length > NAMED ? ` and ${there.length - NAMED} more` : '';
  toast.error(
    there.length === 1
      ? `The delete of ${first.label}, sent as the page closed, did not go through`
      : `${there.length} deletes sent as the page closed did not go through`,
    {
      description:
        there.length === 1
          ? `${first.label} is still there. Delete it again if it should go.`
          : `Still there: ${names.join(', ')}${more}. Delete them again if they should go.`,
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: there.length === 1 ? 'Open it' : `Open ${first.label}`,
        onClick: () => open(first.route, first.id),
      },
    },
  );
}
