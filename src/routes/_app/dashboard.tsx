import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title';
import { DashboardPage } from '../../features/dashboard/dashboard-page';

export const Route = createFileRoute('/_app/dashboard')({
  component: () => (
    <>
      <PageTitle screen="Dashboard" />
      <DashboardPage />
    </>
  ),
});
