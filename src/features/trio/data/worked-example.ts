import type { SetResult } from '../lib/ranking';

export const teams = ['A', 'B', 'C'] as const;
export type TeamId = (typeof teams)[number];

/**
 * The match every page and language uses (docs/product-facts.md): a badminton match to 21
 * points, played as the round robin A v B, B v C, C v A.
 */
export const workedExample: readonly SetResult<TeamId>[] = [
  { set: 1, home: 'A', away: 'B', homeScore: 21, awayScore: 15 },
  { set: 2, home: 'B', away: 'C', homeScore: 21, awayScore: 18 },
  { set: 3, home: 'C', away: 'A', homeScore: 21, awayScore: 19 },
];

/** The team that sits a set out officiates it. */
export function officiatingTeam(set: Pick<SetResult<TeamId>, 'home' | 'away'>): TeamId {
  const team = teams.find((candidate) => candidate !== set.home && candidate !== set.away);
  if (!team) throw new Error(`Set ${set.home} v ${set.away} leaves no team to officiate`);
  return team;
}
