import './trio-page.css';
import './trio-app-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppStoreLinks } from '@/components/app-stores/app-store-links';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { workedExample } from '../data/worked-example';
import { useNumberFormat } from '../hooks/use-number-format';
import { examplePointAmounts, gamesFor, pointsPerGame } from '../lib/points';
import { rankTeams } from '../lib/ranking';
import { MirroringFigure } from './mirroring-figure';
import { RecordsFigure } from './records-figure';
import { TrioPageLinks } from './trio-page-links';

const scoringFeatures = ['tap', 'undo', 'timer'] as const;

/** `/:lang/trio/app`: scoring, the big screen, the records view and what a game costs. */
export function TrioAppPage() {
  const { t } = useTranslation('trio');
  const lang = useLanguage();
  const number = useNumberFormat();
  const standings = rankTeams(workedExample);
  // The last set of the worked example is the one on the scoreboard.
  const shownSet = workedExample[workedExample.length - 1];
  return (
    <div className="page trio-page">
      <PageMeta title={t('app.meta.title')} description={t('app.meta.description')} />
      <div className="page__header trio-hero">
        <h1>{t('app.heading')}</h1>
        <p className="page__lead">{t('app.lead')}</p>
      </div>

      <section className="trio-section trio-get-app" aria-labelledby="trio-get-app">
        <h2 id="trio-get-app">{t('app.get.heading')}</h2>
        <p className="trio-section__intro">{t('app.get.text')}</p>
        <AppStoreLinks />
        <p className="trio-get-app__trademarks">{t('app.get.trademarks')}</p>
      </section>

      <div className="trio-split">
        <div>
          <section className="trio-section" aria-labelledby="trio-scoring">
            <h2 id="trio-scoring">{t('app.scoring.heading')}</h2>
            <p>{t('app.scoring.body')}</p>
            <ul className="trio-checks plain-list">
              {scoringFeatures.map((feature) => (
                <li key={feature}>{t(`app.scoring.${feature}`)}</li>
              ))}
            </ul>
          </section>
          <section className="trio-section" aria-labelledby="trio-mirroring">
            <h2 id="trio-mirroring">{t('app.mirroring.heading')}</h2>
            <p>{t('app.mirroring.body')}</p>
          </section>
        </div>
        {shownSet && <MirroringFigure set={shownSet} />}
      </div>

      <section className="trio-section trio-split trio-split--top" aria-labelledby="trio-records">
        <div>
          <h2 id="trio-records">{t('app.records.heading')}</h2>
          <p>{t('app.records.body')}</p>
          <p>
            <Link to={paths.trioRule(lang)}>{t('shared.pages.rule.title')}</Link>
          </p>
        </div>
        <RecordsFigure standings={standings} />
      </section>

      <section className="trio-section" aria-labelledby="trio-points">
        <h2 id="trio-points">{t('app.points.heading')}</h2>
        <p className="trio-section__intro">
          {t('app.points.body', { points: number(pointsPerGame) })}
        </p>
        <h3>{t('app.points.listLabel')}</h3>
        <ul className="trio-points plain-list">
          {examplePointAmounts.map((points) => (
            <li key={points} className="trio-points__item">
              {t('app.points.pointsToGames', {
                points: number(points),
                games: number(gamesFor(points)),
              })}
            </li>
          ))}
        </ul>
        <p className="trio-section__more">
          <Link className="button button--primary" to={paths.point(lang)}>
            {t('app.points.link')}
          </Link>
        </p>
      </section>

      <TrioPageLinks current="app" heading={t('shared.moreAbout')} />
    </div>
  );
}
