import './plan-card.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import type { Language } from '@/config/languages';
import { inquiryPath } from '@/config/paths';
import type { PointPlan } from '@/config/pricing';
import { formatCount, formatKrw, secondaryAmounts } from '../lib/format';

/** How a plan is bought: a link to the part of the page that says how (the app, a transfer). */
export type PlanAction = { label: 'plans.buyInApp' | 'plans.payByTransfer'; href: string };

type PlanCardProps = {
  plan: PointPlan;
  lang: Language;
  /** The plan with the lowest price per game gets a badge. */
  bestValue: boolean;
  action: PlanAction;
};

/** One package: price, points, games and price per game, in won and the page's second currency. */
export function PlanCard({ plan, lang, bestValue, action }: PlanCardProps) {
  const { t } = useTranslation('point');
  const titleId = useId();
  const secondary = secondaryAmounts(lang, plan);
  const alt = (amount: string) =>
    secondary?.kind === 'approximate'
      ? t('currency.approximate', { amount })
      : t('currency.fixed', { amount });

  return (
    <article className={`plan-card plan-card--${plan.tier}`} aria-labelledby={titleId}>
      <div className="plan-card__head">
        <span className="plan-card__medal">
          <Icon name="coins" size="lg" />
        </span>
        <h3 id={titleId} className="plan-card__title">
          {t(`plans.tiers.${plan.tier}`)}
        </h3>
      </div>
      {bestValue && (
        <p className="plan-card__badge">
          <Icon name="check" size="sm" />
          {t('plans.bestValue')}
        </p>
      )}
      <p className="plan-card__tagline">{t(`plans.taglines.${plan.tier}`)}</p>
      <dl className="plan-card__facts">
        <div className="plan-card__row plan-card__row--price">
          <dt>{t('plans.price')}</dt>
          <dd>
            <span className="plan-card__price">{formatKrw(lang, plan.priceKrw)}</span>
            {/* The space keeps the two amounts apart for screen readers and copy-paste. */}
            {secondary && ' '}
            {secondary && <span className="plan-card__alt">{alt(secondary.price)}</span>}
          </dd>
        </div>
        <div className="plan-card__row">
          <dt>{t('plans.points')}</dt>
          <dd>{t('plans.pointsValue', { value: formatCount(lang, plan.points) })}</dd>
        </div>
        <div className="plan-card__row">
          <dt>{t('plans.uses')}</dt>
          <dd>{t('plans.usesValue', { value: formatCount(lang, plan.uses) })}</dd>
        </div>
        <div className="plan-card__row">
          <dt>{t('plans.perGame')}</dt>
          <dd>
            <span className="plan-card__per-game">{formatKrw(lang, plan.krwPerGame)}</span>
            {secondary && ' '}
            {secondary && <span className="plan-card__alt">{alt(secondary.perGame)}</span>}
          </dd>
        </div>
      </dl>
      {/* Each plan ends in what to do next: buy it, or ask for a quote for an organisation. */}
      <p className="plan-card__actions">
        <a className="button button--primary" href={action.href}>
          {t(action.label)}
        </a>
        <Link className="button" to={inquiryPath(lang, { topic: 'points', plan: plan.tier })}>
          {t('plans.askQuote')}
        </Link>
      </p>
    </article>
  );
}
