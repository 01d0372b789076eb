// Add, edit and delete of a dataset's records. SPEC §4 fires them without waiting and closes the
// modal at once; we keep that, show the progress and the outcome in a toast, and on a failure
// offer to reopen the form with exactly what the user typed (docs/decisions/0007). Deletes wait
// out an Undo first (pending-deletes.ts, docs/decisions/0023).
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { apiCall, errorMessage } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { asSentence } from '../../lib/format';
import { lastList } from '../../lib/last-list';
import { isLoadFailure, LOAD_FAILURE_WORDS } from '../../lib/load-failure';
import { keyLabel, rowKey } from '../../lib/row-key';
import type { FormMode, FormValues } from './form-values';
import { setHidden, undoWhileLoading } from './hidden-rows';
import { type listQueryKey, type Row, replaceRow, showAdded } from './list-query';
import { type ListSearch, withRecord } from './list-search';
import type { DeleteOutcome } from './pending-deletes';
import { keepInput, releaseInput, requestReopen } from './reopen-store';

export interface SaveVars {
  mode: FormMode;
  /** The row being edited (edit mode). */
  row?: Row;
  /** The record a Duplicate was made from: its untouched fields are sent as it has them. */
  source?: Row;
  body: Row;
  /** The form as typed, to reopen it after a failure. */
  values: FormValues;
  /** The list on screen when the user saved: an added row is shown there. */
  listKey: ReturnType<typeof listQueryKey>;
}

interface Saved {
  data: Row;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The code of a delete (Undo, sending, its outcome): loaded when a delete is about to be asked. */
export const loadDeletes = () => import('./pending-deletes');

export function useRecordMutations(d: DatasetConfig, onAdded: (id: string) => void) {
  const qc = useQueryClient();
  const router = useRouter();
  const added = useRef(onAdded);
  added.current = onAdded;
  const mutationKey = ['table', d.key, 'write'];
  const label = (row: Row) => `${d.name} ${keyLabel(d, row)}`;

  // Back to this dataset's screen (if the user moved on), where its manager reopens the form.
  const reopen = (vars: SaveVars, error: string) => {
    requestReopen({
      datasetKey: d.key,
      mode: vars.mode,
      row: vars.row,
      source: vars.source,
      values: vars.values,
      error,
    });
    if (router.state.location.pathname !== `/admin/${d.route}`) {
      // To the list this tab had for it (its page, sort, filters), not a first visit's.
      void router.navigate({ to: '/admin/$name', params: { name: d.route }, search: lastList(d.route) });
    }
  };

  // Over this dataset's list if it is on screen, else over the list this tab last had for it.
  const openAdded = (id: string) => {
    const here = router.state.location.pathname === `/admin/${d.route}`;
    void router.navigate({
      to: '/admin/$name',
      params: { name: d.route },
      search: (prev: ListSearch) => withRecord(here ? prev : lastList(d.route), id),
    });
  };

  const save = useMutation({
    mutationKey,
    mutationFn: (v: SaveVars & { toastId: string | number }) =>
      v.mode === 'add'
        ? apiCall<Saved>(d.operations.add, d.endpointAdd, json('POST', v.body))
        : apiCall<Saved>(
            d.operations.edit,
            `${d.endpointEdit}/${encodeURIComponent(rowKey(d, v.row ?? {}))}`,
            json('PATCH', v.body),
          ),
    onSuccess: (answer, v) => {
      if (v.mode === 'add') {
        const id = rowKey(d, answer.data);
        showAdded(qc, d, v.listKey, answer.data);
        added.current(id);
        toast.success(`${d.name} record created`, {
          id: v.toastId,
          description: label(answer.data),
          // Shown first on the list's first page; elsewhere (another page, a sort, a filter that
          // leaves it out) the way to it.
          action: { label: 'Open it', onClick: () => openAdded(id) },
        });
      } else {
        replaceRow(qc, d, rowKey(d, v.row ?? {}), answer.data);
        toast.success('Changes saved', { id: v.toastId, description: label(answer.data) });
      }
    },
    onError: (err, v) => {
      const message = errorMessage(err);
      keepInput(v.toastId);
      // Deleted elsewhere (another tab, a colleague): the screen says so where it showed the record
      // (its view, its lists), and the input kept can still become a new record; an edit of it
      // could never succeed.
      const what = label(v.row ?? {});
      const gone = v.mode === 'edit' && (err as { status?: number }).status === 404;
      const deleted = `${what} no longer exists: it was deleted elsewhere.`;
      if (gone) void qc.invalidateQueries({ queryKey: ['table', d.key] });
      const retry: SaveVars = gone ? { ...v, mode: 'add', row: undefined, source: v.row } : v;
      toast.error(v.mode === 'add' ? `Could not create the ${d.name} record` : `Could not save ${what}`, {
        id: v.toastId,
        description: gone
          ? `${deleted} Your input is kept: Reopen makes it a new record.`
          : `${asSentence(message)} Your input is kept.`,
        duration: Number.POSITIVE_INFINITY,
        onDismiss: () => releaseInput(v.toastId),
        action: {
          label: 'Reopen',
          onClick: (e) => {
            // The toasts give the focus back to where it was before them once it leaves them
            // (sonner): left now, before the form opens, not taken from the form's first field.
            e.currentTarget.blur();
            releaseInput(v.toastId);
            reopen(retry, gone ? `${deleted} Create makes a new record of it` : message);
          },
        },
      });
    },
  });

  const saveRecord = (vars: SaveVars) => {
    const toastId = toast.loading(
      vars.mode === 'add' ? `Creating ${d.name} record…` : `Saving ${label(vars.row ?? {})}…`,
    );
    save.mutate({ ...vars, toastId });
  };

  /** A confirmed delete of one row or many: undoable for a few seconds, then sent. The rows leave
   * the lists at once; the delete's own code comes with the first one (the dialog loads it). */
  const deleteMany = (rows: readonly Row[], outcome: DeleteOutcome) => {
    const ids = rows.map((r) => rowKey(d, r));
    setHidden(d.key, ids, true, outcome.from);
    let undone = false;
    const loaded = undoWhileLoading(() => {
      undone = true;
      setHidden(d.key, ids, false);
    });
    loadDeletes().then(
      (m) => {
        loaded();
        if (!undone) m.deleteRows(qc, d, rows, outcome);
      },
      (err: unknown) => {
        loaded();
        if (undone) return;
        setHidden(d.key, ids, false);
        toast.error(
          `Could not delete ${rows.length === 1 ? label(rows[0] ?? {}) : `${rows.length} ${d.name} records`}: nothing was sent`,
          {
            description: isLoadFailure(err) ? LOAD_FAILURE_WORDS : errorMessage(err),
            action: { label: 'Reload', onClick: () => window.location.reload() },
          },
        );
      },
    );
  };

  // Rows with a save or delete on its way: the table marks them busy.
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => {
      const v = m.state.variables as Partial<SaveVars> | undefined;
      return v?.row ? rowKey(d, v.row) : '';
    },
  }).filter(Boolean);
  // The same array while the same rows are busy: the grid's columns depend on it.
  const pendingKey = pending.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: pendingKey stands for pending
  const busyIds = useMemo(() => pending, [pendingKey]);

  return { saveRecord, deleteMany, busyIds };
}
