// Where the focus goes after the palette opens a screen, or when what had it is gone with nothing
// in its place (a page of rows deleted): the screen's main heading (or, before it
// has one, the main region), so that a screen reader reads where the user arrived and Tab starts
// from the screen, not from wherever the focus was before the palette opened. It is a place to
// read from, not a control, so it shows no focus ring (shell.css).

export function focusScreen(): void {
  const main = document.getElementById('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? main).focus({ preventScroll: true });
}

/** Whether nothing has the focus: what had it was removed (a deleted row, a closed panel's
 * button), and the browser left it on the page's body. */
export function focusIsLost(): boolean {
  const now = document.activeElement;
  return now === null || now === document.body;
}

/** Whether a text field (or a select, or editable text) has this target: the keys typed are its
 * own, and what the screen does on its own must not take the focus from it. */
export function isTextField(target: EventTarget | null): target is HTMLElement {
  if (target instanceof HTMLInputElement) return !NOT_TYPED_IN.test(target.type);
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Inputs that take no text: a key pressed on them (Ctrl+Z, '?') is the screen's. */
const NOT_TYPED_IN = /^(checkbox|radio|button|submit|reset|range|color|file|image)$/;
