import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { focusIsLost, focusScreen } from '../../lib/focus-screen';

/**
 * A navigation that takes away what had the focus (a record view's link to another manager, a
 * slide-in menu's link, a form left for another screen) leaves it on the page's body, and Tab
 * starts again from the top of the page: the focus goes to the new screen's heading instead, as
 * after a palette jump. Focus that is still somewhere (a menu link that stays, a row) is left
 * alone, and so is the first screen of a page load; a new screen reached so (a menu link) is
 * said instead: the returned text, for a polite live region, names it.
 */
export function useFocusOnArrival(): string {
  const router = useRouter();
  const [arrived, setArrived] = useState('');
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation) return;
        const newScreen = event.fromLocation.pathname !== event.toLocation.pathname;
        // After the frame: the screen's own focus moves (a record view's heading) come first.
        requestAnimationFrame(() => {
          if (focusIsLost()) focusScreen();
          else if (newScreen) setArrived(screenName());
        });
      }),
    [router],
  );
  return arrived;
}

/** The screen's main heading (what focusScreen would read), else the tab's title. */
function screenName(): string {
  return document.querySelector('#main h1')?.textContent?.trim() || document.title;
}
