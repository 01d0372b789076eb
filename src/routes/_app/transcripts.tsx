import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { clearDraftsOnSignOut } from '../../features/transcripts/drafts';
import { TranscriptsPage } from '../../features/transcripts/transcripts-page';

// Transcript drafts are cleared when their user signs out, from whichever screen: this runs with
// the route tree at start-up, not when the screen's code is loaded.
clearDraftsOnSignOut();

// The list state lives in the URL: state, committee search, and the open hearing.
const search = z.object({
  state: z.enum(['TX', 'LA']).optional().catch(undefined),
  q: z.string().optional().catch(undefined),
  video: z.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/transcripts')({
  validateSearch: search,
  component: TranscriptsPage,
});
