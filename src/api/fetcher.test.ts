import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { fakeJwt, inSeconds } from '../../tests/unit/tokens';
import {
  type ApiRequestError,
  apiCall,
  apiFetch,
  renewAhead,
  renewalDue,
  setSessionEndedHandler,
} from './fetcher';
import { bigIntAnswers } from './gen/registry/big-int-answers';
import { datasets } from './gen/registry/datasets';
import { operations } from './gen/registry/operations';
import { forgetRenewals, recordRenewal, recordSignOut } from './renewals';
import { readSession, writeSession } from './session';

// Tokens minted in the same second with the same claims are the same bytes: a renewal recorded by
// one test must not answer for another's.
beforeEach(() => forgetRenewals());

const LIST = '/api/table/states?page=1&limit=10';
const list = () => apiCall('statesList', LIST);
const page = (rows: unknown[] = []) => ({
  data: rows,
  pagination: {
    page: 1,
    limit: 10,
    total: rows.length,
    totalPages: 1,
    hasNextPage: false,
    hasPreviousPage: false,
  },
});

function signedIn(access = fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'] })) {
  writeSession({ accessToken: access, refreshToken: fakeJwt({ exp: inSeconds(3600) }) });
  return access;
}

/** A list endpoint that accepts only `valid` and counts refresh calls. */
function withRotatingToken(valid: { token: string }, opts: { refresh?: 'ok' | 'fail' } = {}) {
  const counts = { refresh: 0, list: 0 };
  server.use(
    http.get('*/api/table/states', ({ request }) => {
      counts.list++;
      return request.headers.get('authorization') === `Bearer ${valid.token}`
        ? HttpResponse.json(page())
        : HttpResponse.json({ message: 'expired' }, { status: 401 });
    }),
    http.post('*/api/auth/refresh-token', async () => {
      counts.refresh++;
      await new Promise((r) => setTimeout(r, 20));
      if (opts.refresh === 'fail') return HttpResponse.json({ message: 'nope' }, { status: 401 });
      valid.token = fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'], n: counts.refresh });
      return HttpResponse.json({ accessToken: valid.token });
    }),
  );
  return counts;
}

