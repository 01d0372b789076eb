// Helpers the scenarios share.
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { Timeout } from '../probe.ts';
import { NotAvailable } from '../types.ts';

export const KiB = (bytes: number) => bytes / 1024;

/** gzip as a server would send it (zlib's default level), the same for every file and run. */
export const gzipSize = (body: Buffer) => gzipSync(body).length;

/**
 * Collects every JavaScript file the page loads from the console's origin (scripts, module
 * preloads, lazy chunks). `total()` waits for the bodies and sums their gzip sizes.
 */
export function collectScripts(page: Page, origin: string) {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (res) => {
    const url = res.url();
    if (!url.startsWith(origin) || bodies.has(url)) return;
    const isJs =
      res.request().resourceType() === 'script' ||
      /javascript/.test(res.headers()['content-type'] ?? '') ||
      /\.m?js$/.test(new URL(url).pathname);
    if (isJs)
      bodies.set(
        url,
        res.body().catch(() => null),
      );
  });
  return {
    async total(): Promise<{ bytes: number; files: number }> {
      let bytes = 0;
      let files = 0;
      for (const b of await Promise.all(bodies.values())) {
        if (!b) continue;
        bytes += gzipSize(b);
        files++;
      }
      return { bytes, files };
    },
  };
}

/** Waits for `locator` to be visible; a screen that never shows it is "not available". */
export async function needVisible(locator: Locator, reason: string, timeout = 15_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new NotAvailable(reason);
  }
}

/** A timed step whose result never showed: the screen is not there (yet). */
export async function orUnavailable<T>(step: Promise<T>, reason: string): Promise<T> {
  try {
    return await step;
  } catch (err) {
    if (err instanceof Timeout) throw new NotAvailable(reason);
    throw err;
  }
}

/**
 * Counts the page's requests in flight, from their start to their end (answered, failed or
 * cancelled). `quiet()` waits until none has been in flight for `ms`. Playwright's 'networkidle'
 * cannot do this within a screen: it is a load state, reached once per page load, and after that
 * it is returned at once however many calls a click starts.
 */
export function requestsInFlight(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const start = () => {
    inFlight++;
    changed = Date.now();
  };
  const end = () => {
    inFlight--;
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet(ms = 300, timeoutMs = 20_000): Promise<void> {
      const giveUp = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - changed < ms) {
        if (Date.now() > giveUp)
          throw new Error(`${inFlight} requests still in flight after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** The keys that type `word` into a box, one at a time, then erase its last `erased` letters, each
 * with the box's text after it. */
export function typedThenErased(word: string, erased = word.length): { key: string; text: string }[] {
  const keys = [...word].map((ch, i) => ({ key: ch === ' ' ? 'Space' : ch, text: word.slice(0, i + 1) }));
  for (let i = 1; i <= erased; i++) keys.push({ key: 'Backspace', text: word.slice(0, word.length - i) });
  return keys;
}
