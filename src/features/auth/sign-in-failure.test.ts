import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/fetcher';
import { signInFailure, WRONG_CREDENTIALS } from './sign-in-failure';

const http = (status: number, body?: unknown) =>
  new ApiRequestError('http', 'ignored', { status, operation: 'login', body });

describe('signInFailure', () => {
  it("a refusal is the spec's sentence once, the server's words as its detail", () => {
    expect(
      signInFailure(http(401, { message: 'Invalid username or password', error: 'invalid_credentials' })),
    ).toEqual({
      kind: 'refused',
      title: WRONG_CREDENTIALS,
      detail: 'The server said: Invalid username or password',
    });
    expect(signInFailure(http(403, { error: 'Account locked' })).detail).toBe(
      'The server said: Account locked',
    );
    expect(signInFailure(http(401, {}))).toEqual({ kind: 'refused', title: WRONG_CREDENTIALS, detail: null });
  });

  it('a server that failed is not a wrong password, and says the credentials were not checked', () => {
    const failed = signInFailure(http(500, { message: 'Database down' }));
    expect(failed.kind).toBe('server');
    expect(failed.title).toBe('The sign-in server failed.');
    expect(failed.detail).toBe(
      'It answered with status 500: Database down. Your username and password were not checked; try again in a moment.',
    );
    expect(signInFailure(http(503)).detail).toMatch(/^It answered with status 503\. /);
  });

  it('too many attempts is a limit, not a failure: the server says how long to wait', () => {
    const limited = signInFailure(http(429, { message: 'Too many attempts, wait 5 minutes' }));
    expect(limited.kind).toBe('server');
    expect(limited.title).toBe('Too many sign-in attempts for now.');
    expect(limited.detail).toBe(
      'The server said: Too many attempts, wait 5 minutes. Your username and password were not checked.',
    );
    expect(signInFailure(http(429)).detail).toBe(
      'Your username and password were not checked; wait a few minutes, then try again.',
    );
  });

  it('no sign-in call at the address (404, 405) is not a wrong password: the API address may be wrong', () => {
    for (const status of [404, 405]) {
      const failure = signInFailure(http(status, { message: 'No operation POST /api/api/auth/login' }));
      expect(failure.kind).toBe('server');
      expect(failure.title).toBe('The sign-in server was not found at this address.');
      expect(failure.detail).toBe(
        `It answered with status ${status}: No operation POST /api/api/auth/login. The console's API address may be wrong (its calls start with /api). Your username and password were not checked; try again in a moment.`,
      );
    }
  });

  it('an HTML page, no network and no answer in time say so', () => {
    const page = new ApiRequestError(
      'format',
      'The server answered Login with text/html instead of JSON (status 200). Is the API address right?',
    );
    expect(signInFailure(page)).toMatchObject({ kind: 'server', title: 'The sign-in server failed.' });
    expect(signInFailure(page).detail).toMatch(/^The server answered Login with text\/html/);
    // Words that already say to try again are not followed by the same advice.
    const proxyPage = new ApiRequestError(
      'format',
      'The server failed (status 502) and sent an error page instead of an answer. Try again in a moment.',
    );
    expect(signInFailure(proxyPage).detail).toBe(
      'The server failed (status 502) and sent an error page instead of an answer. Try again in a moment. Your username and password were not checked.',
    );
    expect(signInFailure(new ApiRequestError('network', 'x'))).toMatchObject({
      kind: 'server',
      title: 'The sign-in server could not be reached.',
    });
    expect(signInFailure(new ApiRequestError('timeout', 'x')).title).toBe(
      'The sign-in server did not answer in time.',
    );
    expect(signInFailure(new TypeError('boom'))).toMatchObject({
      kind: 'server',
      title: 'Signing in failed.',
    });
  });
});
