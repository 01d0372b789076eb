// The results table of a dataset: its viewer columns, then Edit and Delete on each row.
import { useMemo } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/datasets';
import { type DataColumn, DataTable } from '../../components/data-table/data-table';
import { cellText, isNumeric } from './cell-text';
import { type Row, rowId } from './list-query';
import { viewerColumns } from './viewer-columns';

interface Props {
  dataset: DatasetConfig;
  caption: string;
  rows: readonly Row[];
  loading: boolean;
  stale: boolean;
  busyIds: readonly string[];
  highlightId: string | null;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** Loads the modal's code before the click (hover, focus). */
  onIntent: () => void;
}

export function ResultsTable({
  dataset: d,
  caption,
  rows,
  loading,
  stale,
  busyIds,
  highlightId,
  onEdit,
  onDelete,
  onIntent,
}: Props) {
  const columns = useMemo((): DataColumn<Row>[] => {
    const shown = viewerColumns(d);
    return [
      ...shown.map(
        (c): DataColumn<Row> => ({
          id: c.key,
          header: c.label,
          align: isNumeric(c.type) ? 'end' : 'start',
          // Only columns with long values on this page wrap; codes and names stay on one line.
          clamp: c.type === 'text' && rows.some((r) => String(r[c.key] ?? '').length > 32),
          cell: (row) => {
            const text = cellText(c.type, row[c.key]);
            if (text === null)
              return (
                <span className="cell-empty" title="Empty">
                  —
                </span>
              );
            return (
              <span
                title={text.length > 40 ? text : undefined}
                className={c.type === 'bigint' ? 'cell-mono' : undefined}
              >
                {text}
              </span>
            );
          },
        }),
      ),
      {
        id: '__actions',
        header: <span className="visually-hidden">Actions</span>,
        align: 'end',
        sticky: true,
        cell: (row) => {
          const busy = busyIds.includes(rowId(d, row));
          const who = <span className="visually-hidden"> {rowId(d, row)}</span>;
          // aria-disabled, not disabled: focus may come back here when the modal closes, and a
          // disabled button would drop it to the top of the page.
          const unlessBusy = (act: () => void) => () => {
            if (!busy) act();
          };
          return (
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-disabled={busy || undefined}
                onClick={unlessBusy(() => onEdit(row))}
                onPointerEnter={onIntent}
                onFocus={onIntent}
              >
                Edit{who}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm row-delete"
                aria-disabled={busy || undefined}
                onClick={unlessBusy(() => onDelete(row))}
              >
                Delete{who}
              </button>
            </span>
          );
        },
      },
    ];
  }, [d, rows, busyIds, onEdit, onDelete, onIntent]);

  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowId={(row) => rowId(d, row)}
      skeletonRows={loading ? 10 : undefined}
      busyIds={busyIds}
      highlightId={highlightId}
      stale={stale}
    />
  );
}
