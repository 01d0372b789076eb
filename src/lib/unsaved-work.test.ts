import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The Web Locks this browser holds: a tab's lock is held from its request until the tab is gone. */
let held: string[] = [];
const fakeLocks = {
  request: (name: string, grant: () => Promise<void>) => {
    held.push(name);
    return grant();
  },
  query: async () => ({ held: held.map((name) => ({ name })), pending: [] }),
};

/** The module as a tab of its own loads it (its own tab id), with or without Web Locks. */
async function tab(withLocks = true) {
  vi.resetModules();
  Object.defineProperty(navigator, 'locks', { value: withLocks ? fakeLocks : undefined, configurable: true });
  return import('./unsaved-work');
}

const lists = () => Object.keys(localStorage).filter((k) => k.startsWith('console.unsaved-work.'));

afterEach(() => {
  held = [];
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
});

describe('unsaved work across tabs', () => {
  it('is written where the other tabs read it at once, and taken back when it is saved or left', async () => {
    const here = await tab();
    const screen = renderHook(({ what }) => here.useUnsavedWork(what), {
      initialProps: { what: 'the new CalendarLink link of Texas' as string | null },
    });
    expect(here.unsavedWork()).toEqual(['the new CalendarLink link of Texas']);
    await vi.waitFor(() => expect(lists()).toHaveLength(1));

    const other = await tab();
    expect(await other.otherTabsWork()).toEqual(['the new CalendarLink link of Texas']);
    // A tab's own work is not 'in another tab'.
    expect(await here.otherTabsWork()).toEqual([]);

    screen.rerender({ what: null });
    await vi.waitFor(() => expect(lists()).toHaveLength(0));
    expect(await other.otherTabsWork()).toEqual([]);
    screen.unmount();
  });

  it('drops the list of a tab that ended without a word (its lock is free), and keeps an open one’s', async () => {
    held = ['legislative-console:unsaved-work:open-tab'];
    localStorage.setItem('console.unsaved-work.open-tab', JSON.stringify(['the summary of HB100FIL']));
    localStorage.setItem('console.unsaved-work.crashed-tab', JSON.stringify(['the new link of Ohio']));
    const me = await tab();
    expect(await me.otherTabsWork()).toEqual(['the summary of HB100FIL']);
    expect(lists()).toEqual(['console.unsaved-work.open-tab']);
  });

  it('counts every list where the browser has no Web Locks, and skips one it cannot read', async () => {
    localStorage.setItem('console.unsaved-work.a', JSON.stringify(['the summary of HB100FIL']));
    localStorage.setItem('console.unsaved-work.b', '{not json');
    const me = await tab(false);
    expect(await me.otherTabsWork()).toEqual(['the summary of HB100FIL']);
  });
});
