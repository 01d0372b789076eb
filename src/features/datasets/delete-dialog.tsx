// The delete confirmation (SPEC §2): it holds the chosen row until the user confirms or cancels.
import type { DatasetConfig } from '../../api/gen/registry/types';
import { Modal } from '../../components/modal/modal';
import { cellText } from './cell-text';
import type { Row } from './list-query';
import { viewerColumns } from './viewer-columns';

interface Props {
  dataset: DatasetConfig;
  row: Row;
  onCancel: () => void;
  onConfirm: (row: Row) => void;
}

export default function DeleteDialog({ dataset: d, row, onCancel, onConfirm }: Props) {
  const keys = d.columns.filter((c) => d.primaryKey.includes(c.key));
  const shown = [
    ...keys,
    ...viewerColumns(d)
      .filter((c) => !keys.includes(c))
      .slice(0, 5 - keys.length),
  ];
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
          <button type="button" className="btn btn-danger" onClick={() => onConfirm(row)}>
            Delete
          </button>
        </>
      }
    >
      <p>Are you sure you want to delete this item?</p>
      {/* The row being deleted, as the table showed it: its key first. */}
      <dl className="delete-dialog-row" aria-label="The item">
        {shown.map((c) => (
          <div key={c.key} style={{ display: 'contents' }}>
            <dt>{c.label}</dt>
            <dd>{cellText(c, row[c.key]) ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
