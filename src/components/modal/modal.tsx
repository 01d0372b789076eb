// The console's modal, for every dialog of the console: Headless UI's Dialog (focus kept inside,
// Esc and the backdrop close it, focus returns to the opener), a labelled title, an optional
// description (the question a confirmation asks), a scrolling body and a footer for the actions.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseButton } from '../close-button';
import './modal.css';
import { useFocusableWhenScrolling } from './use-focusable-when-scrolling';
import { useReturnFocus } from './use-return-focus';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** 'sm' for confirmations, 'md' for short forms, 'lg' for forms with many fields. */
  size?: 'sm' | 'md' | 'lg';
  /** What the dialog asks or warns of: announced with the title (aria-describedby). */
  description?: ReactNode;
  /** 'alertdialog' for a warning that interrupts the user's task. */
  role?: 'dialog' | 'alertdialog';
  /** The actions, right-aligned under the body. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Rendered around body and footer (e.g. a <form>), so that the footer's submit belongs to it. */
  wrap?: (content: ReactNode) => ReactNode;
}

export function Modal({
  open,
  onClose,
  title,
  size = 'md',
  description,
  role = 'dialog',
  footer,
  children,
  wrap,
}: ModalProps) {
  useReturnFocus(open);
  const body = useFocusableWhenScrolling();
  const content = (
    <>
      <div ref={body} className="modal-body">
        {description && (
          <Description as="div" className="modal-description">
            {description}
          </Description>
        )}
        {children}
      </div>
      {footer && <div className="modal-footer">{footer}</div>}
    </>
  );
  return (
    <Dialog open={open} onClose={onClose} role={role} className="modal-root">
      <DialogBackdrop className="modal-backdrop" />
      <div className="modal-wrap">
        <DialogPanel className={`modal-panel modal-${size}`}>
          <div className="modal-header">
            <DialogTitle className="modal-title">{title}</DialogTitle>
            <CloseButton onClick={onClose} className="modal-close" />
          </div>
          {wrap ? wrap(content) : content}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
