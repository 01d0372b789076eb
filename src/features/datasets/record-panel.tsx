// The record view: one record of the dataset beside the list, every field with its label, formatted
// as the grid formats it (empty fields shown as empty), with Edit, Duplicate and Delete. The URL
// names it (?record=<key>), so a link opens it, a reload keeps it and Back closes it. Shown at once
// from the list's row when it is there, then from its own answer (GET {endpoint}/{id}); a record
// that no longer exists says so.
import { Dialog, DialogPanel } from '@headlessui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { DatasetConfig, Reference } from '../../api/gen/registry/types';
import { Alert, LoadFailure } from '../../components/alert';
import { CloseButton } from '../../components/close-button';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { PageTitle } from '../../components/page-title';
import { isTextField } from '../../lib/focus-screen';
import { idLabel, keyLabel, keyNames } from '../../lib/row-key';
import { useMediaQuery } from '../../lib/use-media-query';
import { isEmptyValue } from './cell-text';
import { CellValue } from './cell-value';
import { isKey } from './form-values';
import { cachedRow, type Row, recordQueryOptions } from './list-query';
import { titleOf } from './record-title';
import { ReferenceValue, RelatedRecords } from './related-records';
import { gridColumns } from './viewer-columns';

interface Props {
  dataset: DatasetConfig;
  id: string;
  /** Its delete is waiting out its Undo: it is not offered for editing or deleting again. */
  deleting?: boolean;
  /** Its save is on its way. */
  saving?: boolean;
  onClose: () => void;
  onEdit: (row: Row) => void;
  onDuplicate: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** Whether a field of the screen (a filter), not of a dialog or the view, has the focus. */
function typingOnScreen(): boolean {
  const at = document.activeElement;
  return isTextField(at) && at.closest('#main') !== null && at.closest('[role=dialog], aside') === null;
}

/** dataset-manager.css: in a window this narrow the record comes over the list, not beside it. */
const OVER_THE_LIST = '(max-width: 1100px)';

export function RecordPanel({
  dataset: d,
  id,
  deleting,
  saving = false,
  onClose,
  onEdit,
  onDuplicate,
  onDelete,
}: Props) {
  const qc = useQueryClient();
  const record = useQuery({
    ...recordQueryOptions(d, id),
    placeholderData: () => {
      const row = cachedRow(qc, d, id);
      return row ? { data: row } : undefined;
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened (or moved to another record): the focus goes to its heading, so the keyboard is there;
  // but not from a field of the screen typed in meanwhile (a view whose code came late).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per record
  useEffect(() => {
    if (!typingOnScreen()) heading.current?.focus({ preventScroll: true });
  }, [id]);

  const row = record.data?.data;
  const shown = row ? keyLabel(d, row) : idLabel(d, id);
  const name = row ? titleOf(d, row) : '';
  const missing = record.isError && (record.error as { status?: number }).status === 404;
  const reference = (field: string) => d.references.find((r) => r.field === field);
  // Over the list, it is a modal: what it covers cannot take the focus (it would be out of sight).
  const over = useMediaQuery(OVER_THE_LIST);
  // A click in a toast (a delete's Undo, a failed save's Reopen) is no click outside the record
  // over the list: it leaves it open (the dialog closes on a pointer-up it finds not prevented).
  useEffect(() => {
    if (!over) return;
    const inToast = (e: PointerEvent) => {
      if (e.target instanceof Element && e.target.closest('[data-sonner-toaster]')) e.preventDefault();
    };
    window.addEventListener('pointerup', inToast, true);
    return () => window.removeEventListener('pointerup', inToast, true);
  }, [over]);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onClose();
    }
  };

  const panel = (
    <aside
      className="card record-panel"
      aria-labelledby="record-panel-title"
      // As a modal, the dialog's own Esc closes it.
      onKeyDown={over ? undefined : onKey}
    >
      {/* The tab and its history entries name the record (the screen's title again once closed). */}
      <PageTitle screen={`${d.name} ${shown}`} />
      <header className="record-panel-header">
        <div className="record-panel-heading">
          <h2 id="record-panel-title" ref={heading} tabIndex={-1}>
            {d.name} <span className="record-panel-id">{shown}</span>
          </h2>
          {/* What staff know it by ("HB 100", "Linda Mitchell"), where its dataset names its records. */}
          {name && <p className="record-panel-name">{name}</p>}
        </div>
        <CloseButton onClick={onClose} label="Close the record" />
      </header>
      {deleting ? (
        <div className="record-panel-body">
          <Alert tone="warning" role="alert">
            {d.name} {shown} is being deleted. Undo, in its notification, keeps it.
          </Alert>
        </div>
      ) : missing ? (
        <div className="record-panel-body">
          <Alert tone="warning" role="alert">
            There is no {d.name} record with {keyNames(d)} {shown}: it was deleted, or never existed.
          </Alert>
        </div>
      ) : record.isError && !row ? (
        <div className="record-panel-body">
          <LoadFailure
            what={`${d.name} ${shown}`}
            error={record.error}
            onRetry={() => void record.refetch()}
          />
        </div>
      ) : !row ? (
        <div className="record-panel-body" aria-busy="true">
          <p className="record-panel-loading">
            Loading {d.name} {shown}…
          </p>
        </div>
      ) : (
        <>
          {/* While its save is on its way the record shown is the one before it: a form opened from
              it would send the old values back over the save. As its row's, its actions wait. */}
          <div className="record-panel-actions">
            <FocusKeepingButton
              className="btn btn-sm btn-primary"
              inactive={saving}
              onClick={() => onEdit(row)}
            >
              Edit
            </FocusKeepingButton>
            <FocusKeepingButton className="btn btn-sm" inactive={saving} onClick={() => onDuplicate(row)}>
              Duplicate
            </FocusKeepingButton>
            {saving && <span className="record-panel-saving">Saving…</span>}
            <FocusKeepingButton
              className="btn btn-sm btn-danger-ghost"
              inactive={saving}
              onClick={() => onDelete(row)}
            >
              Delete
            </FocusKeepingButton>
          </div>
          <div className="record-panel-scroll">
            <dl className="record-panel-body record-fields">
              {gridColumns(d).map((c) => (
                <div key={c.key} className={c.type === 'textarea' ? 'record-field is-long' : 'record-field'}>
                  <dt>
                    {c.label}
                    {isKey(d, c) && (
                      <span className="field-key-tag">
                        <span className="visually-hidden">, </span>key
                      </span>
                    )}
                  </dt>
                  <dd>
                    {reference(c.key) && !isEmptyValue(row[c.key]) ? (
                      <ReferenceValue reference={reference(c.key) as Reference} value={row[c.key]} />
                    ) : (
                      <CellValue column={c} value={row[c.key]} clip={false} />
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <RelatedRecords dataset={d} row={row} />
          </div>
        </>
      )}
    </aside>
  );
  if (!over) return panel;
  // The same panel, made modal; not the console's Modal, whose frame (title bar, body, footer)
  // would wrap the panel's own.
  return (
    <Dialog
      open
      onClose={onClose}
      aria-label={`${d.name} ${shown}`}
      initialFocus={heading}
      // Read, not answered: Ctrl+K opens the palette over it, and a dialog opened from it gives
      // the focus back to its opener, not to the heading.
      data-view-dialog=""
    >
      <div className="record-panel-backdrop" aria-hidden="true" />
      <DialogPanel>{panel}</DialogPanel>
    </Dialog>
  );
}
