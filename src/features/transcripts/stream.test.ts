// The transcript's answer read as it arrives: its checked beginning is shown before the whole is
// in, through the HTTP client like any call.
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { fakeJwt, inSeconds } from '../../../tests/unit/tokens';
import { apiCall } from '../../api/fetcher';
import { writeSession } from '../../api/session';
import { previewingReader } from './stream';

function signedIn() {
  writeSession({
    accessToken: fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'] }),
    refreshToken: fakeJwt({ exp: inSeconds(3600) }),
  });
}

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
    const done = apiCall('getTranscript', URL_, { readBody: previewingReader('getTranscript', p.preview) });
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
      await expect(
        apiCall('getTranscript', URL_, { readBody: previewingReader('getTranscript', p.preview) }),
      ).resolves.toEqual(whole);
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
    const done = apiCall('getTranscript', URL_, { readBody: previewingReader('getTranscript', p.preview) });
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
      const done = apiCall('getTranscript', URL_, { readBody: previewingReader('getTranscript', p.preview) });
      await vi.waitFor(() => expect(p.shown).toHaveLength(1));
      release();
      await expect(done).rejects.toMatchObject({
        kind: 'network',
        message: 'The connection broke while the answer was arriving. Check your connection.',
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
    await expect(apiCall('getTranscript', URL_)).rejects.toMatchObject({
      kind: 'format',
      message:
        "The server's answer to GetTranscript is not valid JSON (status 200): it may have been cut off.",
    });
  });
});
