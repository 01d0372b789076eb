// Where to go after signing in: the page the user was sent away from (the `redirect` search value),
// if it is a page of this console, else / (SPEC §2), silently. The value comes from the address
// bar, so anyone can craft it: it must be a path on this origin, written exactly as the browser
// will read it (a tab, CR or LF is dropped by URL parsing, which turns `/<TAB>/evil.example` into
// `//evil.example`, another site), and a screen the console has.
import { adminMenu } from '../../api/gen/registry/menu';

/** The screens outside /admin (the route files under src/routes; a test keeps them in step). */
export const SCREEN_PATHS: readonly string[] = [
  '/',
  '/dashboard',
  '/run-tools',
  '/transcripts',
  '/link-finder',
  '/speakers',
];

/** /admin routes that are not in the registry but are the console's (SPEC §2: no table configuration). */
const ADMIN_WITHOUT_ENTRY = ['organization-types'];

const BASE = 'https://console.invalid';

/** Whether a path (without query or fragment) is a screen of the console; a trailing slash is
 * the same screen, as the router reads it. */
export function isConsolePath(path: string): boolean {
  const pathname = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (SCREEN_PATHS.includes(pathname)) return true;
  const admin = /^\/admin\/([a-z0-9-]+)$/.exec(pathname)?.[1];
  return (
    admin !== undefined && (ADMIN_WITHOUT_ENTRY.includes(admin) || adminMenu.some((e) => e.route === admin))
  );
}

/** A path of this console to go to, or '/' for anything else (another site, a malformed or unknown path). */
export function safeRedirect(target: string | undefined): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return '/';
  // Anything URL parsing would drop or turn into a separator is refused, not repaired.
  if (/[\s\\]/.test(target) || [...target].some((c) => c < ' ' || c === '\u007f')) return '/';
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return '/';
  }
  // Same origin, and the very text the browser will read (no dot segments, no other spelling).
  if (url.origin !== BASE || `${url.pathname}${url.search}${url.hash}` !== target) return '/';
  return isConsolePath(url.pathname) ? target : '/';
}
