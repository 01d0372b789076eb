// The editor fills the window below whatever the shell puts above it (a top bar, a banner), so
// that the video and the transcript scroll on their own and the page does not. On narrow screens
// (one column, see transcripts.css) the page scrolls as usual.
import { type RefObject, useEffect } from 'react';
import { afterFrame } from '../../lib/after-paint';

const ONE_COLUMN = '(max-width: 900px)';

/** `ready`: the element is rendered (the effect runs again when it appears). */
export function useFillViewport(ref: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !ready) return;
    const size = () => {
      if (window.matchMedia(ONE_COLUMN).matches) {
        el.style.height = '';
        return;
      }
      const box = el.getBoundingClientRect();
      const height = Math.max(0, window.innerHeight - (box.top + window.scrollY));
      // Written only when the stylesheet's estimate (the usual top bar) is off, such as under a
      // banner: a write would lay the page out again.
      if (Math.abs(box.height - height) >= 1) el.style.height = `${height}px`;
    };
    // Measured once the first frame is painted, when the page's layout is already done: measuring
    // now would force the layout of the new screen inside the click that opened it.
    const cancel = afterFrame(size);
    window.addEventListener('resize', size);
    return () => {
      cancel();
      window.removeEventListener('resize', size);
    };
  }, [ref, ready]);
}
