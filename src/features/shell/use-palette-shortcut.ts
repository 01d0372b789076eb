import { useEffect } from 'react';

/** Ctrl+K (Cmd+K on a Mac) anywhere in the console calls `open`, unless a dialog is open: the
 * palette does not go on top of a form or a question, which are answered first. A dialog that only
 * shows (`data-view-dialog`: a record over the list) is no such thing. */
export function usePaletteShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        if (
          !document.querySelector(
            '[role="dialog"][aria-modal="true"]:not([data-view-dialog]), [role="alertdialog"][aria-modal="true"]',
          )
        )
          open();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
}
