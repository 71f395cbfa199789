import './company-page.css';
import './company-overview-page.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { useLanguage } from '@/hooks/use-language';
import { audiences, greetingExcerpt, services } from '../data/company-content';
import { CeoSignature } from './ceo-signature';
import { CompanyPageHeader } from './company-page-header';

/** `/<lang>/company`: what the company does and for whom, the CEO's words, the lab, the vision. */
export function CompanyOverviewPage() {
  const { t } = useTranslation('company');
  const lang = useLanguage();
  const ids = {
    services: useId(),
    audience: useId(),
    greeting: useId(),
    lab: useId(),
    vision: useId(),
  };
  return (
    <div className="page company-page">
      <CompanyPageHeader page="overview" />
      <p className="company-intro">{t('overview.intro', { name: company.name[lang] })}</p>

      <section className="company-section" aria-labelledby={ids.services}>
        <h2 id={ids.services}>{t('overview.whatWeDo.heading')}</h2>
        <ul className="company-cards plain-list">
          {services.map((service) => (
            <li key={service.id} className="company-card">
              <h3>{t(`overview.whatWeDo.${service.id}.title`)}</h3>
              <p>{t(`overview.whatWeDo.${service.id}.text`)}</p>
              <Link className="company-card__link" to={service.to(lang)}>
                {t(`overview.whatWeDo.${service.id}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="company-section" aria-labelledby={ids.audience}>
        <h2 id={ids.audience}>{t('overview.audience.heading')}</h2>
        <ul className="company-audience plain-list">
          {audiences.map((audience) => (
            <li key={audience}>
              <h3>{t(`overview.audience.${audience}.title`)}</h3>
              <p>{t(`overview.audience.${audience}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="company-columns">
        <section className="company-section company-greeting" aria-labelledby={ids.greeting}>
          <h2 id={ids.greeting}>{t('overview.greeting.heading')}</h2>
          <figure className="company-greeting__figure">
            <blockquote className="company-greeting__quote">
              <p>{t(`ceo.letter.${greetingExcerpt}`)}</p>
            </blockquote>
            <figcaption>
              <CeoSignature />
            </figcaption>
          </figure>
          <Link className="button" to={paths.companyCeo(lang)}>
            {t('overview.greeting.link')}
          </Link>
        </section>

        <div className="company-stack">
          <section className="company-section company-panel" aria-labelledby={ids.lab}>
            <h2 id={ids.lab}>{t('overview.lab.heading')}</h2>
            <p>{t('overview.lab.text')}</p>
            <dl className="company-facts">
              <div>
                <dt>{t('overview.lab.addressLabel')}</dt>
                <dd>{company.labAddress[lang]}</dd>
              </div>
            </dl>
            <Link to={paths.companyMap(lang)}>{t('overview.lab.link')}</Link>
          </section>

          <section className="company-section company-panel" aria-labelledby={ids.vision}>
            <h2 id={ids.vision}>{t('overview.vision.heading')}</h2>
            <p>{t('overview.vision.text')}</p>
            <Link to={paths.companyFuture(lang)}>{t('overview.vision.link')}</Link>
          </section>
        </div>
      </div>
    </div>
  );
}
