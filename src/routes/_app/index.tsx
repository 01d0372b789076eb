import { createFileRoute } from '@tanstack/react-router';
import { SummaryPage } from '../../features/summaries/summary-page';

export const Route = createFileRoute('/_app/')({
  component: SummaryPage,
});
