import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs as signIn } from '../../tests/unit/session';
import { clearSession } from '../api/session';
import { readTabDraft, stringFields, writeTabDraft } from './tab-draft';

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
});

describe('a form kept for this tab', () => {
  it('comes back for the same user and screen only, and goes when written as null', () => {
    signIn('ana');
    writeTabDraft('run-tools', { session: '89R' });
    expect(readTabDraft('run-tools')).toEqual({ session: '89R' });
    expect(readTabDraft('summary-lookup')).toBeNull();
    clearSession();
    signIn('ben');
    expect(readTabDraft('run-tools')).toBeNull();
    writeTabDraft('run-tools', { session: '1' }, 'ana');
    clearSession();
    signIn('ana');
    expect(readTabDraft('run-tools')).toEqual({ session: '1' });
    writeTabDraft('run-tools', null);
    expect(readTabDraft('run-tools')).toBeNull();
  });

  it('reads a broken entry as nothing', () => {
    signIn('ana');
    sessionStorage.setItem('run-tools:draft:ana', '{not json');
    expect(readTabDraft('run-tools')).toBeNull();
  });

  it('takes back only strings, under the form’s own keys', () => {
    const empty = { session: '', billNumber: '' };
    expect(stringFields(empty, { session: '89R', billNumber: 7, extra: 'x' })).toEqual({
      session: '89R',
      billNumber: '',
    });
    expect(stringFields(empty, null)).toEqual(empty);
    expect(stringFields(empty, 'text')).toEqual(empty);
  });
});
