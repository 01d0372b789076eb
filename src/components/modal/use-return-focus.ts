import { useEffect, useRef } from 'react';
import { focusIsLost, focusScreen } from '../../lib/focus-screen';

/**
 * Returns focus to the element that had it when a dialog opened, once the dialog closes.
 * Headless UI does this only for focus moves it saw, i.e. after its own code was loaded; our
 * dialogs load lazily (on the click that opens them), so each one remembers its opener itself.
 * A dialog opened with the focus nowhere (a slide-in menu's link, blurred as the menu closed), or
 * whose opener is gone, gives it to the screen's heading, not to the page's body.
 * `forget()` leaves the focus where the dialog's owner puts it instead.
 */
export function useReturnFocus(open: boolean): { forget(): void } {
  // undefined: not read yet; null: nothing had the focus; false: the owner places it.
  const opener = useRef<HTMLElement | null | false | undefined>(undefined);
  // Read during render: by the time effects run, the dialog may already have taken focus.
  if (open && opener.current === undefined && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  useEffect(() => {
    if (!open) return;
    return () => {
      const el = opener.current;
      opener.current = undefined;
      if (el === false) return;
      // After Headless UI's own clean-up; only when nothing else took the focus meanwhile, or a
      // dialog that only shows (`data-view-dialog`: a record over the list), under this one, put
      // it back in its own first place.
      requestAnimationFrame(() => {
        const under = el ? el.closest('[data-view-dialog]') : null;
        const takenByUnder = under?.contains(document.activeElement) && document.activeElement !== el;
        if (!focusIsLost() && !takenByUnder) return;
        if (el?.isConnected) el.focus();
        // An opener that cannot take it back (hidden with a closed panel) leaves it lost.
        if (focusIsLost()) focusScreen();
      });
    };
  }, [open]);
  // A dialog that sends the user elsewhere (the palette's jump) places the focus itself.
  return { forget: () => (opener.current = false) };
}
