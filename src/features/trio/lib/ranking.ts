/** One set of a match: two teams and the points each scored. */
export type SetResult<Team extends string = string> = {
  set: number;
  home: Team;
  away: Team;
  homeScore: number;
  awayScore: number;
};

export type TeamStanding<Team extends string = string> = {
  team: Team;
  /** Points scored, in the order the team's sets were played. */
  scoredPerSet: number[];
  /** Points conceded, in the same order. */
  concededPerSet: number[];
  totalScore: number;
  totalConceded: number;
  highestConceded: number;
  /** The standard evaluation formula: total score − highest score conceded in one set. */
  rankingScore: number;
  /** 1 is first. Teams that no tie-break separates share a rank (1, 1, 3). */
  rank: number;
};

function standingsBeforeRanking<Team extends string>(
  sets: readonly SetResult<Team>[],
): Omit<TeamStanding<Team>, 'rank'>[] {
  const byTeam = new Map<Team, { scored: number[]; conceded: number[] }>();
  const entry = (team: Team) => {
    let found = byTeam.get(team);
    if (!found) {
      found = { scored: [], conceded: [] };
      byTeam.set(team, found);
    }
    return found;
  };
  const inPlayOrder = [...sets].sort((a, b) => a.set - b.set);
  for (const { home, away, homeScore, awayScore } of inPlayOrder) {
    entry(home).scored.push(homeScore);
    entry(home).conceded.push(awayScore);
    entry(away).scored.push(awayScore);
    entry(away).conceded.push(homeScore);
  }
  return [...byTeam].map(([team, { scored, conceded }]) => {
    const totalScore = sum(scored);
    const highestConceded = conceded.length > 0 ? Math.max(...conceded) : 0;
    return {
      team,
      scoredPerSet: scored,
      concededPerSet: conceded,
      totalScore,
      totalConceded: sum(conceded),
      highestConceded,
      rankingScore: totalScore - highestConceded,
    };
  });
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Sets won against the other teams of a tied group. For two tied teams this is "the set
 * between the tied teams"; for three it is the same idea as a mini league.
 */
function headToHeadWins<Team extends string>(
  team: Team,
  group: ReadonlySet<Team>,
  sets: readonly SetResult<Team>[],
): number {
  return sets.filter((set) => {
    if (!group.has(set.home) || !group.has(set.away)) return false;
    if (set.home === team) return set.homeScore > set.awayScore;
    if (set.away === team) return set.awayScore > set.homeScore;
    return false;
  }).length;
}

/**
 * Ranks the teams of a match from its set scores: higher ranking score first; then fewer total
 * points conceded; then the set between the tied teams. Pure, so the site's worked example is
 * computed, not typed in, and cannot drift from the rule it illustrates.
 */
export function rankTeams<Team extends string>(
  sets: readonly SetResult<Team>[],
): TeamStanding<Team>[] {
  const standings = standingsBeforeRanking(sets).sort(
    (a, b) => b.rankingScore - a.rankingScore || a.totalConceded - b.totalConceded,
  );

  const ranked: TeamStanding<Team>[] = [];
  let start = 0;
  while (start < standings.length) {
    const first = standings[start]!;
    let end = start + 1;
    while (
      end < standings.length &&
      standings[end]!.rankingScore === first.rankingScore &&
      standings[end]!.totalConceded === first.totalConceded
    ) {
      end += 1;
    }
    const tied = standings.slice(start, end);
    const group = new Set(tied.map((standing) => standing.team));
    const withWins = tied
      .map((standing) => ({ standing, wins: headToHeadWins(standing.team, group, sets) }))
      .sort((a, b) => b.wins - a.wins);
    for (const { standing, wins } of withWins) {
      // Teams with as many head-to-head wins share the rank of the first of them.
      const ahead = withWins.findIndex((other) => other.wins === wins);
      ranked.push({ ...standing, rank: start + 1 + ahead });
    }
    start = end;
  }
  return ranked;
}
