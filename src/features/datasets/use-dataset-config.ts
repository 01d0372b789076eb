import { useQuery } from '@tanstack/react-query';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { datasetFor } from './dataset-config';

/** The configuration of the dataset at /admin/{route}, for a view that shows another dataset's
 * records (a reference, a related section): undefined until its module is in. */
export function useDatasetConfig(route: string): DatasetConfig | undefined {
  const { data } = useQuery({
    queryKey: ['registry', route],
    queryFn: async () => (await datasetFor(route)) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data ?? undefined;
}
