// @vitest-environment node
// contract:verify proven both ways: every operation passes against the mock backend over HTTP,
// every check of what a server must refuse too, and against deliberately broken servers it names
// exactly the broken answers (four of the console's calls; one of each kind of refusal).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BROKEN,
  BROKEN_LISTS,
  BROKEN_REFUSALS,
  startBrokenServer,
  startDyingServer,
  startListsBrokenServer,
  startRefusalsBrokenServer,
} from '../../tests/contract/broken-server.ts';
import { withRealNetwork } from '../../tests/contract/real-network.ts';
import { type Running, startMock, startProxy } from '../../tests/contract/servers.ts';
import { brokenServerSuite } from '../../tests/contract/suite-servers.ts';
import { UsageError } from './args.ts';
import { DOWN_AFTER } from './client.ts';
import { datasets, operations, takesState, unprobed } from './contract.ts';
import { stateProbes } from './negative/state.ts';
import { failedRun, formatTable } from './report.ts';
import { verify } from './run.ts';

// A full run makes about 4,500 calls; the machine may be busy with other suites.
vi.setConfig({ testTimeout: 180_000 });

withRealNetwork();

const account = { username: 'demo', password: 'demo' };
// HB100 of TX 89R is the bill the mock's summaries know (its bill datasets list other bills).
const bill = { bill: 'HB100', session: '89R' };

/** The number of records of every dataset, as the server lists them. */
async function totals(baseUrl: string): Promise<Record<string, number>> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const out: Record<string, number> = {};
  for (const d of datasets) {
    const res = await fetch(`${baseUrl}${d.endpoint}?page=1&limit=1`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    out[d.key] = ((await res.json()) as { pagination: { total: number } }).pagination.total;
  }
  return out;
}

