import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, noteSessionEnd, takeSessionEndNotice, writeSession } from '../../api/session';
import { keepFormIfSessionEnds, keepInput, releaseInput, takeKeptForm } from './reopen-store';

/** Whether closing the tab now would ask first (the page cancels beforeunload). */
function asksOnClose(): boolean {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

describe('input kept by a failed save', () => {
  afterEach(() => {
    releaseInput('a');
    releaseInput('b');
    localStorage.clear();
  });

  it('makes closing the tab ask until every toast holding input has let it go', () => {
    writeSession({ accessToken: 'a', refreshToken: 'r' });
    expect(asksOnClose()).toBe(false);
    keepInput('a');
    keepInput('b');
    expect(asksOnClose()).toBe(true);
    releaseInput('a');
    expect(asksOnClose()).toBe(true);
    releaseInput('b');
    expect(asksOnClose()).toBe(false);
  });

  it('asks nothing once the session has ended: there is nothing to come back to', () => {
    writeSession({ accessToken: 'a', refreshToken: 'r' });
    keepInput('a');
    clearSession();
    expect(asksOnClose()).toBe(false);
  });
});

describe('a form open when the session ends', () => {
  afterEach(() => {
    takeSessionEndNotice();
    sessionStorage.clear();
    localStorage.clear();
  });

  const endSession = async (signedOut: boolean) => {
    clearSession();
    if (!signedOut) noteSessionEnd('Your session has expired. Please sign in again.');
    await Promise.resolve();
  };

  it('keeps what it holds for the same user when the session ends without them, once', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r' });
    const row = { Id: 5, Name: 'Old' };
    const off = keepFormIfSessionEnds('teams', 'ana', () => ({ mode: 'edit', row, values: { Name: 'New' } }));
    await endSession(false);
    off();
    expect(takeKeptForm('masterBills', 'ana')).toBeNull();
    expect(takeKeptForm('teams', 'ana')).toEqual({
      mode: 'edit',
      row,
      source: undefined,
      values: { Name: 'New' },
    });
    expect(takeKeptForm('teams', 'ana')).toBeNull();
  });

  it('lets it go on a Log Out, and gives it to nobody else', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r' });
    const off = keepFormIfSessionEnds('teams', 'ana', () => ({ mode: 'add', values: { Name: 'x' } }));
    await endSession(true);
    expect(takeKeptForm('teams', 'ana')).toBeNull();
    writeSession({ accessToken: 'a', refreshToken: 'r' });
    await endSession(false);
    off();
    expect(takeKeptForm('teams', 'bob')).toBeNull();
    expect(takeKeptForm('teams', 'ana')).toBeNull();
  });

  it('keeps nothing for a form with nothing typed', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r' });
    const off = keepFormIfSessionEnds('teams', 'ana', () => null);
    await endSession(false);
    off();
    expect(sessionStorage.length).toBe(0);
  });

  it('reads back only what a form can hold: an edit without its row, or a value of another type, is left out', () => {
    sessionStorage.setItem(
      'form:teams-kept:v1',
      JSON.stringify({ user: 'ana', page: { mode: 'edit', values: {} } }),
    );
    expect(takeKeptForm('teams', 'ana')).toBeNull();
    sessionStorage.setItem(
      'form:teams-kept:v1',
      JSON.stringify({ user: 'ana', page: { mode: 'add', values: { A: 'x', B: true, C: 3, D: { e: 1 } } } }),
    );
    expect(takeKeptForm('teams', 'ana')).toEqual({
      mode: 'add',
      row: undefined,
      source: undefined,
      values: { A: 'x', B: true },
    });
    sessionStorage.setItem('form:teams-kept:v1', '{not json');
    expect(takeKeptForm('teams', 'ana')).toBeNull();
  });
});
