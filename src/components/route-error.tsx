// What a screen shows when it fails (the router's error component for every route): inside the
// console's frame, so the menu stays; in words, with a way on. A screen whose code did not arrive
// is the common case (a new version installed while the tab was open); anything else is the
// screen's own fault, said with its message.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../api/fetcher';
import { isLoadFailure, LOAD_FAILURE_WORDS } from '../lib/load-failure';
import { Alert } from './alert';
import { PageTitle } from './page-title';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const load = isLoadFailure(error);
  return (
    <div className="page">
      <PageTitle screen="Screen not loaded" />
      <h1>{load ? 'This screen could not be loaded' : 'This screen stopped working'}</h1>
      <Alert tone="error" role="alert">
        {load ? LOAD_FAILURE_WORDS : `It failed with: ${errorMessage(error)}. Try again, or reload the page.`}
      </Alert>
      <div className="toolbar">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        {!load && (
          <button type="button" className="btn" onClick={reset}>
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
