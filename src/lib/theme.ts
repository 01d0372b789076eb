// Light, dark, or the system's setting (the default). The choice is kept in localStorage and shown
// as `data-theme` on <html>; global.css turns that (or, without it, prefers-color-scheme) into
// `color-scheme`, which every colour token follows through light-dark(). main.tsx applies the
// stored choice before React starts and the entry script blocks rendering until then
// (vite.config.ts), so a page never flashes the other theme. Decision 0025.
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

const KEY = 'console.theme';
const listeners = new Set<() => void>();

function parse(value: string | null): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function readThemeChoice(): ThemeChoice {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return 'system';
  }
}

let current: ThemeChoice | null = null;

/** Shows `choice` on <html>: an attribute for light or dark, none for the system's setting. */
export function applyTheme(choice: ThemeChoice): void {
  current = choice;
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  for (const l of listeners) l();
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Storage full or blocked: the choice still holds for this page.
  }
  applyTheme(choice);
}

/** The stored choice on <html>; from then on, a choice made in another tab is followed here too. */
export function startTheme(): void {
  applyTheme(readThemeChoice());
  window.addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) applyTheme(parse(e.key === null ? null : e.newValue));
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, () => current ?? readThemeChoice());
}
