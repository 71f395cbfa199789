import './agreement-dialog.css';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

type Document = 'terms' | 'privacy';
type Article = { title: string; paragraphs: string[] };

/** The full text of the terms or the privacy policy, with "Agree" and "Close" (spec). */
export function AgreementDialog({
  document,
  onAgree,
  onClose,
}: {
  document: Document;
  onAgree: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['legal', 'auth']);
  const articles = t(`${document}.articles`, { returnObjects: true }) as Article[];
  return (
    <Dialog
      title={t(`${document}.title`)}
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
      <div className="legal-text">
        <p className="legal-text__date">{t(`${document}.effectiveDate`)}</p>
        {articles.map((article) => (
          <section key={article.title}>
            <h3>{article.title}</h3>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </Dialog>
  );
}
