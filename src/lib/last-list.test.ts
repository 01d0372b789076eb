import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs as signIn } from '../../tests/unit/session';
import { clearSession } from '../api/session';
import { lastList, rememberList } from './last-list';

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
});

describe('the last list of a dataset in this tab', () => {
  it('is empty on a first visit', () => {
    expect(lastList('master-bills')).toEqual({});
  });

  it('returns what the tab last showed, per dataset', () => {
    rememberList('master-bills', { page: 3, limit: 25, sort: '-FiledDate', StateCode: 'TX' });
    rememberList('members', { page: 2 });
    expect(lastList('master-bills')).toEqual({ page: 3, limit: 25, sort: '-FiledDate', StateCode: 'TX' });
    expect(lastList('members')).toEqual({ page: 2 });
  });

  it('forgets a list left collapsed, and ignores what is not a list', () => {
    rememberList('master-bills', { page: 3 });
    rememberList('master-bills', {});
    expect(lastList('master-bills')).toEqual({});
    sessionStorage.setItem('console.list::members', '{"page":"x","sort":5,"Name":{"a":1},"State":"TX"}');
    expect(lastList('members')).toEqual({ State: 'TX' });
    sessionStorage.setItem('console.list::states', 'not json');
    expect(lastList('states')).toEqual({});
  });

  it('is the signed-in user’s: another user in the same tab starts from a first visit', () => {
    signIn('demo');
    rememberList('members', { page: 2, StateCode: 'TX' });
    signIn('analyst');
    expect(lastList('members')).toEqual({});
    signIn('demo');
    expect(lastList('members')).toEqual({ page: 2, StateCode: 'TX' });
  });
});
