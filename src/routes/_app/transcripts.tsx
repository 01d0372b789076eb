import { createFileRoute } from '@tanstack/react-router';
import { TranscriptsPage } from '../../features/transcripts/transcripts-page';

export const Route = createFileRoute('/_app/transcripts')({
  component: TranscriptsPage,
});
