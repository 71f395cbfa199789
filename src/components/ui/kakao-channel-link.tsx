import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { companyChannels } from '@/config/site';

/**
 * The company's KakaoTalk channel: a plain link to its channel page (`content/channels.json`),
 * no Kakao SDK. It opens KakaoTalk on a phone and the channel's web page elsewhere. Analytics
 * counts it by its address (`pf.kakao.com`: src/lib/analytics-sender.ts). The footer shows it
 * on every page, so it draws no icon itself (the icon set is not in every page's first script):
 * a caller that has the icons hands one in.
 */
export function KakaoChannelLink({ className, icon }: { className?: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a
      className={className}
      href={companyChannels.kakaoChannel.url}
      rel="noopener noreferrer"
      target="_blank"
    >
      {icon}
      {t('contact.kakao', { name: companyChannels.kakaoChannel.name })}
      <span className="visually-hidden"> {t('footer.newWindow')}</span>
    </a>
  );
}