describe('against the mock backend over HTTP', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('passes every operation of the contract, every refusal too, and leaves every dataset as it found it', async () => {
    const before = await totals(mock.url);
    const expired = (await (
      await fetch(`${mock.url}/__mock/expired-token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo' }),
      })
    ).json()) as { accessToken: string };
    const report = await verify({
      baseUrl: mock.url,
      ...account,
      ...bill,
      includeJobs: true,
      allowSpeakerAssignment: true,
      expiredToken: expired.accessToken,
    });
    const failures = report.results.filter((r) => r.result === 'fail');
    expect(failures).toEqual([]);
    // Every kind of refusal was tried; the only skips are the hearing states demo covers both of.
    const s = report.summary.suites;
    expect(s.tokens.skip + s.input.skip + s.lifecycle.skip + s.methods.skip).toBe(0);
    expect(s.tokens.pass).toBeGreaterThan(5 * (Object.keys(operations).length - 2));
    // demo has TX and LA: every probe of a call any state fits passes, the hearing ones are skipped.
    const probes = stateProbes('x');
    const any = probes.filter(([, kind]) => kind === 'any').length;
    expect(s.state).toEqual({ pass: any, fail: 0, skip: probes.length - any });
    // One probe for each call outside the datasets that names a state (none left "not checked").
    expect(probes.map(([id]) => id).sort()).toEqual(unprobed([], takesState).sort());
    expect(s.input.pass).toBeGreaterThan(2000);
    expect(s.lifecycle.pass).toBe(3 * datasets.length);
    expect(s.methods.pass).toBeGreaterThan(3 * datasets.length);
    // Passed as the console calls it: a passed refusal says nothing of the success path.
    const passed = new Set(
      report.results.filter((r) => r.result === 'pass' && r.suite === 'positive').map((r) => r.operation),
    );
    expect(Object.keys(operations).filter((id) => !passed.has(id))).toEqual([]);
    expect(report.summary.exercised).toBe(Object.keys(operations).length);
    expect(report.summary.refusalsOnly).toEqual([]);
    expect(report.leftovers).toEqual([]);
    // Every scratch record was deleted again.
    expect(await totals(mock.url)).toEqual(before);
  });

  it('with --read-only, sends no write at all and skips the writes with the reason', async () => {
    const proxy = await startProxy(mock.url);
    try {
      const report = await verify({
        baseUrl: proxy.url,
        ...account,
        ...bill,
        readOnly: true,
        includeJobs: true,
        allowSpeakerAssignment: true,
        datasets: ['counties', 'taskFiles'],
      });
      expect(report.summary.fail).toBe(0);
      // GETs, and the POSTs that only ask (sign-in, refresh, sign-out, links, versions, summaries).
      const asks = /^\/api\/(auth\/|crawl$|bill\/(getVersions|getSummary)$)/;
      const writes = proxy.calls.filter(
        (c) => c.method !== 'GET' && !(c.method === 'POST' && asks.test(c.path)),
      );
      expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([]);
      const writeRows = report.results.filter(
        (r) => /Add|Edit|Delete|^update|^run/.test(r.operation) && r.method !== 'GET',
      );
      expect(writeRows.length).toBeGreaterThan(0);
      expect(
        writeRows.filter((r) => !(r.result === 'skip' && r.note === 'read-only run (--read-only)')),
      ).toEqual([]);
      // The other datasets are left out, not failed.
      expect(report.notSelected).toContain('masterBillsList');
      expect(report.results.some((r) => r.operation === 'masterBillsList')).toBe(false);
    } finally {
      await proxy.close();
    }
  });

  it('tells a server that cannot sort from one that claims an order its rows do not have', async () => {
    const strip = (text: string) => {
      const body = JSON.parse(text) as { pagination: { sort?: string } };
      delete body.pagination.sort;
      return JSON.stringify(body);
    };
    const reverse = (text: string) => {
      const body = JSON.parse(text) as { data: unknown[] };
      body.data.reverse();
      return JSON.stringify(body);
    };
    for (const [kind, change] of [
      ['does not sort', strip],
      ['claims an order', reverse],
    ] as const) {
      const proxy = await startProxy(mock.url, async (call, upstream) => {
        if (call.method !== 'GET' || !/^\/api\/table\/states\?.*sort=/.test(call.path)) return undefined;
        const up = await upstream();
        return { ...up, text: change(up.text) };
      });
      try {
        const report = await verify({ baseUrl: proxy.url, ...account, ...bill, datasets: ['states'] });
        const sorted = report.results.filter(
          (r) => r.operation === 'statesList' && r.check.startsWith('list sorted'),
        );
        if (kind === 'does not sort') {
          expect(sorted[0]?.result).toBe('skip');
          expect(sorted[0]?.note).toMatch(/^the server does not sort \(pagination.sort absent\)/);
        } else {
          expect(sorted[0]?.result).toBe('fail');
          expect(sorted[0]?.mismatch?.pointer).toBe('/data/0/StateId');
        }
      } finally {
        await proxy.close();
      }
    }
  });

  it('tells a server that does not cut a transcript, or refuses to, from one that cuts it wrong', async () => {
    const whole = async (call: { path: string; headers: Record<string, string> }) => {
      const r = await fetch(`${mock.url}${call.path.split('?')[0]}`, { headers: call.headers });
      return { status: r.status, contentType: 'application/json', text: await r.text() };
    };
    const refuse = {
      status: 400,
      contentType: 'application/json',
      text: JSON.stringify({ message: 'Unknown query parameter: paragraphs' }),
    };
    for (const kind of ['sends it whole', 'refuses', 'cuts it wrong'] as const) {
      const proxy = await startProxy(mock.url, async (call, upstream) => {
        if (call.method !== 'GET' || !/^\/api\/bill\/getTranscript\/.*paragraphs=/.test(call.path))
          return undefined;
        if (kind === 'sends it whole') return whole(call);
        if (kind === 'refuses') return refuse;
        const all = JSON.parse((await whole(call)).text) as { transcript: unknown[] };
        const up = await upstream();
        return { ...up, text: JSON.stringify({ ...all, transcript: all.transcript.slice(1, 2) }) };
      });
      try {
        const report = await verify({ baseUrl: proxy.url, ...account, ...bill, datasets: ['states'] });
        const row = report.results.find((r) => r.check.includes('(paragraphs=1)'));
        if (kind === 'cuts it wrong') {
          expect(row?.result).toBe('fail');
          expect(row?.mismatch?.pointer).toBe('/transcript');
        } else {
          expect(row?.result).toBe('skip');
          expect(row?.note).toMatch(
            kind === 'refuses'
              ? /^the server refuses paragraphs \(400\): the console then asks for the whole transcript/
              : /^the server sends the whole transcript whatever paragraphs asks/,
          );
        }
        expect(
          report.results.filter((r) => r.operation === 'getTranscript' && r.result === 'fail'),
        ).toHaveLength(kind === 'cuts it wrong' ? 1 : 0);
      } finally {
        await proxy.close();
      }
    }
  });

  it('blames a total that counts only the page asked for, not the rows of page 2', async () => {
    const proxy = await startProxy(mock.url, async (call, upstream) => {
      const url = new URL(call.path, 'http://x');
      if (
        call.method !== 'GET' ||
        url.pathname !== '/api/table/states' ||
        url.searchParams.get('limit') !== '2'
      )
        return undefined;
      const up = await upstream();
      const body = JSON.parse(up.text) as { pagination: Record<string, unknown> & { limit: number } };
      Object.assign(body.pagination, { total: body.pagination.limit, totalPages: 1, hasNextPage: false });
      return { ...up, text: JSON.stringify(body) };
    });
    try {
      const report = await verify({
        baseUrl: proxy.url,
        ...account,
        datasets: ['states'],
        positiveOnly: true,
      });
      expect(report.results.filter((r) => r.result === 'fail')).toEqual([
        expect.objectContaining({
          operation: 'statesList',
          check: 'list page 2 of 2 rows',
          mismatch: {
            kind: 'behaviour',
            pointer: '/pagination/total',
            expected: 'at least 4 (page 2 of 2-row pages lists 2 rows after the 2 before it)',
            received: '2',
          },
        }),
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('tells a server that sorts by the first of two keys only', async () => {
    // The second key is dropped before the call reaches the mock; the answer still claims both.
    const proxy = await startProxy(mock.url, async (call) => {
      const url = new URL(call.path, 'http://x');
      const sort = url.searchParams.get('sort') ?? '';
      if (call.method !== 'GET' || url.pathname !== '/api/table/actionCodes' || !sort.includes(','))
        return undefined;
      url.searchParams.set('sort', sort.split(',')[0] as string);
      const res = await fetch(`${mock.url}${url.pathname}${url.search}`, { headers: call.headers });
      const body = (await res.json()) as { pagination: { sort?: string } };
      body.pagination.sort = sort;
      return { status: res.status, contentType: 'application/json', text: JSON.stringify(body) };
    });
    try {
      const run = (baseUrl: string) =>
        verify({ baseUrl, ...account, datasets: ['actionCodes'], positiveOnly: true, readOnly: true });
      const twoKeys = (r: { check: string }) => /^list sorted by \w+,-ActionCode$/.test(r.check);
      const broken = (await run(proxy.url)).results.filter((r) => r.result === 'fail');
      expect(broken).toEqual([
        expect.objectContaining({
          check: expect.stringMatching(/^list sorted by \w+,-ActionCode$/),
          mismatch: expect.objectContaining({
            kind: 'behaviour',
            pointer: expect.stringMatching(/^\/data\/\d+\/ActionCode$/),
          }),
        }),
      ]);
      // Against the mock itself the same check passes, and its page had ties to judge.
      const honest = (await run(mock.url)).results.find(twoKeys);
      expect(honest).toMatchObject({ result: 'pass' });
      expect(honest?.note).toBeUndefined();
    } finally {
      await proxy.close();
    }
  });

  it('skips what is not asked for, each with its reason', async () => {
    const report = await verify({ baseUrl: mock.url, ...account, ...bill, datasets: ['states'] });
    const note = (operation: string) => report.results.find((r) => r.operation === operation)?.note;
    expect(note('runDate')).toBe('starts a real data job; pass --include-jobs to check it');
    expect(note('updateSpeakerAssignment')).toBe(
      'cannot be undone through the contract; pass --allow-speaker-assignment to name one group for real',
    );
    expect(report.summary.fail).toBe(0);
    // Their token refusals were tried, but that is not their success path: not counted as exercised.
    const notRun = ['runDate', 'runBill', 'runMetadataDates', 'updateSpeakerAssignment'];
    expect(report.summary.refusalsOnly).toEqual(notRun);
    const checked = new Set(
      report.results.filter((r) => r.suite === 'positive' && r.result !== 'skip').map((r) => r.operation),
    );
    expect(notRun.filter((id) => checked.has(id))).toEqual([]);
    expect(report.summary.exercised).toBe(checked.size);
    expect(formatTable(report)).toContain(
      `4 operations were tried only with what they must refuse, their success path not checked: ${notRun.join(', ')}.`,
    );
  });

  it('probes the text inside a transcript word and an assigned speaker like any text field', async () => {
    const report = await verify({ baseUrl: mock.url, ...account, datasets: ['states'] });
    const input = (operation: string) =>
      report.results.filter((r) => r.suite === 'input' && r.operation === operation);
    const checks = (operation: string) => input(operation).map((r) => r.check);
    expect(checks('updateTranscript')).toEqual(
      expect.arrayContaining([
        'a NUL character in newTranscript[0][0].word: refused (400)',
        'a control character (ESC) in newTranscript[0][0].speaker: refused (400)',
        'newTranscript[0][0].word one character over its 4,000: refused (400)',
        'newTranscript[0][0].speaker one character over its 200: refused (400)',
        'a number where newTranscript[0][0].word takes text: refused (400)',
      ]),
    );
    expect(checks('updateSpeakerAssignment')).toEqual(
      expect.arrayContaining([
        'an unknown field in assignedSpeaker: refused (400)',
        'a NUL character in assignedSpeaker.id: refused (400)',
        'assignedSpeaker.id one character over its 64: refused (400)',
        'a control character (ESC) in assignedSpeaker.name: refused (400)',
      ]),
    );
    // The mock refuses each, as the contract says.
    const failed = [...input('updateTranscript'), ...input('updateSpeakerAssignment')].filter(
      (r) => r.result !== 'pass',
    );
    expect(failed).toEqual([]);
  });

  it('refuses an integer query parameter not written in decimal digits', async () => {
    const report = await verify({ baseUrl: mock.url, ...account, datasets: ['states'], readOnly: true });
    expect(
      report.results.find((r) => r.check === 'a limit written in hexadecimal (0x10): refused (400)'),
    ).toMatchObject({ operation: 'statesList', suite: 'input', result: 'pass', status: 400 });
  });

  it('reports a server that cannot be reached as failed calls, not as a crash', async () => {
    const report = await verify({ baseUrl: 'http://127.0.0.1:9', ...account, timeoutMs: 2000 });
    expect(report.results[0]).toMatchObject({
      operation: 'login',
      result: 'fail',
      status: null,
      mismatch: { kind: 'network', expected: 'an answer with status 200' },
    });
    expect(report.results.filter((r) => r.result !== 'skip')).toHaveLength(1);
    expect(
      report.results.slice(1).every((r) => r.note === 'the sign-in failed, so nothing else could be checked'),
    ).toBe(true);
  });
});

describe('against a deliberately broken server', () => {
  const servers = brokenServerSuite(startBrokenServer);

  it('names exactly the four broken answers, each with its first mismatch', async () => {
    const report = await verify({
      baseUrl: servers.broken.url,
      ...account,
      ...bill,
      includeJobs: true,
      allowSpeakerAssignment: true,
      datasets: ['actionType', 'billSession', 'members', 'counties'],
      positiveOnly: true,
    });
    const failures = report.results
      .filter((r) => r.result === 'fail')
      .map(({ operation, check, status, mismatch }) => ({ operation, check, status, mismatch }));
    expect(failures).toEqual([
      {
        ...BROKEN.wrongStatus,
        status: 200,
        mismatch: {
          kind: 'status',
          pointer: '',
          expected: '201',
          received: '200 (message: "Actions Type record created")',
        },
      },
      {
        ...BROKEN.wrongType,
        status: 200,
        mismatch: { kind: 'body', pointer: '/data/0/MemberId', expected: 'number', received: '"1001"' },
      },
      {
        operation: BROKEN.missingField.operation,
        check: expect.stringMatching(/^edit the scratch record/),
        status: 200,
        mismatch: {
          kind: 'body',
          pointer: '/primaryKey',
          expected: '"SessionId"',
          received: 'nothing (required field absent)',
        },
      },
      {
        ...BROKEN.htmlPage,
        status: 200,
        mismatch: {
          kind: 'content-type',
          pointer: '',
          expected: 'application/json',
          received: 'text/html; charset=utf-8: <!doctype html><html><head><title>Console</title></head><bo…',
        },
      },
    ]);
    expect(report.summary.failedOperations).toEqual([
      'actionTypeAdd',
      'membersList',
      'billSessionEdit',
      'loadCrawlLinks',
    ]);
    // With no links loaded, the link change is skipped rather than guessed.
    expect(report.results.filter((r) => r.operation === 'updateCrawlLink').map((r) => r.note)).toEqual([
      'the links could not be loaded',
      'the links could not be loaded',
    ]);
    // The wrong status still named the record, so it was cleaned up.
    expect(report.leftovers).toEqual([]);

    const table = formatTable(report);
    expect(table).toContain('/data/0/MemberId: expected number, received "1001"');
    expect(table).toContain('4 failed');
  });
});

describe('against a server that lets through what it must refuse', () => {
  const servers = brokenServerSuite(startRefusalsBrokenServer);

  it('names each planted fault, and nothing else, each with a curl command that repeats it', async () => {
    const report = await verify({
      baseUrl: servers.broken.url,
      ...account,
      ...bill,
      includeJobs: true,
      allowSpeakerAssignment: true,
      datasets: ['actionType', 'counties', 'members', 'billSponsors', 'states', 'actionCodes'],
    });
    const failures = report.results.filter((r) => r.result === 'fail');
    const named = (f: { operation: string; check: string }) => `${f.operation}: ${f.check}`;
    expect(failures.map(named).sort()).toEqual(Object.values(BROKEN_REFUSALS).map(named).sort());
    const of = (f: { operation: string; check: string }) =>
      failures.find((r) => r.operation === f.operation && r.check === f.check);
    expect(of(BROKEN_REFUSALS.crash)).toMatchObject({
      suite: 'input',
      status: 500,
      mismatch: { kind: 'status', expected: '400', received: '500 (message: "Internal Server Error")' },
    });
    expect(of(BROKEN_REFUSALS.shape)?.mismatch).toMatchObject({
      kind: 'content-type',
      expected: 'application/json',
    });
    expect(of(BROKEN_REFUSALS.method)?.mismatch).toMatchObject({ kind: 'status', expected: '405 or 404' });
    // The probe had a key of its own: the body was stored (201), not refused as a duplicate key.
    expect(of(BROKEN_REFUSALS.unknownField)).toMatchObject({ status: 201, mismatch: { kind: 'status' } });
    // The value a broken server stored was deleted again.
    expect(report.leftovers).toEqual([]);

    // Each curl command repeats its call with the secrets as shell variables.
    expect(of(BROKEN_REFUSALS.noToken)?.curl).toBe(
      `curl -i -X GET '${servers.broken.url}/api/table/counties?page=1&limit=10'`,
    );
    expect(of(BROKEN_REFUSALS.tampered)?.curl).toBe(
      `curl -i -X GET '${servers.broken.url}/api/bill/committees/TX' -H 'Authorization: Bearer '"$TAMPERED_TOKEN"`,
    );
    expect(of(BROKEN_REFUSALS.otherState)?.curl).toBe(
      `curl -i -X POST '${servers.broken.url}/api/crawl' -H 'Authorization: Bearer '"$TOKEN" -H 'Content-Type: application/json' --data-binary '{"state":"AL"}'`,
    );
    expect(of(BROKEN_REFUSALS.revoke)?.curl).toBe(
      `curl -i -X POST '${servers.broken.url}/api/auth/refresh-token' -H 'Content-Type: application/json' --data-binary '{"refreshToken":"'"$REFRESH_TOKEN"'"}'`,
    );
    expect(of(BROKEN_REFUSALS.int64)?.curl).toMatch(
      /--data-binary '\{.*"FtmEid":"9223372036854775808".*\}'$/,
    );
    const json = JSON.stringify(report);
    expect(json).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

    const table = formatTable(report);
    expect(table).toContain(`${Object.keys(BROKEN_REFUSALS).length} failed`);
    expect(table).toContain('Reproduce each failure');
    expect(table).toContain(`    ${of(BROKEN_REFUSALS.crash)?.curl}`);
  });
});

describe('against a server whose listed rows break the contract', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  /** A proxy that gives every member session it answers (listed, added, edited) `field`, written
   * as `json` into the answer's text (a 64-bit value past the range is no JSON string). */
  const breaking = (field: string, json: string) =>
    startProxy(mock.url, async (call, upstream) => {
      if (!call.path.startsWith('/api/table/memberSessions')) return undefined;
      const up = await upstream();
      if (up.status >= 300) return up;
      const body = JSON.parse(up.text) as { data?: Record<string, unknown>[] | Record<string, unknown> };
      const rows = Array.isArray(body.data) ? body.data : body.data ? [body.data] : [];
      for (const r of rows) r[field] = '@@';
      return { ...up, text: JSON.stringify(body).replaceAll('"@@"', json) };
    });

  it.each([
    ['a date not in the contract’s form', 'DateAssumedOffice', '"31/12/2020"', 'a date (YYYY-MM-DD)'],
    [
      'a 64-bit value past the range',
      'FtmEid',
      '9223372036854775808',
      'a signed 64-bit integer written as digits (-9223372036854775808 to 9223372036854775807)',
    ],
  ])(
    'reports %s as a failed list and skips what needed a valid row, with the reason',
    async (_what, field, json, words) => {
      const proxy = await breaking(field, json);
      try {
        const report = await verify({ baseUrl: proxy.url, ...account, datasets: ['memberSessions'] });
        const rows = report.results.filter((r) => r.operation.startsWith('memberSessions'));
        expect(rows.find((r) => r.check === 'list page 1')).toMatchObject({
          result: 'fail',
          mismatch: { kind: 'body', pointer: `/data/0/${field}`, expected: words },
        });
        // Nothing was built from those rows: each step that needed one says why it was not checked.
        const notChecked = rows.filter((r) => r.result === 'skip' && r.note?.startsWith('not checked: '));
        expect(notChecked.map((r) => `${r.operation}: ${r.check}`)).toEqual(
          expect.arrayContaining([
            'memberSessionsGet: get a listed record by its key',
            'memberSessionsAdd: add a scratch record',
            'memberSessionsEdit: edit a scratch record',
            'memberSessionsDelete: delete a scratch record',
          ]),
        );
        expect(notChecked[0]?.note).toMatch(
          /^not checked: no row of page 1 matches the contract \(see “list page 1”\)/,
        );
        // The rest of the run went on.
        expect(report.results.find((r) => r.operation === 'logout')?.result).toBe('pass');
        expect(report.leftovers).toEqual([]);
      } finally {
        await proxy.close();
      }
    },
  );

  it('edits the record it sent when the add answer breaks the contract, instead of copying it', async () => {
    // One listed row is bad, the others usable; every added and edited record is answered bad.
    const proxy = await startProxy(mock.url, async (call, upstream) => {
      if (!call.path.startsWith('/api/table/memberSessions')) return undefined;
      const up = await upstream();
      if (up.status >= 300) return up;
      const body = JSON.parse(up.text) as { data?: Record<string, unknown>[] | Record<string, unknown> };
      const rows = Array.isArray(body.data) ? body.data.slice(0, 1) : body.data ? [body.data] : [];
      for (const r of rows) r.DateAssumedOffice = '31/12/2020';
      return { ...up, text: JSON.stringify(body) };
    });
    try {
      const report = await verify({
        baseUrl: proxy.url,
        ...account,
        datasets: ['memberSessions'],
        positiveOnly: true,
      });
      const of = (operation: string, check: RegExp) =>
        report.results.find((r) => r.operation === operation && check.test(r.check));
      expect(of('memberSessionsAdd', /^add a scratch record$/)?.mismatch?.pointer).toBe(
        '/data/DateAssumedOffice',
      );
      // Sent (built from the record sent), and failed for its answer only.
      expect(of('memberSessionsEdit', /^edit the scratch record/)).toMatchObject({
        result: 'fail',
        status: 200,
        mismatch: { pointer: '/data/DateAssumedOffice' },
      });
      expect(of('memberSessionsDelete', /^delete the scratch record$/)?.result).toBe('pass');
      expect(report.leftovers).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

describe('against a server that answers an edit without storing it', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('reads the record back and fails the edit, naming the call and the field not stored', async () => {
    // Every edit of a state is answered 200 with the record as sent, and never reaches the mock.
    const proxy = await startProxy(mock.url, async (call) => {
      if (call.method !== 'PATCH' || !call.path.startsWith('/api/table/states/')) return undefined;
      const { primaryKey, ...data } = JSON.parse(call.body) as Record<string, unknown>;
      return {
        status: 200,
        contentType: 'application/json',
        text: JSON.stringify({ message: 'States record saved', data, primaryKey }),
      };
    });
    try {
      const report = await verify({
        baseUrl: proxy.url,
        ...account,
        datasets: ['states'],
        positiveOnly: true,
      });
      const edit = report.results.find((r) => r.operation === 'statesEdit' && r.check.startsWith('edit the'));
      // The echo alone looks right: the edit's own answer passes.
      expect(edit?.result).toBe('pass');
      const field = /\((\w+)\)$/.exec(edit?.check ?? '')?.[1];
      expect(field).toBeDefined();
      const failures = report.results.filter((r) => r.result === 'fail');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        operation: 'statesEdit',
        method: 'GET',
        mismatch: {
          kind: 'behaviour',
          pointer: `/data/${field}`,
          expected: expect.stringMatching(/ \(edited\)", as statesEdit answered 200$/),
          received: expect.stringMatching(
            new RegExp(`: statesEdit answered 200 but did not store ${field}$`),
          ),
        },
      });
      expect(report.summary.failedOperations).toEqual(['statesEdit']);
      expect(report.leftovers).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

describe('against a server that ignores list filters', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('names the field, the value asked and a listed row that does not match it', async () => {
    // The filter is dropped before the call reaches the mock.
    const proxy = await startProxy(mock.url, async (call) => {
      const url = new URL(call.path, 'http://x');
      if (call.method !== 'GET' || url.pathname !== '/api/table/states' || !url.searchParams.has('StateCode'))
        return undefined;
      url.searchParams.delete('StateCode');
      const res = await fetch(`${mock.url}${url.pathname}${url.search}`, { headers: call.headers });
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        text: await res.text(),
      };
    });
    try {
      const report = await verify({
        baseUrl: proxy.url,
        ...account,
        datasets: ['states'],
        positiveOnly: true,
      });
      const filtered = report.results.find((r) => r.check === 'list filtered by StateCode');
      expect(filtered).toMatchObject({
        result: 'fail',
        mismatch: {
          kind: 'behaviour',
          pointer: expect.stringMatching(/^\/data\/\d+\/StateCode$/),
          expected: expect.stringMatching(
            /^a StateCode containing "[A-Z]{2}", ignoring case, as the filter StateCode=[A-Z]{2} asks \(case-insensitive substring match\)$/,
          ),
          received: expect.stringMatching(
            /^"[A-Z]{2}" in the row with StateId \d+: the filter was not applied$/,
          ),
        },
      });
      expect(filtered?.curl).toContain('StateCode=');
      // Against the mock itself, the same check passes.
      const honest = await verify({
        baseUrl: mock.url,
        ...account,
        datasets: ['states'],
        positiveOnly: true,
      });
      expect(honest.results.find((r) => r.check === 'list filtered by StateCode')?.result).toBe('pass');
    } finally {
      await proxy.close();
    }
  });

  it('holds a field that refers to another record to equality: ActionCode H1 does not list H10', async () => {
    // Page 1 without state and session, so the filter is taken from ActionCode (a reference to
    // action codes); the filtered answer then adds a row whose code only starts with the value.
    const proxy = await startProxy(mock.url, async (call, upstream) => {
      const url = new URL(call.path, 'http://x');
      if (call.method !== 'GET' || url.pathname !== '/api/table/billHistory') return undefined;
      const up = await upstream();
      if (up.status !== 200) return up;
      const body = JSON.parse(up.text) as { data: Record<string, unknown>[] };
      const code = url.searchParams.get('ActionCode');
      if (code === null) for (const r of body.data) Object.assign(r, { StateCode: null, SessionCode: null });
      else if (body.data[0]) body.data.push({ ...body.data[0], ActionCode: `${code}0` });
      return { ...up, text: JSON.stringify(body) };
    });
    try {
      const report = await verify({
        baseUrl: proxy.url,
        ...account,
        datasets: ['billHistory'],
        positiveOnly: true,
        readOnly: true,
      });
      const filtered = report.results.find((r) => r.check === 'list filtered by ActionCode');
      expect(filtered?.result).toBe('fail');
      expect(filtered?.mismatch?.expected).toMatch(
        /^an? ActionCode equal to ".+", ignoring case, as the filter ActionCode=.+ asks \(case-insensitive equality\)$/,
      );
    } finally {
      await proxy.close();
    }
  });
});

describe('as an account with two states and no hearing state', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('checks its own state, and that every state-scoped call refuses the others', async () => {
    const report = await verify({
      baseUrl: mock.url,
      username: 'analyst',
      password: 'analyst',
      includeJobs: true,
      allowSpeakerAssignment: true,
      datasets: ['states', 'billVersions'],
    });
    expect(report.options).toMatchObject({ state: 'OH', hearingState: null });
    expect(report.results.filter((r) => r.result === 'fail')).toEqual([]);
    const state = report.results.filter((r) => r.suite === 'state');
    expect(state.map((r) => [r.operation, r.result, r.status])).toEqual(
      stateProbes('x').map(([id]) => [id, 'pass', 403]),
    );
    expect(state.find((r) => r.operation === 'loadCrawlLinks')?.check).toBe(
      'a state outside the account (AL): refused (403)',
    );
    expect(state.find((r) => r.operation === 'getCommittees')?.check).toBe(
      'a state outside the account (TX): refused (403)',
    );
    expect(report.results.find((r) => r.operation === 'getCommittees' && r.suite === 'positive')?.note).toBe(
      'the account covers neither TX nor LA, the only states with hearings',
    );
  });

  it('refuses a --state the account does not cover as a usage error, naming its states', async () => {
    const run = verify({ baseUrl: mock.url, username: 'analyst', password: 'analyst', state: 'TX' });
    await expect(run).rejects.toBeInstanceOf(UsageError);
    await expect(run).rejects.toThrow(
      '--state TX is not a state of this account, which covers OH, IL: name one of them, or leave --state out',
    );
  });

  it('with --positive-only, tries nothing a server must refuse', async () => {
    const report = await verify({
      baseUrl: mock.url,
      username: 'analyst',
      password: 'analyst',
      datasets: ['states'],
      positiveOnly: true,
    });
    expect(new Set(report.results.map((r) => r.suite))).toEqual(new Set(['positive']));
    expect(report.summary.fail).toBe(0);
  });
});

describe('against a server whose lists answer well-formed pages that say the wrong thing', () => {
  const servers = brokenServerSuite(startListsBrokenServer);

  it('names each planted fault, and nothing else', async () => {
    const report = await verify({
      baseUrl: servers.broken.url,
      ...account,
      ...bill,
      datasets: ['actionCodes', 'states', 'counties', 'members'],
      positiveOnly: true,
      readOnly: true,
    });
    const failures = report.results.filter((r) => r.result === 'fail');
    const faults = Object.entries(BROKEN_LISTS);
    const faultOf = (r: { operation: string; check: string }) =>
      faults.find(([, f]) => f.operation === r.operation && f.check.test(r.check))?.[0];
    expect(failures.filter((r) => !faultOf(r)).map((r) => `${r.operation}: ${r.check}`)).toEqual([]);
    expect(new Set(failures.map(faultOf))).toEqual(new Set(Object.keys(BROKEN_LISTS)));
    const of = (fault: keyof typeof BROKEN_LISTS) => failures.filter((r) => faultOf(r) === fault);
    for (const r of of('pageSorted'))
      expect(r.mismatch).toMatchObject({
        kind: 'behaviour',
        pointer: '/data/0/ActionCode',
        expected: expect.stringMatching(/ or a value after it in -?ActionCode order \(page 1 ends with it/),
      });
    expect(of('pagingFlags').map((r) => r.mismatch?.pointer)).toEqual([
      '/pagination/totalPages',
      '/pagination/totalPages',
    ]);
    expect(of('totalTooHigh')[0]?.mismatch).toMatchObject({
      pointer: '/pagination/total',
      expected: expect.stringMatching(
        /^at most \d+ \(the last page by totalPages, page \d+ of 2-row pages, lists 0 rows/,
      ),
    });
    expect(of('filterIgnored')[0]?.mismatch?.received).toMatch(/: the filter was not applied$/);
    expect(of('redirect')[0]).toMatchObject({
      status: 301,
      mismatch: {
        kind: 'status',
        received: `301, a redirect to ${servers.mock.url}/api/crawl (not followed: the contract's calls are answered where they are sent; point --base-url at the address that answers)`,
      },
    });
  });
});

describe('against a server that goes down mid-run', () => {
  let mock: Running;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('stops after a few calls without a connection, reporting what ran', async () => {
    const dying = await startDyingServer(mock.url, 80);
    try {
      const report = await verify({ baseUrl: dying.url, ...account, ...bill, timeoutMs: 5000 });
      expect(report.stopped).toMatch(
        new RegExp(
          `^the server stopped answering: ${DOWN_AFTER} calls in a row got no connection \\(ECONNREFUSED\\), the last `,
        ),
      );
      // The calls in flight when it went down, not one failure per remaining check.
      const failures = report.results.filter((r) => r.result === 'fail');
      expect(failures.length).toBeGreaterThanOrEqual(DOWN_AFTER);
      expect(failures.length).toBeLessThan(DOWN_AFTER + 10);
      expect(report.summary.pass).toBeGreaterThan(50);
      expect(report.results.find((r) => r.operation === 'logout')?.note).toBe(
        'not reached: the run stopped when the server stopped answering',
      );
      expect(failedRun(report)).toBe(true);
      expect(formatTable(report)).toContain(`Stopped early: ${report.stopped}.`);
    } finally {
      await dying.close();
    }
  });
});
