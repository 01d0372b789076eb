// Asked before leaving a hearing with unsaved changes (Back to Search, the sidebar, another route;
// closing the tab gets the browser's own prompt). The edits stay as a draft either way.
import { Modal } from '../../components/modal/modal';

interface Props {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

export function LeaveDialog({ open, onStay, onLeave }: Props) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      size="sm"
      title="Leave this hearing?"
      description={
        <p>
          You have unsaved changes to this transcript. They stay on this computer as a draft, offered back
          when you open this hearing again, but they are not saved until you choose Save All Changes.
        </p>
      }
      footer={
        <>
          <button type="button" className="btn" onClick={onLeave}>
            Leave without saving
          </button>
          <button type="button" className="btn btn-primary" onClick={onStay} data-autofocus>
            Stay on this hearing
          </button>
        </>
      }
    />
  );
}
