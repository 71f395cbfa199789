import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrioLabels } from '../hooks/use-trio-labels';
import type { SetResult } from '../lib/ranking';

export function SetsTable({ sets }: { sets: readonly SetResult[] }) {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  const captionId = useId();
  return (
    // A table wider than a phone scrolls; keyboard users must be able to reach and scroll it.
    <div className="trio-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="trio-table">
        <caption id={captionId}>{t('rule.example.setsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rule.example.set')}</th>
            <th scope="col">{t('rule.example.match')}</th>
            <th scope="col" className="trio-table__number">
              {t('rule.example.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sets.map((set) => (
            <tr key={set.set}>
              <th scope="row">{labels.set(set.set)}</th>
              <td>{labels.match(set)}</td>
              <td className="trio-table__number">{labels.score(set)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
