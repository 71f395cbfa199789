import './trio-page.css';
import './trio-rule-page.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { workedExample } from '../data/worked-example';
import { rankTeams } from '../lib/ranking';
import { RankingCalculator } from './ranking-calculator';
import { ResultsTable } from './results-table';
import { SetRotationDiagram } from './set-rotation-diagram';
import { SetsTable } from './sets-table';
import { TrioPageLinks } from './trio-page-links';

/** `/:lang/trio/rule`: the standard evaluation formula, worked through one match. */
export function TrioRulePage() {
  const { t } = useTranslation('trio');
  const lang = useLanguage();
  const standings = rankTeams(workedExample);
  return (
    <div className="page trio-page">
      <PageMeta title={t('rule.meta.title')} description={t('rule.meta.description')} />
      <div className="page__header trio-hero">
        <h1>{t('rule.heading')}</h1>
        <p className="page__lead">{t('rule.lead')}</p>
      </div>

      <section className="trio-section" aria-labelledby="trio-formula">
        <h2 id="trio-formula">{t('rule.formula.heading')}</h2>
        <p className="trio-formula">
          <span className="trio-formula__term trio-formula__term--result">
            {t('rule.formula.rankingScore')}
          </span>{' '}
          <span className="trio-formula__group">
            <span className="trio-formula__operator">=</span>{' '}
            <span className="trio-formula__term">{t('rule.formula.totalScore')}</span>
          </span>{' '}
          <span className="trio-formula__group">
            <span className="trio-formula__operator">−</span>{' '}
            <span className="trio-formula__term">{t('rule.formula.highestConceded')}</span>
          </span>
        </p>
        <dl className="trio-definitions">
          <div>
            <dt>{t('rule.formula.totalScore')}</dt>
            <dd>{t('rule.formula.totalScoreDefinition')}</dd>
          </div>
          <div>
            <dt>{t('rule.formula.highestConceded')}</dt>
            <dd>{t('rule.formula.highestConcededDefinition')}</dd>
          </div>
          <div>
            <dt>{t('rule.formula.rankingScore')}</dt>
            <dd>{t('rule.formula.rankingScoreDefinition')}</dd>
          </div>
        </dl>
        <div className="trio-callout">
          <h3>{t('rule.formula.whyHeading')}</h3>
          <p>{t('rule.formula.whyBody')}</p>
        </div>
      </section>

      <section className="trio-section" aria-labelledby="trio-example">
        <h2 id="trio-example">{t('rule.example.heading')}</h2>
        <p className="trio-section__intro">{t('rule.example.intro')}</p>
        <div className="trio-split trio-split--top">
          <SetsTable sets={workedExample} />
          <SetRotationDiagram
            sets={workedExample}
            show="scores"
            caption={t('rule.example.diagramCaption')}
          />
        </div>
        <ResultsTable
          standings={standings}
          caption={t('rule.example.resultsCaption')}
          note={t('rule.example.workingNote')}
        />
        <p className="trio-callout trio-callout--result">{t('rule.example.takeaway')}</p>
      </section>

      <section className="trio-section trio-prose" aria-labelledby="trio-tie-breaks">
        <h2 id="trio-tie-breaks">{t('rule.tieBreaks.heading')}</h2>
        <p>{t('rule.tieBreaks.intro')}</p>
        <ol className="trio-steps">
          <li>{t('rule.tieBreaks.conceded')}</li>
          <li>{t('rule.tieBreaks.headToHead')}</li>
        </ol>
        <p>
          {t('rule.app.body')} <Link to={paths.trioApp(lang)}>{t('rule.app.link')}</Link>
        </p>
      </section>

      <RankingCalculator />

      <TrioPageLinks current="rule" heading={t('shared.moreAbout')} />
    </div>
  );
}
