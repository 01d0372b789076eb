// The console's messages: one markup and one look (global.css, "messages") for an error, a warning,
// information and a success, on every screen. The words stay with the screen that says them.
import { type ReactNode, useEffect, useRef } from 'react';
import { errorMessage } from '../api/fetcher';
import { focusIsLost, focusScreen } from '../lib/focus-screen';
import { asSentence } from '../lib/format';

interface AlertProps {
  tone: 'error' | 'warning' | 'info' | 'success';
  /** How it is announced: 'alert' at once (a failure, a question that blocks), 'status' when the
   * reader is free (progress, a result); none for a message read where it stands. */
  role?: 'alert' | 'status';
  /** A paragraph for a sentence; a div for a message with parts (lines, a button). */
  as?: 'p' | 'div';
  id?: string;
  /** The screen's own class, for its layout. */
  className?: string;
  children: ReactNode;
}

export function Alert({ tone, role, as: Tag = 'p', id, className, children }: AlertProps) {
  return (
    <Tag id={id} role={role} className={`alert alert-${tone}${className ? ` ${className}` : ''}`}>
      {children}
    </Tag>
  );
}

interface LoadFailureProps {
  /** What did not load, as the sentence names it: "the hearings", "MasterBills". */
  what: ReactNode;
  error: unknown;
  onRetry(): void;
  /** What the last answer showed is still on screen: the failure says so, and that it is older. */
  kept?: boolean;
  className?: string;
}

/** A load that failed: "Could not load {what}: {why}" (or, with the last answer still shown,
 * "Could not refresh …"), and Try again beside it. */
export function LoadFailure({ what, error, onRetry, kept = false, className }: LoadFailureProps) {
  // Tried again and loaded: Try again has gone with the failure, the focus with it. It goes to what
  // loaded in its place: the heading of the part it was in, else the screen's.
  const retriedIn = useRef<Element | null>(null);
  useEffect(
    () => () => {
      if (!retriedIn.current) return;
      const part = retriedIn.current.closest('section, [role="dialog"], aside');
      requestAnimationFrame(() => {
        if (!focusIsLost()) return;
        const heading = part?.isConnected ? part.querySelector<HTMLElement>('h1, h2, h3') : null;
        if (!heading) return focusScreen();
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      });
    },
    [],
  );
  return (
    <Alert tone="error" role="alert" as="div" className={`load-failure${className ? ` ${className}` : ''}`}>
      {kept ? (
        <span>
          Could not refresh {what}: {asSentence(errorMessage(error))} What is shown is from before.
        </span>
      ) : (
        <span>
          Could not load {what}: {errorMessage(error)}
        </span>
      )}
      <button
        type="button"
        className="btn btn-sm"
        onClick={(e) => {
          retriedIn.current = e.currentTarget.parentElement?.parentElement ?? null;
          onRetry();
        }}
      >
        Try again
      </button>
    </Alert>
  );
}
