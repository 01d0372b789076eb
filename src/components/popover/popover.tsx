// A button that opens a panel over the page: the browser's own popover (top layer, so no box
// clips it; Esc and a click outside close it, and the focus goes back to the button), placed
// under the button, its right edges aligned, or above it when there is more room there (a button
// low in a small window). It follows the button while the page scrolls. For menus of choices
// (checkboxes, a few buttons).
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './popover.css';

interface Props {
  /** The button's content. */
  label: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
  /** The panel's accessible name. */
  title: string;
  children: ReactNode;
}

const GAP = 4;

export function Popover({ label, buttonClassName, panelClassName, title, children }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(false);

  const wanted = useRef(0);

  const place = (measure: boolean) => {
    const b = button.current?.getBoundingClientRect();
    const p = panel.current;
    if (!b || !p) return;
    const width = p.offsetWidth;
    const left = Math.max(GAP, Math.min(b.right - width, window.innerWidth - width - GAP));
    // Its whole height, measured once as it opens: measured again, its list would lose its scroll.
    if (measure) {
      p.style.maxHeight = '';
      wanted.current = p.offsetHeight;
    }
    const below = window.innerHeight - b.bottom - 2 * GAP;
    const above = b.top - 2 * GAP;
    const under = wanted.current <= below || below >= above;
    const height = Math.min(wanted.current, under ? below : above);
    p.style.left = `${left}px`;
    p.style.top = `${under ? b.bottom + GAP : b.top - GAP - height}px`;
    p.style.maxHeight = `${height}px`;
  };

  // Over the page (the top layer), it does not move with it: it is placed again as it scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: place reads only refs
  useEffect(() => {
    if (!open) return;
    const again = (e: Event) => {
      if (!(e.target instanceof Node && panel.current?.contains(e.target))) place(false);
    };
    window.addEventListener('scroll', again, { capture: true, passive: true });
    window.addEventListener('resize', again);
    return () => {
      window.removeEventListener('scroll', again, { capture: true });
      window.removeEventListener('resize', again);
    };
  }, [open]);

  return (
    <>
      <button ref={button} type="button" className={buttonClassName} popoverTarget={id}>
        {label}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={title}
        className={['popover', panelClassName].filter(Boolean).join(' ')}
        onToggle={(e) => {
          const opened = (e as unknown as ToggleEvent).newState === 'open';
          setOpen(opened);
          if (!opened) return;
          place(true);
          panel.current?.querySelector<HTMLElement>('input, button, [tabindex="0"]')?.focus();
        }}
      >
        {children}
      </div>
    </>
  );
}
