import { useEffect, useState } from 'react';
import { afterFrame } from '../../lib/after-paint';

/** How long the player waits for the transcript's first words before it comes anyway. */
export const PLAYER_WAIT_MS = 400;

/**
 * Whether the player may be mounted: once the transcript's first words (or its failure) are on
 * screen, or after PLAYER_WAIT_MS without them, so that a slow transcript does not hold the
 * video back. The player's element, its bar and the stream's setup cost about as much as the
 * words' own render (decision 0009): made in the frame after them, they
 * do not delay what the screen is opened for, and the placeholder keeps the place.
 */
export function usePlayerAfterWords(shown: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    if (shown) return afterFrame(() => setReady(true));
    const timer = setTimeout(() => setReady(true), PLAYER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, shown]);
  return ready;
}
