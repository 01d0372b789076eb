// A small modal for the speaker flow's questions (reassign, same-person warning): Headless UI's
// Dialog gives the focus trap, Escape, the inert background and the labelling.
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../components/modal/use-return-focus';

interface SmallDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  role?: 'dialog' | 'alertdialog';
  onClose(): void;
  children: ReactNode;
}

export function SmallDialog({
  open,
  title,
  description,
  role = 'dialog',
  onClose,
  children,
}: SmallDialogProps) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onClose} role={role} className="speakers-dialog">
      <div className="speakers-dialog-backdrop" aria-hidden="true" />
      <div className="speakers-dialog-frame">
        <DialogPanel className="speakers-dialog-panel card">
          <DialogTitle as="h2">{title}</DialogTitle>
          <Description as="div" className="speakers-dialog-text">
            {description}
          </Description>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
