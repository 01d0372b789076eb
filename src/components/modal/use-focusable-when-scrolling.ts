import { useCallback } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A ref that makes a scrolling box a stop of the Tab key when nothing in it is one, so that the
 * keyboard can scroll it (a confirmation's text in a short or zoomed window). A box with fields or
 * buttons needs none: tabbing through them scrolls it. A callback ref: a dialog's content is
 * mounted in a portal, after the dialog's own effects.
 */
export function useFocusableWhenScrolling(): (box: HTMLElement | null) => (() => void) | undefined {
  return useCallback((box: HTMLElement | null) => {
    // Without ResizeObserver (a test's DOM), the box is left as it is.
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const scrolls = box.scrollHeight > box.clientHeight + 1;
      if (scrolls && box.querySelector(FOCUSABLE) === null) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    };
    const resized = new ResizeObserver(update);
    resized.observe(box);
    for (const child of box.children) resized.observe(child);
    return () => resized.disconnect();
  }, []);
}
