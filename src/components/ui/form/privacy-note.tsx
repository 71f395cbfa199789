import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';

/**
 * Above the send button of every form that collects personal information: how it is handled,
 * and the privacy policy, in a new window so that what was typed stays where it is.
 */
export function PrivacyNote() {
  const { t } = useTranslation(['forms', 'common']);
  const lang = useLanguage();
  return (
    <p className="form__note">
      {t('privacyNote.text')}{' '}
      <a href={paths.privacy(lang)} target="_blank" rel="noopener">
        {t('privacyNote.link')}
        <span className="visually-hidden"> {t('footer.newWindow', { ns: 'common' })}</span>
      </a>
    </p>
  );
}
