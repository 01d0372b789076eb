import { describe, expect, it } from 'vitest';
import { fakeJwt, inSeconds } from '../../tests/unit/tokens';
import { clearSession, writeSession } from '../api/session';
import { clearDraftsOnSignOut, draftHearings, readDraft, writeDraft } from './transcript-drafts';

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

  it('are cleared when their user signs out, and kept when the session merely expired', () => {
    clearDraftsOnSignOut();
    signIn('ana', inSeconds(600));
    writeDraft(target('ana'), [op]);
    writeDraft(target('ben'), [op]);
    clearSession();
    expect(readDraft(target('ana'))).toBeNull();
    expect(readDraft(target('ben'))).not.toBeNull();

    signIn('ben', inSeconds(-10));
    clearSession();
    expect(readDraft(target('ben'))).not.toBeNull();
  });
});
