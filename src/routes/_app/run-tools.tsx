import { createFileRoute } from '@tanstack/react-router';
import { RunToolsPage } from '../../features/run-tools/run-tools-page';

export const Route = createFileRoute('/_app/run-tools')({
  component: RunToolsPage,
});
