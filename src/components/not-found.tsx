import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <main className="not-found">
      <h1>Page not found</h1>
      <p>There is no screen at this address. It may have moved, or the link has a typo.</p>
      <Link to="/" className="btn btn-primary">
        Back to the console
      </Link>
    </main>
  );
}
