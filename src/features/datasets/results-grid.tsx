// The results of a dataset on the console's data grid: every column of the dataset (the ones the
// user chose are shown), its cells formatted by type, and Edit and Delete on each row.
import type { ColumnVisibilityState, RowSelectionState, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { DataGrid, type GridColumn, gridColumnHelper } from '../../components/data-grid/data-grid';
import { rowKey } from '../../lib/row-key';
import { isNumeric } from './cell-text';
import { CellValue } from './cell-value';
import type { Row } from './list-query';
import { gridColumns } from './viewer-columns';

interface Props {
  dataset: DatasetConfig;
  caption: string;
  rows: Row[];
  loading: boolean;
  stale: boolean;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  sortable: boolean;
  columnVisibility: ColumnVisibilityState;
  busyIds: readonly string[];
  /** The row just added: marked as new. */
  highlightId: string | null;
  /** The row whose record is open beside the list. */
  openId: string | undefined;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (next: RowSelectionState) => void;
  rowLabel: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** A click on a row (outside its controls) or Enter on it: its record. */
  onOpen: (row: Row) => void;
  onPageKey: (direction: -1 | 1) => boolean;
  /** Loads the modal's code before the click (hover, focus). */
  onIntent: () => void;
}

const helper = gridColumnHelper<Row>();

export function ResultsGrid({
  dataset: d,
  busyIds,
  onEdit,
  onDelete,
  onIntent,
  onOpen,
  onPageKey,
  loading,
  highlightId,
  openId,
  ...grid
}: Props) {
  const columns = useMemo((): GridColumn<Row>[] => {
    const id = (row: Row) => rowKey(d, row);
    return [
      ...gridColumns(d).map(
        (c): GridColumn<Row> =>
          helper.accessor((row) => row[c.key], {
            id: c.key,
            header: c.label,
            cell: (info) => <CellValue column={c} value={info.getValue()} />,
            meta: { align: isNumeric(c.type) ? 'end' : 'start' },
          }) as GridColumn<Row>,
      ),
      helper.display({
        id: '__actions',
        header: () => <span className="visually-hidden">Actions</span>,
        meta: { align: 'end', sticky: true },
        cell: ({ row: { original: row } }) => {
          const busy = busyIds.includes(id(row));
          const isNew = highlightId === id(row);
          const who = <span className="visually-hidden"> {id(row)}</span>;
          // aria-disabled, not disabled: focus may come back here when the modal closes, and a
          // disabled button would drop it to the top of the page.
          const unlessBusy = (act: () => void) => () => {
            if (!busy) act();
          };
          return (
            <span className="row-actions">
              {isNew && <span className="row-new">New</span>}
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
      }) as GridColumn<Row>,
    ];
  }, [d, busyIds, highlightId, onEdit, onDelete, onIntent]);

  return (
    <DataGrid
      {...grid}
      columns={columns}
      rowId={(row) => rowKey(d, row)}
      skeletonRows={loading ? 10 : undefined}
      busyIds={busyIds}
      highlightId={highlightId}
      currentId={openId}
      onOpenRow={onOpen}
      openOnClick
      onPageKey={onPageKey}
    />
  );
}
