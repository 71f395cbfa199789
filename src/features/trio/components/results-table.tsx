import './trio-table.css';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollRegion } from '@/hooks/use-scroll-region';
import { useTrioLabels } from '../hooks/use-trio-labels';
import type { TeamStanding } from '../lib/ranking';
import { TeamBadge } from './team-badge';

type ResultsTableProps = {
  standings: readonly TeamStanding[];
  caption: string;
  /** Said under the table, e.g. how to read the working. */
  note?: string;
};

/** The ranking with its working shown, so a reader can check every number by hand. */
export function ResultsTable({ standings, caption, note }: ResultsTableProps) {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  const captionId = useId();
  const n = labels.number;
  // A table wider than a phone scrolls; keyboard users must be able to reach and scroll it.
  const wrap = useRef<HTMLDivElement>(null);
  const region = useScrollRegion(wrap, captionId);
  return (
    <div ref={wrap} className="trio-table-wrap trio-table-wrap--results" {...region}>
      <table className="trio-table trio-table--results">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="trio-table__team-name">{t('rule.example.team')}</span>
            </th>
            <th scope="col" className="trio-table__number">
              {t('rule.example.totalScore')}
            </th>
            <th scope="col" className="trio-table__number">
              {t('rule.example.highestConceded')}
            </th>
            <th scope="col" className="trio-table__number">
              {t('rule.example.rankingScore')}
            </th>
            <th scope="col" className="trio-table__number">
              {t('rule.example.rank')}
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((standing) => (
            <tr key={standing.team}>
              <th scope="row">
                <TeamBadge team={standing.team} decorative />
                <span className="trio-table__team-name">{labels.team(standing.team)}</span>
              </th>
              <td className="trio-table__number">
                <span className="trio-table__working">
                  {standing.scoredPerSet.map(n).join(' + ')} ={' '}
                </span>
                {n(standing.totalScore)}
              </td>
              <td className="trio-table__number">
                <span className="trio-table__working">
                  {labels.list(standing.concededPerSet)} →{' '}
                </span>
                {n(standing.highestConceded)}
              </td>
              <td className="trio-table__number">
                <span className="trio-table__working">
                  {n(standing.totalScore)} − {n(standing.highestConceded)} ={' '}
                </span>
                <strong>{n(standing.rankingScore)}</strong>
              </td>
              <td className="trio-table__number">
                <strong>{labels.rank(standing.rank)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && <p className="trio-table__note">{note}</p>}
    </div>
  );
}
