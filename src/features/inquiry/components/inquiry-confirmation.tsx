import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { KakaoChannelLink } from '@/components/ui/kakao-channel-link';
import { company } from '@/config/site';

/**
 * In place of the form after a 200: that it arrived, and when the company answers (a company
 * fact: `inquiryReplyDays`, content/company.json). Focus moves to its heading.
 */
export function InquiryConfirmation() {
  const { t } = useTranslation('inquiry');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="inquiry-confirmation">
      <h3 ref={heading} tabIndex={-1} className="inquiry-confirmation__heading">
        <Icon name="check" />
        {t('confirmation.heading')}
      </h3>
      <p>{t('confirmation.reply', { count: company.inquiryReplyDays })}</p>
      <p>{t('confirmation.meanwhile')}</p>
      <p>
        <KakaoChannelLink className="button" icon={<Icon name="chat" />} />
      </p>
    </div>
  );
}
