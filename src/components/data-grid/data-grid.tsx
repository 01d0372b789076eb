// The console's data grid, on TanStack Table: a dense table whose headers sort (the caller owns
// the sort: a list sorted on the server), whose columns can be hidden, and whose rows are reached
// with the keyboard (Tab into the rows, arrows and Home/End between them, PageUp/PageDown for
// the caller's pages, Enter to open one, Space to select one). One row is in the Tab order, with
// its own controls: Tab goes from it through its checkbox and buttons and out of the table,
// instead of through every row's (three hundred stops on a page of a hundred rows). Skeleton rows while the first page loads, busy rows
// while a change to them is on its way, a highlighted row just added.
import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  createColumnHelper,
  type Header,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { rowKeysInOrder } from '../../lib/row-key';
import './data-grid.css';

export interface GridColumnMeta {
  /** Numbers line up on the right; a yes/no mark sits under the middle of its header. */
  align?: 'start' | 'end' | 'center';
  /** Stays in view at the right edge when the grid scrolls sideways (row actions). */
  sticky?: boolean;
  /** The header's words for assistive technology when the visible header is not words. */
  label?: string;
}

const gridFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta: {} as GridColumnMeta,
});
export type GridFeatures = typeof gridFeatures;
export type GridColumn<Row extends RowData> = ColumnDef<GridFeatures, Row, unknown>;
export const gridColumnHelper = <Row extends RowData>() => createColumnHelper<GridFeatures, Row>();

interface Props<Row extends RowData> {
  caption: string;
  columns: GridColumn<Row>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** The order the rows are in (owned by the caller: the server sorts). */
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  /** False when the rows cannot be sorted (the headers are not buttons then). */
  sortable?: boolean;
  /** Sort keys at most: Shift+click on another header then drops the first. */
  maxSortKeys: number;
  columnVisibility: ColumnVisibilityState;
  /** Show this many skeleton rows instead of rows. */
  skeletonRows?: number;
  /** Rows being changed right now. */
  busyIds?: readonly string[];
  /** A row to draw attention to (just added). */
  highlightId?: string | null;
  /** The row shown elsewhere right now (its record open beside the grid): aria-current. */
  currentId?: string;
  /** The whole grid is being refreshed (e.g. the next page is on its way). */
  stale?: boolean;
  /** Enter on a row (and, with openOnClick, a click on it outside its controls). */
  onOpenRow?: (row: Row) => void;
  openOnClick?: boolean;
  /** The pointer moves over a row, or a row takes the focus: what opening it needs can start
   * loading (rows drawn under a resting pointer are not pointed at). */
  onRowIntent?: () => void;
  /** PageUp / PageDown on a row; true when it moves to another page. */
  onPageKey?: (direction: -1 | 1) => boolean;
  /** Esc on a row (for example: close what the row opened). */
  onEscape?: () => void;
  /** With a selection: a checkbox on each row and 'select this page' in the header. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  /** How a row is named for the screen reader's checkbox label ('Select MasterBills 100005'). */
  rowLabel?: (row: Row) => string;
}

const SELECT = '__select';

const ariaSort = (dir: false | 'asc' | 'desc') =>
  dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined;

const ORDINALS = ['first', 'second', 'third', 'fourth'];

function SortMark({ dir, index }: { dir: false | 'asc' | 'desc'; index: number | null }) {
  return (
    <span className={`dg-sort-mark${dir ? ' is-sorted' : ''}`} aria-hidden="true">
      <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true">
        <path d="M5 1L9 5H1z" className={dir === 'asc' ? 'on' : undefined} />
        <path d="M5 11L1 7h8z" className={dir === 'desc' ? 'on' : undefined} />
      </svg>
      {index !== null && <span className="dg-sort-index">{index + 1}</span>}
    </span>
  );
}

const cellClass = (meta: GridColumnMeta | undefined, extra?: string) =>
  [meta?.align && `dg-${meta.align}`, meta?.sticky && 'dg-sticky', extra].filter(Boolean).join(' ') ||
  undefined;

/** Elements inside a row that take their own clicks and keys. */
const CONTROL = 'a, button, input, select, textarea, label, [role="menuitem"]';
/** What Tab stops at inside a row. */
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Puts a row, with the controls in it, in the Tab order or takes it out (they stay focusable). */
function tabStops(row: HTMLTableRowElement, on: boolean) {
  // Written only when it changes: this runs over every row after each render of the grid.
  if (row.tabIndex !== (on ? 0 : -1)) row.tabIndex = on ? 0 : -1;
  for (const c of row.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (on && c.dataset.roved !== undefined) {
      c.removeAttribute('tabindex');
      delete c.dataset.roved;
    } else if (!on && c.dataset.roved === undefined && c.tabIndex >= 0) {
      c.tabIndex = -1;
      c.dataset.roved = '';
    }
  }
}

