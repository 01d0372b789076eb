// The generic table manager (SPEC §2), one for every dataset of the registry: heading, Add New,
// the filter panel, the results grid with Edit and Delete, pagination, the add/edit and delete
// modals; beside them the record view of one record, and a bar for the rows selected. Its list
// state is the URL's (list-search.ts): no `page` means the initial, collapsed state; page, page
// size, sort, filters and the open record are all in the URL.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { Activity, useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { Alert, LoadFailure } from '../../components/alert';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { afterPaint } from '../../lib/after-paint';
import { focusIsLost, focusScreen, isTextField } from '../../lib/focus-screen';
import { formatCount, plural } from '../../lib/format';
import { rememberList } from '../../lib/last-list';
import { preloadable } from '../../lib/preloadable';
import { keyLabel, keyNames, recordLabel, rowKey } from '../../lib/row-key';
import { ColumnsMenu } from './columns-menu';
import { ExportCsv } from './export-csv';
import { FilterPanel } from './filter-panel';
import type { FormMode, FormValues } from './form-values';
import { filtersKey, undoLastDelete, useHiddenIds, useUndoOffered, withoutHidden } from './hidden-rows';
import type { LeftOut } from './left-out';
import { listQueryKey, listQueryOptions, type Row } from './list-query';
import {
  type ListSearch,
  type ListView,
  MAX_SORT_KEYS,
  recordOf,
  sameSearch,
  sortText,
  toSearch,
  viewOf,
  withRecord,
} from './list-search';
import { Pager } from './pagination';
import { useReopenedForm } from './reopen-store';
import { ResultsGrid } from './results-grid';
import { useAddressFix } from './use-address-fix';
import { useColumnChoice } from './use-column-choice';
import { useFilterDraft } from './use-filter-draft';
import { loadDeletes, loadSaveOutcome, useRecordMutations } from './use-record-mutations';
import './dataset-manager.css';

// Each loaded with its own code on first use, or earlier on a sign of intent (a pointer moving
// over a row or a button, a row taking the focus), and drawn in the same pass once loaded. One
// whose code cannot be loaded is said in a toast and closed; the list stays as it is.
// With the code of what its saves' answers do: a save comes only from an open form.
const RecordDialog = preloadable(
  () => Promise.all([import('./record-dialog'), loadSaveOutcome()]).then(([m]) => m.default),
  {
    what: 'The form',
    giveUp: (props) => props.onClose(),
  },
);
const RecordPanel = preloadable(() => import('./record-panel').then((m) => m.RecordPanel), {
  what: 'The record view',
  giveUp: (props) => props.onClose(),
});
const DeleteDialog = preloadable(
  () => {
    // The delete's own code, for the moment it is confirmed.
    void loadDeletes().catch(() => undefined);
    return import('./delete-dialog').then((m) => m.default);
  },
  { what: 'The delete question', giveUp: (props) => props.onCancel() },
);
const GridKeys = preloadable(() => import('./grid-keys').then((m) => m.default), {
  what: 'The list of keys',
  giveUp: (props) => props.onClose(),
});

type Modal =
  | {
      kind: 'form';
      mode: FormMode;
      row?: Row;
      /** Duplicate: the record the new one is made from. */
      source?: Row;
      values?: FormValues;
      error?: string;
      /** Why the input is back without a save having been tried. */
      notice?: string;
      unsaved?: boolean;
    }
  | { kind: 'delete'; rows: readonly Row[] }
  | { kind: 'keys' };

interface Props {
  dataset: DatasetConfig;
  search: ListSearch;
  /** The address's search as the router parsed it, before the route's check. */
  rawSearch: Record<string, unknown>;
  /** Moves to another list state (a new history entry, unless it replaces the one shown). */
  onSearch: (search: ListSearch, options?: { replace?: boolean }) => void;
}

/** 'Sorted by Number, then Title (descending)', or '' when the list is in the server's order. At
 * the most keys the list takes, it says what another Shift+click does (it drops the first). */
function sortSummary(d: DatasetConfig, view: ListView): string {
  const label = (id: string) => d.columns.find((c) => c.key === id)?.label ?? id;
  const parts = view.sort.map((k) => `${label(k.id)}${k.desc ? ' (descending)' : ''}`);
  const first = view.sort[0];
  const full =
    first && view.sort.length >= MAX_SORT_KEYS
      ? ` (${MAX_SORT_KEYS} keys at most: another replaces ${label(first.id)})`
      : '';
  return parts.length ? `Sorted by ${parts.join(', then ')}${full}` : '';
}

