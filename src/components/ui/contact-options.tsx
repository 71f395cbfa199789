import './contact-options.css';
import { useTranslation } from 'react-i18next';
import { company, companyPhone } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { Icon } from './icon';
import { KakaoChannelLink } from './kakao-channel-link';

/**
 * The other ways to reach the company: phone, KakaoTalk channel and e-mail, each a plain link
 * from the company facts (content/), so they work before and without the app.
 */
export function ContactOptions({ label }: { label?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className="contact-options plain-list" aria-label={label}>
      <li>
        <a href={`tel:${company.phone}`}>
          <Icon name="phone-call" />
          <span>
            {t('footer.phone')} <span className="contact-options__value">{companyPhone(lang)}</span>
          </span>
        </a>
      </li>
      <li>
        <KakaoChannelLink icon={<Icon name="chat" />} />
      </li>
      <li>
        <a href={`mailto:${company.email}`}>
          <Icon name="mail" />
          <span>
            {t('footer.email')} <span className="contact-options__value">{company.email}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
