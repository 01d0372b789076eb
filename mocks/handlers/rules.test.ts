// The contract's rules as the mock applies them (over msw/node): one state rule for every call
// that names a state, sign-out revoking the session, 405 for a method a path does not offer, the
// field limits and 64-bit range of request bodies, and the control endpoints refusing bad bodies
// with the reason.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/api/gen/registry/operations.ts';
import { fallbackHandlers } from './fallback.ts';

const BASE = 'http://console.test';

interface Answer {
  status: number;
  body: { message?: string; error?: string } & Record<string, unknown>;
  headers: Headers;
}

async function signIn(username = 'demo'): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

/** Every call that names a state, asked for `state` (valid in every other respect). */
function stateScoped(state: string): [string, string, string, unknown?][] {
  return [
    ['loadCrawlLinks', 'POST', '/api/crawl', { state }],
    [
      'updateCrawlLink',
      'POST',
      '/api/crawl/update-link',
      { state, key: 'BillsLink', url: 'https://example.org/x' },
    ],
    ['runDate', 'POST', '/api/bill/runDate', { state, session: '89R', date: '2025-03-04' }],
    ['runBill', 'POST', '/api/bill/runBill', { state, session: '89R', billNumber: 'HB100' }],
    [
      'runMetadataDates',
      'POST',
      '/api/bill/runMetadataDates',
      { state, session: '89R', startDate: null, endDate: null },
    ],
    ['getVersions', 'POST', '/api/bill/getVersions', { state, id: 'HB100', session: '89R' }],
    ['getSummary', 'POST', '/api/bill/getSummary', { state, type: 'bill', id: 'HB100FIL', session: '89R' }],
    [
      'updateSummary',
      'POST',
      '/api/bill/updateSummary',
      { state, type: 'bill', id: 'HB100FIL', session: '89R', newSummary: 'x' },
    ],
    ['getCommittees', 'GET', `/api/bill/committees/${state}`],
    ['getTranscript', 'GET', `/api/bill/getTranscript/${state}/4109`],
    ['updateTranscript', 'POST', '/api/bill/updateTranscript', { state, id: 4109, newTranscript: [] }],
    ['getVideosToUpdate', 'GET', `/api/speaker/videos-to-update?state=${state}`],
    ['getSpeakerSegments', 'GET', `/api/speaker/speaker-segments?state=${state}&videoID=1`],
    [
      'updateSpeakerAssignment',
      'POST',
      '/api/speaker/update-assignment',
      { state, videoID: 1, segmentIDs: [1], assignedSpeaker: { id: 1, name: 'A', type: 'New', extra: '' } },
    ],
  ];
}

describe('the state rule', () => {
  it('refuses with 403 every call that names a state outside the account, the same way', async () => {
    const { accessToken } = await signIn('analyst');
    const calls = stateScoped('TX');
    // Every operation with a state in its path, query or body is here.
    expect(calls.map(([id]) => id).sort()).toEqual(
      Object.entries(operations)
        .filter(([id]) => !/List$|Add$|Get$|Edit$|Delete$|^(login|logout|refreshToken)$/.test(id))
        .map(([id]) => id)
        .sort(),
    );
    for (const [id, method, path, body] of calls) {
      const a = await call(method, path, accessToken, body);
      expect([id, a.status, a.body]).toEqual([
        id,
        403,
        { message: 'You have no access to TX: your account covers OH, IL', error: 'state_not_allowed' },
      ]);
    }
  });

  it('lets the account’s own states through (then the call’s own rules apply)', async () => {
    const { accessToken } = await signIn('demo');
    for (const [id, method, path, body] of stateScoped('TX')) {
      const a = await call(method, path, accessToken, body);
      expect([id, a.status === 403]).toEqual([id, false]);
    }
    // A hearing state the account lacks: the schema says TX or LA, so 400 before the state rule.
    const analyst = await signIn('analyst');
    expect((await call('GET', '/api/bill/committees/OH', analyst.accessToken)).status).toBe(400);
  });

  it('checks the request first: a malformed call for a refused state is a 400', async () => {
    const { accessToken } = await signIn('analyst');
    const a = await call('POST', '/api/crawl', accessToken, { state: 'TX', extra: 1 });
    expect(a.status).toBe(400);
  });
});

