import { createFileRoute } from '@tanstack/react-router';
import { SpeakersPage } from '../../features/speakers/speakers-page';

export const Route = createFileRoute('/_app/speakers')({
  component: SpeakersPage,
});
