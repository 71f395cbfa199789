import './app-store-links.css';
import { useTranslation } from 'react-i18next';
import appStoreEn from '@/assets/store-badges/app-store-en.svg?no-inline';
import appStoreEs from '@/assets/store-badges/app-store-es.svg?no-inline';
import appStoreKo from '@/assets/store-badges/app-store-ko.svg?no-inline';
import appStoreZh from '@/assets/store-badges/app-store-zh.svg?no-inline';
import googlePlayEn from '@/assets/store-badges/google-play-en.svg?no-inline';
import googlePlayEs from '@/assets/store-badges/google-play-es.svg?no-inline';
import googlePlayKo from '@/assets/store-badges/google-play-ko.svg?no-inline';
import googlePlayZh from '@/assets/store-badges/google-play-zh.svg?no-inline';
import {
  appQrPath,
  appStoreLink,
  appStores,
  badgeWidths,
  type AppStore,
} from '@/config/app-stores';
import { env } from '@/config/env';
import type { Language } from '@/config/languages';
import { useLanguage } from '@/hooks/use-language';

/** Each store's badge in each language's wording (tools/badges/draw-store-badges.ts). */
const badges: Record<AppStore, Record<Language, string>> = {
  appStore: { ko: appStoreKo, en: appStoreEn, zh: appStoreZh, es: appStoreEs },
  googlePlay: { ko: googlePlayKo, en: googlePlayEn, zh: googlePlayZh, es: googlePlayEs },
};

/**
 * The app's two store badges, each a link to the app's page in that store, and beside each, on
 * screens wide enough that a phone is not the screen, the QR code of the same link with the link
 * as text. Plain markup and images: nothing here runs in the browser.
 */
export function AppStoreLinks() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <ul className="app-stores plain-list">
      {appStores.map((store) => {
        const link = appStoreLink(store);
        return (
          <li key={store} className="app-stores__store">
            <a className="app-stores__badge" href={link}>
              <img
                src={badges[store][lang]}
                width={badgeWidths[store]}
                height={40}
                alt={t(`appStores.${store}.badge`)}
              />
            </a>
            <figure className="app-stores__qr">
              <img
                src={appQrPath(store, env.buildId)}
                width={45}
                height={45}
                loading="lazy"
                alt={t(`appStores.${store}.qr`)}
              />
              <figcaption>
                {t('appStores.scan')}
                <span className="app-stores__link" translate="no">
                  {link}
                </span>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
