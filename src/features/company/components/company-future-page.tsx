import './company-future-page.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coreValues, goals } from '../data/company-content';
import { CompanyPageHeader } from './company-page-header';

/**
 * `/<lang>/company/future`: the vision house. The roof, pillars and foundation are CSS
 * decoration around ordinary headings and lists, so a screen reader reads mission, values and
 * goals in that order and the text reflows at any width.
 */
export function CompanyFuturePage() {
  const { t } = useTranslation('company');
  const ids = { mission: useId(), values: useId(), goals: useId() };
  return (
    <div className="page company-page">
      <CompanyPageHeader page="future" />
      <div className="vision-house">
        <section className="vision-house__roof" aria-labelledby={ids.mission}>
          <h2 id={ids.mission}>{t('future.mission.heading')}</h2>
          <p className="vision-house__mission">{t('future.mission.text')}</p>
        </section>

        <section className="vision-house__body" aria-labelledby={ids.values}>
          <h2 id={ids.values} className="vision-house__label">
            {t('future.values.heading')}
          </h2>
          <ul className="vision-house__pillars plain-list" aria-labelledby={ids.values}>
            {coreValues.map((value) => (
              <li key={value} className={`vision-pillar vision-pillar--${value}`}>
                <h3>{t(`future.values.${value}.title`)}</h3>
                <p>{t(`future.values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="vision-house__foundation" aria-labelledby={ids.goals}>
          <h2 id={ids.goals}>{t('future.goals.heading')}</h2>
          <ol className="vision-house__goals" aria-labelledby={ids.goals}>
            {goals.map((goal) => (
              <li key={goal}>{t(`future.goals.${goal}`)}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
