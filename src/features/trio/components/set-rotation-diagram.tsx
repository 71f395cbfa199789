import './trio-figure.css';
import './trio-teams.css';
import './set-rotation-diagram.css';
import { useTranslation } from 'react-i18next';
import { officiatingTeam, type TeamId } from '../data/worked-example';
import { useTrioLabels } from '../hooks/use-trio-labels';
import type { SetResult } from '../lib/ranking';

type Point = { x: number; y: number };

const corners: Record<TeamId, Point> = {
  A: { x: 180, y: 56 },
  B: { x: 300, y: 236 },
  C: { x: 60, y: 236 },
};

const teamRadius = 36;

type SetRotationDiagramProps = {
  sets: readonly SetResult<TeamId>[];
  /** `officials`: who officiates each set; `scores`: each set's score. */
  show: 'officials' | 'scores';
  caption: string;
};

/** The three teams as a triangle; each side is the set they play against each other. */
export function SetRotationDiagram({ sets, show, caption }: SetRotationDiagramProps) {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  const lines = sets.map((set) =>
    show === 'officials'
      ? t('shared.rotation.setPlayed', {
          set: labels.set(set.set),
          match: labels.match(set),
          referee: labels.team(officiatingTeam(set)),
        })
      : t('shared.rotation.setScore', {
          set: labels.set(set.set),
          match: labels.match(set),
          score: labels.score(set),
        }),
  );
  // Sentences, one a set: each holds commas of its own, so a list joined with commas would blur.
  const description = lines.reduce(
    (previous, text) => t('shared.rotation.sentence', { previous, text }),
    t('shared.rotation.label'),
  );
  const pillHeight = show === 'scores' ? 50 : 30;

  return (
    <figure className="trio-figure trio-rotation">
      <svg viewBox="0 0 360 300" role="img" aria-label={description}>
        {sets.map((set) => {
          const from = corners[set.home];
          const to = corners[set.away];
          return (
            <line
              key={`line-${set.set}`}
              className="trio-rotation__line"
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
            />
          );
        })}
        {(Object.entries(corners) as [TeamId, Point][]).map(([team, { x, y }]) => (
          <g key={team}>
            <circle
              className={`trio-rotation__team trio-team--${team.toLowerCase()}`}
              cx={x}
              cy={y}
              r={teamRadius}
            />
            <text className="trio-rotation__letter" x={x} y={y} dy="0.35em">
              {team}
            </text>
          </g>
        ))}
        {sets.map((set) => {
          const from = corners[set.home];
          const to = corners[set.away];
          const x = (from.x + to.x) / 2;
          const y = (from.y + to.y) / 2;
          return (
            <g key={`set-${set.set}`}>
              <rect
                className="trio-rotation__pill"
                x={x - 50}
                y={y - pillHeight / 2}
                width={100}
                height={pillHeight}
                rx={15}
              />
              <text
                className="trio-rotation__set"
                x={x}
                y={show === 'scores' ? y - 10 : y}
                dy="0.35em"
              >
                {labels.set(set.set)}
              </text>
              {show === 'scores' && (
                <text className="trio-rotation__score" x={x} y={y + 11} dy="0.35em">
                  {labels.score(set)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
