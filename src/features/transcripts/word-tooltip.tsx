// The hover card of a word: its start and end time (SPEC §2). One element for the whole
// transcript, moved to the hovered word. The view drives it through the handle, which writes the
// DOM directly: a hover then costs one text and one position change, and no render.
import { type Ref, useImperativeHandle, useRef } from 'react';
import { clock, toSeconds } from './model/times';
import type { Word } from './model/types';

export interface WordTooltipHandle {
  show(target: HTMLElement, word: Word): void;
  hide(): void;
}

export function WordTooltip({ ref }: { ref: Ref<WordTooltipHandle> }) {
  const tip = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLSpanElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      show(target, word) {
        const el = tip.current;
        if (!el || !start.current || !end.current) return;
        const r = target.getBoundingClientRect();
        start.current.textContent = clock(toSeconds(word.startTime));
        end.current.textContent = clock(toSeconds(word.endTime));
        el.style.left = `${r.left + r.width / 2}px`;
        el.style.top = `${r.top}px`;
        el.hidden = false;
      },
      hide() {
        if (tip.current && !tip.current.hidden) tip.current.hidden = true;
      },
    }),
    [],
  );
  return (
    <div ref={tip} role="tooltip" className="tr-tip" hidden>
      <span className="tr-tip-label">Start</span> <span ref={start} /> ·{' '}
      <span className="tr-tip-label">End</span> <span ref={end} />
    </div>
  );
}
