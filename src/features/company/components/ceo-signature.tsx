import './ceo-signature.css';
import { useTranslation } from 'react-i18next';
import { company } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';

/** The CEO's role and name from the configuration, on two lines as a letter is signed. */
export function CeoSignature() {
  const { t } = useTranslation('company');
  const lang = useLanguage();
  return (
    <p className="ceo-signature">
      <span className="ceo-signature__role">
        {t('ceo.signatureRole', { company: company.name[lang] })}
      </span>{' '}
      <strong className="ceo-signature__name">{company.ceo[lang]}</strong>
    </p>
  );
}
