// The results of a dataset on the console's data grid: every column of the dataset (the ones the
// user chose are shown), its cells formatted by type, and Edit and Delete on each row.
import type { ColumnVisibilityState, RowSelectionState, SortingState } from '@tanstack/react-table';
import { createContext, memo, useContext, useMemo } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { DataGrid, type GridColumn, gridColumnHelper } from '../../components/data-grid/data-grid';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { keyLabel, rowKey } from '../../lib/row-key';
import { isNumeric } from './cell-text';
import { CellValue } from './cell-value';
import type { Row } from './list-query';
import { MAX_SORT_KEYS } from './list-search';
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
  /** Esc on a row (closes the open record). */
  onEscape?: () => void;
  /** Loads the modal's code before the click (hover, focus). */
  onIntent: () => void;
  /** Loads the record view's code before a row is opened (hover, focus). */
  onRowIntent: () => void;
}

const helper = gridColumnHelper<Row>();

interface RowActionsState {
  dataset: DatasetConfig;
  busyIds: readonly string[];
  highlightId: string | null;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  onIntent: () => void;
}

// What the actions cell needs that changes while the list is shown (a save under way, a new row).
// Read from context, not captured in the column definitions: TanStack Table renders a cell function
// as a component, so new definitions would mount every cell again, and the Edit button that had
// the focus before its modal opened would be gone when the modal gives the focus back.
const RowActionsContext = createContext<RowActionsState | null>(null);

function RowActions({ row }: { row: Row }) {
  const state = useContext(RowActionsContext);
  if (!state) return null;
  const { dataset, busyIds, highlightId, onEdit, onDelete, onIntent } = state;
  const id = rowKey(dataset, row);
  const busy = busyIds.includes(id);
  const who = <span className="visually-hidden"> {keyLabel(dataset, row)}</span>;
  // Busy while the row's save runs: the focus may come back to Edit when the modal closes.
  return (
    <span className="row-actions">
      {highlightId === id && <span className="row-new">New</span>}
      <FocusKeepingButton
        className="btn btn-ghost btn-sm"
        inactive={busy}
        onClick={() => onEdit(row)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        Edit{who}
      </FocusKeepingButton>
      <FocusKeepingButton
        className="btn btn-ghost btn-sm row-delete"
        inactive={busy}
        onClick={() => onDelete(row)}
      >
        Delete{who}
      </FocusKeepingButton>
    </span>
  );
}

export const ResultsGrid = memo(function ResultsGrid({
  dataset: d,
  busyIds,
  onEdit,
  onDelete,
  onIntent,
  onOpen,
  onRowIntent,
  onPageKey,
  loading,
  highlightId,
  openId,
  ...grid
}: Props) {
  const columns = useMemo(
    (): GridColumn<Row>[] => [
      ...gridColumns(d).map(
        (c): GridColumn<Row> =>
          helper.accessor((row) => row[c.key], {
            id: c.key,
            header: c.label,
            cell: (info) => <CellValue column={c} value={info.getValue()} />,
            meta: { align: isNumeric(c.type) ? 'end' : c.type === 'boolean' ? 'center' : 'start' },
          }) as GridColumn<Row>,
      ),
      helper.display({
        id: '__actions',
        header: () => <span className="visually-hidden">Actions</span>,
        meta: { align: 'end', sticky: true },
        cell: ({ row }) => <RowActions row={row.original} />,
      }) as GridColumn<Row>,
    ],
    [d],
  );
  const actions = useMemo(
    () => ({ dataset: d, busyIds, highlightId, onEdit, onDelete, onIntent }),
    [d, busyIds, highlightId, onEdit, onDelete, onIntent],
  );

  return (
    <RowActionsContext value={actions}>
      <DataGrid
        {...grid}
        columns={columns}
        rowId={(row) => rowKey(d, row)}
        maxSortKeys={MAX_SORT_KEYS}
        skeletonRows={loading ? 10 : undefined}
        busyIds={busyIds}
        highlightId={highlightId}
        currentId={openId}
        onOpenRow={onOpen}
        openOnClick
        onRowIntent={onRowIntent}
        onPageKey={onPageKey}
      />
    </RowActionsContext>
  );
});
