// The deployed console's settings, read once at start-up from /config.json, a small file the web
// server provides (deploy/nginx writes it from the container's environment), so that one build
// can go to staging and to production. Decision 0037.
//
//   { "apiBaseUrl": "https://api.example.org" }
//
// `apiBaseUrl`: where the API is (its paths start with /api); "" means this console's own origin
// (a reverse proxy passes /api on). Without the file, or without the key, the build's own setting
// holds: VITE_API_BASE_URL at build time, else this origin. A value that is not an http(s)
// address, or a file that is not such an object, stops the start with a page that says so.
//
// `demoAccounts` (optional, decision 0027): the sign-in pairs of a mock backend, which the sign-in
// card offers. Only a server that runs one sends it (npm run dev; npm run preview with
// CONSOLE_DEMO_ACCOUNTS=mock): the build itself holds no accounts.
//
//   { "demoAccounts": [{ "username": "demo", "password": "demo", "note": "every screen" }] }

/** The build-time API address (VITE_API_BASE_URL), used when the server provides none. */
const BUILD_TIME = import.meta.env.VITE_API_BASE_URL ?? '';

const CONFIG_PATH = '/config.json';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let apiBase: string | undefined;

/** A sign-in pair of a mock backend, with what it shows. */
export interface DemoAccount {
  readonly username: string;
  readonly password: string;
  readonly note?: string;
}

let demo: readonly DemoAccount[] = [];

/** The demo accounts the server announced (none against a real backend). */
export function demoAccounts(): readonly DemoAccount[] {
  return demo;
}

const KNOWN = ['apiBaseUrl', 'demoAccounts'];

/** Checks the demoAccounts setting; returns the accounts, or throws a ConfigError. */
function parseDemoAccounts(value: unknown, source: string): DemoAccount[] {
  const bad = () =>
    new ConfigError(
      `demoAccounts in ${source} must be a list of {"username", "password", "note"} with text values.`,
    );
  if (!Array.isArray(value) || value.length > 20) throw bad();
  return value.map((a: unknown) => {
    if (typeof a !== 'object' || a === null) throw bad();
    const { username, password, note, ...rest } = a as Record<string, unknown>;
    if (typeof username !== 'string' || !username || typeof password !== 'string') throw bad();
    if (note !== undefined && typeof note !== 'string') throw bad();
    if (Object.keys(rest).length > 0) throw bad();
    return note === undefined ? { username, password } : { username, password, note };
  });
}

/** The API's base address without a trailing slash ('' for this origin). */
export function apiBaseUrl(): string {
  apiBase ??= parseApiBaseUrl(BUILD_TIME, 'VITE_API_BASE_URL (build time)');
  return apiBase;
}

/** Spaces and control characters are refused rather than dropped, as URL parsing would do. */
const unprintable = (s: string) => /\s/.test(s) || [...s].some((c) => c < ' ' || c === '\u007f');

/** Checks an API address; returns it without a trailing slash, or throws a ConfigError. */
export function parseApiBaseUrl(value: unknown, source: string): string {
  if (typeof value !== 'string') {
    throw new ConfigError(`apiBaseUrl in ${source} must be a string, not ${JSON.stringify(value)}.`);
  }
  if (value === '') return '';
  const problem = (why: string) =>
    new ConfigError(`apiBaseUrl in ${source} is not a usable API address: "${value}" ${why}.`);
  if (unprintable(value)) throw problem('contains spaces or control characters');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw problem('is not an absolute address (expected e.g. https://api.example.org)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw problem('must start with https:// or http://');
  if (url.username || url.password) throw problem('must not carry a user name or password');
  if (url.search || url.hash || value.includes('?') || value.includes('#'))
    throw problem('must not have a query or a fragment');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Checks the content of /config.json and applies it. */
export function applyRuntimeConfig(config: unknown): void {
  const source = CONFIG_PATH;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new ConfigError(
      `${source} must hold a JSON object, such as {"apiBaseUrl": "https://api.example.org"}.`,
    );
  }
  for (const key of Object.keys(config)) {
    if (!KNOWN.includes(key))
      throw new ConfigError(`${source} has an unknown setting "${key}" (known: ${KNOWN.join(', ')}).`);
  }
  const { apiBaseUrl: value, demoAccounts: accounts } = config as {
    apiBaseUrl?: unknown;
    demoAccounts?: unknown;
  };
  const accountList = accounts === undefined ? [] : parseDemoAccounts(accounts, source);
  apiBase =
    value === undefined
      ? parseApiBaseUrl(BUILD_TIME, 'VITE_API_BASE_URL (build time)')
      : parseApiBaseUrl(value, source);
  demo = accountList;
}

/**
 * Reads /config.json. No file (404, or a server's SPA fallback page) leaves the build's setting;
 * a file that cannot be read or is not valid throws a ConfigError with the reason.
 */
export async function loadRuntimeConfig(): Promise<void> {
  let res: Response;
  try {
    // As index.html preloads it (same mode, credentials and headers): the preload is used, one
    // request in all, made while the page's code loads. The server marks it no-store.
    res = await fetch(CONFIG_PATH);
  } catch {
    throw new ConfigError(`${CONFIG_PATH} could not be loaded (network error).`);
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 404 || (res.ok && type.includes('text/html'))) {
    applyRuntimeConfig({});
    return;
  }
  if (!res.ok) throw new ConfigError(`${CONFIG_PATH} could not be loaded (status ${res.status}).`);
  let config: unknown;
  try {
    config = JSON.parse(await res.text());
  } catch {
    throw new ConfigError(`${CONFIG_PATH} is not valid JSON.`);
  }
  applyRuntimeConfig(config);
}
