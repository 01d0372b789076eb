import { skipToken, useQuery } from '@tanstack/react-query';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { datasetFor } from './dataset-config';

/** The configuration of the dataset at /admin/{route}, for a view that shows another dataset's
 * records (a reference, a related section): undefined until its module is in, or while `load`
 * is false (and it was never loaded). */
export function useDatasetConfig(route: string, load = true): DatasetConfig | undefined {
  const { data } = useQuery({
    queryKey: ['registry', route],
    queryFn: load ? async () => (await datasetFor(route)) ?? null : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data ?? undefined;
}
