import './dialog.css';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '@/hooks/use-modal-dialog';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Buttons under the content. */
  actions?: ReactNode;
  /** Hide the × button (an alert has its own OK). */
  hideCloseButton?: boolean;
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Where focus goes on closing when nothing had it before the dialog opened (it opened by itself). */
  returnFocus?: React.RefObject<HTMLElement | null>;
  /** Long content (terms, policies) scrolls; keyboard users must be able to focus and scroll it. */
  scrollableBody?: boolean;
};

/**
 * A modal dialog on the native `<dialog>`: the rest of the page is inert while it is open,
 * Escape closes it, focus returns to its opener (`useModalDialog`).
 */
export function Dialog({
  title,
  onClose,
  children,
  role = 'dialog',
  actions,
  hideCloseButton = false,
  initialFocus,
  returnFocus,
  scrollableBody = false,
}: DialogProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModalDialog(panel, onClose, initialFocus, returnFocus);

  return (
    <dialog
      ref={panel}
      className="dialog"
      // Both repeat what `showModal()` implies, for the pages and tests that look for them.
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {!hideCloseButton && (
          <button type="button" className="dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('dialog.close')}</span>
          </button>
        )}
      </div>
      <div
        id={bodyId}
        className="dialog__body"
        {...(scrollableBody ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
      >
        {children}
      </div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </dialog>
  );
}
