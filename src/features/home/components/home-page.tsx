import './home-page.css';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppStoreLinks } from '@/components/app-stores/app-store-links';
import { Icon, type IconName } from '@/components/ui/icon';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { pointPlans, pointsPerGame } from '@/config/pricing';
import { useLanguage } from '@/hooks/use-language';
import { formatNumber } from '@/lib/locale-format';
import { HomePopup } from './home-popup';

const entries = [
  { key: 'trio', icon: 'users-three', to: paths.trio },
  { key: 'app', icon: 'screen-cast', to: paths.trioApp },
  { key: 'certificate', icon: 'certificate', to: paths.certificate },
  { key: 'point', icon: 'coins', to: paths.point },
] as const satisfies readonly { key: string; icon: IconName; to: unknown }[];

const reasons = [
  { key: 'everyone', icon: 'rotate' },
  { key: 'balance', icon: 'scale' },
  { key: 'competencies', icon: 'chart' },
] as const satisfies readonly { key: string; icon: IconName }[];

const audiences = [
  { key: 'teachers', icon: 'graduation-cap' },
  { key: 'schools', icon: 'school' },
  { key: 'companies', icon: 'building' },
  { key: 'military', icon: 'shield' },
  { key: 'hospitals', icon: 'heart-pulse' },
] as const satisfies readonly { key: string; icon: IconName }[];

const highlights = [
  { key: 'teams', icon: 'users-three' },
  { key: 'sets', icon: 'rotate' },
  { key: 'competencies', icon: 'trophy' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** `/<lang>/home`: slogan and summary, the ways in, why three teams, and who it is for. */
export function HomePage() {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const games = pointPlans.map((plan) => plan.uses);

  return (
    <div className="home">
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} />
      <HomePopup returnFocusTo={heading} />

      <section className="home-hero" aria-labelledby={`${ids}-hero`}>
        <div className="home__inner home-hero__inner">
          <div className="home-hero__text">
            <p className="home-hero__eyebrow">{t('hero.eyebrow')}</p>
            <h1 ref={heading} id={`${ids}-hero`} className="home-hero__title" tabIndex={-1}>
              {t('home.heading')}
            </h1>
            <p className="home-hero__lead">{t('home.lead')}</p>
            <p className="home-hero__summary">{t('hero.summary')}</p>
            <div className="home-hero__actions">
              <Link className="button button--primary button--large" to={paths.trio(lang)}>
                {t('hero.primary')}
                <Icon name="arrow-right" />
              </Link>
              <Link className="button button--large" to={paths.trioApp(lang)}>
                {t('hero.secondary')}
              </Link>
            </div>
          </div>
          <TeamsGraphic />
          <ul className="home-hero__highlights plain-list" aria-label={t('hero.highlightsLabel')}>
            {highlights.map(({ key, icon }) => (
              <li key={key}>
                <Icon name={icon} />
                <span>{t(`hero.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section" aria-labelledby={`${ids}-entries`}>
        <div className="home__inner">
          <h2 id={`${ids}-entries`} className="home-section__title">
            {t('entries.heading')}
          </h2>
          <ul className="home-entries plain-list">
            {entries.map(({ key, icon, to }) => (
              <li key={key} className="home-entry">
                <span className="home-entry__icon">
                  <Icon name={icon} size="lg" />
                </span>
                <h3 className="home-entry__title">
                  {/* The title link covers the card (.stretched-link), one tab stop per card. */}
                  <Link className="home-entry__link stretched-link" to={to(lang)}>
                    {t(`entries.${key}.title`)}
                  </Link>
                </h3>
                <p className="home-entry__text">
                  {key === 'point'
                    ? t('entries.point.text', {
                        points: formatNumber(lang, pointsPerGame),
                        min: formatNumber(lang, Math.min(...games)),
                        max: formatNumber(lang, Math.max(...games)),
                      })
                    : t(`entries.${key}.text`)}
                </p>
                <Icon name="arrow-right" className="home-entry__arrow" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-app" aria-labelledby={`${ids}-app`}>
        <div className="home__inner home-app__inner">
          <div>
            <h2 id={`${ids}-app`} className="home-app__title">
              {t('app.heading')}
            </h2>
            <p className="home-app__text">{t('app.text')}</p>
          </div>
          <AppStoreLinks />
        </div>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby={`${ids}-why`}>
        <div className="home__inner">
          <h2 id={`${ids}-why`} className="home-section__title">
            {t('why.heading')}
          </h2>
          <p className="home-section__lead">{t('why.lead')}</p>
          <ul className="home-reasons plain-list">
            {reasons.map(({ key, icon }) => (
              <li key={key} className="home-reason">
                <span className="home-reason__icon">
                  <Icon name={icon} size="lg" />
                </span>
                <h3 className="home-reason__title">{t(`why.${key}.title`)}</h3>
                <p>{t(`why.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <aside className="home-example" aria-labelledby={`${ids}-example`}>
            <h3 id={`${ids}-example`} className="home-example__title">
              <Icon name="target" />
              {t('why.exampleTitle')}
            </h3>
            <p className="home-example__text">{t('why.example')}</p>
            <Link className="home-example__link" to={paths.trioRule(lang)}>
              {t('why.exampleLink')}
              <Icon name="arrow-right" size="sm" />
            </Link>
          </aside>
        </div>
      </section>

      <section className="home-section" aria-labelledby={`${ids}-audiences`}>
        <div className="home__inner">
          <h2 id={`${ids}-audiences`} className="home-section__title">
            {t('audiences.heading')}
          </h2>
          <p className="home-section__lead">{t('audiences.lead')}</p>
          <ul className="home-audiences plain-list">
            {audiences.map(({ key, icon }) => (
              <li key={key} className="home-audience">
                <span className="home-audience__icon">
                  <Icon name={icon} />
                </span>
                <div>
                  <h3 className="home-audience__title">{t(`audiences.${key}.title`)}</h3>
                  <p>{t(`audiences.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-closing" aria-labelledby={`${ids}-closing`}>
        <div className="home__inner home-closing__inner">
          <h2 id={`${ids}-closing`} className="home-closing__title">
            {t('closing.heading')}
          </h2>
          <p className="home-closing__text">{t('closing.text')}</p>
          <div className="home-closing__actions">
            <Link
              className="button button--large home-closing__primary"
              to={paths.certificate(lang)}
            >
              <Icon name="certificate" />
              {t('closing.courses')}
            </Link>
            <Link className="button button--large home-closing__secondary" to={paths.point(lang)}>
              <Icon name="coins" />
              {t('closing.points')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

/** Three teams, each playing the other two: the shape of a TRIO match. Decorative. */
function TeamsGraphic() {
  return (
    <svg className="home-graphic" viewBox="0 0 240 210" aria-hidden="true" focusable="false">
      <path className="home-graphic__court" d="M120 40L40 170h160z" />
      <circle className="home-graphic__team home-graphic__team--a" cx="120" cy="40" r="32" />
      <circle className="home-graphic__team home-graphic__team--b" cx="40" cy="170" r="32" />
      <circle className="home-graphic__team home-graphic__team--c" cx="200" cy="170" r="32" />
      <text className="home-graphic__label" x="120" y="40">
        A
      </text>
      <text className="home-graphic__label" x="40" y="170">
        B
      </text>
      <text className="home-graphic__label" x="200" y="170">
        C
      </text>
    </svg>
  );
}