describe('sign-out', () => {
  it('revokes the session: its refresh token and access token are refused, other sessions live on', async () => {
    const mine = await signIn();
    const other = await signIn();
    expect(
      (await call('POST', '/api/auth/refresh-token', undefined, { refreshToken: mine.refreshToken })).status,
    ).toBe(200);
    expect((await call('POST', '/api/auth/logout', mine.accessToken)).status).toBe(200);
    const refreshed = await call('POST', '/api/auth/refresh-token', undefined, {
      refreshToken: mine.refreshToken,
    });
    expect([refreshed.status, refreshed.body]).toEqual([
      401,
      { message: 'This session was signed out; sign in again', error: 'session_revoked' },
    ]);
    expect((await call('GET', '/api/table/states?page=1&limit=10', mine.accessToken)).status).toBe(401);
    expect((await call('GET', '/api/table/states?page=1&limit=10', other.accessToken)).status).toBe(200);
    expect(
      (await call('POST', '/api/auth/refresh-token', undefined, { refreshToken: other.refreshToken })).status,
    ).toBe(200);
  });

  it('hands out a genuine expired pair for tests, which every call refuses', async () => {
    const expired = await call('POST', '/__mock/expired-token', undefined, { username: 'analyst' });
    expect(expired.status).toBe(200);
    const { accessToken, refreshToken } = expired.body as { accessToken: string; refreshToken: string };
    const claims = JSON.parse(atob(accessToken.split('.')[1] as string)) as {
      exp: number;
      stateConfigs: string[];
    };
    expect(claims.exp * 1000).toBeLessThan(Date.now());
    expect(claims.stateConfigs).toEqual(['OH', 'IL']);
    expect((await call('GET', '/api/table/states', accessToken)).status).toBe(401);
    expect((await call('POST', '/api/auth/refresh-token', undefined, { refreshToken })).status).toBe(401);
  });
});

describe('the Authorization header', () => {
  it("takes the scheme's name in any case (RFC 9110), and refuses another scheme", async () => {
    const { accessToken } = await signIn();
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await fetch(`${BASE}/api/table/states?page=1&limit=1`, {
        headers: { Authorization: `${scheme} ${accessToken}` },
      });
      expect(res.status, scheme).toBe(200);
    }
    const basic = await fetch(`${BASE}/api/table/states?page=1&limit=1`, {
      headers: { Authorization: `Basic ${accessToken}` },
    });
    expect(basic.status).toBe(401);
  });
});

describe('methods and paths', () => {
  it('answers a method a path does not offer with 405 and Allow, an unknown path with 404', async () => {
    const put = await call('PUT', '/api/table/states');
    expect([put.status, put.headers.get('allow'), put.body]).toEqual([
      405,
      'GET',
      { message: 'PUT is not a method of /api/table/states; it offers GET', error: 'method_not_allowed' },
    ]);
    const get = await call('GET', '/api/bill/runDate');
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    const item = await call('POST', '/api/table/states/12');
    expect([item.status, item.headers.get('allow')]).toEqual([405, 'GET, PATCH, DELETE']);
    const nowhere = await call('GET', '/api/nothing/here');
    expect([nowhere.status, nowhere.body]).toEqual([
      404,
      { message: 'No operation GET /api/nothing/here', error: 'not_found' },
    ]);
  });

  it("leaves alone what only looks like an API path: the dev server's own /src/api modules", async () => {
    const request = (path: string) => new Request(`${BASE}${path}`);
    expect(
      await getResponse(fallbackHandlers(), request('/src/api/gen/client/auth/auth.ts')),
    ).toBeUndefined();
    expect(await getResponse(fallbackHandlers(), request('/node_modules/x/api/y.js'))).toBeUndefined();
    expect((await getResponse(fallbackHandlers(), request('/api/nothing/here')))?.status).toBe(404);
  });
});

