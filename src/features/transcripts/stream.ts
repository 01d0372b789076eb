// Reading a long answer as it arrives: a transcript of several megabytes can have its first
// paragraphs on screen well before the rest is received and parsed (decision 0009). The HTTP
// client hands the answer's body to this reader (ApiOptions.readBody); the whole answer is then
// parsed and checked by the client as any answer.
import { checkAnswer } from '../../api/fetcher';
import type { OperationId } from '../../api/gen/registry/operations';
import { afterFrame } from '../../lib/after-paint';

/** A look at a long answer before it has all arrived. */
export interface AnswerPreview {
  /** The answer the text received so far stands for (what it holds of the whole), or undefined
   * while that is too little. Called as the answer arrives, until it returns an answer. */
  parse(prefix: string): unknown;
  /** Called once with that answer, after it passed the contract's check like any answer. */
  show(answer: unknown): void;
}

/** How much of an answer a preview may look at: a screen of transcript is a few dozen KB. */
const PREVIEW_BYTES = 256 * 1024;

const PENDING = Symbol('pending');
/** Settled already: what a race against a read that has not settled yet gives. */
const NOT_YET = Promise.resolve(PENDING);

/**
 * A body reader that shows the beginning of the answer as it arrives, and returns all its bytes.
 * After a preview was shown, the rest is read only after the next frame, so that the beginning is
 * painted first instead of waiting behind the reading and the parse of the whole.
 */
export function previewingReader(
  operation: OperationId,
  preview: AnswerPreview,
): (res: Response) => Promise<Uint8Array> {
  return async (res) => {
    const reader = res.body?.getReader();
    if (!reader) return new Uint8Array(await res.arrayBuffer());
    const chunks: Uint8Array[] = [];
    const decoder = new TextDecoder();
    let size = 0;
    let prefix = '';
    let looking = true;
    let next = reader.read();
    for (;;) {
      const { done, value } = await next;
      if (done) break;
      chunks.push(value);
      size += value.length;
      next = reader.read();
      if (!looking) continue;
      // Only the beginning is decoded for a preview (a chunk can be megabytes when the page was busy).
      const room = PREVIEW_BYTES - (size - value.length);
      prefix += decoder.decode(room < value.length ? value.subarray(0, room) : value, { stream: true });
      const answer = preview.parse(prefix);
      looking = answer === undefined && size < PREVIEW_BYTES;
      if (answer === undefined) continue;
      prefix = '';
      // Nothing to preview when the rest is already here (a short answer). Content-Length cannot
      // tell: a compressed answer's is the compressed size, and the stream gives the decompressed.
      const peek = await Promise.race([next, NOT_YET]);
      if (peek !== PENDING && peek.done) break;
      // A beginning that does not pass the check is not shown; the whole answer will say why.
      const checked = await checkAnswer(operation, answer).catch(() => undefined);
      if (checked === undefined) continue;
      preview.show(checked);
      // The beginning is painted before the rest is read: the rest's many chunks, read at once,
      // held the frame back.
      await new Promise<void>((resolve) => afterFrame(resolve));
    }
    if (chunks.length === 1) return chunks[0] as Uint8Array;
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes;
  };
}
