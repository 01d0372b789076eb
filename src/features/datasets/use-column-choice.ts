// Which columns of a dataset the grid shows: the viewer's by default, or what this user chose for
// this dataset (kept in localStorage, so it survives reloads and sign-outs on this browser).
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { currentUser } from '../../api/session';

const storageKey = (d: DatasetConfig) => {
  const u = currentUser();
  return `console.columns:${u?.username ?? u?.sub ?? 'anyone'}:${d.key}`;
};

/** The choice kept for this dataset, checked: columns it no longer has are dropped; nothing left
 * (or nothing kept) means the viewer's default. */
function parse(d: DatasetConfig, raw: string | null): string[] | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    const known = parsed.filter(
      (k): k is string => typeof k === 'string' && d.columns.some((c) => c.key === k),
    );
    return known.length ? known : null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// A choice saved in this tab, or in another (the `storage` event): every grid showing that
// dataset follows it, instead of writing its older choice back over it at the next change.
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
function subscribe(l: () => void): () => void {
  listeners.add(l);
  if (listeners.size === 1) window.addEventListener('storage', notify);
  return () => {
    listeners.delete(l);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
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
  // Whose choice: read once per dataset shown (a session renewed meanwhile is the same user's).
  const key = useMemo(() => storageKey(d), [d]);
  // What happens when storage is blocked: the choice holds on this page only.
  const [unsaved, setUnsaved] = useState<{ key: string; raw: string | null } | null>(null);
  const stored = useSyncExternalStore(subscribe, () => readRaw(key));
  const raw = unsaved?.key === key ? unsaved.raw : stored;
  const chosen = useMemo(() => parse(d, raw), [d, raw]);
  const shown = useMemo(() => new Set(chosen ?? d.viewer), [chosen, d]);
  const visibility = useMemo(
    () => Object.fromEntries(d.columns.map((c) => [c.key, shown.has(c.key)])),
    [d, shown],
  );

  const save = useCallback(
    (next: string[] | null) => {
      const text = next ? JSON.stringify(next) : null;
      try {
        if (text) localStorage.setItem(key, text);
        else localStorage.removeItem(key);
        setUnsaved(null);
      } catch {
        setUnsaved({ key, raw: text });
      }
      notify();
    },
    [key],
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
