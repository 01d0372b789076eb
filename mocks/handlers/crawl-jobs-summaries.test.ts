// The mock backend of the working screens: crawl links, bill jobs and summaries, over msw/node.
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/lib/us-states.ts';
import { isVersionCode } from '../../src/lib/version-codes.ts';
import { signJwt } from '../lib/jwt.ts';
import { mockEnv } from '../node.ts';
import { SESSIONS } from '../seed/summaries.ts';

const BASE = 'http://console.test';

async function token(username = 'demo'): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** An access token of the mock's own signing, for an account covering every state. */
const everyState = () =>
  signJwt(
    {
      typ: 'access',
      sub: 'demo',
      stateConfigs: US_STATES.map((s) => s.code),
      exp: Math.floor(Date.now() / 1000) + 600,
    },
    mockEnv.secret,
  );

async function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  username: 'demo' | 'analyst' | 'every state' = 'demo',
): Promise<{ status: number; body: T }> {
  const bearer = username === 'every state' ? await everyState() : await token(username);
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('crawl mock', () => {
  it('has several link columns for each of the 50 states, some unset', async () => {
    let unset = 0;
    for (const { code } of US_STATES) {
      const { status, body } = await post<Record<string, string | null>>(
        '/api/crawl',
        { state: code },
        'every state',
      );
      expect(status).toBe(200);
      expect(body.state).toBe(code);
      const columns = Object.keys(body).filter((k) => k !== 'state');
      expect(columns.length, code).toBeGreaterThanOrEqual(5);
      unset += columns.filter((c) => body[c] === null).length;
    }
    expect(unset).toBeGreaterThan(10);
  });

  it('stores an updated link and refuses unknown columns and non-web links', async () => {
    const url = 'https://capitol.texas.gov/new/bills';
    const ok = await post('/api/crawl/update-link', { state: 'TX', key: 'BillsLink', url });
    expect(ok).toEqual({
      status: 200,
      body: { message: 'BillsLink of Texas updated', state: 'TX', key: 'BillsLink', url },
    });
    expect((await post('/api/crawl', { state: 'TX' })).body.BillsLink).toBe(url);

    const unknown = await post('/api/crawl/update-link', { state: 'TX', key: 'Nope', url });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Texas has no link column named Nope' } });
    const ftp = await post('/api/crawl/update-link', { state: 'TX', key: 'BillsLink', url: 'ftp://x.org/a' });
    expect(ftp.status).toBe(400);
  });
});

describe('bill jobs mock', () => {
  it('queues each job with its own id and echoes the parameters', async () => {
    const a = await post('/api/bill/runDate', { state: 'TX', session: '89R', date: '2025-03-04' });
    const b = await post('/api/bill/runBill', { state: 'OH', session: '136', billNumber: 'HB100FH00' });
    const c = await post('/api/bill/runMetadataDates', {
      state: 'IL',
      session: '104',
      startDate: null,
      endDate: null,
    });
    expect(a).toMatchObject({
      status: 200,
      body: {
        message: 'Run by date queued for TX session 89R, 2025-03-04',
        status: 'queued',
        parameters: { state: 'TX', session: '89R', date: '2025-03-04' },
      },
    });
    expect(b.body.message).toBe('Run by bill queued for OH session 136, HB100 version FH00');
    expect(c.body.message).toBe('Metadata dates queued for IL session 104, for the whole session');
    expect(new Set([a.body.jobId, b.body.jobId, c.body.jobId]).size).toBe(3);
  });

  it('refuses what a job service would refuse', async () => {
    expect(
      await post('/api/bill/runBill', { state: 'TX', session: '89R', billNumber: 'HB100FH00' }),
    ).toMatchObject({
      status: 400,
      body: {
        message:
          'FH00 is not a bill version of TX (known: FIL, ENR, ENG, SCS, HCS, SFA, HFA, HCA, SCA, SPA, HPA)',
      },
    });
    expect(
      await post('/api/bill/runDate', { state: 'TX', session: '89R', date: '2999-01-01' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'The run date 2999-01-01 is in the future' },
    });
    expect(
      await post('/api/bill/runMetadataDates', {
        state: 'TX',
        session: '89R',
        startDate: '2025-05-01',
        endDate: '2025-04-01',
      }),
    ).toMatchObject({ status: 400, body: { message: 'startDate must be on or before endDate' } });
    expect(
      await post('/api/bill/runDate', { state: 'TX', session: '89R', date: '2025-03-04' }, 'analyst'),
    ).toMatchObject({
      status: 403,
      body: { message: 'You have no access to TX: your account covers OH, IL', error: 'state_not_allowed' },
    });
  });
});

describe('summaries mock', () => {
  it("builds every bill's versions from its state's version codes", async () => {
    for (const [state, sessions] of Object.entries(SESSIONS)) {
      for (const n of [1, 2, 5, 8]) {
        const { status, body } = await post<string[]>('/api/bill/getVersions', {
          state,
          id: `HB${n}`,
          session: sessions[0]?.code,
        });
        expect(status).toBe(200);
        expect(body.length).toBeGreaterThan(0);
        for (const v of body) expect(isVersionCode(state, v), `${state} ${v}`).toBe(true);
      }
    }
  });

  it('answers HB100 of TX 89R as written, sections out of order with malformed ids', async () => {
    expect((await post('/api/bill/getVersions', { state: 'TX', id: 'HB100', session: '89R' })).body).toEqual([
      'FIL',
      'HCS',
      'ENG',
      'SCS',
      'ENR',
    ]);
    const sections = await post<{ summaries: { id: string }[] }>('/api/bill/getSummary', {
      state: 'TX',
      type: 'section',
      id: 'HB100FIL',
      session: '89R',
    });
    expect(sections.body.summaries.map((s) => s.id)).toEqual([
      'S2P10',
      'S1P2',
      'S2P9',
      'S1P1',
      'S10P1',
      'S2P1',
      'S3',
      '',
      'S9P4',
    ]);
    const missing = await post('/api/bill/getSummary', {
      state: 'TX',
      type: 'bill',
      id: 'HB100ENR',
      session: '89R',
    });
    expect(missing).toMatchObject({
      status: 404,
      body: { message: 'No summary found for HB100ENR (TX, session 89R)' },
    });
  });

  it('keeps an updated bill summary and an updated section', async () => {
    const bill = { state: 'TX', type: 'bill', id: 'HB100FIL', session: '89R' };
    expect((await post('/api/bill/updateSummary', { ...bill, newSummary: 'Rewritten.' })).body).toEqual({
      message: 'Summary of HB100FIL updated',
    });
    expect((await post('/api/bill/getSummary', bill)).body).toEqual({ summary: 'Rewritten.' });

    const sections = { ...bill, type: 'section' };
    await post('/api/bill/getSummary', sections);
    const upd = await post('/api/bill/updateSummary', { ...sections, id: 'S2P10', newSummary: 'New S2P10.' });
    expect(upd.body).toEqual({ message: 'Section S2P10 of HB100FIL updated' });
    const again = await post<{ summaries: { id: string; summary: string }[] }>(
      '/api/bill/getSummary',
      sections,
    );
    expect(again.body.summaries.find((s) => s.id === 'S2P10')?.summary).toBe('New S2P10.');
  });

  it('says what is unknown', async () => {
    const q = (over: object) =>
      post('/api/bill/getVersions', { state: 'TX', id: 'HB100', session: '89R', ...over });
    expect((await q({ session: '12' })).body.message).toBe(
      'No session 12 for TX. Known sessions: 89R, 891, 88R',
    );
    expect((await q({ id: 'HB999' })).body.message).toBe('No bill HB999 in TX session 89R');
    expect((await q({ id: 'HB13' })).body).toEqual([]);
    const wrong = await post('/api/bill/getSummary', {
      state: 'TX',
      type: 'bill',
      id: 'HB100XYZ',
      session: '89R',
    });
    expect(wrong).toMatchObject({
      status: 404,
      body: { message: 'HB100 has no version XYZ in TX session 89R' },
    });
  });
});
