// The first time a page lays out text in a new font size or weight, the browser resolves the font
// for it: on Linux and Windows a synchronous call to its browser process, one for each family of
// the stack until one is found, and slow when the machine is busy. A screen that brings sizes the
// page has not used yet pays for them inside its first layout: the table manager after sign-in
// spent 15-40 ms of it at 4x CPU slowdown, the table's first rows a few more (decision 0019).
// `warmFonts` lays out a hidden sample of every size and weight of the type scale while the page
// is idle, one size per idle task, so that the screens after it meet no font for the first time.
import { idleSteps } from './after-paint';

/** The type scale's size tokens (global.css; a test keeps the two lists the same). */
export const SIZE_TOKENS = [
  '--text-2xs',
  '--text-xs',
  '--text-sm',
  '--text',
  '--text-lg',
  '--text-xl',
] as const;
/** The weights the stylesheets use, and that of <strong> (bold). */
export const WEIGHTS = [400, 500, 600, 700] as const;

const warmed = new WeakSet<Document>();

/**
 * Starts warming at the page's first idle moment, once per document (the fonts it finds are the
 * browser's, kept for every later screen): the sign-in screen calls it, while the user types.
 */
export function warmFonts(doc: Document = document): void {
  if (warmed.has(doc)) return;
  warmed.add(doc);
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  // Laid out (the lookups happen in layout), never seen, and its own layout root. Styles are set
  // through the CSSOM, which the Content Security Policy allows (a style attribute it refuses).
  box.style.cssText =
    'position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;contain:strict;' +
    'clip-path:inset(50%);pointer-events:none;white-space:nowrap';
  let next = 0;
  idleSteps(() => {
    const size = SIZE_TOKENS[next++];
    if (size === undefined) {
      box.remove();
      return false;
    }
    if (!box.isConnected) doc.body.append(box);
    const samples = [...WEIGHTS.map((w) => `${w} var(${size}) var(--font)`), `400 var(${size}) var(--mono)`];
    for (const font of samples) {
      const span = doc.createElement('span');
      span.style.font = font;
      span.textContent = 'Ag';
      box.append(span);
    }
    // Laid out now, in this idle task, rather than in the next frame's.
    void box.offsetWidth;
    return true;
  });
}
