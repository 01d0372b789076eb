import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title';
import { SummaryPage } from '../../features/summaries/summary-page';
import { stateSearch } from '../../lib/url-state';

// The chosen state lives in the URL (?state=OH), so a reload or a shared link keeps it.
export const Route = createFileRoute('/_app/')({
  validateSearch: (search: Record<string, unknown>) => stateSearch(search),
  component: () => (
    <>
      <PageTitle screen="Summary" />
      <SummaryPage />
    </>
  ),
});
