import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, readThemeChoice, setThemeChoice, startTheme, useThemeChoice } from './theme';

afterEach(() => {
  localStorage.clear();
  applyTheme('system');
});

describe('theme choice', () => {
  it('is the system setting until something else is chosen, and ignores unknown stored values', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem('console.theme', 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('is kept in localStorage and shown on <html>; System removes both', () => {
    setThemeChoice('dark');
    expect(localStorage.getItem('console.theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemeChoice('system');
    expect(localStorage.getItem('console.theme')).toBeNull();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('starts from the stored choice and follows a choice made in another tab', () => {
    localStorage.setItem('console.theme', 'light');
    startTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    const { result } = renderHook(() => useThemeChoice());
    expect(result.current).toBe('light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'console.theme', newValue: 'dark' }));
    });
    expect(result.current).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
