// Update State Links' rules: which values are web links (only those are ever clickable), what a
// new link must be before it is sent, and the words of a failure (SPEC §8).
import { ApiRequestError } from '../../api/fetcher';
import type { CrawlLinks } from '../../api/gen/model';
import { textLimits } from '../../api/gen/registry/text-limits';
import { formatCount } from '../../lib/format';

/** An absolute http(s) address with a host: the only kind shown as a link or sent. */
export function isWebLink(value: string | null | undefined): value is string {
  const v = (value ?? '').trim();
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const NOT_A_WEB_LINK =
  'Enter a full web address that starts with http:// or https://, for example https://capitol.texas.gov/bills.';

/** Why a typed new link cannot be sent; null when it can (an empty one is never sent at all). */
export function newLinkProblem(value: string, current: string | null | undefined): string | null {
  const v = value.trim();
  if (!v) return null;
  if (!isWebLink(v)) return NOT_A_WEB_LINK;
  if (v.length > textLimits.updateCrawlLink.url)
    return `A link can be at most ${formatCount(textLimits.updateCrawlLink.url)} characters long; this one has ${formatCount(v.length)}.`;
  if (v === (current ?? '').trim()) return 'This is already the current link.';
  return null;
}

/** The link columns of a loaded answer, in the server's order. */
export function linkColumns(data: CrawlLinks): string[] {
  return Object.keys(data).filter((k) => k !== 'state');
}

/** 'Error: ' plus the server's message, or its JSON text when the message is an object. */
export function crawlErrorText(err: unknown): string {
  if (
    err instanceof ApiRequestError &&
    err.kind === 'http' &&
    typeof err.body === 'object' &&
    err.body !== null
  ) {
    const body = err.body as Record<string, unknown>;
    if (typeof body.message === 'string' && body.message) return `Error: ${body.message}`;
    return `Error: ${JSON.stringify(body.message ?? body)}`;
  }
  if (err instanceof Error && err.message) return `Error: ${err.message}`;
  return `Error: ${typeof err === 'object' ? JSON.stringify(err) : String(err)}`;
}
