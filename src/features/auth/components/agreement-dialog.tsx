import './agreement-dialog.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import type { LegalDocumentName } from '@/config/legal-documents';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

// The texts in four languages are the largest part of the page: fetched when a dialog opens.
const AgreementText = lazy(() => import('./agreement-text'));

/**
 * The full text of the terms or the privacy policy (the content their pages show), with "Agree"
 * and "Close" (spec), and the document's own page for reading it later.
 */
export function AgreementDialog({
  document,
  onAgree,
  onClose,
}: {
  document: LegalDocumentName;
  onAgree: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['legal', 'auth', 'common']);
  const lang = useLanguage();
  return (
    <Dialog
      title={t(`${document}.heading`)}
      onClose={onClose}
      // Its own "Close" button is one of the two answers the spec gives.
      hideCloseButton
      scrollableBody
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('register.close', { ns: 'auth' })}
          </button>
          <button type="button" className="button button--primary" onClick={onAgree}>
            {t('register.agree', { ns: 'auth' })}
          </button>
        </>
      }
    >
      <p className="agreement-dialog__page">
        {/* A new window: the form and what was typed in it stay where they are. */}
        <a href={paths[document](lang)} target="_blank" rel="noopener">
          {t('page.openPage')}
          <span className="visually-hidden"> {t('footer.newWindow', { ns: 'common' })}</span>
        </a>
      </p>
      <Suspense fallback={<p role="status">{t('list.loading', { ns: 'common' })}</p>}>
        <AgreementText document={document} />
      </Suspense>
    </Dialog>
  );
}
