import { describe, expect, it } from 'vitest';
import { fakeJwt, inSeconds } from '../../tests/unit/tokens';
import { clearSession, noteSessionEnd, takeSessionEndNotice, writeSession } from '../api/session';
import { clearDraftsOnSignOut } from './drafts-on-sign-out';
import { draftHearings, readDraft, writeDraft } from './transcript-drafts';

// What the transcripts feature stores is its business; any JSON value does here.
const op = { kind: 'word', paragraph: 0, word: 0, from: 'a', to: 'b' };
const target = (user: string, id = 1) => ({ user, state: 'TX', id });
const signIn = (user: string, accessExp: number) =>
  writeSession({
    accessToken: fakeJwt({ sub: user, exp: accessExp, stateConfigs: ['TX'] }),
    refreshToken: fakeJwt({ sub: user, exp: inSeconds(3600) }),
  });

describe('transcript drafts', () => {
  it('are kept per user and hearing, and an empty one is removed', () => {
    writeDraft(target('ana'), [op]);
    writeDraft(target('ana', 2), [op, op]);
    writeDraft(target('ben'), [op]);
    expect(readDraft(target('ana', 2))?.ops).toHaveLength(2);
    expect(draftHearings('ana')).toEqual(new Set(['TX:1', 'TX:2']));
    writeDraft(target('ana'), []);
    expect(readDraft(target('ana'))).toBeNull();
  });

  it('ignores a stored value that is not a draft', () => {
    localStorage.setItem('transcript-draft:v1:ana:TX:1', '{not json');
    expect(readDraft(target('ana'))).toBeNull();
  });

  it('are cleared when their user signs out, and kept when the session ended without them', async () => {
    clearDraftsOnSignOut();
    // The drafts' code is loaded as a user signs out: once in, a task is time enough.
    await import('./transcript-drafts');
    const settled = () => new Promise((r) => setTimeout(r, 0));

    // Log Out: the session is cleared with no reason noted.
    signIn('ana', inSeconds(600));
    writeDraft(target('ana'), [op]);
    writeDraft(target('ben'), [op]);
    clearSession();
    await settled();
    expect(readDraft(target('ana'))).toBeNull();
    expect(readDraft(target('ben'))).not.toBeNull();

    // Expired on the way into a screen: the route guard notes why, then clears.
    signIn('ben', inSeconds(-10));
    noteSessionEnd('Your session has expired. Please sign in again.');
    clearSession();
    await settled();
    expect(readDraft(target('ben'))).not.toBeNull();
    expect(takeSessionEndNotice()).toBe('Your session has expired. Please sign in again.');

    // Refused and not renewed while the token had not expired (revoked, or the clocks differ): the
    // HTTP client clears, then notes why. The drafts stay, and the sign-in page still gets the reason.
    signIn('ben', inSeconds(600));
    clearSession();
    noteSessionEnd('Your session could not be renewed. Please sign in again.');
    await settled();
    expect(readDraft(target('ben'))).not.toBeNull();
    expect(takeSessionEndNotice()).toBe('Your session could not be renewed. Please sign in again.');
  });

  it("are left to the tab whose session ended when another tab's change is heard", async () => {
    clearDraftsOnSignOut();
    signIn('cy', inSeconds(600));
    writeDraft(target('cy'), [op]);
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    await Promise.resolve();
    expect(readDraft(target('cy'))).not.toBeNull();
  });
});
