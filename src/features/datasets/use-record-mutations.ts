// Add, edit and delete of a dataset's records. SPEC §4 fires them without waiting and closes the
// modal at once; we keep that, show the progress and the outcome in a toast, and on a failure
// offer to reopen the form with exactly what the user typed (save-outcome.ts, docs/decisions/0007).
// Deletes wait out an Undo first (pending-deletes.ts, docs/decisions/0023).
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { apiCall, errorMessage } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { isLoadFailure, LOAD_FAILURE_WORDS } from '../../lib/load-failure';
import { recordLabel, rowKey } from '../../lib/row-key';
import type { FormMode, FormValues } from './form-values';
import { setHidden, undoWhileLoading } from './hidden-rows';
import type { listQueryKey, Row } from './list-query';
import type { DeleteOutcome } from './pending-deletes';
import type { SaveContext } from './save-outcome';

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

/** What a save's answer does; loaded with the add/edit form (every save comes from it). */
export const loadSaveOutcome = () => import('./save-outcome');

export function useRecordMutations(d: DatasetConfig, onAdded: (id: string) => void) {
  const qc = useQueryClient();
  const router = useRouter();
  const added = useRef(onAdded);
  added.current = onAdded;
  const mutationKey = ['table', d.key, 'write'];
  const context = (): SaveContext => ({ qc, d, router, onAdded: (id) => added.current(id) });

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
    // Its code is here already (it came with the form); should it not be, the outcome is still
    // said, in fewer words.
    onSuccess: (answer, v) =>
      loadSaveOutcome().then(
        (m) => m.saved(context(), answer, v),
        () => toast.success('Saved', { id: v.toastId, description: recordLabel(d, answer.data) }),
      ),
    onError: (err, v) =>
      loadSaveOutcome().then(
        (m) => m.failed(context(), err, v),
        () => toast.error('Not saved', { id: v.toastId, description: errorMessage(err) }),
      ),
  });

  const saveRecord = (vars: SaveVars) => {
    const toastId = toast.loading(
      vars.mode === 'add' ? `Creating ${d.name} record…` : `Saving ${recordLabel(d, vars.row ?? {})}…`,
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
          `Could not delete ${rows.length === 1 ? recordLabel(d, rows[0] ?? {}) : `${rows.length} ${d.name} records`}: nothing was sent`,
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
