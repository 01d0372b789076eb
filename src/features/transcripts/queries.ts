// The transcript query: a hearing's first paragraphs asked for and shown on their own, then the
// whole transcript (decision 0045); the editor shows the first ones read-only meanwhile (see
// hearing-editor.tsx).

import type { QueryFunction } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiRequestError, answerCheckNow, checkAnswer } from '../../api/fetcher';
import { getGetTranscriptQueryOptions, getTranscript } from '../../api/gen/client/bill/bill';
import type { TranscriptResult } from '../../api/gen/model';
import type { HearingState } from '../../lib/hearing-states';
import { hearingKey } from '../../lib/transcript-drafts';
import { lazyParagraphs, splitTranscriptAnswer } from './model/lazy';
import type { Transcript } from './model/types';

/** Paragraphs enough to fill the tallest transcript pane at once (about 40 lines), even when
 * they are short turns of a few words each. */
export const FIRST_PARAGRAPHS = 24;

/** The latest preview: one at a time (the hearing being opened), a few paragraphs. */
let latest: { key: string; transcript: Transcript } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function showFirst(state: HearingState, id: number, transcript: Transcript): void {
  latest = { key: hearingKey(state, id), transcript };
  for (const listener of listeners) listener();
}

/** The first paragraphs of the hearing's transcript, received while the rest is on its way. */
export function useTranscriptPreview(state: HearingState, id: number): Transcript | null {
  const key = hearingKey(state, id);
  return useSyncExternalStore(subscribe, () => (latest?.key === key ? latest.transcript : null));
}

/** Below this size an answer is parsed whole: a few milliseconds. */
const LAZY_FROM_CHARS = 256 * 1024;

/**
 * Reads a long answer with its paragraphs left as text, each parsed and checked against the
 * contract when first used (model/lazy.ts): the rest of the answer is checked now, as any answer.
 * Undefined (parse it whole) for a short answer or one that cannot be cut exactly.
 */
function readLazily(text: string, status: number): Promise<TranscriptResult> | undefined {
  if (text.length < LAZY_FROM_CHARS) return undefined;
  const split = splitTranscriptAnswer(text);
  if (!split) return undefined;
  return (async () => {
    const answer = (await checkAnswer('getTranscript', split.envelope, status)) as TranscriptResult;
    const check = await answerCheckNow('getTranscript');
    const transcript = lazyParagraphs(split.paragraphs, (words, p) => {
      const fault = check({ ...answer, transcript: [words] });
      return fault && paragraphFault(fault, p, words);
    });
    return { ...answer, transcript } as TranscriptResult;
  })();
}

/** A paragraph's fault in words: 'transcript.0.3.startTime: must …' is its fourth word's startTime. */
function paragraphFault(fault: string, p: number, words: unknown): string {
  const m = /^transcript\.0(?:\.(\d+))?(?:\.(\w+))?: (.*)$/.exec(fault);
  if (!m) return `paragraph ${p + 1} does not match the contract (${fault})`;
  const [, w, field, why] = m;
  const where = w === undefined ? '' : ` at word ${Number(w) + 1}${field ? `, ${field}` : ''}`;
  // A time the contract cannot read, said as what it should be rather than as its pattern.
  const value =
    w !== undefined && field ? (words as Record<string, unknown>[])[Number(w)]?.[field] : undefined;
  const reason =
    (field === 'startTime' || field === 'endTime') && why?.startsWith('must match pattern')
      ? `“${String(value)}” is not a time as the contract writes them (seconds times ten, two decimals: 123.45)`
      : why;
  return `paragraph ${p + 1} does not match the contract${where}: ${reason}`;
}

/**
 * The hearing's first paragraphs, or undefined when the whole transcript must tell: from a server
 * that refuses to cut it (the parameter is new: such a server may call it unknown), or when one of
 * them is out of the contract (the whole answer is read a paragraph at a time and says which).
 * A server that ignores the parameter sends the whole transcript here.
 */
async function firstParagraphs(
  state: HearingState,
  id: number,
  signal: AbortSignal,
): Promise<TranscriptResult | undefined> {
  try {
    return await getTranscript(
      state,
      id,
      { paragraphs: FIRST_PARAGRAPHS },
      { signal, readAnswer: readLazily },
    );
  } catch (err) {
    if (err instanceof ApiRequestError && (err.kind === 'contract' || err.status === 400)) return undefined;
    throw err;
  }
}

/** The transcript query, shared by the list's prefetch and the editor. A transcript is large:
 * it stays fresh while a hearing is worked on, and skips structural sharing, which would walk
 * 50,000 words to find what did not change. */
export function transcriptQuery(state: HearingState, id: number) {
  const options = getGetTranscriptQueryOptions(state, id, undefined, {
    query: { staleTime: 5 * 60_000, structuralSharing: false },
  });
  const queryFn: QueryFunction<TranscriptResult> = async ({ signal }) => {
    const first = await firstParagraphs(state, id, signal);
    // Fewer paragraphs than asked for is the whole of a short hearing; more, a server that sends
    // the whole transcript whatever is asked.
    if (first && first.transcript.length !== FIRST_PARAGRAPHS) return first;
    if (first) showFirst(state, id, first.transcript);
    const answer = await getTranscript(state, id, undefined, { signal, readAnswer: readLazily });
    // The paragraphs shown are, unless the hearing was saved between the two calls, the answer's
    // first ones: it keeps those objects, so the rows on screen (memoised on their paragraph) are
    // not built again.
    if (!first?.transcript.every((p, i) => sameText(p, answer.transcript[i]))) return answer;
    const transcript = [
      ...first.transcript,
      ...answer.transcript.slice(FIRST_PARAGRAPHS),
    ] as TranscriptResult['transcript'];
    return { ...answer, transcript };
  };
  return { ...options, queryFn };
}

const sameText = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
