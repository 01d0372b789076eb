// Collects the Content Security Policy violations of a page: the `securitypolicyviolation` events
// (the document's and its workers') and the browser's console reports ('Refused to ...').
import type { Page } from '@playwright/test';

export interface Violation {
  directive: string;
  blocked: string;
  source?: string;
}

export async function watchCsp(page: Page): Promise<() => Promise<Violation[]>> {
  const reported: Violation[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (/Content Security Policy|Refused to/i.test(text))
      reported.push({ directive: 'console', blocked: text });
  });
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __csp: unknown[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      }),
    );
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? [])
      .catch(() => []);
    return [...reported, ...events];
  };
}
