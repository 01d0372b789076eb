// Around a part of the console whose code loads on demand (the palette, a dialog): if that code
// cannot be loaded, the part is left out and the failure said in a toast with Reload, instead of
// the error taking the whole console (and what the user typed) down with it.
import { Component, type ReactNode } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../api/fetcher';
import { isLoadFailure, LOAD_FAILURE_WORDS } from '../lib/load-failure';

/** '{what} could not be loaded', why, and Reload, in a toast. */
export function sayNotLoaded(what: string, error: unknown): void {
  toast.error(`${what} could not be loaded`, {
    description: isLoadFailure(error) ? LOAD_FAILURE_WORDS : errorMessage(error),
    action: { label: 'Reload', onClick: () => window.location.reload() },
  });
}

interface Props {
  /** The part, as a sentence names it: "The search". */
  what: string;
  /** The part is given up (close what opened it). */
  onFailed: () => void;
  children: ReactNode;
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    sayNotLoaded(this.props.what, error);
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
