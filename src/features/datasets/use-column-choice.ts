// Which columns of a dataset the grid shows: the viewer's by default, or what this user chose for
// this dataset (kept in localStorage, so it survives reloads and sign-outs on this browser).
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { currentUser } from '../../api/session';

const storageKey = (d: DatasetConfig) => {
  const u = currentUser();
  return `console.columns:${u?.username ?? u?.sub ?? 'anyone'}:${d.key}`;
};

function read(d: DatasetConfig): string[] | null {
  try {
    const raw = localStorage.getItem(storageKey(d));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    // Columns the dataset no longer has are dropped; nothing left means the default.
    const known = parsed.filter(
      (k): k is string => typeof k === 'string' && d.columns.some((c) => c.key === k),
    );
    return known.length ? known : null;
  } catch {
    return null;
  }
}

export interface ColumnChoice {
  /** TanStack Table's visibility state: every column of the dataset, shown or not. */
  visibility: ColumnVisibilityState;
  /** The shown column keys. */
  shown: ReadonlySet<string>;
  /** True when the user changed the viewer's default. */
  custom: boolean;
  toggle: (key: string, show: boolean) => void;
  reset: () => void;
}

export function useColumnChoice(d: DatasetConfig): ColumnChoice {
  const [chosen, setChosen] = useState<string[] | null>(() => read(d));
  const shown = useMemo(() => new Set(chosen ?? d.viewer), [chosen, d]);
  const visibility = useMemo(
    () => Object.fromEntries(d.columns.map((c) => [c.key, shown.has(c.key)])),
    [d, shown],
  );

  const save = useCallback(
    (next: string[] | null) => {
      setChosen(next);
      try {
        if (next) localStorage.setItem(storageKey(d), JSON.stringify(next));
        else localStorage.removeItem(storageKey(d));
      } catch {
        // Storage full or blocked: the choice still holds on this page.
      }
    },
    [d],
  );

  const toggle = useCallback(
    (key: string, show: boolean) => {
      const now = chosen ?? [...d.viewer];
      const next = show ? [...now.filter((k) => k !== key), key] : now.filter((k) => k !== key);
      // At least one column stays: a grid of nothing but actions reads as broken.
      if (next.length === 0) return;
      save(next);
    },
    [chosen, d, save],
  );

  return { visibility, shown, custom: chosen !== null, toggle, reset: () => save(null) };
}
