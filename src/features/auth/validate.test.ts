import { describe, expect, it } from 'vitest';
import { loginBodyPasswordMax, loginBodyUsernameMax } from '../../api/gen/zod/auth/auth.zod';
import type { FileRouteTypes } from '../../routeTree.gen';
import { isConsolePath, SCREEN_PATHS, safeRedirect } from './redirect';
import { PASSWORD_MAX, USERNAME_MAX, validateCredentials } from './validate';

describe('validateCredentials', () => {
  it('requires both fields', () => {
    expect(validateCredentials({ username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(validateCredentials({ username: '   ', password: 'x' })).toEqual({
      username: 'Username is required',
    });
    expect(validateCredentials({ username: 'demo', password: ' ' })).toEqual({});
  });

  it('says at the field what is longer than the contract takes (username trimmed, as it is sent)', () => {
    expect([USERNAME_MAX, PASSWORD_MAX]).toEqual([loginBodyUsernameMax, loginBodyPasswordMax]);
    expect(validateCredentials({ username: ` ${'u'.repeat(256)} `, password: 'p'.repeat(1024) })).toEqual({});
    expect(validateCredentials({ username: 'u'.repeat(257), password: 'p'.repeat(1025) })).toEqual({
      username: 'Username is too long: at most 256 characters',
      password: 'Password is too long: at most 1,024 characters',
    });
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this console and refuses anything else', () => {
    expect(safeRedirect('/admin/states?page=2')).toBe('/admin/states?page=2');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });

  it('refuses a tab, CR or LF, which URL parsing drops (/<TAB>/evil.example reads as //evil.example)', () => {
    for (const c of ['\t', '\r', '\n']) {
      expect(safeRedirect(`/${c}/evil.example/`)).toBe('/');
      expect(safeRedirect(`/admin/states${c}`)).toBe('/');
    }
    expect(safeRedirect('/\u0000/evil.example')).toBe('/');
    expect(safeRedirect('/ /evil.example')).toBe('/');
  });

  it('refuses another spelling of a path and paths the console does not have', () => {
    expect(safeRedirect('/admin/../dashboard')).toBe('/');
    expect(safeRedirect('/./dashboard')).toBe('/');
    expect(safeRedirect('/admin/undefined?page=1')).toBe('/');
    expect(safeRedirect('/evil.example')).toBe('/');
    expect(safeRedirect('/admin/states/12')).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('keeps every screen of the console, with its query', () => {
    for (const p of SCREEN_PATHS) expect(safeRedirect(`${p}?x=1`)).toBe(`${p}?x=1`);
    expect(safeRedirect('/admin/organization-types')).toBe('/admin/organization-types');
    // A trailing slash is the same screen to the router.
    expect(safeRedirect('/dashboard/')).toBe('/dashboard/');
    expect(safeRedirect('/admin/states/?page=2')).toBe('/admin/states/?page=2');
    expect(safeRedirect('//')).toBe('/');
    expect(safeRedirect('/admin/actions-entry')).toBe('/admin/actions-entry');
    expect(safeRedirect('/admin/master-bills?page=3&StateCode=TX')).toBe(
      '/admin/master-bills?page=3&StateCode=TX',
    );
  });

  it('knows every route file of the console', () => {
    // A route file added or removed without this list fails to compile here.
    const screens: Record<Exclude<FileRouteTypes['fullPaths'], '/sign-in' | '/admin/$name'>, true> = {
      '/': true,
      '/dashboard': true,
      '/link-finder': true,
      '/run-tools': true,
      '/speakers': true,
      '/transcripts': true,
    };
    expect([...SCREEN_PATHS].sort()).toEqual(Object.keys(screens).sort());
    expect(isConsolePath('/sign-in')).toBe(false);
  });
});
