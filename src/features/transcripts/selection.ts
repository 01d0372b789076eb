// From the browser's text selection to a span of transcript words. Words are rendered as
// <span data-w="p:w">; a word counts as selected when at least one of its characters is, so a
// selection that starts at the very end of a word or stops at the very start of one leaves that
// word out. Only words in the DOM can be selected: the view keeps the paragraph where a drag
// started rendered while it lasts.
import type { WordPos, WordRange } from './model/types';

/** A selection's place on screen (client pixels), for the edit popup. */
export interface Anchor {
  /** Where the selection ends: the popup's preferred left edge. */
  x: number;
  /** The box of the selection's lines, cut to what the transcript shows of it. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/**
 * The anchor of a selection drawn as `rects` (in reading order), inside the transcript's visible
 * box `clip`. Over several lines the selection spans the column's width, whatever the first and
 * last lines cover.
 */
export function anchorFrom(rects: readonly Box[], clip: Box): Anchor | null {
  const first = rects[0];
  const last = rects[rects.length - 1];
  if (!first || !last) return null;
  let { left, right, top, bottom } = first;
  for (const r of rects) {
    left = Math.min(left, r.left);
    right = Math.max(right, r.right);
    top = Math.min(top, r.top);
    bottom = Math.max(bottom, r.bottom);
  }
  const lines = last.top >= first.bottom - 1;
  return {
    x: last.left,
    left: lines ? clip.left : left,
    right: lines ? clip.right : right,
    top: Math.max(top, clip.top),
    bottom: Math.min(bottom, clip.bottom),
  };
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
  // The rects of the text, not of the elements around it (a paragraph's box spans its header).
  const rects = [...r.getClientRects()].filter((x) => x.width > 0 && x.height < 40);
  const anchor = anchorFrom(
    rects.length > 0 ? rects : [r.getBoundingClientRect()],
    container.getBoundingClientRect(),
  );
  return anchor ? { range: { start: first, end: last }, anchor } : null;
}