describe('request bodies', () => {
  it('refuses a 64-bit value outside the signed range, naming the field', async () => {
    const { accessToken } = await signIn();
    const a = await call('POST', '/api/table/billSponsors/add', accessToken, {
      FtmEid: '9999999999999999999',
    });
    expect([a.status, a.body]).toEqual([
      400,
      {
        message:
          'Invalid body.FtmEid: must be a signed 64-bit integer, -9223372036854775808 to 9223372036854775807, written as digits',
        error: 'invalid_request',
      },
    ]);
    for (const FtmEid of ['9223372036854775807', '-9223372036854775808', '0']) {
      expect((await call('POST', '/api/table/billSponsors/add', accessToken, { FtmEid })).status).toBe(201);
    }
    for (const FtmEid of ['9223372036854775808', '-9223372036854775809', '007', '1e3']) {
      expect((await call('POST', '/api/table/billSponsors/add', accessToken, { FtmEid })).status).toBe(400);
    }
  });

  it('refuses control characters and text over its limit, naming the field', async () => {
    const { accessToken } = await signIn();
    const nul = await call('POST', '/api/table/masterBills/add', accessToken, { Title: 'a\u0000b' });
    expect(nul.body.message).toBe(
      'Invalid body.Title: holds a control character (NUL or another); only tab, line feed and carriage return are allowed',
    );
    const multiLine = await call('POST', '/api/table/tasks/add', accessToken, {
      Description: 'one\ttwo\r\nthree',
    });
    expect(multiLine.status).toBe(201);
    const long = await call('POST', '/api/table/masterBills/add', accessToken, { Title: 'x'.repeat(4001) });
    expect([long.status, long.body.message]).toEqual([
      400,
      'Invalid body.Title: Too big: expected string to have <=4000 characters',
    ]);
    const filter = await call('GET', '/api/table/states?page=1&limit=10&StateCode=%00', accessToken);
    expect(filter.status).toBe(400);
  });

  it('refuses a page or limit out of range', async () => {
    const { accessToken } = await signIn();
    for (const q of [
      'limit=0',
      'limit=101',
      'page=0',
      'page=-1',
      'page=1000001',
      'page=99999999999999999999',
      'page=x',
    ]) {
      expect([q, (await call('GET', `/api/table/states?${q}`, accessToken)).status]).toEqual([q, 400]);
    }
    expect((await call('GET', '/api/table/states?page=1000000', accessToken)).status).toBe(200);
  });
});

describe('control endpoints', () => {
  it.each([
    ['/__mock/config', '{"latencyMs": ', 'The request body is not valid JSON'],
    ['/__mock/config', 'null', 'The body must be a JSON object such as {"latencyMs": 100}, not null'],
    [
      '/__mock/faults',
      '[1]',
      'The body must be a JSON object such as {"path": "/api/crawl", "status": 500}, not an array',
    ],
    ['/__mock/config', '{"latencyMs": -1}', 'Invalid body.latencyMs: Too small: expected number to be >=0'],
    ['/__mock/config', '{"latency": 5}', 'Invalid body: Unrecognized key: "latency"'],
    [
      '/__mock/faults',
      '{"status": 500}',
      'Invalid body.path: Invalid input: expected string, received undefined',
    ],
    [
      '/__mock/faults',
      '{"path": "/api", "status": 99}',
      'Invalid body.status: Too small: expected number to be >=100',
    ],
  ])('refuses a bad body of %s with 400 and the reason (%s)', async (path, body, message) => {
    const a = await call('POST', path, undefined, body);
    expect(a.status).toBe(400);
    expect(a.body.message).toContain(message);
  });

  it('still takes good ones', async () => {
    expect((await call('POST', '/__mock/config', undefined, { latencyMs: 0 })).body).toMatchObject({
      latencyMs: 0,
    });
    expect(
      (await call('POST', '/__mock/faults', undefined, { path: '/api/table/states', status: 503, times: 1 }))
        .status,
    ).toBe(200);
    const { accessToken } = await signIn();
    expect((await call('GET', '/api/table/states', accessToken)).status).toBe(503);
    expect((await call('GET', '/api/table/states', accessToken)).status).toBe(200);
  });
});
