// One paragraph of the transcript: speaker, start time, and its words as <span data-w="p:w">.
// Rows are memoised on their paragraph object, so an edit re-renders only the rows it rebuilt.
// Events are handled once, on the transcript container (transcript-view.tsx), not per word.
import { Fragment, memo, useLayoutEffect } from 'react';
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

function wordClasses(props: RowProps): (string | undefined)[] {
  const { paragraph, hits, currentHit, selected } = props;
  const cls: (string | undefined)[] = new Array(paragraph.length);
  if (hits) {
    for (const h of hits) for (let w = h.w0; w <= h.w1; w++) cls[w] = 'w-hit';
  }
  if (currentHit) {
    for (let w = currentHit.w0; w <= currentHit.w1; w++) cls[w] = 'w-hit w-hit-current';
  }
  if (selected) {
    for (let w = selected.from; w <= selected.to; w++) cls[w] = cls[w] ? `${cls[w]} w-sel` : 'w-sel';
  }
  return cls;
}

export const ParagraphRow = memo(function ParagraphRow(props: RowProps) {
  const { index, paragraph, start, measure, onRendered } = props;
  useLayoutEffect(() => onRendered(index));
  const first = paragraph[0];
  const at = first ? toSeconds(first.startTime) : 0;
  const cls = wordClasses(props);
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
      <p className="tr-words">
        {paragraph.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's place is its identity here
          <Fragment key={i}>
            {i > 0 && ' '}
            <span data-w={`${index}:${i}`} className={cls[i]}>
              {w.word}
            </span>
          </Fragment>
        ))}
      </p>
    </div>
  );
});