export function DataGrid<Row extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  sorting,
  onSortingChange,
  sortable = true,
  maxSortKeys,
  columnVisibility,
  skeletonRows,
  busyIds = [],
  highlightId,
  currentId,
  stale,
  onOpenRow,
  openOnClick = false,
  onRowIntent,
  onPageKey,
  onEscape,
  rowSelection,
  onRowSelectionChange,
  rowLabel,
}: Props<Row>) {
  const selectable = rowSelection !== undefined && onRowSelectionChange !== undefined;
  // Shift+click selects the rows between the last one clicked and this one (on this page).
  const anchor = useRef<string | null>(null);
  const latestSelection = useRef(rowSelection ?? {});
  latestSelection.current = rowSelection ?? {};
  const allColumns = useMemo(
    (): GridColumn<Row>[] =>
      selectable
        ? [
            {
              id: SELECT,
              meta: { label: 'Select' },
              enableSorting: false,
              header: ({ table: t }) => (
                <input
                  type="checkbox"
                  className="dg-check"
                  aria-label="Select this page"
                  checked={t.getIsAllPageRowsSelected()}
                  ref={(el) => {
                    if (el) el.indeterminate = !t.getIsAllPageRowsSelected() && t.getIsSomePageRowsSelected();
                  }}
                  onChange={(e) => t.toggleAllPageRowsSelected(e.target.checked)}
                />
              ),
              cell: ({ row, table: t }) => (
                <input
                  type="checkbox"
                  className="dg-check"
                  aria-label={`Select ${rowLabel ? rowLabel(row.original) : row.id}`}
                  checked={row.getIsSelected()}
                  onChange={() => undefined}
                  onClick={(e) => {
                    const on = !row.getIsSelected();
                    const rowsNow = t.getRowModel().rows;
                    const from = rowsNow.findIndex((r) => r.id === anchor.current);
                    const to = rowsNow.findIndex((r) => r.id === row.id);
                    if (e.shiftKey && from >= 0 && to >= 0) {
                      const [a, b] = from < to ? [from, to] : [to, from];
                      const next = { ...latestSelection.current };
                      for (const r of rowsNow.slice(a, b + 1)) {
                        if (on) next[r.id] = true;
                        else delete next[r.id];
                      }
                      t.setRowSelection(next);
                    } else row.toggleSelected(on);
                    anchor.current = row.id;
                  }}
                />
              ),
            } as GridColumn<Row>,
            ...columns,
          ]
        : columns,
    [selectable, columns, rowLabel],
  );
  const table = useTable(
    {
      features: gridFeatures,
      columns: allColumns,
      data: rows,
      getRowId: (row) => rowId(row),
      state: { sorting, columnVisibility, rowSelection: rowSelection ?? {} },
      enableRowSelection: selectable,
      onRowSelectionChange: ((updater) => {
        const now = rowSelection ?? {};
        onRowSelectionChange?.(typeof updater === 'function' ? updater(now) : updater);
      }) as OnChangeFn<RowSelectionState>,
      onSortingChange: ((updater) =>
        onSortingChange(
          typeof updater === 'function' ? updater(sorting) : updater,
        )) as OnChangeFn<SortingState>,
      manualSorting: true,
      enableSorting: sortable,
      enableMultiSort: true,
      maxMultiSortColCount: maxSortKeys,
      sortDescFirst: false,
    },
    (state) => ({
      sorting: state.sorting,
      columnVisibility: state.columnVisibility,
      rowSelection: state.rowSelection,
    }),
  );
  const body = useRef<HTMLTableSectionElement>(null);
  // The row in the Tab order: the last one the focus was in (the first row until then).
  const activeId = useRef<string | null>(null);
  // PageUp/PageDown from a row: when the next page's rows replace this one's, the focus goes to
  // its first row instead of dropping to the page.
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current || rows.length === 0) return;
    // The old page is still shown (dimmed) while the next one is on its way.
    if (body.current?.contains(document.activeElement)) return;
    refocus.current = false;
    body.current?.querySelector<HTMLElement>('tr[data-row-id]')?.focus();
  }, [rows]);
  const loading = skeletonRows !== undefined;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const multi = sorting.length > 1;

  const rowsOf = () => Array.from(body.current?.rows ?? []).filter((r) => r.dataset.rowId !== undefined);
  // Every render may bring new rows (a page, a sort) or controls: the Tab order is set again.
  useLayoutEffect(() => {
    const all = rowsOf();
    const active = all.find((r) => r.dataset.rowId === activeId.current) ?? all[0];
    for (const r of all) tabStops(r, r === active);
  });
  const rove = (to: HTMLTableRowElement) => {
    if (activeId.current === to.dataset.rowId && to.tabIndex === 0) return;
    for (const r of rowsOf()) if (r !== to && r.tabIndex === 0) tabStops(r, false);
    tabStops(to, true);
    activeId.current = to.dataset.rowId ?? null;
  };

  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const all = rowsOf();
    const at = all.indexOf(e.currentTarget);
    // On a row's control (its checkbox, a link, Edit, Delete), Up, Down, Home and End go to the
    // same control of that row (the row itself where it has none); PageUp and PageDown change the
    // page as from the row (below).
    if (e.target !== e.currentTarget && e.key !== 'PageDown' && e.key !== 'PageUp') {
      const cell = (e.target as Element).closest('td');
      const index = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key as string];
      const to = index === undefined ? undefined : all[index];
      if (!cell || !to) return;
      const k = [...cell.querySelectorAll(TABBABLE)].indexOf(e.target as Element);
      (to.cells[cell.cellIndex]?.querySelectorAll<HTMLElement>(TABBABLE)[k] ?? to).focus();
      e.preventDefault();
      return;
    }
    const go = (i: number) => {
      const to = all[Math.max(0, Math.min(all.length - 1, i))];
      if (to) to.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        go(at + 1);
        break;
      case 'ArrowUp':
        go(at - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(all.length - 1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (!onPageKey) return;
        refocus.current = onPageKey(e.key === 'PageDown' ? 1 : -1);
        break;
      case 'Escape':
        if (!onEscape) return;
        onEscape();
        break;
      case 'Enter':
        if (!onOpenRow) return;
        onOpenRow(row);
        break;
      case ' ': {
        if (!selectable) return;
        const r = table.getRow(rowId(row));
        r.toggleSelected(!r.getIsSelected());
        anchor.current = r.id;
        break;
      }
      default:
        return;
    }
    e.preventDefault();
  };

  const onRowClick = (e: MouseEvent<HTMLTableRowElement>, row: Row) => {
    if (
      !onOpenRow ||
      !openOnClick ||
      (e.target as Element).closest(CONTROL) ||
      window.getSelection()?.toString()
    )
      return;
    onOpenRow(row);
  };

  const headerCell = (h: Header<GridFeatures, Row, unknown>) => {
    const meta = h.column.columnDef.meta;
    const dir = h.column.getIsSorted();
    const label = meta?.label;
    const content = h.isPlaceholder ? null : <table.FlexRender header={h} />;
    if (!h.column.getCanSort()) {
      return (
        <th
          key={h.id}
          scope="col"
          className={cellClass(meta, h.column.id === SELECT ? 'dg-select' : undefined)}
          aria-label={label}
        >
          {content}
        </th>
      );
    }
    const index = multi && dir ? h.column.getSortIndex() : null;
    // aria-sort belongs on one header at a time (ARIA): the first key's; a later key says its place
    // in the header's name, which starts with what the header shows ("Year 2": speech input names
    // it by what it sees, and the space between label and mark is the one it reads).
    const later = index !== null && index > 0;
    const shown = typeof h.column.columnDef.header === 'string' ? h.column.columnDef.header : h.column.id;
    return (
      <th
        key={h.id}
        scope="col"
        className={cellClass(meta, 'dg-sortable')}
        aria-sort={later ? undefined : ariaSort(dir)}
      >
        <button
          type="button"
          className="dg-sort"
          aria-label={
            later
              ? `${shown} ${index + 1}, sorted ${ORDINALS[index] ?? `${index + 1}th`}, ${dir === 'asc' ? 'ascending' : 'descending'}`
              : undefined
          }
          onClick={h.column.getToggleSortingHandler()}
          title={dir ? undefined : 'Sort (Shift+click: add to the sort)'}
        >
          <span className="dg-sort-label">{content}</span>
          {index !== null && ' '}
          <SortMark dir={dir} index={index} />
        </button>
      </th>
    );
  };

  const bodyRows = table.getRowModel().rows;
  // Rows a server sent with one key are each a row of their own on screen.
  const bodyKeys = rowKeysInOrder(bodyRows.map((r) => r.id));

  return (
    <div className="dg-scroll">
      <table
        className={`data-table dg${stale ? ' dg-stale' : ''}`}
        aria-busy={loading || stale ? true : undefined}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{headers.map(headerCell)}</tr>
        </thead>
        <tbody ref={body}>
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={i} className="dg-skeleton">
                  {headers.map((h) => (
                    <td key={h.id}>
                      <span className="dg-skeleton-bar" />
                    </td>
                  ))}
                </tr>
              ))
            : bodyRows.map((r, i) => {
                const busy = busyIds.includes(r.id);
                const selected = selectable && r.getIsSelected();
                return (
                  <tr
                    key={bodyKeys[i]}
                    data-row-id={r.id}
                    // In the Tab order or not: set with its controls' (tabStops), after each render.
                    tabIndex={-1}
                    aria-busy={busy || undefined}
                    aria-current={currentId === r.id ? 'true' : undefined}
                    className={
                      [
                        busy && 'dg-busy',
                        highlightId === r.id && 'dg-highlight',
                        selected && 'dg-selected',
                        onOpenRow && openOnClick && 'dg-openable',
                      ]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    onPointerMove={onRowIntent}
                    onFocus={(e) => {
                      rove(e.currentTarget);
                      onRowIntent?.();
                    }}
                    onKeyDown={(e) => onRowKey(e, r.original)}
                    onClick={(e) => onRowClick(e, r.original)}
                  >
                    {r.getVisibleCells().map((c) => (
                      <td
                        key={c.id}
                        className={cellClass(
                          c.column.columnDef.meta,
                          c.column.id === SELECT ? 'dg-select' : undefined,
                        )}
                      >
                        <table.FlexRender cell={c} />
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
