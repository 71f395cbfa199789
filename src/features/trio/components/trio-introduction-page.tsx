import './trio-page.css';
import './trio-cards.css';
import './trio-introduction-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { officiatingTeam, workedExample } from '../data/worked-example';
import { useTrioLabels } from '../hooks/use-trio-labels';
import { CompetencyCards } from './competency-cards';
import { SetRotationDiagram } from './set-rotation-diagram';
import { TrioPageLinks } from './trio-page-links';

const specialRules = ['roundRobin', 'officiating', 'rotation', 'setLength'] as const;
const audiences = ['peTeachers', 'schools', 'companies', 'military', 'hospitals'] as const;

/** `/:lang/trio/introduction`: the format, the special rules and who the sport is for. */
export function TrioIntroductionPage() {
  const { t } = useTranslation('trio');
  const lang = useLanguage();
  const labels = useTrioLabels();
  return (
    <div className="page trio-page">
      <PageMeta
        title={t('introduction.meta.title')}
        description={t('introduction.meta.description')}
      />
      <div className="page__header trio-hero">
        <h1>{t('introduction.heading')}</h1>
        <p className="page__lead">{t('introduction.lead')}</p>
      </div>

      <section className="trio-section trio-prose" aria-labelledby="trio-sport">
        <h2 id="trio-sport">{t('introduction.sport.heading')}</h2>
        <p>{t('introduction.sport.body1')}</p>
        <p>{t('introduction.sport.body2')}</p>
      </section>

      <section className="trio-section trio-split" aria-labelledby="trio-format">
        <div>
          <h2 id="trio-format">{t('introduction.format.heading')}</h2>
          <p>{t('introduction.format.body')}</p>
          <h3>{t('introduction.format.orderHeading')}</h3>
          <ol className="trio-order plain-list">
            {workedExample.map((set) => (
              <li key={set.set}>
                {t('shared.rotation.setPlayed', {
                  set: labels.set(set.set),
                  match: labels.match(set),
                  referee: labels.team(officiatingTeam(set)),
                })}
              </li>
            ))}
          </ol>
        </div>
        <SetRotationDiagram
          sets={workedExample}
          show="officials"
          caption={t('introduction.format.caption')}
        />
      </section>

      <section className="trio-section" aria-labelledby="trio-rules">
        <h2 id="trio-rules">{t('introduction.rules.heading')}</h2>
        <p className="trio-section__intro">{t('introduction.rules.intro')}</p>
        <ol className="trio-cards trio-cards--two trio-rules plain-list">
          {specialRules.map((rule) => (
            <li key={rule} className="trio-card">
              <h3>{t(`introduction.rules.${rule}.title`)}</h3>
              <p>{t(`introduction.rules.${rule}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="trio-section" aria-labelledby="trio-competencies">
        <h2 id="trio-competencies">{t('introduction.competencies.heading')}</h2>
        <p className="trio-section__intro">{t('introduction.competencies.intro')}</p>
        <CompetencyCards describe={(competency) => t(`introduction.competencies.${competency}`)} />
        <p className="trio-section__more">
          <Link to={paths.trioRule(lang)}>{t('introduction.competencies.ruleLink')}</Link>
        </p>
      </section>

      <section className="trio-section" aria-labelledby="trio-audience">
        <h2 id="trio-audience">{t('introduction.audience.heading')}</h2>
        <p className="trio-section__intro">{t('introduction.audience.intro')}</p>
        <ul className="trio-cards trio-cards--three plain-list">
          {audiences.map((audience) => (
            <li key={audience} className="trio-card trio-audience">
              <h3>{t(`introduction.audience.${audience}.title`)}</h3>
              <p>{t(`introduction.audience.${audience}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <TrioPageLinks current="introduction" heading={t('shared.moreAbout')} />
    </div>
  );
}
