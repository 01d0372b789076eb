// Asked before leaving a hearing with unsaved changes (Back to Search, the sidebar, another route;
// closing the tab gets the browser's own prompt). The edits stay as a draft either way.
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useReturnFocus } from '../../components/modal/use-return-focus';

interface Props {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

export function LeaveDialog({ open, onStay, onLeave }: Props) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onStay} className="tr-dialog">
      <div className="tr-dialog-backdrop" aria-hidden="true" />
      <div className="tr-dialog-frame">
        <DialogPanel className="card tr-dialog-panel">
          <DialogTitle as="h2">Leave this hearing?</DialogTitle>
          <Description>
            You have unsaved changes to this transcript. They stay on this computer as a draft, offered back
            when you open this hearing again, but they are not saved until you choose Save All Changes.
          </Description>
          <div className="tr-dialog-actions">
            <button type="button" className="btn" onClick={onLeave}>
              Leave without saving
            </button>
            <button type="button" className="btn btn-primary" onClick={onStay} data-autofocus>
              Stay on this hearing
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
