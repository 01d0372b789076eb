// Where the edit popup goes: never over the words it edits. Below the selection when the window
// has room, else above it, else beside it (over the video or the margin), else on the side with
// more room, pinned to the window's edge (a selection taller than the window is covered least).
import type { Anchor } from './selection';

export const POPUP_MARGIN = 8;

export interface Size {
  width: number;
  height: number;
}

export function placePopup(
  at: Anchor,
  popup: Size,
  view: Size,
  m = POPUP_MARGIN,
): { left: number; top: number } {
  const alongX = clamp(at.x, m, view.width - popup.width - m);
  const below = at.bottom + m;
  if (below + popup.height <= view.height - m) return { left: alongX, top: below };
  const above = at.top - m - popup.height;
  if (above >= m) return { left: alongX, top: above };
  const alongY = clamp(at.top, m, view.height - popup.height - m);
  if (at.right + m + popup.width <= view.width - m) return { left: at.right + m, top: alongY };
  if (at.left - m - popup.width >= m) return { left: at.left - m - popup.width, top: alongY };
  return view.height - at.bottom >= at.top
    ? { left: alongX, top: Math.max(m, view.height - m - popup.height) }
    : { left: alongX, top: m };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, hi));
