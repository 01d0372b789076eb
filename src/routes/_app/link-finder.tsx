import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title';
import { LinkFinderPage } from '../../features/link-finder/link-finder-page';
import { stateSearch } from '../../lib/url-state';

// The crawl state lives in the URL (?state=LA, '' for the blank choice); TX when absent (SPEC §9).
export const Route = createFileRoute('/_app/link-finder')({
  validateSearch: (search: Record<string, unknown>) => stateSearch(search, true),
  component: () => (
    <>
      <PageTitle screen="Update State Links" />
      <LinkFinderPage />
    </>
  ),
});
