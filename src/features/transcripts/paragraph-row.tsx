// One paragraph of the transcript: speaker, start time, and its words as <span data-w="p:w">.
// Rows are memoised on their paragraph object, so an edit re-renders only the rows it rebuilt.
// Events are handled once, on the transcript container (transcript-view.tsx), not per word.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import type { Hit } from './model/find';
import { clock, shortClock, toSeconds } from './model/times';
import type { Paragraph } from './model/types';

export interface RowProps {
  index: number;
  paragraph: Paragraph;
  /** Offset of the row in the scrolled content, px. */
  start: number;
  hits: readonly Hit[] | undefined;
  currentHit: Hit | undefined;
  /** Selected words of this paragraph (the open popup's span), inclusive. */
  selected: { from: number; to: number } | undefined;
  measure: (el: HTMLElement | null) => void;
  /** Called after every render of the row: the view re-applies the playback highlight. */
  onRendered: (index: number) => void;
}

export function wordClasses(props: RowProps): (string | undefined)[] {
  const { paragraph, hits, currentHit, selected } = props;
  const cls: (string | undefined)[] = new Array(paragraph.length);
  if (hits) {
    for (const h of hits) for (let w = h.w0; w <= h.w1; w++) cls[w] = 'w-hit';
  }
  if (currentHit) {
    for (let w = currentHit.w0; w <= currentHit.w1; w++) cls[w] = 'w-hit w-hit-current';
  }
  if (selected) {
    // A span that goes on into the next paragraph reaches this one's end (its `to` is open-ended).
    const to = Math.min(selected.to, paragraph.length - 1);
    for (let w = selected.from; w <= to; w++) cls[w] = cls[w] ? `${cls[w]} w-sel` : 'w-sel';
  }
  return cls;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) =>
  /[&<>]/.test(text) ? text.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c) : text;

/** The words as markup: <span data-w="p:w">word</span>, one space between. The browser's parser
 * builds a paragraph's few hundred elements several times faster than React creates them one by
 * one, which is most of the first paint of a long transcript and of every row scrolled in. */
export function wordsHtml(index: number, paragraph: Paragraph): string {
  let html = '';
  for (let i = 0; i < paragraph.length; i++) {
    html += `${i > 0 ? ' ' : ''}<span data-w="${index}:${i}">${escapeText(paragraph[i]?.word ?? '')}</span>`;
  }
  return html;
}

/** Sets each word's classes (hits, selection) on the rendered spans, touching only those that
 * differ; the words themselves stay the same elements, so the text selection and the playback
 * highlight on them survive. */
function applyClasses(words: HTMLElement | null, cls: readonly (string | undefined)[]): void {
  if (!words) return;
  const spans = words.children;
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i] as Element;
    const want = cls[i] ?? '';
    if (span.className !== want) span.className = want;
  }
}

export const ParagraphRow = memo(function ParagraphRow(props: RowProps) {
  const { index, paragraph, start, measure, onRendered } = props;
  const words = useRef<HTMLParagraphElement>(null);
  const html = useMemo(() => ({ __html: wordsHtml(index, paragraph) }), [index, paragraph]);
  const cls = wordClasses(props);
  useLayoutEffect(() => {
    applyClasses(words.current, cls);
    onRendered(index);
  });
  const first = paragraph[0];
  const at = first ? toSeconds(first.startTime) : 0;
  return (
    <div ref={measure} data-index={index} className="tr-para" style={{ transform: `translateY(${start}px)` }}>
      <div className="tr-para-head">
        <span className="tr-speaker">{first?.speaker || 'Unknown speaker'}</span>
        <button type="button" className="tr-jump" data-seek={index} aria-label={`Jump to ${clock(at)}`}>
          {shortClock(at)}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm tr-edit-para"
          data-edit={index}
          aria-label={`Edit the paragraph at ${shortClock(at)}`}
        >
          Edit
        </button>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the words are escaped (wordsHtml); markup is the fast way to build them */}
      <p ref={words} className="tr-words" dangerouslySetInnerHTML={html} />
    </div>
  );
});
