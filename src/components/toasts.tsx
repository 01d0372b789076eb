// The console's toasts: where they are drawn (the root route), and the words of a part whose code
// could not be loaded.
import { Toaster, toast } from 'sonner';
import { errorMessage } from '../api/fetcher';
import { isLoadFailure, LOAD_FAILURE_WORDS } from '../lib/load-failure';
import { useThemeChoice } from '../lib/theme';
// sonner's stylesheet as a file of the build: its own injection of a <style> element is left out
// (vite.config.ts), as the Content Security Policy refuses it.
import 'sonner/dist/styles.css';
import '../styles/toasts.css';

/** sonner draws its toasts in the console's light or dark theme (or follows the system's), at the
 * top's middle: over the top bar's empty middle, not over the table manager's pager (bottom
 * right), which an Undo toast held out of reach for its whole time. */
export function Toasts() {
  const theme = useThemeChoice();
  return <Toaster position="top-center" offset={{ top: 8 }} richColors closeButton theme={theme} />;
}

/** While a part's code is slow to arrive: 'Loading {what}…' until it is here or has failed (the
 * function returned ends it). */
export function sayLoading(what: string): () => void {
  const id = toast.loading(`Loading ${what.charAt(0).toLowerCase()}${what.slice(1)}…`);
  return () => toast.dismiss(id);
}

/** '{what} could not be loaded', why, and Reload, in a toast. */
export function sayNotLoaded(what: string, error: unknown): void {
  toast.error(`${what} could not be loaded`, {
    description: isLoadFailure(error) ? LOAD_FAILURE_WORDS : errorMessage(error),
    action: { label: 'Reload', onClick: () => window.location.reload() },
  });
}
