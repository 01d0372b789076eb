import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title';
import { RunToolsPage } from '../../features/run-tools/run-tools-page';

// The chosen state lives in the URL (?state=OH), so a reload or a shared link keeps it.
export const Route = createFileRoute('/_app/run-tools')({
  validateSearch: (search: Record<string, unknown>): { state?: string } =>
    typeof search.state === 'string' && /^[A-Z]{2}$/.test(search.state) ? { state: search.state } : {},
  component: () => (
    <>
      <PageTitle screen="Run Tools" />
      <RunToolsPage />
    </>
  ),
});
