// Work typed on the screen open now and not saved anywhere else (a summary's edited text, a new
// link typed in Link Finder), named for Log Out's question: the leave guard asks before a
// navigation, but Log Out ends the session first, and a guard then has nothing to stay for.
// Transcript edits are not listed here: their drafts are kept on this device and Log Out lists
// them itself (transcript-drafts.ts).
import { useEffect } from 'react';

const open = new Map<symbol, string>();

/** While `what` is set (e.g. 'the summary of HB100FIL'), Log Out asks before discarding it. */
export function useUnsavedWork(what: string | null): void {
  useEffect(() => {
    if (what === null) return;
    const id = Symbol(what);
    open.set(id, what);
    return () => {
      open.delete(id);
    };
  }, [what]);
}

/** What would be lost now, in words. */
export const unsavedWork = (): string[] => [...open.values()];
