import { describe, expect, it, vi } from 'vitest';
import { fakeJwt, inSeconds } from '../../tests/unit/tokens';
import {
  clearSession,
  currentUser,
  decodeClaims,
  isTokenValid,
  noteSessionEnd,
  readSession,
  subscribeSession,
  takeSessionEndNotice,
  writeSession,
} from './session';

describe('token validation', () => {
  it('accepts a token whose exp is later than now and reads stateConfigs', () => {
    const t = fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX', 'LA'] });
    expect(isTokenValid(t)).toBe(true);
    expect(decodeClaims(t)?.stateConfigs).toEqual(['TX', 'LA']);
  });

  it('refuses an expired token', () => {
    expect(isTokenValid(fakeJwt({ exp: inSeconds(-1), stateConfigs: [] }))).toBe(false);
  });

  it('treats garbage as not authenticated, never as a crash (and logs why)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const t of ['', 'garbage', 'a.b.c', fakeJwt({ stateConfigs: ['TX'] }), fakeJwt({ exp: 'soon' })]) {
      expect(isTokenValid(t)).toBe(false);
    }
    expect(warn).toHaveBeenCalled();
  });

  it('defaults stateConfigs to an empty list when the claim is missing or malformed', () => {
    expect(decodeClaims(fakeJwt({ exp: inSeconds(60) }))?.stateConfigs).toEqual([]);
    expect(decodeClaims(fakeJwt({ exp: inSeconds(60), stateConfigs: 'TX' }))?.stateConfigs).toEqual([]);
  });
});

describe('the stored session', () => {
  it('lives under the key user and tells subscribers about changes', () => {
    const seen: unknown[] = [];
    const off = subscribeSession((s) => seen.push(s));
    const s = { accessToken: fakeJwt({ exp: inSeconds(60), stateConfigs: ['OH'] }), refreshToken: 'r' };
    writeSession(s);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(s);
    expect(currentUser()?.stateConfigs).toEqual(['OH']);
    clearSession();
    expect(localStorage.getItem('user')).toBeNull();
    expect(seen).toEqual([s, null]);
    off();
  });

  it('gives the same user while the token stays, a new one with a new token, none once expired', () => {
    const token = fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'] });
    writeSession({ accessToken: token, refreshToken: 'r' });
    const first = currentUser();
    expect(first?.stateConfigs).toEqual(['TX']);
    expect(currentUser()).toBe(first);
    expect(currentUser(Date.now() + 61_000)).toBeNull();
    writeSession({ accessToken: fakeJwt({ exp: inSeconds(60), stateConfigs: ['LA'] }), refreshToken: 'r' });
    expect(currentUser()?.stateConfigs).toEqual(['LA']);
    clearSession();
    expect(currentUser()).toBeNull();
  });

  it('ignores a stored value that is not a session', () => {
    localStorage.setItem('user', '{"accessToken": 5}');
    expect(readSession()).toBeNull();
    localStorage.setItem('user', 'not json');
    expect(readSession()).toBeNull();
  });
});

describe('why a session ended', () => {
  it('is said once: the next sign-in page shows it, later ones do not', () => {
    expect(takeSessionEndNotice()).toBeNull();
    noteSessionEnd('Your session has expired. Please sign in again.');
    expect(takeSessionEndNotice()).toBe('Your session has expired. Please sign in again.');
    expect(takeSessionEndNotice()).toBeNull();
  });
});