/** A toast's exit (sonner's own, 200 ms), and a frame more. */
const UNDO_TOAST_EXIT_MS = 250;

/** Focuses the grid's row of this key, when it is on screen. */
function focusRow(id: string) {
  document.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(id)}"]`)?.focus();
}

export function DatasetManager({ dataset: d, search, rawSearch, onSearch }: Props) {
  const viewing = search.page !== undefined;
  const openId = recordOf(search);
  const searchKey = JSON.stringify(search);
  // The same list keeps the same view (the collapsed screen and View data's page 1; a record opened
  // or closed), and so do the callbacks made from it: the grid is not drawn again for them.
  const viewNow = viewOf(d.columns, search);
  const viewKey = JSON.stringify(viewNow);
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewKey stands for the view
  const view = useMemo(() => viewNow, [d, viewKey]);
  // The address now, for callbacks that keep their identity across its changes; set before any
  // layout effect can call them (as React's own effect events are).
  const latest = useRef(search);
  useInsertionEffect(() => {
    latest.current = search;
  });
  const { filters } = view;
  const list = useQuery({
    ...listQueryOptions(d, view),
    enabled: viewing,
    placeholderData: keepPreviousData,
  });
  const qc = useQueryClient();
  // A new list (a page, a size, a sort, filters): its request leaves now, not after the render
  // that the change causes. The open record stays open.
  const show = useCallback(
    (next: Partial<ListView>, options?: { replace: boolean }) => {
      const target = { ...view, ...next };
      void qc.prefetchQuery(listQueryOptions(d, target));
      onSearch(withRecord(toSearch(target), recordOf(latest.current)), options);
    },
    [qc, d, onSearch, view],
  );
  const openRecord = useCallback(
    (id: string | undefined, options?: { replace?: boolean }) =>
      onSearch(withRecord(latest.current, id), options),
    [onSearch],
  );

  // A record closed in any way (Esc, ✕, Back) gives the focus it had back to its row, when the row
  // is on screen. Closed for another list of this dataset (a related section's link to it), the
  // rows on screen are the last list's: the focus goes to the screen's heading, as on arrival.
  const listKey = JSON.stringify(withRecord(search, undefined));
  const lastOpen = useRef({ id: openId, list: listKey });
  useEffect(() => {
    const was = lastOpen.current;
    lastOpen.current = { id: openId, list: listKey };
    if (was.id === undefined || openId !== undefined || !focusIsLost()) return;
    if (was.list === listKey) focusRow(was.id);
    else focusScreen();
  }, [openId, listKey]);

  const leftOutParts = useAddressFix(d, rawSearch, search, onSearch);

  // This tab comes back to this list when the dataset is opened again (menu, dashboard, palette).
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for search
  useEffect(() => rememberList(d.route, withRecord(search, undefined)), [d.route, searchKey]);

  const [modal, setModal] = useState<Modal | null>(null);
  const [addedId, setAddedId] = useState<string | null>(null);
  const { saveRecord, deleteMany, busyIds } = useRecordMutations(d, setAddedId);
  const columns = useColumnChoice(d);
  const hidden = useHiddenIds(d.key);
  const undoOffered = useUndoOffered(d.key);

  // The rows selected, on this page or others (the bar deletes them all).
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const applyFilters = useCallback(
    (f: Record<string, string>, options?: { replace: boolean }) => show({ page: 1, filters: f }, options),
    [show],
  );
  const draft = useFilterDraft(d.columns, filters, viewing, applyFilters);

  useReopenedForm(d.key, (form) => setModal({ kind: 'form', ...form, unsaved: true }));

  // '?' lists the keys of the grid; Ctrl+Z takes back the newest delete still offering Undo, whose
  // toast is far from the rows by Tab (neither while typing, nor over another dialog).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const undoKey = e.key.toLowerCase() === 'z' && (e.ctrlKey || e.metaKey) && !e.shiftKey;
      const help = e.key === '?' && !e.ctrlKey && !e.metaKey;
      if ((!undoKey && !help) || e.altKey || isTextField(e.target)) return;
      // Over a dialog, the dialog's keys; but the record view made modal (a narrow window) is the
      // list's own view, and its focus trap keeps Undo's toast out of reach of Tab.
      const open = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
      const view = (el: Element) => undoKey && el.hasAttribute('data-view-dialog');
      if ([...open].some((el) => el.checkVisibility() && !view(el))) return;
      if (undoKey) {
        // With nothing to take back, still not the browser's own undo: out of a text field it
        // would empty the filter typed last, out of sight of the focus.
        e.preventDefault();
        undoLastDelete();
        return;
      }
      e.preventDefault();
      setModal({ kind: 'keys' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // About to press View data: start the request on the way to the button.
  const viewIntent = () => {
    if (draft.valid) void qc.prefetchQuery(listQueryOptions(d, { ...view, page: 1, filters: draft.ready }));
  };

  // The first page is what View data shows: fetch it once the collapsed screen is on screen (and
  // the main thread idle, so the screen itself is not held up), and View data shows the rows from
  // the cache. Nothing is shown until View data (SPEC §2); the price is one list call per opening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the screen as it was opened
  useEffect(() => {
    if (viewing) return;
    return afterPaint(viewIntent);
  }, []);

  const intent = RecordDialog.prefetch;
  // The record view's code loads when the pointer moves over a row or a row takes the focus: a click
  // or Enter on it then renders the view at once, and a list only looked at does not load it.
  const recordIntent = RecordPanel.prefetch;
  const onEdit = useCallback((row: Row) => setModal({ kind: 'form', mode: 'edit', row }), []);
  const onDelete = useCallback((row: Row) => setModal({ kind: 'delete', rows: [row] }), []);
  const onOpen = useCallback((row: Row) => openRecord(rowKey(d, row)), [openRecord, d]);
  const onDuplicate = (row: Row) => setModal({ kind: 'form', mode: 'add', source: row });
  const close = () => setModal(null);
  const refresh = () => void list.refetch();

  const submit = (form: { mode: FormMode; row?: Row; source?: Row }, body: Row, values: FormValues) => {
    // SPEC §4: the modal closes at once; the outcome (and a way back to this input) is a toast.
    setModal(null);
    const { mode, row, source } = form;
    saveRecord({ mode, row, source, body, values, listKey: listQueryKey(d, view) });
  };

  const confirmDelete = (rows: readonly Row[]) => {
    setModal(null);
    const ids = new Set(rows.map((r) => rowKey(d, r)));
    const wereSelected = [...selected].filter(([id]) => ids.has(id));
    focusAfterDelete(ids);
    setSelected((now) => new Map([...now].filter(([id]) => !ids.has(id))));
    // In place of the address: Back would open the record the user has just deleted.
    if (openId !== undefined && ids.has(openId)) openRecord(undefined, { replace: true });
    deleteMany(rows, {
      from: {
        filters: filtersKey(filters),
        shown: new Set([
          ...(list.data?.data ?? []).map((r) => rowKey(d, r)),
          ...[...selectedIn.current].filter(([, f]) => f === filtersKey(filters)).map(([id]) => id),
        ]),
      },
      // The rows that could not be deleted stay selected, for another try; once deleted (a
      // Retry), they are not.
      onFailed: (failed) => {
        if (mounted.current)
          setSelected((now) => new Map([...now, ...failed.map((r) => [rowKey(d, r), r] as const)]));
      },
      // Taken back: the selection the delete was made from, as it was. The toasts give the focus
      // back to where it was before their Undo took it, but only as the last of them leaves: with
      // another toast still there, the focus falls to the page with the Undo. It goes to the first
      // row put back instead, once the toast has gone (its exit takes 200 ms).
      onUndone: () => {
        if (!mounted.current) return;
        if (wereSelected.length) setSelected((now) => new Map([...now, ...wereSelected]));
        window.setTimeout(() => {
          if (mounted.current && focusIsLost()) focusRow(rowKey(d, rows[0] as Row));
        }, UNDO_TOAST_EXIT_MS);
      },
      onDeleted: (gone) => {
        if (mounted.current) setSelected((now) => new Map([...now].filter(([id]) => !gone.has(id))));
      },
      onFocusBack: ({ gone, failed }) => {
        if (!mounted.current) return;
        if (failed[0] !== undefined) requestAnimationFrame(() => focusRow(failed[0] as string));
        else focusAfterDelete(gone);
      },
    });
  };

  const data = withoutHidden(d, list.data, hidden, filtersKey(filters));
  const rows = data?.data ?? [];
  // Rows selected on other pages, or left out by a filter set since, are deleted with the rest:
  // the bar says how many are not in sight.
  const shownIds = new Set(rows.map((r) => rowKey(d, r)));
  const selectedElsewhere = [...selected.keys()].filter((id) => !shownIds.has(id)).length;
  const selectedWords = `${formatCount(selected.size)} selected${
    selectedElsewhere > 0 ? `, ${formatCount(selectedElsewhere)} of them not on this page` : ''
  }`;
  // What had the focus (the row's Delete, the record view's, the bar's) leaves with the rows a
  // delete takes away: it goes to the row that takes the first one's place, as in a list worked
  // down from the top. In the next frame: the closing dialog first gives the focus back to what it
  // saw focused last, which the delete took away or left behind. (Undo's toast gives the focus back
  // to where it was before, itself.)
  const focusAfterDelete = (ids: ReadonlySet<string>) => {
    const at = rows.findIndex((r) => ids.has(rowKey(d, r)));
    const left = rows.filter((r) => !ids.has(rowKey(d, r)));
    const next = left[Math.min(Math.max(at, 0), left.length - 1)];
    if (next) requestAnimationFrame(() => focusRow(rowKey(d, next)));
    // The whole page went: the screen's heading, until the rows of the page that follows are in.
    else {
      requestAnimationFrame(focusScreen);
      refocus.current = true;
    }
  };
  const refocus = useRef(false);
  const firstRow = rows[0] ? rowKey(d, rows[0]) : undefined;
  // Rows a server sends with one key (BillHistory is keyed by MasterBillId alone, SPEC §3, and a
  // bill has many history rows): the console can only address them by that key.
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const r of rows) {
    const k = keyLabel(d, r);
    (seen.has(k) ? shared : seen).add(k);
  }
  useEffect(() => {
    if (!refocus.current || firstRow === undefined) return;
    refocus.current = false;
    // Still on the heading it was given (or lost again): the user has not moved it elsewhere.
    if (focusIsLost() || document.activeElement?.tagName === 'H1') focusRow(firstRow);
  }, [firstRow]);
  const pagination = data?.pagination;
  const lastPage = Math.max(1, pagination?.totalPages ?? 1);
  // A page past the last (an address typed or kept, the last page's rows deleted) reads as the last
  // page, in place of the address: 'Page 3 of 2' would contradict itself (and 'Page 3 of 0' of a list
  // with no rows reads as page 1).
  const pastLast =
    data !== undefined && !list.isPlaceholderData && view.page > lastPage ? lastPage : undefined;
  // A page asked for by an address (typed, an old link) is said to be gone; one left by deleting
  // the last page's rows (a page the list had) is not.
  const pagesHad = useRef<number | undefined>(undefined);
  const [pastNote, setPastNote] = useState<{ part: LeftOut; at: ListSearch } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page found past the last, with the list state of then
  useEffect(() => {
    if (pastLast === undefined) return;
    const at = withRecord(toSearch({ ...view, page: pastLast }), openId);
    if (pagesHad.current === undefined || view.page > pagesHad.current)
      setPastNote({
        part: {
          part: `page=${view.page}`,
          why: pagination?.totalPages
            ? `the list has ${plural(pastLast, 'page')}; its last is shown`
            : 'the list has no rows',
        },
        at,
      });
    onSearch(at, { replace: true });
  }, [pastLast]);
  useEffect(() => {
    if (pagination && !list.isPlaceholderData) pagesHad.current = pagination.totalPages;
  });
  const addressNotes =
    pastNote && sameSearch(pastNote.at, search) ? [...leftOutParts, pastNote.part] : leftOutParts;
  const onSort = useCallback((sort: SortingState) => show({ page: 1, sort }), [show]);
  const onPageKey = useCallback(
    (dir: -1 | 1) => {
      const next = view.page + dir;
      if (next < 1 || next > lastPage) return false;
      show({ page: next });
      return true;
    },
    [show, view.page, lastPage],
  );
  // The server did not apply the order asked for (the contract lets a server not sort).
  const unsorted =
    view.sort.length > 0 && list.data !== undefined && !list.isPlaceholderData && !list.data.pagination.sort;

  const rowSelection = useMemo(
    (): RowSelectionState => Object.fromEntries([...selected.keys()].map((id) => [id, true as const])),
    [selected],
  );
  // The filters of the list each selected row was chosen from: a delete counts it out of that
  // list's total on every page, not only on the page where it sits.
  const selectedIn = useRef(new Map<string, string>());
  const listFilters = filtersKey(filters);
  const onRowSelection = useCallback(
    (next: RowSelectionState) =>
      setSelected((now) => {
        const out = new Map<string, Row>();
        const onPage = new Map(rows.map((r) => [rowKey(d, r), r]));
        for (const id of Object.keys(next)) {
          const row = onPage.get(id) ?? now.get(id);
          if (row) out.set(id, row);
          if (onPage.has(id) && !now.has(id)) selectedIn.current.set(id, listFilters);
        }
        return out;
      }),
    [rows, d, listFilters],
  );
  const rowLabel = useCallback((row: Row) => recordLabel(d, row), [d]);

  return (
    <div className={`page dataset-manager${viewing ? ' is-viewing' : ''}${openId ? ' has-record' : ''}`}>
      <div className="dataset-main">
        <header className="page-header">
          <h1>{d.name} Management</h1>
          <div className="dataset-actions">
            {viewing && <ExportCsv dataset={d} filters={filters} sort={view.sort} />}
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setModal({ kind: 'form', mode: 'add' })}
              onPointerEnter={intent}
              onFocus={intent}
            >
              Add New
            </button>
          </div>
        </header>

        {addressNotes.length > 0 && (
          <Alert tone="warning" role="status" as="div" className="dataset-left-out">
            <p>
              Left out of this address, as this list cannot use {addressNotes.length > 1 ? 'them' : 'it'}:
            </p>
            <ul>
              {addressNotes.map((p) => (
                <li key={p.part}>
                  <code>{p.part}</code>: {p.why}.
                </li>
              ))}
            </ul>
          </Alert>
        )}

        <FilterPanel
          columns={d.columns}
          layout={viewing ? 'inline' : 'stacked'}
          draft={draft.draft}
          problems={draft.problems}
          onChange={draft.setValue}
          onSubmit={draft.submit}
          actions={
            <>
              {/* Always there, shown only with a filter set: the fields do not reflow as the first
                  key is typed. Once it has cleared them, the focus goes to the first field. */}
              <button
                type="button"
                className={
                  Object.values(draft.draft).some(Boolean) ? 'btn btn-ghost' : 'btn btn-ghost is-idle'
                }
                onClick={(e) => {
                  const first = e.currentTarget.form?.querySelector('input');
                  draft.clear();
                  first?.focus();
                }}
              >
                Clear filters
              </button>
              {/* One button in both layouts: View data becomes Refresh in its place, so the focus a
                  click or Enter gave it stays there. */}
              <FocusKeepingButton
                className={viewing ? 'btn' : 'btn btn-primary'}
                onClick={viewing ? refresh : draft.submit}
                inactive={viewing && list.isFetching}
                aria-label={viewing ? `Refresh ${d.name}` : undefined}
                onPointerEnter={viewing ? undefined : viewIntent}
                onFocus={viewing ? undefined : viewIntent}
              >
                {viewing ? 'Refresh' : 'View data'}
              </FocusKeepingButton>
            </>
          }
        />

        {/* The first page, fetched while the screen is collapsed, is drawn hidden in idle time, and
            View data only shows it (decision 0012). Until then none of it is seen, focused, read
            or found (SPEC §2: nothing is shown before View data). */}
        {(viewing || data) && (
          <Activity mode={viewing ? 'visible' : 'hidden'}>
            <section className="card dataset-results" aria-label={`${d.name} records`}>
              {/* There before the first row is selected: a live region added with its text is not read. */}
              <p className="visually-hidden" role="status">
                {selected.size > 0 ? selectedWords : ''}
              </p>
              {selected.size > 0 ? (
                <section className="dataset-toolbar is-selection" aria-label="Selected rows">
                  <p className="dataset-toolbar-note">{selectedWords}</p>
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={() => setSelected(new Map())}
                  >
                    Clear selection
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    onClick={() => setModal({ kind: 'delete', rows: [...selected.values()] })}
                  >
                    Delete {formatCount(selected.size)}
                    {/* Not the same name as a row's Delete (record 2's is 'Delete 2'). */}
                    <span className="visually-hidden"> selected</span>
                  </button>
                </section>
              ) : (
                <div className="dataset-toolbar">
                  <p
                    className={unsorted ? 'dataset-toolbar-note is-warning' : 'dataset-toolbar-note'}
                    role="status"
                  >
                    {unsorted
                      ? `The server did not sort this list (asked: ${sortText(view.sort)}); the rows are in its own order.`
                      : sortSummary(d, view)}
                  </p>
                  {view.sort.length > 0 && (
                    <button type="button" className="btn btn-sm btn-ghost" onClick={() => onSort([])}>
                      Clear sort
                    </button>
                  )}
                  <ColumnsMenu dataset={d} choice={columns} />
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={() => setModal({ kind: 'keys' })}
                    aria-label="Keys of the table"
                    title="Keys of the table (?)"
                  >
                    <kbd>?</kbd>
                  </button>
                </div>
              )}
              {shared.size > 0 && (
                <Alert tone="warning">
                  Rows of this page share a key ({keyNames(d)} {[...shared].join(', ')}): {d.name} tells its
                  records apart by {keyNames(d)} alone, so those rows are selected together, and Edit, Delete
                  and the record view act on the one the server finds by that key.
                </Alert>
              )}
              {list.isError && data && (
                // A refresh that failed: the rows stay, said to be from before, not passed off as new.
                <LoadFailure what={d.name} error={list.error} kept onRetry={() => void list.refetch()} />
              )}
              {list.isError && !data ? (
                <div className="dataset-panel">
                  <LoadFailure what={d.name} error={list.error} onRetry={() => void list.refetch()} />
                </div>
              ) : data && rows.length === 0 ? (
                <div className="dataset-panel dataset-empty" role="status">
                  <p>No data available</p>
                  {(list.data?.data.length ?? 0) > 0 && (
                    <p className="dataset-empty-why">
                      {list.data?.data.some((r) => undoOffered.has(rowKey(d, r)))
                        ? "This page's rows are being deleted: Undo (or Ctrl+Z) keeps them."
                        : "This page's rows are being deleted."}
                    </p>
                  )}
                  {view.page > 1 && (
                    <button type="button" className="btn btn-sm" onClick={() => show({ page: 1 })}>
                      Go to page 1
                    </button>
                  )}
                </div>
              ) : (
                <ResultsGrid
                  dataset={d}
                  caption={
                    pagination ? `${d.name}, page ${pagination.page} of ${pagination.totalPages}` : d.name
                  }
                  rows={rows}
                  loading={!data}
                  stale={list.isPlaceholderData}
                  sorting={view.sort}
                  onSortingChange={onSort}
                  sortable
                  columnVisibility={columns.visibility}
                  busyIds={busyIds}
                  highlightId={addedId}
                  openId={openId}
                  rowSelection={rowSelection}
                  onRowSelectionChange={onRowSelection}
                  rowLabel={rowLabel}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onOpen={onOpen}
                  onPageKey={onPageKey}
                  onEscape={openId === undefined ? undefined : () => openRecord(undefined)}
                  onIntent={intent}
                  onRowIntent={recordIntent}
                />
              )}
              {pagination && (pagination.totalPages > 0 || view.page > 1) && (
                <Pager
                  pagination={pagination}
                  count={rows.length}
                  onPage={(page) => show({ page })}
                  onLimit={(limit) => show({ page: 1, limit })}
                />
              )}
            </section>
          </Activity>
        )}
      </div>

      {openId !== undefined && (
        <RecordPanel
          dataset={d}
          id={openId}
          deleting={hidden.has(openId)}
          saving={busyIds.includes(openId)}
          onClose={() => openRecord(undefined)}
          onEdit={onEdit}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
        />
      )}

      {modal?.kind === 'form' && (
        <RecordDialog
          dataset={d}
          mode={modal.mode}
          row={modal.row}
          source={modal.source}
          values={modal.values}
          serverError={modal.error}
          notice={modal.notice}
          unsaved={modal.unsaved}
          onClose={close}
          onSubmit={(body, values) => submit(modal, body, values)}
        />
      )}
      {modal?.kind === 'delete' && (
        <DeleteDialog dataset={d} rows={modal.rows} onCancel={close} onConfirm={confirmDelete} />
      )}
      {modal?.kind === 'keys' && <GridKeys onClose={close} />}
    </div>
  );
}
