// The one question asked before unsaved work is left behind (a navigation, a reload, closing a
// form), in the same words on every screen; staying is the default answer.
import type { ReactNode } from 'react';
import { Modal } from '../modal/modal';

interface LeaveDialogProps {
  open: boolean;
  /** What holds the unsaved changes: "this hearing's transcript", "MasterBills 100005". */
  what: ReactNode;
  /** What becomes of them, when it is not simply that they are lost (a kept draft). */
  fate?: ReactNode;
  onStay(): void;
  onLeave(): void;
}

export function LeaveDialog({ open, what, fate, onStay, onLeave }: LeaveDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      size="sm"
      role="alertdialog"
      title="Leave without saving?"
      description={
        <p>
          You have unsaved changes to {what}. {fate ?? 'If you leave now, they are lost.'}
        </p>
      }
      footer={
        <>
          <button type="button" className="btn" onClick={onLeave}>
            Leave without saving
          </button>
          <button type="button" className="btn btn-primary" onClick={onStay} data-autofocus>
            Keep editing
          </button>
        </>
      }
    />
  );
}
