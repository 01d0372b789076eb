import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/unit/session';
import { firstFault, parseAll } from './model/lazy';
import type { Transcript } from './model/types';
import { FIRST_PARAGRAPHS, transcriptQuery } from './queries';

const paragraph = (n: number, word = `word${n}`) => [
  { word, startTime: `${n}.00`, endTime: `${n}.50`, speaker: 'Chair' },
];
const hearing = (count: number): Transcript => Array.from({ length: count }, (_, n) => paragraph(n));

/** How the server treats `paragraphs`: as the contract says, not at all, or as unknown (400). */
type Server = 'cuts' | 'ignores' | 'refuses';

/** Serves `transcripts` in turn (the last one from then on); returns the `paragraphs` asked for. */
function serve(how: Server, ...transcripts: Transcript[]): (string | null)[] {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/bill/getTranscript/:state/:id', ({ request }) => {
      const paragraphs = new URL(request.url).searchParams.get('paragraphs');
      const transcript = transcripts[Math.min(asked.length, transcripts.length - 1)] as Transcript;
      asked.push(paragraphs);
      if (paragraphs !== null && how === 'refuses')
        return HttpResponse.json({ message: 'Unknown query parameter: paragraphs' }, { status: 400 });
      const cut = paragraphs !== null && how === 'cuts' ? Number(paragraphs) : undefined;
      return HttpResponse.json({ id: 4101, state: 'TX', transcript: transcript.slice(0, cut) });
    }),
  );
  return asked;
}

const load = () => new QueryClient().fetchQuery(transcriptQuery('TX', 4101));

describe('the transcript query', () => {
  beforeEach(() => signInAs('demo'));

  it('asks for the first paragraphs, then for the whole transcript', async () => {
    const asked = serve('cuts', hearing(60));
    expect((await load()).transcript).toEqual(hearing(60));
    expect(asked).toEqual([String(FIRST_PARAGRAPHS), null]);
  });

  it('asks once for a hearing shorter than a screen: its first paragraphs are all of it', async () => {
    const asked = serve('cuts', hearing(FIRST_PARAGRAPHS - 1));
    expect((await load()).transcript).toEqual(hearing(FIRST_PARAGRAPHS - 1));
    expect(asked).toEqual([String(FIRST_PARAGRAPHS)]);
    // Exactly a screen's worth may be all of it or not: the whole is asked for.
    const again = serve('cuts', hearing(FIRST_PARAGRAPHS));
    expect((await load()).transcript).toEqual(hearing(FIRST_PARAGRAPHS));
    expect(again).toEqual([String(FIRST_PARAGRAPHS), null]);
  });

  it('takes the whole transcript from a server that does not cut it, without asking again', async () => {
    const asked = serve('ignores', hearing(60));
    expect((await load()).transcript).toEqual(hearing(60));
    expect(asked).toEqual([String(FIRST_PARAGRAPHS)]);
  });

  it('asks for the whole transcript again from a server that refuses the parameter', async () => {
    const asked = serve('refuses', hearing(60));
    expect((await load()).transcript).toEqual(hearing(60));
    expect(asked).toEqual([String(FIRST_PARAGRAPHS), null]);
  });

  it('gives the whole transcript as it is now when it was saved between the two calls', async () => {
    const saved = [paragraph(0, 'Edited'), ...hearing(60).slice(1)];
    serve('cuts', hearing(60), saved);
    expect((await load()).transcript).toEqual(saved);
  });

  it('asks for the whole transcript when a first paragraph is out of the contract: it says which', async () => {
    // Long enough to be read a paragraph at a time (model/lazy.ts).
    const long: Transcript = Array.from({ length: 60 }, (_, n) =>
      Array.from({ length: 60 }, (_, w) => ({
        word: `word${n}.${w}`,
        startTime: `${n}.00`,
        endTime: `${n}.50`,
        speaker: 'Chair',
      })),
    );
    const faulty = long.map((p, n) =>
      n === 1 ? p.map((w, i) => (i === 0 ? { ...w, startTime: 'soon' } : w)) : p,
    );
    const asked = serve('cuts', faulty);
    const { transcript } = await load();
    expect(asked).toEqual([String(FIRST_PARAGRAPHS), null]);
    parseAll(transcript);
    expect(firstFault(transcript)).toMatch(/^paragraph 2 does not match the contract at word 1, startTime/);
    expect(transcript[2]).toEqual(long[2]);
  });
});
