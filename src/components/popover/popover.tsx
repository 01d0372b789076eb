// A button that opens a panel over the page: the browser's own popover (top layer, so no box
// clips it; Esc and a click outside close it, and the focus goes back to the button), placed
// under the button, its right edges aligned. For menus of choices (checkboxes, a few buttons).
import { type ReactNode, useId, useRef } from 'react';
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

  const place = () => {
    const b = button.current?.getBoundingClientRect();
    const p = panel.current;
    if (!b || !p) return;
    const width = p.offsetWidth;
    const left = Math.max(GAP, Math.min(b.right - width, window.innerWidth - width - GAP));
    const below = b.bottom + GAP;
    const room = window.innerHeight - below - GAP;
    p.style.left = `${left}px`;
    p.style.top = `${below}px`;
    p.style.maxHeight = `${Math.max(160, room)}px`;
  };

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
          if ((e as unknown as ToggleEvent).newState !== 'open') return;
          place();
          panel.current?.querySelector<HTMLElement>('input, button, [tabindex="0"]')?.focus();
        }}
      >
        {children}
      </div>
    </>
  );
}
