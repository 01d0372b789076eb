import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title';
import { SummaryPage } from '../../features/summaries/summary-page';

// The chosen state lives in the URL (?state=OH), so a reload or a shared link keeps it.
export const Route = createFileRoute('/_app/')({
  validateSearch: (search: Record<string, unknown>): { state?: string } =>
    typeof search.state === 'string' && /^[A-Z]{2}$/.test(search.state) ? { state: search.state } : {},
  component: () => (
    <>
      <PageTitle screen="Summary" />
      <SummaryPage />
    </>
  ),
});
