import { Link, useMatch, useRouterState } from '@tanstack/react-router';
import { PageTitle } from './page-title';
import './not-found.css';

// Shown for any address no route matches. It is part of the first bundle (the router's default):
// keep it small.
export function NotFound() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  // Inside the signed-in frame (/run-tools/extra), the frame's <main> holds it: one main landmark.
  const inShell = useMatch({ from: '/_app', shouldThrow: false }) !== undefined;
  const Root = inShell ? 'div' : 'main';
  return (
    <Root className="not-found">
      <PageTitle screen="Page not found" />
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>
        There is no screen at <code>{path}</code>. It may have moved, or the link has a typo.
      </p>
      <div className="not-found-actions">
        <Link to="/" className="btn btn-primary">
          Back to the console
        </Link>
        <Link to="/dashboard" className="btn">
          All screens and datasets
        </Link>
      </div>
    </Root>
  );
}
