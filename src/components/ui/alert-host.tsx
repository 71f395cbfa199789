import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/stores/alerts';
import { LazyDialog } from './lazy-dialog';

/** Renders the oldest pending alert; OK or Escape closes it. */
export function AlertHost() {
  const { t } = useTranslation();
  const current = useAlerts((state) => state.queue[0]);
  const ok = useRef<HTMLButtonElement>(null);
  if (!current) return null;
  return (
    <LazyDialog
      key={current.id}
      role="alertdialog"
      title={t('dialog.notice')}
      onClose={current.close}
      hideCloseButton
      initialFocus={ok}
      actions={
        <button ref={ok} type="button" className="button button--primary" onClick={current.close}>
          {t('dialog.ok')}
        </button>
      }
    >
      <p className="dialog__message">{current.message}</p>
    </LazyDialog>
  );
}
