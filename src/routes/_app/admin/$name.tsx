import { createFileRoute } from '@tanstack/react-router';
import { datasets } from '../../../api/gen/registry/datasets';
import { ActionEntryPage } from '../../../features/action-entry/action-entry-page';
import { DatasetManager } from '../../../features/datasets/dataset-manager';

// /admin/{name}: the Action Entry screen, the manager of the dataset whose route matches, or
// 'No table found for this route!' (SPEC §2).
function AdminScreen() {
  const { name } = Route.useParams();
  if (name === 'actions-entry') return <ActionEntryPage />;
  const dataset = datasets.find((d) => d.route === name);
  if (!dataset) return <p role="alert">No table found for this route!</p>;
  return <DatasetManager key={dataset.key} dataset={dataset} />;
}

export const Route = createFileRoute('/_app/admin/$name')({
  component: AdminScreen,
});
