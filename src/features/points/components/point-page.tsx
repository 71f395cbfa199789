import './point-page.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { pointPlans, pointsPerGame } from '@/config/pricing';
import { company, companyPhone } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { exchangeRateParts, formatCount, secondaryCurrency } from '../lib/format';
import { PlanCard } from './plan-card';

const steps = [
  { key: 'choose', icon: 'coins' },
  { key: 'account', icon: 'check' },
  { key: 'play', icon: 'phone' },
] as const satisfies readonly { key: string; icon: IconName }[];

const cheapestPerGame = Math.min(...pointPlans.map((plan) => plan.krwPerGame));

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
              <PlanCard plan={plan} lang={lang} bestValue={plan.krwPerGame === cheapestPerGame} />
            </li>
          ))}
        </ul>
        <CurrencyNote />
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
        <Link className="button" to={paths.trioApp(lang)}>
          <Icon name="screen-cast" />
          {t('contact.app')}
        </Link>
      </section>
    </div>
  );
}

/** Says where the second currency comes from: a fixed price list or an approximate conversion. */
function CurrencyNote() {
  const { t } = useTranslation('point');
  const lang = useLanguage();
  const secondary = secondaryCurrency[lang];
  if (!secondary) return null;
  const rate = exchangeRateParts(lang);
  let text: string;
  if (secondary.currency === 'EUR' || !rate) text = t('currency.eurNote');
  else {
    const rateText = t('currency.rate', rate);
    text =
      secondary.currency === 'USD'
        ? t('currency.usdNote', { rate: rateText })
        : t('currency.cnyNote', { rate: rateText });
  }
  return <p className="points__currency-note">{text}</p>;
}
