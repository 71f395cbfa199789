import './trio-table.css';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollRegion } from '@/hooks/use-scroll-region';
import { useTrioLabels } from '../hooks/use-trio-labels';
import type { SetResult } from '../lib/ranking';

export function SetsTable({ sets }: { sets: readonly SetResult[] }) {
  const { t } = useTranslation('trio');
  const labels = useTrioLabels();
  const captionId = useId();
  // A table wider than a phone scrolls; keyboard users must be able to reach and scroll it.
  const wrap = useRef<HTMLDivElement>(null);
  const region = useScrollRegion(wrap, captionId);
  return (
    <div ref={wrap} className="trio-table-wrap" {...region}>
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
              <td className="trio-table__match">
                {keepNamesWhole(labels.match(set), [labels.team(set.home), labels.team(set.away)])}
              </td>
              <td className="trio-table__number">{labels.score(set)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Team A v Team B" may wrap on a phone, but between the teams, never inside a team's name
 * ("Equipo A contra Equipo / B"). The text stays the same; each name is a span that keeps whole.
 */
function keepNamesWhole(text: string, names: string[]): ReactNode {
  const found = names.map((name) => ({ name, at: text.indexOf(name) })).sort((a, b) => a.at - b.at);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { name, at } of found) {
    if (at < from) return text;
    parts.push(
      text.slice(from, at),
      <span key={at} className="trio-table__name">
        {name}
      </span>,
    );
    from = at + name.length;
  }
  parts.push(text.slice(from));
  return parts;
}
