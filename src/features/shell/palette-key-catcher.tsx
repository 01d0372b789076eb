// From Ctrl+K until the palette's box has the focus (its code may still be on its way, on the
// first opening), what the user types is its query: the keys are kept here, not typed into the
// field that has the focus, and the box takes them when it gets the focus. Enter is kept too (as
// a line break), so that a name typed and Entered at once opens what it would have. The focus
// stays where it was meanwhile, so the palette gives it back there when it closes.
import { useLayoutEffect } from 'react';

export function PaletteKeyCatcher({ typed, onEscape }: { typed: { current: string }; onEscape: () => void }) {
  // Before the next key: the keys typed right after Ctrl+K are its first.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      if (e.target instanceof Element && e.target.closest('.palette')) return;
      if (e.key === 'Escape') onEscape();
      else if (e.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else if (e.key === 'Enter') typed.current += '\n';
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
