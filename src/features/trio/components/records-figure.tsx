import './trio-figure.css';
import './records-figure.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatList } from '@/lib/locale-format';
import { competencies } from '../data/competencies';
import { useTrioLabels } from '../hooks/use-trio-labels';
import type { TeamStanding } from '../lib/ranking';
import { TeamBadge } from './team-badge';

/** A mock of the app's records view, filled with the worked example's ranking. */
export function RecordsFigure({ standings }: { standings: readonly TeamStanding[] }) {
  const { t } = useTranslation('trio');
  const lang = useLanguage();
  const labels = useTrioLabels();
  const leader = standings[0];
  const ranking = formatList(
    lang,
    standings.map((standing) =>
      t('app.records.figureRankingItem', {
        rank: labels.rank(standing.rank),
        team: labels.team(standing.team),
        score: labels.number(standing.rankingScore),
      }),
    ),
  );
  return (
    <figure className="trio-figure">
      <div
        className="trio-records"
        role="img"
        aria-label={t('app.records.figureLabel', {
          ranking,
          team: leader ? labels.team(leader.team) : '',
        })}
      >
        <p className="trio-records__title">{t('app.records.figureTitle')}</p>
        <ol className="trio-records__ranking plain-list">
          {standings.map((standing) => (
            <li key={standing.team} className="trio-records__row">
              <span className="trio-records__rank">{labels.rank(standing.rank)}</span>
              <TeamBadge team={standing.team} />
              <span className="trio-records__name">{labels.team(standing.team)}</span>
              <span className="trio-records__score">
                <small>{t('app.records.rankingScore')}</small>
                {labels.number(standing.rankingScore)}
              </span>
            </li>
          ))}
        </ol>
        {leader && (
          <div className="trio-records__detail">
            <p className="trio-records__detail-title">
              {t('app.records.competenciesOf', { team: labels.team(leader.team) })}
            </p>
            <div className="trio-records__bars">
              {competencies.map((competency) => (
                <div key={competency} className="trio-records__bar">
                  <span>{t(`shared.competencies.${competency}.name`)}</span>
                  <span className="trio-records__track">
                    {/* Lengths from the class (records-figure.css): no style attribute the policy must allow. */}
                    <span className={`trio-records__fill trio-records__fill--${competency}`} />
                  </span>
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
      <figcaption>{t('app.records.caption')}</figcaption>
    </figure>
  );
}
