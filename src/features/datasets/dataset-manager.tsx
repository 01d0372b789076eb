import type { DatasetConfig } from '../../api/gen/registry/datasets';

export function DatasetManager({ dataset }: { dataset: DatasetConfig }) {
  return <h1>{dataset.name} Management</h1>;
}
