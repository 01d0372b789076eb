// Keyboard shortcuts of the editor: Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+F find (the
// browser's own find sees only the paragraphs on screen), Ctrl+S Save All Changes (Save All is
// otherwise far down the Tab order, past every paragraph's buttons). Cmd on a Mac. Text fields keep
// their own undo.
import { useEffect, useRef } from 'react';
import { isTextField } from '../../lib/focus-screen';

interface Keys {
  undo(): void;
  redo(): void;
  find(): void;
  save(): void;
}

/** A modal dialog (Log Out's or Leave's question) answers its own keys. */
function inModal(target: EventTarget | null): boolean {
  return !!(target as Element | null)?.closest?.('[aria-modal="true"], [role="alertdialog"]');
}

export function useEditorKeys(keys: Keys): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 'f') {
        e.preventDefault();
        latest.current.find();
        return;
      }
      // Never the browser's Save Page dialog while the editor is open, from any field.
      if (key === 's' && !e.shiftKey) {
        e.preventDefault();
        if (!inModal(e.target)) latest.current.save();
        return;
      }
      if (isTextField(e.target)) return;
      if (key === 'z' && !e.shiftKey) latest.current.undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') latest.current.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
