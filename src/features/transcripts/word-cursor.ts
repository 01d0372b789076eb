// The keyboard's word cursor: where an arrow key goes from a word. Left and right follow the
// transcript (across paragraphs); up and down follow the lines as they are laid out, read from
// the rendered words, which are in reading order in the DOM (rows are in index order).

import type { Transcript, WordPos, WordRange } from './model/types';
import { parseWordKey } from './selection';

/** The next (dir 1) or previous (dir -1) word, across paragraphs; null at either end. */
export function stepWord(t: Transcript, pos: WordPos, dir: 1 | -1): WordPos | null {
  const w = pos.w + dir;
  if (w >= 0 && w < (t[pos.p]?.length ?? 0)) return { p: pos.p, w };
  return paragraphWord(t, pos.p, dir);
}

/** The first word of the next paragraph with words (dir 1), or the last of the previous one. */
export function paragraphWord(t: Transcript, p: number, dir: 1 | -1): WordPos | null {
  for (let q = p + dir; q >= 0 && q < t.length; q += dir) {
    const n = t[q]?.length ?? 0;
    if (n > 0) return { p: q, w: dir > 0 ? 0 : n - 1 };
  }
  return null;
}

/** How many words a range holds, as a phrase: "1 word", "12 words". */
export function rangeLength(t: Transcript, r: WordRange): string {
  let n = 0;
  for (let p = r.start.p; p <= r.end.p; p++) {
    const from = p === r.start.p ? r.start.w : 0;
    const to = p === r.end.p ? r.end.w : (t[p]?.length ?? 0) - 1;
    n += Math.max(0, to - from + 1);
  }
  return n === 1 ? '1 word' : `${n} words`;
}

const centre = (r: DOMRect) => (r.left + r.right) / 2;

/** The word of the next (dir 1) or previous line nearest the cursor's column; null past the
 * rendered words. */
export function lineStep(box: HTMLElement, from: Element, dir: 1 | -1): WordPos | null {
  const words = box.querySelectorAll<HTMLElement>('[data-w]');
  const all = Array.prototype.indexOf.call(words, from) as number;
  if (all < 0) return null;
  const r = from.getBoundingClientRect();
  let line: number | null = null;
  let best: HTMLElement | null = null;
  let bestDx = Number.POSITIVE_INFINITY;
  for (let i = all + dir; i >= 0 && i < words.length; i += dir) {
    const el = words[i] as HTMLElement;
    const q = el.getBoundingClientRect();
    if (dir > 0 ? q.top < r.bottom - 1 : q.bottom > r.top + 1) continue; // still the cursor's line
    line ??= q.top;
    if (Math.abs(q.top - line) > 1) break; // past the line
    const dx = Math.abs(centre(q) - centre(r));
    if (dx < bestDx) {
      bestDx = dx;
      best = el;
    }
  }
  return best ? parseWordKey(best.dataset.w) : null;
}

/** The first word wholly or partly in the box's view. */
export function firstVisibleWord(box: HTMLElement): { pos: WordPos; el: Element } | null {
  const b = box.getBoundingClientRect();
  for (const el of box.querySelectorAll<HTMLElement>('[data-w]')) {
    const r = el.getBoundingClientRect();
    if (r.bottom <= b.top + 1) continue;
    if (r.top >= b.bottom) return null;
    const pos = parseWordKey(el.dataset.w);
    if (pos) return { pos, el };
  }
  return null;
}
