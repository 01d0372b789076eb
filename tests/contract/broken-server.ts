// The deliberately broken server: the mock backend behind a proxy that breaks four answers the
// way real servers do. The contract-verify tests expect exactly these four failures, no more.
import { parseSort, sortRows } from '../../mocks/sort.ts';
import { datasets } from '../../scripts/contract-verify/contract.ts';
import { type Rewrite, type Running, startProxy } from './servers.ts';

export const BROKEN = {
  /** Page 1 of members gives MemberId as a string: a wrong type. */
  wrongType: { operation: 'membersList', check: 'list page 1' },
  /** Editing a bill session answers without primaryKey: a missing field. */
  missingField: { operation: 'billSessionEdit' },
  /** Adding an action type answers 200 instead of 201: a wrong status. */
  wrongStatus: { operation: 'actionTypeAdd', check: 'add a scratch record' },
  /** Loading crawl links gets a web server's HTML page (a proxy sending /api to the app). */
  htmlPage: { operation: 'loadCrawlLinks', check: 'load the links of TX' },
} as const;

const HTML_PAGE =
  '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>';

const rewrite: Rewrite = async (call, upstream) => {
  const { pathname, searchParams } = new URL(call.path, 'http://x');
  if (
    call.method === 'GET' &&
    pathname === '/api/table/members' &&
    [...searchParams.keys()].join() === 'page,limit'
  ) {
    const a = await upstream();
    if (a.status !== 200) return a;
    const body = JSON.parse(a.text) as { data: { MemberId: unknown }[] };
    if (body.data[0]) body.data[0].MemberId = String(body.data[0].MemberId);
    return { ...a, text: JSON.stringify(body) };
  }
  if (call.method === 'PATCH' && pathname.startsWith('/api/table/billSession/')) {
    const a = await upstream();
    const { primaryKey: _dropped, ...rest } = JSON.parse(a.text) as Record<string, unknown>;
    return { ...a, text: JSON.stringify(rest) };
  }
  if (call.method === 'POST' && pathname === '/api/table/actionType/add') {
    const a = await upstream();
    return { ...a, status: a.status === 201 ? 200 : a.status };
  }
  if (call.method === 'POST' && pathname === '/api/crawl')
    return { status: 200, contentType: 'text/html; charset=utf-8', text: HTML_PAGE };
  return undefined;
};

export const startBrokenServer = (upstream: string): Promise<Running> => startProxy(upstream, rewrite);

/** The faults of what a server must refuse, planted one per kind in a second broken server; the
 * contract-verify tests expect each to be named, and nothing else. */
