// The hover card of a word: its start and end time (SPEC §2). One element for the whole
// transcript, moved to the hovered word; the view drives it through the handle.
import { type Ref, useImperativeHandle, useState } from 'react';
import { clock, toSeconds } from './model/times';
import type { Word } from './model/types';

export interface WordTooltipHandle {
  show(target: HTMLElement, word: Word): void;
  hide(): void;
}

interface Tip {
  start: string;
  end: string;
  left: number;
  top: number;
}

export function WordTooltip({ ref }: { ref: Ref<WordTooltipHandle> }) {
  const [tip, setTip] = useState<Tip | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      show(target, word) {
        const r = target.getBoundingClientRect();
        setTip({
          start: clock(toSeconds(word.startTime)),
          end: clock(toSeconds(word.endTime)),
          left: r.left + r.width / 2,
          top: r.top,
        });
      },
      hide() {
        setTip(null);
      },
    }),
    [],
  );
  if (!tip) return null;
  return (
    <div role="tooltip" className="tr-tip" style={{ left: tip.left, top: tip.top }}>
      <span className="tr-tip-label">Start</span> {tip.start} · <span className="tr-tip-label">End</span>{' '}
      {tip.end}
    </div>
  );
}
