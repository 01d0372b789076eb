import './not-found.css';

// Shown instead of the console when its configuration cannot be used (src/api/runtime-config.ts):
// an address that is not one, a /config.json that is not valid. Staff cannot fix it; it says what
// is wrong, for whoever runs the console, and offers to try again once it is fixed.
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className="not-found">
      <h1>The console cannot start</h1>
      <p role="alert">{message}</p>
      <p>
        Its configuration needs fixing by whoever runs it:{' '}
        <code className="not-found-term">/config.json</code>, or the build's{' '}
        <code className="not-found-term">VITE_API_BASE_URL</code> (README, Deploying).
      </p>
      <div className="not-found-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
