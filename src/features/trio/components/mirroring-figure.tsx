import './trio-figure.css';
import './mirroring-figure.css';
import { useTranslation } from 'react-i18next';
import type { TeamId } from '../data/worked-example';
import { useTrioLabels } from '../hooks/use-trio-labels';
import type { SetResult } from '../lib/ranking';
import { TeamBadge } from './team-badge';

/** A phone keeping the score and a big screen showing the same scoreboard. */
export function MirroringFigure({ set }: { set: SetResult<TeamId> }) {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  const sides = [
    { team: set.home, score: set.homeScore },
    { team: set.away, score: set.awayScore },
  ];
  return (
    <figure className="trio-figure">
      <div
        className="trio-mirror"
        role="img"
        aria-label={t('app.mirroring.figureLabel', {
          set: labels.set(set.set),
          home: labels.team(set.home),
          away: labels.team(set.away),
          homeScore: labels.number(set.homeScore),
          awayScore: labels.number(set.awayScore),
        })}
      >
        <div className="trio-phone">
          <div className="trio-phone__screen">
            <p className="trio-mock__set">{labels.set(set.set)}</p>
            <div className="trio-phone__sides">
              {sides.map(({ team, score }) => (
                <div key={team} className="trio-phone__side">
                  <TeamBadge team={team} />
                  <span className="trio-mock__score">{labels.number(score)}</span>
                  <span className="trio-phone__tap">+1</span>
                </div>
              ))}
            </div>
            <span className="trio-phone__undo">↶ {t('app.mirroring.undo')}</span>
          </div>
        </div>
        <svg className="trio-mirror__signal" viewBox="0 0 48 24">
          <path d="M4 12h34M30 4l10 8-10 8" />
        </svg>
        <div className="trio-screen">
          <div className="trio-screen__display">
            <p className="trio-screen__top">
              <span className="trio-screen__live">{t('app.mirroring.live')}</span>
              <span>{labels.set(set.set)}</span>
            </p>
            <div className="trio-screen__board">
              {sides.map(({ team, score }, index) => (
                <div key={team} className="trio-screen__side">
                  <span className="trio-screen__name">{labels.team(team)}</span>
                  <span className={`trio-screen__score trio-team-text--${team.toLowerCase()}`}>
                    {labels.number(score)}
                  </span>
                  {index === 0 && (
                    <span className="trio-screen__colon" aria-hidden="true">
                      :
                    </span>
                  )}
                </div>
              ))}
            </div>
          </div>
          <span className="trio-screen__stand" />
        </div>
      </div>
      <figcaption>{t('app.mirroring.caption')}</figcaption>
    </figure>
  );
}
