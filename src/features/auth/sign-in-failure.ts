// What a failed sign-in says. A refusal of the credentials is SPEC §8's sentence, once, with the
// server's own words as its detail. When the server failed or could not be reached, the password
// was never checked, and saying it is wrong would send the user to retype a correct one.
import { ApiRequestError, errorMessage } from '../../api/fetcher';
import { asSentence } from '../../lib/format';

export const WRONG_CREDENTIALS = 'Username or Password is wrong!';

const NOT_CHECKED = 'Your username and password were not checked; try again in a moment.';

/** A failure's words, then NOT_CHECKED; without its advice when the words already give it. */
function notChecked(words: string): string {
  return /try again/i.test(words)
    ? `${words} Your username and password were not checked.`
    : `${words} ${NOT_CHECKED}`;
}

export interface SignInFailure {
  /** 'refused': the server said no to these credentials; 'server': it failed or was not reached. */
  kind: 'refused' | 'server';
  title: string;
  detail: string | null;
}

/** The message or error text the server put in its answer, if any. */
function serverWords(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as Record<string, unknown>;
  const words = typeof message === 'string' && message.trim() ? message : error;
  return typeof words === 'string' && words.trim() ? words.trim() : null;
}

export function signInFailure(err: unknown): SignInFailure {
  if (!(err instanceof ApiRequestError)) {
    return { kind: 'server', title: 'Signing in failed.', detail: notChecked(errorMessage(err)) };
  }
  const words = serverWords(err.body);
  // No sign-in call at this address (404, 405): the console is pointed at something that is not the
  // API, and the password was never looked at.
  if (err.kind === 'http' && (err.status === 404 || err.status === 405)) {
    return {
      kind: 'server',
      title: 'The sign-in server was not found at this address.',
      detail: `It answered with status ${err.status}${words ? `: ${words}` : ''}. The console's API address may be wrong (its calls start with /api). ${NOT_CHECKED}`,
    };
  }
  // Other 4xx are the server's answer about this request; 408 and 429 are about the server's state.
  if (
    err.kind === 'http' &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 408 &&
    err.status !== 429
  ) {
    return {
      kind: 'refused',
      title: WRONG_CREDENTIALS,
      detail: words ? `The server said: ${words}` : null,
    };
  }
  // Too many attempts: a limit, not a failure; the server's words say how long to wait.
  if (err.kind === 'http' && err.status === 429) {
    return {
      kind: 'server',
      title: 'Too many sign-in attempts for now.',
      detail: words
        ? `The server said: ${asSentence(words)} Your username and password were not checked.`
        : 'Your username and password were not checked; wait a few minutes, then try again.',
    };
  }
  switch (err.kind) {
    case 'network':
      return {
        kind: 'server',
        title: 'The sign-in server could not be reached.',
        detail: `Check your connection. ${NOT_CHECKED}`,
      };
    case 'timeout':
      return { kind: 'server', title: 'The sign-in server did not answer in time.', detail: NOT_CHECKED };
    case 'http':
      return {
        kind: 'server',
        title: 'The sign-in server failed.',
        detail: `It answered with status ${err.status}${words ? `: ${words}` : ''}. ${NOT_CHECKED}`,
      };
    default:
      // An answer that is not the contract's (an HTML page from a proxy, cut-off JSON).
      return { kind: 'server', title: 'The sign-in server failed.', detail: notChecked(err.message) };
  }
}
