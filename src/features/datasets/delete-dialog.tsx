// The delete confirmation (SPEC §2): 'Confirm Deletion', 'Are you sure you want to delete this
// item?'; it holds the chosen row until the user confirms or cancels. For several rows it names
// the count and lists them. A confirmed delete can still be undone for a few seconds
// (pending-deletes.ts).
import type { DatasetConfig } from '../../api/gen/registry/types';
import { Modal } from '../../components/modal/modal';
import { formatCount } from '../../lib/format';
import { keyLabel, rowKey } from '../../lib/row-key';
import { cellText } from './cell-text';
import type { Row } from './list-query';
import { titleOf } from './record-title';
import { viewerColumns } from './viewer-columns';

interface Props {
  dataset: DatasetConfig;
  rows: readonly Row[];
  onCancel: () => void;
  onConfirm: (rows: readonly Row[]) => void;
}

/** Rows listed by key in a confirmation of many (the rest are counted). */
const LISTED = 8;

export default function DeleteDialog({ dataset: d, rows, onCancel, onConfirm }: Props) {
  const one = rows.length === 1 ? rows[0] : undefined;
  const keys = d.columns.filter((c) => d.primaryKey.includes(c.key));
  const shown = [
    ...keys,
    ...viewerColumns(d)
      .filter((c) => !keys.includes(c))
      .slice(0, 5 - keys.length),
  ];
  const other = viewerColumns(d).find((c) => !keys.includes(c));
  return (
    <Modal
      open
      onClose={onCancel}
      size="sm"
      title="Confirm Deletion"
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={() => onConfirm(rows)}>
            {one ? 'Delete' : `Delete ${formatCount(rows.length)}`}
          </button>
        </>
      }
    >
      {one ? (
        <>
          <p>Are you sure you want to delete this item?</p>
          {/* The row being deleted, as the table showed it: its key first. */}
          <dl className="delete-dialog-row" aria-label="The item">
            {shown.map((c) => (
              <div key={c.key} className="delete-dialog-pair">
                <dt>{c.label}</dt>
                <dd>{cellText(c, one[c.key]) ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <>
          <p>
            Are you sure you want to delete these {formatCount(rows.length)} {d.name} records?
          </p>
          <ul className="delete-dialog-keys" aria-label="The items">
            {rows.slice(0, LISTED).map((r) => {
              // Its key, and what staff know it by: its title, else the list's first other column.
              const name = titleOf(d, r) || (other ? (cellText(other, r[other.key]) ?? '') : '');
              return (
                <li key={rowKey(d, r)}>
                  {keyLabel(d, r)}
                  {name && <span className="delete-dialog-name"> — {name}</span>}
                </li>
              );
            })}
            {rows.length > LISTED && <li>and {formatCount(rows.length - LISTED)} more</li>}
          </ul>
        </>
      )}
      <p className="delete-dialog-note">You can undo this for a few seconds after you confirm.</p>
    </Modal>
  );
}