describe('the caller names the operation', () => {
  it('every generated request function passes its operationId to the HTTP client', () => {
    const files = ['auth', 'bill', 'crawl', 'speaker'].map((tag) =>
      readFileSync(`src/api/gen/client/${tag}/${tag}.ts`, 'utf8'),
    );
    const calls = files.flatMap(
      (f) => f.match(/return apiFetch<[^>]+>\(get\w+Url\([^)]*\),\s*\{\s*operation: '\w+'/g) ?? [],
    );
    const named = calls.map((c) => /operation: '(\w+)'/.exec(c)?.[1]);
    const generated = files.flatMap((f) => f.match(/return apiFetch</g) ?? []);
    expect(named).toHaveLength(generated.length);
    for (const id of named) expect(Object.keys(operations)).toContain(id);
    // Each one names itself: getVersions calls with 'getVersions', and so on.
    for (const f of files) {
      for (const m of f.matchAll(/export const (\w+) = async[\s\S]*?operation: '(\w+)'/g))
        expect(m[2]).toBe(m[1]);
    }
  });

  it('a generated call that names no operation is refused before anything is sent', async () => {
    let sent = 0;
    server.use(
      http.get('*/api/table/states', () => {
        sent++;
        return HttpResponse.json(page());
      }),
    );
    await expect(apiFetch(LIST)).rejects.toMatchObject({ kind: 'contract' });
    expect(sent).toBe(0);
  });
});

describe('the 401 flow', () => {
  it('20 concurrent 401s cause exactly one refresh and 20 retries', async () => {
    signedIn();
    const valid = { token: 'not-yet' };
    const counts = withRotatingToken(valid);
    const results = await Promise.all(Array.from({ length: 20 }, () => list()));
    expect(results).toHaveLength(20);
    expect(counts.refresh).toBe(1);
    expect(counts.list).toBe(40);
    expect(readSession()?.accessToken).toBe(valid.token);
  });

  it('a 401 on the retry does not refresh again', async () => {
    signedIn();
    let refreshes = 0;
    server.use(
      http.get('*/api/table/states', () => HttpResponse.json({ message: 'still no' }, { status: 401 })),
      http.post('*/api/auth/refresh-token', () => {
        refreshes++;
        return HttpResponse.json({ accessToken: fakeJwt({ exp: inSeconds(60), stateConfigs: [] }) });
      }),
    );
    await expect(list()).rejects.toMatchObject({ status: 401, message: 'still no' });
    expect(refreshes).toBe(1);
  });

  it('a failed refresh rejects every waiting request, clears the user and ends the session once', async () => {
    signedIn();
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    const counts = withRotatingToken({ token: 'never' }, { refresh: 'fail' });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => list()));
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiRequestError).kind === 'session'),
    ).toBe(true);
    expect(counts.refresh).toBe(1);
    expect(readSession()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    setSessionEndedHandler(() => {});
  });

  it('an expired refresh token ends the session without calling the server', async () => {
    writeSession({
      accessToken: fakeJwt({ exp: inSeconds(60), stateConfigs: [] }),
      refreshToken: fakeJwt({ exp: inSeconds(-5) }),
    });
    const counts = withRotatingToken({ token: 'never' });
    await expect(list()).rejects.toMatchObject({ kind: 'session' });
    expect(counts.refresh).toBe(0);
    expect(readSession()).toBeNull();
  });

  it('login and refresh calls never trigger a refresh', async () => {
    signedIn();
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh-token', () => {
        refreshes++;
        return HttpResponse.json({ message: 'bad' }, { status: 401 });
      }),
    );
    await expect(
      apiCall('login', '/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'x', password: 'y' }),
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
  });

  it('a request that got a 401 after another one refreshed just retries with the new token', async () => {
    const old = signedIn();
    const fresh = fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'], fresh: true });
    let refreshes = 0;
    server.use(
      http.get('*/api/table/states', ({ request }) => {
        if (request.headers.get('authorization') === `Bearer ${old}`) {
          // Another tab refreshes while this request is on the wire.
          writeSession({ accessToken: fresh, refreshToken: readSession()?.refreshToken ?? '' });
          return HttpResponse.json({ message: 'expired' }, { status: 401 });
        }
        return HttpResponse.json(page());
      }),
      http.post('*/api/auth/refresh-token', () => {
        refreshes++;
        return HttpResponse.json({ accessToken: fresh });
      }),
    );
    await expect(list()).resolves.toBeTruthy();
    expect(refreshes).toBe(0);
  });

  it('one refresh per expiry even when the renewed token is byte for byte the one refused', async () => {
    const token = signedIn();
    let lists = 0;
    let refreshes = 0;
    let refreshed = () => {};
    const renewal = new Promise<void>((r) => {
      refreshed = r;
    });
    server.use(
      http.get('*/api/table/states', async () => {
        lists++;
        // The two first calls are refused; the second one's answer comes after the renewal.
        if (lists === 1) return HttpResponse.json({ message: 'expired' }, { status: 401 });
        if (lists === 2) {
          await renewal;
          return HttpResponse.json({ message: 'expired' }, { status: 401 });
        }
        return HttpResponse.json(page());
      }),
      http.post('*/api/auth/refresh-token', () => {
        refreshes++;
        setTimeout(refreshed, 0);
        // Issued within the same second, with the same claims: the same token again.
        return HttpResponse.json({ accessToken: token });
      }),
    );
    await expect(Promise.all([list(), list()])).resolves.toHaveLength(2);
    expect(refreshes).toBe(1);
    expect(lists).toBe(4);
  });

  it('a byte-identical renewed token refused again later is renewed again', async () => {
    const token = signedIn();
    let refusals = 0;
    let refreshes = 0;
    server.use(
      http.get('*/api/table/states', () => {
        if (refusals === 0) return HttpResponse.json(page());
        refusals--;
        return HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
      http.post('*/api/auth/refresh-token', () => {
        refreshes++;
        return HttpResponse.json({ accessToken: token });
      }),
    );
    // Refused, renewed (to the same bytes), retried: answered.
    refusals = 1;
    await expect(list()).resolves.toBeTruthy();
    // Later the same token is refused again: a new expiry, a new renewal.
    await new Promise((r) => setTimeout(r, 5));
    refusals = 1;
    await expect(list()).resolves.toBeTruthy();
    expect(refreshes).toBe(2);
  });

  it("a call sent with a token another tab had renewed already retries with that tab's renewal", async () => {
    const old = signedIn();
    const fresh = fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'], renewed: true });
    // Another tab renewed; this tab's copy of localStorage does not show it yet.
    await recordRenewal({ from: old, accessToken: fresh, refreshToken: 'r', at: Date.now() - 1000 });
    let refreshes = 0;
    server.use(
      http.get('*/api/table/states', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${fresh}`
          ? HttpResponse.json(page())
          : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
      http.post('*/api/auth/refresh-token', () => {
        refreshes++;
        return HttpResponse.json({ accessToken: fresh });
      }),
    );
    await expect(list()).resolves.toBeTruthy();
    expect(refreshes).toBe(0);
  });
});

describe('a call refused while Log Out ends the session', () => {
  // A session of its own for each test: a sign-out is recorded for good (its session never comes back).
  const signedInOnce = (n: number) => {
    const refreshToken = fakeJwt({ exp: inSeconds(3600), signingOut: n });
    writeSession({ accessToken: fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'] }), refreshToken });
    return refreshToken;
  };

  it("in another tab: this tab's session ends as signed out there, without a renewal", async () => {
    await recordSignOut(signedInOnce(1), 'another tab');
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    const counts = withRotatingToken({ token: 'never' });
    await expect(list()).rejects.toMatchObject({
      kind: 'session',
      message: 'You were signed out in another tab. Please sign in again.',
    });
    expect(counts.refresh).toBe(0);
    expect(readSession()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    setSessionEndedHandler(() => {});
  });

  it("this tab's own sign-out is not one: its Log Out call, refused for an expired token, renews", async () => {
    await recordSignOut(signedInOnce(2));
    const counts = withRotatingToken({ token: 'never' });
    await expect(list()).resolves.toBeTruthy();
    expect(counts.refresh).toBe(1);
  });

  it("another session's sign-out changes nothing: the refused call renews", async () => {
    await recordSignOut(fakeJwt({ exp: inSeconds(3600), signingOut: 3 }), 'another tab');
    signedInOnce(4);
    const counts = withRotatingToken({ token: 'never' });
    await expect(list()).resolves.toBeTruthy();
    expect(counts.refresh).toBe(1);
  });
});

describe('answers are checked at the boundary', () => {
  it('names the operation and the field of a contract mismatch', async () => {
    signedIn();
    server.use(
      http.get('*/api/table/states', () =>
        HttpResponse.json({ data: [{ StateId: 'one' }], pagination: page().pagination }),
      ),
    );
    await expect(list()).rejects.toMatchObject({
      kind: 'contract',
      message: expect.stringMatching(/StatesList.*data\.0\.StateId/),
    });
  });

  it("a caller's own reading of an ok answer is the answer; when it declines, the answer is parsed and checked as any", async () => {
    signedIn();
    server.use(http.get('*/api/table/states', () => HttpResponse.json(page([{ StateId: 'one' }]))));
    const texts: string[] = [];
    const read = (text: string, status: number) => {
      texts.push(`${status} ${text.slice(0, 10)}`);
      return Promise.resolve('read by the caller');
    };
    await expect(apiCall('statesList', LIST, { readAnswer: read })).resolves.toBe('read by the caller');
    expect(texts).toEqual(['200 {"data":[{']);
    await expect(apiCall('statesList', LIST, { readAnswer: () => undefined })).rejects.toMatchObject({
      kind: 'contract',
    });
  });

  it('turns an HTML answer into a clear error, never a crash', async () => {
    signedIn();
    server.use(
      http.get(
        '*/api/table/states',
        () => new HttpResponse('<!doctype html><p>hi</p>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await expect(list()).rejects.toMatchObject({
      kind: 'format',
      message: expect.stringMatching(/instead of JSON/),
    });
  });

  it('says that a failing server sent an error page, without the address question', async () => {
    signedIn();
    server.use(
      http.get(
        '*/api/table/states',
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await expect(list()).rejects.toMatchObject({
      kind: 'format',
      status: 502,
      message:
        'The server failed (status 502) and sent an error page instead of an answer. Try again in a moment.',
    });
  });

  it('says a failure without a message in words, with its status and code', async () => {
    signedIn();
    server.use(
      http.get('*/api/table/states', () =>
        HttpResponse.json({ message: '', error: 'duplicate_key' }, { status: 409 }),
      ),
    );
    await expect(list()).rejects.toMatchObject({
      message: 'The server refused the request without saying why (HTTP 409, code duplicate_key)',
    });
  });

  it('uses the error answer message of a failure', async () => {
    signedIn();
    server.use(
      http.get('*/api/table/states', () =>
        HttpResponse.json({ message: 'Database is down' }, { status: 503 }),
      ),
    );
    await expect(list()).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'Database is down',
    });
  });

  it('keeps 64-bit integers exact when the server sends JSON numbers', async () => {
    signedIn();
    server.use(
      http.get(
        '*/api/table/billSponsors',
        () =>
          new HttpResponse(
            `{"data":[{"SponsorId":1,"FtmEid":9223372036854775807}],"pagination":${JSON.stringify(page().pagination)}}`,
            { headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const res = await apiCall<{ data: { FtmEid: unknown }[] }>(
      'billSponsorsList',
      '/api/table/billSponsors?page=1',
    );
    expect(res.data[0]?.FtmEid).toBe('9223372036854775807');
  });

  it('parses losslessly the answers of datasets with a 64-bit field, and only those', () => {
    for (const d of datasets) {
      const has = d.columns.some((c) => c.type === 'bigint');
      expect(bigIntAnswers.has(d.operations.list), d.key).toBe(has);
    }
    // The largest answer, a transcript, has none: it parses as plain JSON.
    expect(bigIntAnswers.has('getTranscript')).toBe(false);
  });
});

describe('the Authorization header', () => {
  it('carries the stored access token', async () => {
    const token = signedIn();
    let seen: string | null = null;
    server.use(
      http.get('*/api/table/states', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json(page());
      }),
    );
    await list();
    expect(seen).toBe(`Bearer ${token}`);
  });
});

describe('a call that gets no answer', () => {
  const hang = () => new Promise<never>(() => {});

  it('ends after its time limit with words that say so', async () => {
    signedIn();
    server.use(http.get('*/api/table/states', hang));
    await expect(apiCall('statesList', LIST, { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'The server did not answer within 50 ms. Try again.',
    });
  });

  it('says the limit in seconds', async () => {
    signedIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get('*/api/table/states', hang));
      const done = list();
      const settled = expect(done).rejects.toMatchObject({
        kind: 'timeout',
        message: 'The server did not answer within 30 seconds. Try again.',
      });
      await vi.advanceTimersByTimeAsync(29_000);
      await vi.advanceTimersByTimeAsync(1_000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends when the answer starts but its body never finishes', async () => {
    signedIn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":['));
      },
    });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    try {
      await expect(apiCall('statesList', LIST, { timeoutMs: 50 })).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      fetch.mockRestore();
    }
  });

  it("the caller's own cancellation stays a cancellation", async () => {
    signedIn();
    server.use(http.get('*/api/table/states', hang));
    const controller = new AbortController();
    const done = apiCall('statesList', LIST, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a renewal that gets no answer fails the call and keeps the session', async () => {
    signedIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The clock moves once the renewal is on its way (its time limit set), not before.
      let asked = () => {};
      const renewalSent = new Promise<void>((r) => {
        asked = r;
      });
      server.use(
        http.get('*/api/table/states', () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
        http.post('*/api/auth/refresh-token', () => {
          asked();
          return hang();
        }),
      );
      const settled = expect(list()).rejects.toMatchObject({
        kind: 'timeout',
        message: 'The server did not answer within 30 seconds. Try again.',
      });
      await renewalSent;
      await vi.advanceTimersByTimeAsync(30_000);
      await settled;
      expect(readSession()).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('renewing ahead of the access token’s expiry', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const token = (iat: number, exp: number) => fakeJwt({ iat, exp, stateConfigs: ['TX'] });

  it('is due a minute before, or a quarter of a short life before; never for a token under 20 s', () => {
    expect(renewalDue(token(1000, 4600))).toBe(4540_000);
    expect(renewalDue(token(1000, 1040))).toBe(1030_000);
    expect(renewalDue(token(1000, 1010))).toBeNull();
    expect(renewalDue(fakeJwt({ exp: 4600 }))).toBeNull();
  });

  it('renews a due session once, and leaves one not due alone', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/refresh-token', () => {
        calls += 1;
        return HttpResponse.json({ accessToken: token(now(), now() + 3600), refreshToken: 'r2' });
      }),
    );
    writeSession({
      accessToken: token(now() - 3590, now() + 10),
      refreshToken: fakeJwt({ exp: inSeconds(3600) }),
    });
    await renewAhead();
    expect(calls).toBe(1);
    expect(readSession()?.refreshToken).toBe('r2');
    await renewAhead();
    expect(calls).toBe(1);
  });

  it('ends nothing when the renewal fails', async () => {
    server.use(
      http.post('*/api/auth/refresh-token', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const session = {
      accessToken: token(now() - 3590, now() + 10),
      refreshToken: fakeJwt({ exp: inSeconds(3600) }),
    };
    writeSession(session);
    await renewAhead();
    expect(readSession()).toEqual(session);
  });
});
