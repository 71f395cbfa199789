import './agreement-dialog.css';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

type Document = 'terms' | 'privacy';
type Article = { title: string; paragraphs: string[] };

/** Where the privacy policy's article on cookies is: the one on measurement comes next. */
const COOKIES_ARTICLE = 8;

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
  // A copy: i18next hands out its own resources.
  const articles = [...(t(`${document}.articles`, { returnObjects: true }) as Article[])];
  if (document === 'privacy') {
    // What the site measures (issue #47): its own article, after Article 9 on cookies.
    const measurement = t('privacy.measurement', { returnObjects: true }) as Article;
    articles.splice(COOKIES_ARTICLE + 1, 0, measurement);
  }
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
