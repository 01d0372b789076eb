// What the user is typing into the filter inputs, kept apart from the filters in the URL: while
// the table is shown, a pause in typing (or Enter) applies the valid filters; back/forward and
// links bring the inputs in line with the URL.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnConfig } from '../../api/gen/registry/types';
import { readDate } from '../../lib/format';
import { filterProblem, type NumberFormat, plainNumber, sameFilters } from './list-search';

const TYPING_PAUSE_MS = 400;

/** A filter as typed, as it is sent (null for none): without the spaces around it, a number as
 * JavaScript writes it ("1,250" as the grid shows it: 1250), a date as the grid shows it too
 * ("Apr 9, 2023": 2023-04-09). */
export function filterValue(type: string, typed: string, format?: NumberFormat): string | null {
  const v = typed.trim();
  if (v === '') return null;
  if (type === 'number') return plainNumber(v, format) ?? v;
  if (type === 'date') return readDate(v) ?? v;
  return v;
}

/** Why a filter as typed cannot be sent, or null. */
export function typedFilterProblem(type: string, typed: string, format?: NumberFormat): string | null {
  if (type === 'date' && typed.trim() !== '' && readDate(typed) === null)
    return 'Enter a date, e.g. 2023-04-09 or Apr 9, 2023';
  return filterProblem(type, filterValue(type, typed, format) ?? '', format);
}

export function useFilterDraft(
  columns: readonly ColumnConfig[],
  applied: Record<string, string>,
  live: boolean,
  apply: (filters: Record<string, string>, options?: { replace: boolean }) => void,
) {
  const [draft, setDraft] = useState<Record<string, string>>(applied);
  const appliedKey = JSON.stringify(applied);
  const lastApplied = useRef(appliedKey);

  // The URL changed without us (back/forward, a bookmark, the sidebar): follow it.
  useEffect(() => {
    if (appliedKey !== lastApplied.current) {
      lastApplied.current = appliedKey;
      setDraft(JSON.parse(appliedKey) as Record<string, string>);
    }
  }, [appliedKey]);

  const problems = useMemo(() => {
    const out: Record<string, string> = {};
    for (const c of columns) {
      const p = typedFilterProblem(c.type, draft[c.key] ?? '', c.format);
      if (p) out[c.key] = p;
    }
    return out;
  }, [columns, draft]);

  // The filters to send: the draft values that are not empty, in column order.
  const ready = useMemo(() => {
    const out: Record<string, string> = {};
    for (const c of columns) {
      const v = filterValue(c.type, draft[c.key] ?? '', c.format);
      if (v !== null) out[c.key] = v;
    }
    return out;
  }, [columns, draft]);
  const valid = Object.keys(problems).length === 0;

  // The filters the last pause in typing applied: while the address still shows them, the next
  // pause replaces that history entry. Back then skips the half-typed values ('8', '88', '88R')
  // and returns to the list before the typing began.
  const typed = useRef<string | null>(null);
  const applyNow = useCallback(
    (filters = ready, options?: { replace: boolean }) => {
      lastApplied.current = JSON.stringify(filters);
      apply(filters, options);
    },
    [apply, ready],
  );

  useEffect(() => {
    if (!live || !valid || sameFilters(ready, applied)) return;
    const t = setTimeout(() => {
      const replace = typed.current === appliedKey;
      typed.current = JSON.stringify(ready);
      applyNow(ready, { replace });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(t);
  }, [live, valid, ready, applied, appliedKey, applyNow]);

  return {
    draft,
    problems,
    valid,
    /** The filters the draft would apply. */
    ready,
    setValue: (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value })),
    /** Applies the draft now (Enter, View data); false when a value cannot be sent. */
    submit: (): boolean => {
      if (!valid) return false;
      typed.current = null;
      applyNow();
      return true;
    },
    clear: () => {
      setDraft({});
      typed.current = null;
      if (live) applyNow({});
    },
  };
}
