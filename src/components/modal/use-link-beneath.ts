import { type RefObject, useEffect, useRef } from 'react';

// The menus (the sidebar's, the top bar's) show through a modal's backdrop but lie inert under it:
// a click there lands on the backdrop and closes the modal. A form holding unsaved input asks
// first, and after "Leave without saving" goes where the click meant to go: this names the link.
const MENU_LINKS = 'nav a[href], header a[href]';

/** The address of the menu link beneath the last pointer press on the backdrop of the modal that
 * holds `inside` (null when the press was not over one). */
export function useLinkBeneath(inside: RefObject<Element | null>): RefObject<string | null> {
  const href = useRef<string | null>(null);
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const at = e.target instanceof Element ? e.target : null;
      const root = inside.current?.closest('.modal-root');
      if (!at || !root || at.closest('.modal-root') !== root || at.closest('.modal-panel')) return;
      const hit = [...document.querySelectorAll<HTMLAnchorElement>(MENU_LINKS)].find((a) => {
        if (root.contains(a)) return false;
        const r = a.getBoundingClientRect();
        return e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
      });
      href.current = hit?.getAttribute('href') ?? null;
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [inside]);
  return href;
}
