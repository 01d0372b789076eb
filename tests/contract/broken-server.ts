// The deliberately broken server: the mock backend behind a proxy that breaks four answers the
// way real servers do. The contract-verify tests expect exactly these four failures, no more.
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

export const HTML_PAGE =
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
