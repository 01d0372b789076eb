// From the browser's text selection to a span of transcript words. Words are rendered as
// <span data-w="p:w">; a word counts as selected when at least one of its characters is, so a
// selection that starts at the very end of a word or stops at the very start of one leaves that
// word out. Only words in the DOM can be selected: the view keeps the paragraph where a drag
// started rendered while it lasts.
import type { WordPos, WordRange } from './model/types';

export interface Anchor {
  left: number;
  top: number;
  bottom: number;
}

export function parseWordKey(key: string | null | undefined): WordPos | null {
  const m = key ? /^(\d+):(\d+)$/.exec(key) : null;
  return m ? { p: Number(m[1]), w: Number(m[2]) } : null;
}

/** Whether `r` covers at least one character of `text`. */
function coversText(r: Range, text: Node, probe: Range): boolean {
  probe.selectNodeContents(text);
  return (
    r.compareBoundaryPoints(Range.END_TO_START, probe) < 0 &&
    r.compareBoundaryPoints(Range.START_TO_END, probe) > 0
  );
}

export function selectedWords(container: HTMLElement): { range: WordRange; anchor: Anchor } | null {
  const sel = window.getSelection();
  if (!sel || sel.isCollapsed || sel.rangeCount === 0) return null;
  const r = sel.getRangeAt(0);
  if (!container.contains(r.commonAncestorContainer)) return null;
  const probe = document.createRange();
  let first: WordPos | null = null;
  let last: WordPos | null = null;
  for (const span of container.querySelectorAll<HTMLElement>('[data-w]')) {
    const text = span.firstChild;
    if (!text || !r.intersectsNode(span)) {
      if (first) break;
      continue;
    }
    if (!coversText(r, text, probe)) continue;
    const pos = parseWordKey(span.dataset.w);
    if (!pos) continue;
    first ??= pos;
    last = pos;
  }
  if (!first || !last) return null;
  const rects = r.getClientRects();
  const end = rects[rects.length - 1] ?? r.getBoundingClientRect();
  return { range: { start: first, end: last }, anchor: { left: end.left, top: end.top, bottom: end.bottom } };
}
