// Code that is loaded on demand (a screen, the palette, a dialog) can fail to arrive: the connection
// dropped, or a new version of the console was installed since this page opened and the old files
// are gone. Such a failure is said in words a staff member can act on, never as the raw error.

/** Whether an error is the browser's or the build's failure to load a piece of the console's code. */
export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** Why a part of the console could not be loaded, and what to do, under words that name the part. */
export const LOAD_FAILURE_WORDS =
  'The connection may have dropped, or a new version of the console was installed since this page opened. Reload the page to continue.';
