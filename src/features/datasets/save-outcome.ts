// What a save's answer does (use-record-mutations.ts starts the save): the record shown and a
// toast, or a toast that keeps what the user typed with Reopen (docs/decisions/0007). Loaded with
// the add/edit form (dataset-manager.tsx), which every save comes from: a list only looked at
// does not load it.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../api/fetcher';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { asSentence } from '../../lib/format';
import { lastList } from '../../lib/last-list';
import { recordLabel, rowKey } from '../../lib/row-key';
import { type Row, replaceRow, showAdded } from './list-query';
import { type ListSearch, withRecord } from './list-search';
import { keepInput, releaseInput, requestReopen } from './reopen-store';
import type { SaveVars } from './use-record-mutations';

export interface SaveContext {
  qc: QueryClient;
  d: DatasetConfig;
  router: AnyRouter;
  /** The row just added: marked as new on the list. */
  onAdded(id: string): void;
}

type Sent = SaveVars & { toastId: string | number };

export function saved({ qc, d, router, onAdded }: SaveContext, answer: { data: Row }, v: Sent): void {
  if (v.mode === 'add') {
    const id = rowKey(d, answer.data);
    showAdded(qc, d, v.listKey, answer.data);
    onAdded(id);
    // Over this dataset's list if it is on screen, else over the list this tab last had for it.
    const openAdded = () => {
      const here = router.state.location.pathname === `/admin/${d.route}`;
      void router.navigate({
        to: '/admin/$name',
        params: { name: d.route },
        search: (prev: ListSearch) => withRecord(here ? prev : lastList(d.route), id),
      });
    };
    toast.success(`${d.name} record created`, {
      id: v.toastId,
      description: recordLabel(d, answer.data),
      // Shown first on the list's first page; elsewhere (another page, a sort, a filter that
      // leaves it out) the way to it.
      action: { label: 'Open it', onClick: openAdded },
    });
  } else {
    replaceRow(qc, d, rowKey(d, v.row ?? {}), answer.data);
    toast.success('Changes saved', { id: v.toastId, description: recordLabel(d, answer.data) });
  }
}

export function failed({ qc, d, router }: SaveContext, err: unknown, v: Sent): void {
  const message = errorMessage(err);
  keepInput(v.toastId);
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
  // Deleted elsewhere (another tab, a colleague): the screen says so where it showed the record
  // (its view, its lists), and the input kept can still become a new record; an edit of it
  // could never succeed.
  const what = recordLabel(d, v.row ?? {});
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
}
