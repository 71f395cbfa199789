import { useTranslation } from 'react-i18next';
import { useTrioLabels } from '../hooks/use-trio-labels';
import type { SetResult } from '../lib/ranking';

export function SetsTable({ sets }: { sets: readonly SetResult[] }) {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  return (
    <div className="trio-table-wrap">
      <table className="trio-table">
        <caption>{t('rule.example.setsCaption')}</caption>
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
