import { useEffect, useRef } from 'react';
import { focusIsLost } from '../../lib/focus-screen';

/**
 * Returns focus to the element that had it when a dialog opened, once the dialog closes.
 * Headless UI does this only for focus moves it saw, i.e. after its own code was loaded; our
 * dialogs load lazily (on the click that opens them), so each one remembers its opener itself.
 * `forget()` leaves the focus where the dialog's owner puts it instead.
 */
export function useReturnFocus(open: boolean): { forget(): void } {
  const opener = useRef<HTMLElement | null>(null);
  // Read during render: by the time effects run, the dialog may already have taken focus.
  if (open && opener.current === null && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  useEffect(() => {
    if (!open) return;
    return () => {
      const el = opener.current;
      opener.current = null;
      if (!el) return;
      // After Headless UI's own clean-up; only when nothing else took the focus meanwhile.
      requestAnimationFrame(() => {
        if (el.isConnected && focusIsLost()) el.focus();
      });
    };
  }, [open]);
  // A dialog that sends the user elsewhere (the palette's jump) places the focus itself.
  return { forget: () => (opener.current = null) };
}
