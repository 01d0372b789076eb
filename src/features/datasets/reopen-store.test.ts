import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, writeSession } from '../../api/session';
import { keepInput, releaseInput } from './reopen-store';

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
