// The editor fills the window below whatever the shell puts above it (a top bar, a banner), so
// that the video and the transcript scroll on their own and the page does not. On narrow screens
// (one column, see transcripts.css) the page scrolls as usual.
import { type RefObject, useLayoutEffect } from 'react';

const ONE_COLUMN = '(max-width: 1024px)';

/** `ready`: the element is rendered (the effect runs again when it appears). */
export function useFillViewport(ref: RefObject<HTMLElement | null>, ready = true): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !ready) return;
    const size = () => {
      if (window.matchMedia(ONE_COLUMN).matches) {
        el.style.height = '';
        return;
      }
      const top = el.getBoundingClientRect().top + window.scrollY;
      el.style.height = `${Math.max(0, window.innerHeight - top)}px`;
    };
    size();
    window.addEventListener('resize', size);
    return () => window.removeEventListener('resize', size);
  }, [ref, ready]);
}
