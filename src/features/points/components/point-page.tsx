import './point-page.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppStoreLinks } from '@/components/app-stores/app-store-links';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageMeta } from '@/components/ui/page-meta';
import { inquiryPath, paths } from '@/config/paths';
import { exchangeRates, pointPlans, pointsPerGame, purchase } from '@/config/pricing';
import { company, companyPhone } from '@/config/site';
import { useFormatDay } from '@/hooks/use-format-day';
import { useLanguage } from '@/hooks/use-language';
import { exchangeRateParts, formatCount, secondaryCurrency } from '../lib/format';
import { PlanCard, type PlanAction } from './plan-card';

const steps = [
  { key: 'choose', icon: 'coins' },
  { key: 'account', icon: 'check' },
  { key: 'play', icon: 'phone' },
] as const satisfies readonly { key: string; icon: IconName }[];

const cheapestPerGame = Math.min(...pointPlans.map((plan) => plan.krwPerGame));

/** The buying section's parts, which the plan cards link to. */
const buyIds = { app: 'buy-in-app', transfer: 'buy-by-transfer' } as const;

/** What each plan card offers first: the app where it sells points, else the bank transfer. */
const buyAction: PlanAction = purchase.inApp
  ? { label: 'plans.buyInApp', href: `#${buyIds.app}` }
  : { label: 'plans.payByTransfer', href: `#${buyIds.transfer}` };

const sendItems = ['account', 'plan', 'payer', 'invoice'] as const;

/** `/<lang>/point`: the three point packages (spec section 9) and how points are used. */
export function PointPage() {
  const { t } = useTranslation('point');
  const lang = useLanguage();
  const ids = useId();
  const points = formatCount(lang, pointsPerGame);

  return (
    <div className="page points">
      <PageMeta title={t('point.meta.title')} description={t('point.meta.description')} />
      <div className="page__header">
        <h1>{t('point.heading')}</h1>
        <p className="page__lead">{t('point.lead')}</p>
      </div>

      <section className="points__section" aria-labelledby={`${ids}-plans`}>
        <h2 id={`${ids}-plans`} className="points__title">
          {t('plans.heading')}
        </h2>
        <p className="points__note">
          <Icon name="info" />
          <span>{t('plans.packageNote')}</span>
        </p>
        <ul className="points__plans plain-list">
          {pointPlans.map((plan) => (
            <li key={plan.tier}>
              <PlanCard
                plan={plan}
                lang={lang}
                bestValue={plan.krwPerGame === cheapestPerGame}
                action={buyAction}
              />
            </li>
          ))}
        </ul>
        <CurrencyNote />
      </section>

      <section className="points__section" aria-labelledby={`${ids}-buy`}>
        <h2 id={`${ids}-buy`} className="points__title">
          {t('buy.heading')}
        </h2>
        <div className="points__ways">
          {purchase.inApp && (
            <section className="points__way" id={buyIds.app} aria-labelledby={`${ids}-buy-app`}>
              <h3 id={`${ids}-buy-app`} className="points__way-title">
                <Icon name="phone" />
                {t('buy.app.heading')}
              </h3>
              <p>{t('buy.app.text')}</p>
              <AppStoreLinks />
            </section>
          )}
          {purchase.bankTransfer && (
            <section
              className="points__way"
              id={buyIds.transfer}
              aria-labelledby={`${ids}-buy-transfer`}
            >
              <h3 id={`${ids}-buy-transfer`} className="points__way-title">
                <Icon name="coins" />
                {t('buy.transfer.heading')}
              </h3>
              <p>{t('buy.transfer.text')}</p>
              <dl className="points__account">
                <div>
                  <dt>{t('buy.transfer.bank')}</dt>
                  <dd>{company.bankAccount.bank[lang]}</dd>
                </div>
                <div>
                  <dt>{t('buy.transfer.number')}</dt>
                  <dd translate="no">{company.bankAccount.number}</dd>
                </div>
                <div>
                  <dt>{t('buy.transfer.holder')}</dt>
                  <dd>{company.bankAccount.holder[lang]}</dd>
                </div>
              </dl>
              <p>{t('buy.transfer.send')}</p>
              <ul className="points__send">
                {sendItems.map((item) => (
                  <li key={item}>{t(`buy.transfer.sendItems.${item}`)}</li>
                ))}
              </ul>
              <p>
                {t('buy.transfer.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
              </p>
              <p>{t('buy.transfer.after')}</p>
            </section>
          )}
        </div>
      </section>

      <section className="points__section" aria-labelledby={`${ids}-how`}>
        <h2 id={`${ids}-how`} className="points__title">
          {t('howItWorks.heading')}
        </h2>
        <ol className="points__steps plain-list">
          {steps.map(({ key, icon }) => (
            <li key={key} className="points__step">
              <span className="points__step-icon">
                <Icon name={icon} size="lg" />
              </span>
              <div>
                <h3 className="points__step-title">{t(`howItWorks.${key}.title`, { points })}</h3>
                <p>{t(`howItWorks.${key}.text`, { points })}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="points__contact" aria-labelledby={`${ids}-contact`}>
        <h2 id={`${ids}-contact`} className="points__title">
          {t('contact.heading')}
        </h2>
        <p>{t('contact.text')}</p>
        <ul className="points__contact-links plain-list">
          <li>
            <Icon name="phone-call" />
            <span>{t('contact.phone')}</span>
            <a href={`tel:${company.phone}`}>{companyPhone(lang)}</a>
          </li>
          <li>
            <Icon name="mail" />
            <span>{t('contact.email')}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
        </ul>
        <p className="points__contact-actions">
          <a className="button button--primary" href={inquiryPath(lang, { topic: 'points' })}>
            <Icon name="mail" />
            {t('contact.quote')}
          </a>
          <Link className="button" to={paths.trioApp(lang)}>
            <Icon name="screen-cast" />
            {t('contact.app')}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** Says where the second currency comes from: a fixed price list or an approximate conversion. */
function CurrencyNote() {
  const { t } = useTranslation('point');
  const lang = useLanguage();
  const formatDay = useFormatDay();
  const secondary = secondaryCurrency[lang];
  if (!secondary) return null;
  const rate = exchangeRateParts(lang);
  let text: string;
  if (secondary.currency === 'EUR' || !rate) text = t('currency.eurNote');
  else {
    // The day the rates were taken, written by the site's own rules: never the build's Intl.
    const values = { rate: t('currency.rate', rate), date: formatDay(exchangeRates.asOf) };
    text =
      secondary.currency === 'USD' ? t('currency.usdNote', values) : t('currency.cnyNote', values);
  }
  return <p className="points__currency-note">{text}</p>;
}
