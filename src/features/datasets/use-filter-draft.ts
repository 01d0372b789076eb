// What the user is typing into the filter inputs, kept apart from the filters in the URL: while
// the table is shown, a pause in typing (or Enter) applies the valid filters; back/forward and
// links bring the inputs in line with the URL.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnConfig } from '../../api/gen/registry/types';
import { filterProblem, plainNumber, sameFilters } from './list-search';

const TYPING_PAUSE_MS = 400;

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
      const p = filterProblem(c.type, draft[c.key] ?? '', c.format);
      if (p) out[c.key] = p;
    }
    return out;
  }, [columns, draft]);

  // The filters to send: the non-empty draft values, in column order.
  const ready = useMemo(() => {
    const out: Record<string, string> = {};
    for (const c of columns) {
      const v = draft[c.key];
      // A number is sent as JavaScript writes it ("1,250" typed as the grid shows it: 1250).
      if (v) out[c.key] = c.type === 'number' ? (plainNumber(v, c.format) ?? v) : v;
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
