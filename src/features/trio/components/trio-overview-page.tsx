import './trio-page.css';
import './trio-overview-page.css';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/ui/page-meta';
import { workedExample } from '../data/worked-example';
import { CompetencyCards } from './competency-cards';
import { SetRotationDiagram } from './set-rotation-diagram';
import { TrioPageLinks } from './trio-page-links';

const facts = ['teams', 'sets', 'competencies'] as const;

/** `/:lang/trio`: the sport in a few sentences and the way into the other pages. */
export function TrioOverviewPage() {
  const { t } = useTranslation('trio');
  return (
    <div className="page trio-page">
      <PageMeta title={t('overview.meta.title')} description={t('overview.meta.description')} />
      <div className="page__header trio-hero">
        <h1>{t('overview.heading')}</h1>
        <p className="page__lead">{t('overview.lead')}</p>
        <ul className="trio-facts plain-list" aria-label={t('overview.facts.label')}>
          {facts.map((fact) => (
            <li key={fact} className="trio-facts__item">
              <strong className="trio-facts__value">{t(`overview.facts.${fact}.value`)}</strong>{' '}
              <span className="trio-facts__label">{t(`overview.facts.${fact}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>

      <section className="trio-section trio-split" aria-labelledby="trio-about">
        <div>
          <h2 id="trio-about">{t('overview.about.heading')}</h2>
          <p>{t('overview.about.body1')}</p>
          <p>{t('overview.about.body2')}</p>
          <p>{t('overview.about.body3')}</p>
        </div>
        <SetRotationDiagram
          sets={workedExample}
          show="officials"
          caption={t('overview.rotationCaption')}
        />
      </section>

      <section className="trio-section" aria-labelledby="trio-competencies">
        <h2 id="trio-competencies">{t('overview.competencies.heading')}</h2>
        <p className="trio-section__intro">{t('overview.competencies.intro')}</p>
        <CompetencyCards />
      </section>

      <TrioPageLinks current="overview" heading={t('overview.explore.heading')} />
    </div>
  );
}
