import { createFileRoute } from '@tanstack/react-router';
import { LinkFinderPage } from '../../features/link-finder/link-finder-page';

export const Route = createFileRoute('/_app/link-finder')({
  component: LinkFinderPage,
});
