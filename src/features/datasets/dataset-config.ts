// The configuration of the dataset a table screen shows, loaded once per dataset (each is a small
// module of its own) and then at hand at once: the route's loader runs again on every list change,
// and a loaded dataset must not cost it a later task.
import { loadDataset } from '../../api/gen/registry/load-dataset';
import type { DatasetConfig } from '../../api/gen/registry/types';

const loaded = new Map<string, DatasetConfig | undefined>();

/** The dataset at /admin/{route} (undefined: no dataset there), or a promise of it the first time. */
export function datasetFor(route: string): DatasetConfig | undefined | Promise<DatasetConfig | undefined> {
  if (loaded.has(route)) return loaded.get(route);
  return loadDataset(route).then((d) => {
    loaded.set(route, d);
    return d;
  });
}
