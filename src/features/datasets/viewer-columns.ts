import type { ColumnConfig, DatasetConfig } from '../../api/gen/registry/datasets';

/** The columns of a dataset's results table, in the registry's viewer order (not field order). */
export function viewerColumns(d: DatasetConfig): ColumnConfig[] {
  const byKey = new Map(d.columns.map((c) => [c.key, c]));
  return d.viewer.flatMap((key) => byKey.get(key) ?? []);
}
