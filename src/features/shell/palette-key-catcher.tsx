// While the palette's code is on its way (its first opening), what the user types is its query:
// the keys are kept here, not typed into the field that has the focus, and the palette starts
// with them. The focus stays where it was, so the palette gives it back there when it closes.
import { useEffect } from 'react';

export function PaletteKeyCatcher({ typed, onEscape }: { typed: { current: string }; onEscape: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      if (e.key === 'Escape') onEscape();
      else if (e.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else if (e.key.length === 1) typed.current += e.key;
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [typed, onEscape]);
  return null;
}
