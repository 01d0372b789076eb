// Asked before typed changes of the add/edit form are thrown away (Esc, ✕, Cancel, a navigation,
// a reload), in the manner of the transcript editor's leave dialog: staying is the default.
import { Modal } from '../../components/modal/modal';

interface Props {
  open: boolean;
  /** What would be lost: "your changes to MasterBills 100005", "this new MasterBills record". */
  what: string;
  onStay(): void;
  onLeave(): void;
}

export function DiscardDialog({ open, what, onStay, onLeave }: Props) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      size="sm"
      role="alertdialog"
      title="Discard your changes?"
      description={
        <p>
          You have typed {what} and not saved it. If you leave now, what you typed is lost; it is saved only
          when you choose Save Changes or Create.
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
