// Keyboard path for listening: P plays or pauses the selected group, N and B step to its next and
// previous segment. Only when the user is not typing and no dialog is open, with no modifier held,
// so the keys never take a letter from a field or a browser shortcut.
import { useEffect, useRef } from 'react';
import { isTextField } from '../../lib/focus-screen';
import type { GroupPlayback } from './use-group-playback';

export function usePlaybackKeys(playback: Pick<GroupPlayback, 'toggle' | 'step'>, enabled: boolean): void {
  const latest = useRef(playback);
  latest.current = playback;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTextField(e.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const key = e.key.toLowerCase();
      if (key === 'p') latest.current.toggle();
      else if (key === 'n') latest.current.step(1);
      else if (key === 'b') latest.current.step(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
