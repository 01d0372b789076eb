// The words shown when a summary call fails (SPEC §8): the answer's own words, else
// 'Unknown error occurred'. Our contract's error answer carries its words in `message` (the spec's
// "error field"); `error` is a short code, used only when there is no message.
import { ApiRequestError } from '../../api/fetcher';

const UNKNOWN_ERROR = 'Unknown error occurred';

export function summaryErrorText(err: unknown): string {
  if (err instanceof ApiRequestError) {
    // No answer at all (network, a non-JSON page, a broken contract): the wrapper's own words.
    if (err.kind !== 'http') return err.message || UNKNOWN_ERROR;
    const body = (typeof err.body === 'object' && err.body !== null ? err.body : {}) as Record<
      string,
      unknown
    >;
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
    if (typeof body.error === 'string' && body.error.trim()) return body.error;
    return UNKNOWN_ERROR;
  }
  if (err instanceof Error && err.message) return err.message;
  return UNKNOWN_ERROR;
}