export const BROKEN_REFUSALS = {
  /** Counties are listed without a token (a route left outside the auth middleware). */
  noToken: { operation: 'countiesList', check: 'without a token: refused (401)' },
  /** Hearings are listed for any JWT-shaped token: the signature is not checked. */
  tampered: {
    operation: 'getCommittees',
    check: 'with a tampered token (payload widened, signature kept): refused (401)',
  },
  /** Crawl links of any state, whatever the account's stateConfigs (the example). */
  otherState: { operation: 'loadCrawlLinks', check: 'a state outside the account (AL): refused (403)' },
  /** limit=0 on the states list crashes the handler: a 500. */
  crash: { operation: 'statesList', check: 'limit=0: refused (400)' },
  /** A 64-bit value past 2^63-1 is clamped and stored instead of refused. */
  int64: { operation: 'billSponsorsAdd', check: 'FtmEid = 2^63 (past the 64-bit range): refused (400)' },
  /** A bad transcript body is refused, but as plain text, not in the error shape. */
  shape: { operation: 'updateTranscript', check: 'a body that is an array: refused (400)' },
  /** Deleting a deleted county answers 200 (an "idempotent" delete). */
  secondDelete: { operation: 'countiesDelete', check: 'delete it again: refused (404)' },
  /** PUT on the members list answers the web app's HTML page (a proxy's SPA fallback). */
  method: { operation: 'membersList', check: 'PUT, a method the path does not offer: refused (405 or 404)' },
  /** The refresh token still works after sign-out (logout revokes nothing). */
  revoke: { operation: 'refreshToken', check: 'after sign-out, the refresh token: refused (401)' },
  /** An unknown field in an action code's add body is dropped and the rest stored (201). */
  unknownField: { operation: 'actionCodesAdd', check: 'an unknown field: refused (400)' },
  /** An action type's add takes a body whatever its Content-Type (a cross-site text/plain post). */
  anyMediaType: { operation: 'actionTypeAdd', check: 'a valid body sent as text/plain: refused (415)' },
} as const;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const b64 = (part: string | undefined) => {
  try {
    return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

export async function startRefusalsBrokenServer(upstream: string): Promise<Running> {
  const login = await fetch(`${upstream}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  const own = ((await login.json()) as { accessToken: string }).accessToken;
  const signed = { authorization: `Bearer ${own}`, 'content-type': 'application/json' };
  const deleted = new Set<string>();
  let signedOut = false;
  const json = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json',
    text: JSON.stringify(body),
  });

  const rewrite: Rewrite = async (call, forward) => {
    const { pathname, searchParams } = new URL(call.path, 'http://x');
    const bearer = call.headers.authorization?.replace(/^Bearer /, '');
    if (call.method === 'GET' && pathname === '/api/table/counties' && !bearer)
      return forward({ headers: signed });
    if (call.method === 'GET' && pathname.startsWith('/api/bill/committees/')) {
      const [, payload, sig] = bearer?.split('.') ?? [];
      if (sig && b64(payload)) return forward({ headers: signed });
    }
    if (call.method === 'POST' && pathname === '/api/crawl') {
      const a = await forward();
      if (a.status !== 403) return a;
      const { state } = parse(call.body) as { state: string };
      return json(200, { state, BillsLink: 'https://example.org/bills' });
    }
    if (call.method === 'GET' && pathname === '/api/table/states' && searchParams.get('limit') === '0')
      return json(500, { message: 'Internal Server Error' });
    if (call.method === 'POST' && pathname === '/api/table/billSponsors/add') {
      const body = parse(call.body) as { FtmEid?: unknown } | undefined;
      if (body?.FtmEid === '9223372036854775808')
        return forward({ body: JSON.stringify({ ...body, FtmEid: '9223372036854775807' }) });
    }
    if (call.method === 'POST' && pathname === '/api/bill/updateTranscript' && call.body.trim() === '[]')
      return { status: 400, contentType: 'text/plain', text: 'Bad Request' };
    if (call.method === 'DELETE' && pathname.startsWith('/api/table/counties/')) {
      if (deleted.has(pathname))
        return json(200, {
          message: 'Counties record deleted',
          id: pathname.split('/').pop(),
          primaryKey: 'CountyID',
        });
      const a = await forward();
      if (a.status === 200) deleted.add(pathname);
      return a;
    }
    if (call.method === 'POST' && pathname === '/api/table/actionCodes/add') {
      const body = parse(call.body) as Record<string, unknown> | undefined;
      if (body?.contractVerifyUnknownField === 1) {
        const { contractVerifyUnknownField: _dropped, ...known } = body;
        return forward({ body: JSON.stringify(known) });
      }
    }
    if (
      call.method === 'POST' &&
      pathname === '/api/table/actionType/add' &&
      call.headers['content-type'] === 'text/plain'
    )
      return forward({ headers: { ...call.headers, 'content-type': 'application/json' } });
    if (call.method === 'PUT' && pathname === '/api/table/members')
      return { status: 200, contentType: 'text/html; charset=utf-8', text: HTML_PAGE };
    if (call.method === 'POST' && pathname === '/api/auth/logout') {
      const a = await forward();
      if (a.status === 200 && bearer && b64(bearer.split('.')[1])) signedOut = true;
      return a;
    }
    if (call.method === 'POST' && pathname === '/api/auth/refresh-token' && signedOut) {
      const a = await forward();
      return a.status === 401 && a.text.includes('session_revoked') ? json(200, { accessToken: own }) : a;
    }
    return undefined;
  };
  return startProxy(upstream, rewrite);
}

/** The faults of lists that answer well-formed pages saying the wrong thing, planted one per
 * dataset in a third broken server; the contract-verify tests expect each to be named, and
 * nothing else. */
export const BROKEN_LISTS = {
  /** Action codes sorted page by page: the page is cut from the unsorted list, then sorted. */
  pageSorted: { operation: 'actionCodesList', check: /^list sorted by -?ActionCode, page 2$/ },
  /** States always say one page and no next one, whatever the total. */
  pagingFlags: { operation: 'statesList', check: /^list page 1( of 2 rows)?$/ },
  /** Counties count 1,000 records more than they list (totalPages agreeing with that total). */
  totalTooHigh: { operation: 'countiesList', check: /^list the last page \(\d+\) of 2 rows$/ },
  /** Members' filters are ignored: page 1 of the whole list comes back. */
  filterIgnored: { operation: 'membersList', check: /^list filtered by \w+$/ },
  /** Crawl links moved: 301 to the same address (an http-to-https redirect, say). */
  redirect: { operation: 'loadCrawlLinks', check: /^load the links of TX$/ },
} as const;

export function startListsBrokenServer(upstream: string): Promise<Running> {
  const rewrite: Rewrite = async (call, forward) => {
    const url = new URL(call.path, 'http://x');
    const { pathname, searchParams } = url;
    if (call.method === 'POST' && pathname === '/api/crawl')
      return { status: 301, contentType: 'text/plain', text: '', location: `${upstream}/api/crawl` };
    if (call.method !== 'GET') return undefined;
    const list = /^\/api\/table\/(actionCodes|states|counties|members)$/.exec(pathname)?.[1];
    if (!list) return undefined;
    const answered = async (path: string) => {
      const r = await fetch(`${upstream}${path}`, { headers: call.headers });
      return { status: r.status, contentType: r.headers.get('content-type') ?? '', text: await r.text() };
    };
    const sort = searchParams.get('sort');
    if (list === 'actionCodes' && sort) {
      searchParams.delete('sort');
      const a = await answered(`${pathname}?${searchParams}`);
      const keys = parseSort(sort, datasets.find((d) => d.key === 'actionCodes')?.columns ?? []);
      if (a.status !== 200 || typeof keys === 'string') return a;
      const body = JSON.parse(a.text) as { data: Record<string, unknown>[]; pagination: { sort?: string } };
      const columns = datasets.find((d) => d.key === 'actionCodes')?.columns ?? [];
      body.data = sortRows(body.data, keys, columns);
      body.pagination.sort = sort;
      return { ...a, text: JSON.stringify(body) };
    }
    if (list === 'members') {
      for (const k of [...searchParams.keys()])
        if (!['page', 'limit', 'sort'].includes(k)) searchParams.delete(k);
      return answered(`${pathname}?${searchParams}`);
    }
    const a = await forward();
    if (a.status !== 200 || list === 'actionCodes') return a;
    const body = JSON.parse(a.text) as {
      pagination: { total: number; limit: number; totalPages: number; hasNextPage: boolean };
    };
    const p = body.pagination;
    if (list === 'states') Object.assign(p, { totalPages: 1, hasNextPage: false });
    if (list === 'counties') {
      p.total += 1000;
      p.totalPages = Math.ceil(p.total / p.limit);
    }
    return { ...a, text: JSON.stringify(body) };
  };
  return startProxy(upstream, rewrite);
}

/** A server that goes down mid-run: after `calls` calls it stops listening and drops every
 * connection, so that each later call is refused. */
export async function startDyingServer(upstream: string, calls: number): Promise<Running> {
  let n = 0;
  let running: Running | undefined;
  running = await startProxy(upstream, async () => {
    if (++n === calls) void running?.close();
    return undefined;
  });
  return running;
}
