// Transcript drafts are cleared when their user signs out (Log Out asks first, decision 0009), from
// whichever screen: watched from start-up (the transcripts route calls this with the route tree),
// the drafts' own code loaded only when a user signs out. A session that ended without the user
// (expired, refused, not renewed) keeps them, for the same user to find after signing in again:
// the session store tells the two apart by the reason it records for the sign-in page
// (`noteSessionEnd`), which the token's expiry cannot (a revoked session, or a server whose clock
// differs, refuses a token that has not expired).
import { onSessionEnd } from '../api/session';

let watching = false;

export function clearDraftsOnSignOut(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  onSessionEnd(({ user, signedOut }) => {
    // Not loaded (offline): they stay, and the next sign-out tries again.
    if (signedOut)
      void import('./transcript-drafts').then((d) => d.clearUserDrafts(user)).catch(() => undefined);
  });
}
