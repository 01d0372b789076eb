// A dense, accessible results table: typed columns, skeleton rows while the first page loads (so
// the layout does not jump), busy rows while a change to them is on its way. The page decides
// what an empty or failed result says; this only draws rows.
import type { ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'start' | 'end';
  /** Long text is clamped to two lines (the full value is in the cell's title). */
  clamp?: boolean;
  /** Stays in view at the right edge when the table scrolls sideways (row actions). */
  sticky?: boolean;
}

const cellClass = (c: { align?: string; clamp?: boolean; sticky?: boolean }) =>
  [c.align === 'end' && 'dt-end', c.clamp && 'dt-clamp', c.sticky && 'dt-sticky'].filter(Boolean).join(' ') ||
  undefined;

interface Props<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** Show this many skeleton rows instead of rows. */
  skeletonRows?: number;
  /** Rows being changed right now. */
  busyIds?: readonly string[];
  /** A row to draw attention to (just added). */
  highlightId?: string | null;
  /** The whole table is being refreshed (e.g. the next page is on its way). */
  stale?: boolean;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  skeletonRows,
  busyIds = [],
  highlightId,
  stale,
}: Props<Row>) {
  const loading = skeletonRows !== undefined;
  return (
    <div className="dt-scroll">
      <table
        className={`data-table dt${stale ? ' dt-stale' : ''}`}
        aria-busy={loading || stale ? true : undefined}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={cellClass({ align: c.align, sticky: c.sticky })}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={i} className="dt-skeleton">
                  {columns.map((c) => (
                    <td key={c.id}>
                      <span className="dt-skeleton-bar" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => {
                const id = rowId(row);
                const busy = busyIds.includes(id);
                return (
                  <tr
                    key={id}
                    data-row-id={id}
                    aria-busy={busy || undefined}
                    className={
                      [busy && 'dt-busy', highlightId === id && 'dt-highlight'].filter(Boolean).join(' ') ||
                      undefined
                    }
                  >
                    {columns.map((c) => (
                      <td key={c.id} className={cellClass(c)}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
