// An address whose list state a dataset's list cannot use (typed by hand, an old link: limit=1000,
// page=0, a sort given twice, a filter the dataset does not have) is replaced by the list the
// screen shows, and what was left out is said, until the list changes. Without it the screen
// showed one list under an address naming another, or a server's refusal with no way out but
// editing the address (and the tab remembered that address for the menu's next visit).
import { useEffect, useRef, useState } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/types';
import type { LeftOut } from './left-out';
import { canonicalSearch, type ListSearch, sameSearch, validateListSearch } from './list-search';

export function useAddressFix(
  d: DatasetConfig,
  /** The address's search as the router parsed it, before the route's check. */
  raw: Record<string, unknown>,
  /** The route's checked search. */
  search: ListSearch,
  onSearch: (search: ListSearch, options: { replace: true }) => void,
): LeftOut[] {
  const [note, setNote] = useState<{ parts: LeftOut[]; at: ListSearch } | null>(null);
  const written = useRef<string | null>(null);
  const rawKey = JSON.stringify(raw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address (rawKey stands for raw)
  useEffect(() => {
    // From the address alone: the route's checked search can still be the last address's while
    // the router takes in this one (and would send the address back there).
    const canonical = canonicalSearch(d.columns, validateListSearch(raw));
    if (sameSearch(canonical, raw)) {
      written.current = null;
      return;
    }
    // Written once: an address the router reads back otherwise than written is not chased.
    const key = JSON.stringify(canonical);
    if (written.current === key) return;
    written.current = key;
    onSearch(canonical, { replace: true });
    setNote(null);
    // Its words are loaded when an address needs them; a failed load leaves the list, unexplained.
    void import('./left-out')
      .then(({ leftOut }) => {
        const parts = leftOut(d.columns, d.name, raw);
        if (parts.length) setNote({ parts, at: canonical });
      })
      .catch(() => undefined);
  }, [rawKey, d]);
  return note && sameSearch(note.at, search) ? note.parts : [];
}
