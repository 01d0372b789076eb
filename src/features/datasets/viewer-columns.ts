import type { ColumnConfig, DatasetConfig } from '../../api/gen/registry/types';

/** The columns of a dataset's results table, in the registry's viewer order (not field order). */
export function viewerColumns(d: DatasetConfig): ColumnConfig[] {
  const byKey = new Map(d.columns.map((c) => [c.key, c]));
  return d.viewer.flatMap((key) => byKey.get(key) ?? []);
}

/** Every column of a dataset in the grid's order: the viewer's first, then the rest in field order. */
export function gridColumns(d: DatasetConfig): ColumnConfig[] {
  const shown = viewerColumns(d);
  return [...shown, ...d.columns.filter((c) => !d.viewer.includes(c.key))];
}
