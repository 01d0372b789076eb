import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { fakeJwt, inSeconds } from '../../tests/unit/tokens';
import { type ApiRequestError, apiFetch, findOperation, setSessionEndedHandler } from './fetcher';
import { type OperationInfo, operations } from './gen/registry/operations';
import { readSession, writeSession } from './session';

const LIST = '/api/table/states?page=1&limit=10';
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

describe('findOperation', () => {
  it('prefers a literal path over a template (…/add is not an id)', () => {
    expect(findOperation('POST', '/api/table/masterBills/add')?.id).toBe('masterBillsAdd');
    expect(findOperation('PATCH', '/api/table/masterBills/12')?.id).toBe('masterBillsEdit');
    expect(findOperation('GET', '/api/nothing')).toBeUndefined();
  });

  it('finds each operation of the contract from a path made of its template, as a scan of all would', () => {
    const all = Object.entries(operations as Record<string, OperationInfo>);
    const scan = (method: string, path: string) => {
      const hits = all.filter(
        ([, op]) =>
          op.method === method && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
      );
      return (hits.find(([, op]) => !op.path.includes('{')) ?? hits[0])?.[0];
    };
    for (const [id, op] of all) {
      const path = op.path.replace(/\{[^}]+\}/g, '17');
      const found = findOperation(op.method.toLowerCase(), path)?.id;
      expect(found).toBe(scan(op.method, path));
      if (!op.path.includes('{')) expect(found).toBe(id);
    }
    expect(findOperation('DELETE', '/api/auth/login')).toBeUndefined();
  });
});

