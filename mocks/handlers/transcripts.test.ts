import { describe, expect, it } from 'vitest';

const BASE = 'http://console.test';

async function token(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${await token()}`);
  headers.set('Content-Type', 'application/json');
  const res = await fetch(`${BASE}${path}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & unknown[] };
}

describe('transcript handlers', () => {
  it('lists a state’s hearings with absolute stream links on the page’s origin', async () => {
    const { status, body } = await call('/api/bill/committees/LA', {
      headers: { Referer: 'http://preview.test:4173/transcripts' },
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(5);
    for (const v of body as { Link: string }[]) {
      expect(v.Link).toMatch(/^http:\/\/preview\.test:4173\/mock-media\/test-pattern\/loop-\w+\.m3u8$/);
    }
  });

  it('refuses a state without transcripts', async () => {
    expect((await call('/api/bill/committees/OH')).status).toBe(400);
  });

  it('answers 404 for an unknown hearing', async () => {
    const { status, body } = await call('/api/bill/getTranscript/TX/999');
    expect(status).toBe(404);
    expect(body.message).toBe('There is no TX hearing with video 999');
  });

  it('answers the first paragraphs alone when asked for them, and refuses a count it cannot read', async () => {
    const whole = (await call('/api/bill/getTranscript/TX/4109')).body;
    const paragraphs = whole.transcript as unknown[][];
    expect(paragraphs.length).toBeGreaterThan(3);
    const first = await call('/api/bill/getTranscript/TX/4109?paragraphs=3');
    expect(first).toEqual({ status: 200, body: { ...whole, transcript: paragraphs.slice(0, 3) } });
    const more = await call(`/api/bill/getTranscript/TX/4109?paragraphs=${paragraphs.length + 5}`);
    expect(more.body).toEqual(whole);
    for (const bad of ['0', '-1', '2.5', '1e2', 'all']) {
      expect((await call(`/api/bill/getTranscript/TX/4109?paragraphs=${bad}`)).status).toBe(400);
    }
    expect((await call('/api/bill/getTranscript/TX/4109?words=3')).status).toBe(400);
  });

  it('keeps a saved transcript and answers it afterwards', async () => {
    const before = await call('/api/bill/getTranscript/TX/4109');
    const transcript = before.body.transcript as { word: string }[][];
    const edited = [
      [{ word: 'Edited', startTime: '1.00', endTime: '2.00', speaker: 'Chair' }],
      ...transcript,
    ];
    const saved = await call('/api/bill/updateTranscript', {
      method: 'POST',
      body: JSON.stringify({ state: 'TX', id: 4109, newTranscript: edited }),
    });
    expect(saved).toEqual({ status: 200, body: { message: 'Transcript saved' } });
    const after = await call('/api/bill/getTranscript/TX/4109');
    expect(after.body.transcript).toEqual(edited);
  });

  it('refuses a transcript whose times do not have two decimals', async () => {
    const { status } = await call('/api/bill/updateTranscript', {
      method: 'POST',
      body: JSON.stringify({
        state: 'TX',
        id: 4109,
        newTranscript: [[{ word: 'x', startTime: '1.5', endTime: '2.00', speaker: 'S' }]],
      }),
    });
    expect(status).toBe(400);
  });

  it('takes a word with a field of its own, as the contract leaves a word open (the body stays closed)', async () => {
    const word = { word: 'Aye', startTime: '1.00', endTime: '2.00', speaker: 'Chair', confidence: 0.9 };
    const send = (body: unknown) =>
      call('/api/bill/updateTranscript', { method: 'POST', body: JSON.stringify(body) });
    expect((await send({ state: 'TX', id: 4109, newTranscript: [[word]] })).status).toBe(200);
    const closed = await send({ state: 'TX', id: 4109, newTranscript: [[word]], extra: 1 });
    expect(closed.status).toBe(400);
  });

  // The contract's rule for text in a request (contract/README.md) holds inside the words too.
  it.each([
    ['a NUL in a word', { word: 'x\u0000' }, /newTranscript\.0\.0\.word/],
    ['an escape in a speaker', { speaker: '\u001bS' }, /newTranscript\.0\.0\.speaker/],
    ['a word over 4,000 characters', { word: 'x'.repeat(4001) }, /newTranscript\.0\.0\.word/],
    ['a speaker over 200 characters', { speaker: 'S'.repeat(201) }, /newTranscript\.0\.0\.speaker/],
  ])('refuses %s', async (_what, change, where) => {
    const word = { word: 'x', startTime: '1.00', endTime: '2.00', speaker: 'S', ...change };
    const { status, body } = await call('/api/bill/updateTranscript', {
      method: 'POST',
      body: JSON.stringify({ state: 'TX', id: 4109, newTranscript: [[word]] }),
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(where);
  });
});
