import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetResult } from '../lib/ranking';
import { useNumberFormat } from './use-number-format';

/** How teams, sets, matches, scores and ranks are written in the page's language. */
export function useTrioLabels() {
  const { t } = useTranslation('trio');
  const number = useNumberFormat();
  return useMemo(() => {
    const team = (id: string) => t('shared.team', { team: id });
    const rankKeys = {
      1: 'shared.ranks.first',
      2: 'shared.ranks.second',
      3: 'shared.ranks.third',
    } as const;
    return {
      number,
      team,
      set: (set: number) => t('shared.setNumber', { number: number(set) }),
      match: (set: Pick<SetResult, 'home' | 'away'>) =>
        t('shared.match', { home: team(set.home), away: team(set.away) }),
      score: (set: Pick<SetResult, 'homeScore' | 'awayScore'>) =>
        t('shared.score', { home: number(set.homeScore), away: number(set.awayScore) }),
      // A match has three teams, so only three ranks exist.
      rank: (rank: number) =>
        rank === 1 || rank === 2 || rank === 3 ? t(rankKeys[rank]) : number(rank),
      list: (values: readonly number[]) => values.map(number).join(t('shared.listSeparator')),
    };
  }, [t, number]);
}