describe('the 401 flow', () => {
  it('20 concurrent 401s cause exactly one refresh and 20 retries', async () => {
    signedIn();
    const valid = { token: 'not-yet' };
    const counts = withRotatingToken(valid);
    const results = await Promise.all(Array.from({ length: 20 }, () => apiFetch(LIST)));
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
    await expect(apiFetch(LIST)).rejects.toMatchObject({ status: 401, message: 'still no' });
    expect(refreshes).toBe(1);
  });

  it('a failed refresh rejects every waiting request, clears the user and ends the session once', async () => {
    signedIn();
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    const counts = withRotatingToken({ token: 'never' }, { refresh: 'fail' });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => apiFetch(LIST)));
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
    await expect(apiFetch(LIST)).rejects.toMatchObject({ kind: 'session' });
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
      apiFetch('/api/auth/login', { method: 'POST', body: JSON.stringify({ username: 'x', password: 'y' }) }),
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
    await expect(apiFetch(LIST)).resolves.toBeTruthy();
    expect(refreshes).toBe(0);
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
    await expect(apiFetch(LIST)).rejects.toMatchObject({
      kind: 'contract',
      message: expect.stringMatching(/StatesList.*data\.0\.StateId/),
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
    await expect(apiFetch(LIST)).rejects.toMatchObject({
      kind: 'format',
      message: expect.stringMatching(/instead of JSON/),
    });
  });

  it('uses the error answer message of a failure', async () => {
    signedIn();
    server.use(
      http.get('*/api/table/states', () =>
        HttpResponse.json({ message: 'Database is down' }, { status: 503 }),
      ),
    );
    await expect(apiFetch(LIST)).rejects.toMatchObject({
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
    const res = await apiFetch<{ data: { FtmEid: unknown }[] }>('/api/table/billSponsors?page=1');
    expect(res.data[0]?.FtmEid).toBe('9223372036854775807');
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
    await apiFetch(LIST);
    expect(seen).toBe(`Bearer ${token}`);
  });
});

describe('a preview of a long answer', () => {
  const URL_ = '/api/bill/getTranscript/TX/1';
  const words = (p: number) =>
    Array.from({ length: 3 }, (_, i) => ({
      word: `w${p}.${i}`,
      startTime: '10.00',
      endTime: '12.50',
      speaker: 'Chair',
    }));
  const whole = { id: 1, state: 'TX', transcript: [words(0), words(1), words(2)] };
  const text = JSON.stringify(whole);
  // The answer arrives in two parts: up to the end of the second paragraph, then the rest.
  const cut = text.indexOf(']', text.indexOf(']') + 1) + 1;

  /** The answer in two chunks; the second waits for `release` (or the stream breaks instead). */
  function twoChunks(opts: { fail?: boolean } = {}) {
    let release = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    const bytes = new TextEncoder().encode(text);
    const at = new TextEncoder().encode(text.slice(0, cut)).length;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, at));
        await released;
        if (opts.fail) controller.error(new TypeError('network error'));
        else {
          controller.enqueue(bytes.slice(at));
          controller.close();
        }
      },
    });
    return { body, release };
  }

  /** Serves the answer in two chunks from the mock server. */
  function streamed() {
    const { body, release } = twoChunks();
    server.use(
      http.get(
        '*/api/bill/getTranscript/:state/:id',
        () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    return { release };
  }

  /** A preview that reads the two first paragraphs once they are in the text. */
  function twoParagraphs(
    answer: (prefix: string) => unknown = () => ({ ...whole, transcript: whole.transcript.slice(0, 2) }),
  ) {
    const shown: unknown[] = [];
    const seen: number[] = [];
    return {
      shown,
      seen,
      preview: {
        parse: (prefix: string) => {
          seen.push(prefix.length);
          return prefix.length >= cut ? answer(prefix) : undefined;
        },
        show: (a: unknown) => shown.push(a),
      },
    };
  }

  it('shows the checked beginning before the whole has arrived, then resolves with the whole', async () => {
    signedIn();
    const { release } = streamed();
    const p = twoParagraphs();
    const done = apiFetch(URL_, { preview: p.preview });
    await vi.waitFor(() => expect(p.shown).toHaveLength(1));
    expect(p.shown[0]).toEqual({ ...whole, transcript: whole.transcript.slice(0, 2) });
    let settled = false;
    void done.then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    release();
    await expect(done).resolves.toEqual(whole);
    expect(p.shown).toHaveLength(1);
    expect(p.seen).toEqual([cut]);
  });

  it('shows nothing before an answer that has all arrived at once', async () => {
    signedIn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    // Content-Length (of a compressed answer, say) is not what tells: the end of the stream is.
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(body, { headers: { 'Content-Type': 'application/json', 'Content-Length': '20' } }),
      );
    try {
      const p = twoParagraphs();
      await expect(apiFetch(URL_, { preview: p.preview })).resolves.toEqual(whole);
      expect(p.seen).toEqual([text.length]);
      expect(p.shown).toEqual([]);
    } finally {
      fetch.mockRestore();
    }
  });

  it('does not show a beginning that fails the contract check; the whole answer still comes', async () => {
    signedIn();
    const { release } = streamed();
    const p = twoParagraphs(() => ({ id: 1, state: 'OH', transcript: [] }));
    const done = apiFetch(URL_, { preview: p.preview });
    await vi.waitFor(() => expect(p.seen).toEqual([cut]));
    release();
    await expect(done).resolves.toEqual(whole);
    expect(p.shown).toEqual([]);
  });

  it('says in words when the connection breaks while the answer arrives', async () => {
    signedIn();
    // The browser's fetch fails the body's stream; the mock server in Node would end it short.
    const { body, release } = twoChunks({ fail: true });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    try {
      const p = twoParagraphs();
      const done = apiFetch(URL_, { preview: p.preview });
      await vi.waitFor(() => expect(p.shown).toHaveLength(1));
      release();
      await expect(done).rejects.toMatchObject({
        kind: 'network',
        message:
          'The connection broke while the answer to GetTranscript was arriving. Check your connection.',
      });
    } finally {
      fetch.mockRestore();
    }
  });

  it('says in words when an answer is cut short', async () => {
    signedIn();
    server.use(
      http.get(
        '*/api/bill/getTranscript/:state/:id',
        () => new HttpResponse(text.slice(0, cut), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(apiFetch(URL_)).rejects.toMatchObject({
      kind: 'format',
      message:
        "The server's answer to GetTranscript is not valid JSON (status 200): it may have been cut off.",
    });
  });
});
