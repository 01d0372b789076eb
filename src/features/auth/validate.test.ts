import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';
import { validateCredentials } from './validate';

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
});

describe('safeRedirect', () => {
  it('keeps paths of this console and refuses anything else', () => {
    expect(safeRedirect('/admin/states?page=2')).toBe('/admin/states?page=2');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example/x')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});
