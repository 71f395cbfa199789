import { useTranslation } from 'react-i18next';
import { companyChannels } from '@/config/site';
import { Icon } from './icon';

/**
 * The company's KakaoTalk channel: a plain link to its channel page (`content/channels.json`),
 * no Kakao SDK. It opens KakaoTalk on a phone and the channel's web page elsewhere. Analytics
 * counts it by its address (`pf.kakao.com`: src/lib/analytics-sender.ts).
 */
export function KakaoChannelLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={className}
      href={companyChannels.kakaoChannel.url}
      rel="noopener noreferrer"
      target="_blank"
    >
      <Icon name="chat" />
      {t('contact.kakao', { name: companyChannels.kakaoChannel.name })}
      <span className="visually-hidden"> {t('footer.newWindow')}</span>
    </a>
  );
}
