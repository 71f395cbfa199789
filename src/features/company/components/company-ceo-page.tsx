import './company-ceo-page.css';
import { useTranslation } from 'react-i18next';
import { greetingParagraphs } from '../data/company-content';
import { CeoSignature } from './ceo-signature';
import { CompanyPageHeader } from './company-page-header';

/** `/<lang>/company/ceo`: the founder's letter, signed with the configured CEO's name. */
export function CompanyCeoPage() {
  const { t } = useTranslation('company');
  return (
    <div className="page company-page">
      <CompanyPageHeader page="ceo" />
      <article className="ceo-letter">
        <span className="ceo-letter__mark" aria-hidden="true" />
        {greetingParagraphs.map((paragraph) => (
          <p key={paragraph}>{t(`ceo.letter.${paragraph}`)}</p>
        ))}
        <div className="ceo-letter__footer">
          <CeoSignature />
        </div>
      </article>
    </div>
  );
}
