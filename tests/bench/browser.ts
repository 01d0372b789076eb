// Headless Chromium (the machine's own) and one fresh, throttled page per run.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { chromiumPath } from './chromium-path.ts';
import { pageScript, probeScript } from './probe.ts';

// Frames keep Chromium's own 60 Hz clock: an interaction's time includes the wait for the next
// frame, as on a real display (a result in the very next frame reads as up to about 16 ms).
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface RunPage {
  context: BrowserContext;
  page: Page;
  signIn(username?: string, password?: string): Promise<void>;
  api<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A new context (empty cache and storage: a cold load) with its own mock store (`mock-session`
 * cookie, as the browser tests do), the probe installed, and the CPU slowed down `rate` times.
 */
export async function openRun(
  browser: Browser,
  baseURL: string,
  rate: number,
  watch: string | undefined,
): Promise<RunPage> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const session = `bench-${process.pid}-${++counter}`;
  await context.addCookies([{ name: 'mock-session', value: session, url: baseURL }]);
  await context.addInitScript({ content: probeScript(watch ? { until: watch, timeoutMs: 30_000 } : null) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let token: string | null = null;
  return {
    context,
    page,
    async signIn(username = 'demo', password = username) {
      const res = await context.request.post('/api/auth/login', { data: { username, password } });
      if (!res.ok()) throw new Error(`sign-in through the API answered ${res.status()}`);
      const stored = (await res.json()) as { accessToken: string };
      token = stored.accessToken;
      // The console keeps its session in localStorage['user'] (src/api/session.ts).
      await context.addInitScript({
        content: pageScript((s: unknown) => {
          if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(s));
        }, stored),
      });
    },
    async api<T>(path: string) {
      if (!token) throw new Error('api() needs signIn() first');
      const res = await context.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}`);
      return (await res.json()) as T;
    },
    close: () => context.close(),
  };
}

/**
 * How busy the machine is: the median time of a fixed loop in an unthrottled page (5 tries). The
 * report prints it before and after the scenarios, so that a noisy run can be told from a slow app.
 */
export async function calibrate(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      times.push(
        (await page.evaluate(`(() => {
          const t = performance.now();
          let x = 0;
          for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003;
          return performance.now() - t + (x < 0 ? 1 : 0);
        })()`)) as number,
      );
    }
    return times.sort((a, b) => a - b)[2] as number;
  } finally {
    await page.close();
  }
}
