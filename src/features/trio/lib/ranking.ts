/**
 * The standard evaluation formula and its tie-breaks (docs/product-facts.md), in one place: the
 * worked example on the rule and app pages and the rule page's calculator are computed here,
 * never typed in, so none of them can drift from the rule they illustrate.
 */

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

/** The second tie-break as it was applied to teams still level after the first. */
export type HeadToHead<Team extends string = string> =
  /** Two teams: the set between them, and who won it (`undefined`: it ended level). */
  | { kind: 'set'; teams: [Team, Team]; set: SetResult<Team>; winner: Team | undefined }
  /** Three teams: how many of the sets between them each one won, most first. */
  | { kind: 'setsWon'; teams: { team: Team; sets: number }[] };

/** Teams with the same ranking score, and how the tie-breaks ordered them. */
export type Tie<Team extends string = string> = {
  rankingScore: number;
  /** The tied teams in their final order. */
  teams: TeamStanding<Team>[];
  /**
   * The first tie-break (fewer total points conceded) always applies to the whole group; the
   * second only to the teams it left level, in the order it was applied.
   */
  headToHead: HeadToHead<Team>[];
  /** Teams that no tie-break separates, in rank order: they share a rank. */
  shared: { teams: Team[]; rank: number }[];
};

export type MatchRanking<Team extends string = string> = {
  standings: TeamStanding<Team>[];
  /** One entry per group of teams with the same ranking score; empty when there is none. */
  ties: Tie<Team>[];
};

/**
 * The scores a visitor may enter for one team in one set: whole numbers from 0 to 99.
 *
 * The rules fix no maximum. A set is played to 21 points (badminton) or 11 (pickleball, table
 * tennis), but those sports go past that at deuce (badminton up to 30, table tennis without a
 * cap), and a time-limited set (a PE lesson) ends with whatever the teams scored. So 21, or any
 * per-sport cap, would reject real results. 99 lies far beyond any set we know of and still
 * catches a slip such as 211 for 21; a set may also end level (a time limit), so two equal
 * scores are allowed too.
 */
export const minScore = 0;
export const maxScore = 99;

export type ScoreError = 'empty' | 'notWholeNumber' | 'tooHigh';

export type ParsedScore =
  { value: number; error?: undefined } | { value?: undefined; error: ScoreError };

/** Full-width digits, as a Korean or Chinese input method may type them. */
const fullWidthDigits = /[\uFF10-\uFF19]/g;

/** Reads what a visitor typed as a score; anything else is an error, never a guess. */
export function parseScore(text: string): ParsedScore {
  const digits = text
    .replace(fullWidthDigits, (digit) => String(digit.charCodeAt(0) - 0xff10))
    .trim();
  if (digits === '') return { error: 'empty' };
  if (!/^[0-9]+$/.test(digits)) return { error: 'notWholeNumber' };
  const value = Number(digits);
  if (value > maxScore) return { error: 'tooHigh' };
  return { value };
}

type Unranked<Team extends string> = Omit<TeamStanding<Team>, 'rank'>;

function standingsBeforeRanking<Team extends string>(
  sets: readonly SetResult<Team>[],
): Unranked<Team>[] {
  const byTeam = new Map<Team, { scored: number[]; conceded: number[] }>();
  const entry = (team: Team) => {
    let found = byTeam.get(team);
    if (!found) {
      found = { scored: [], conceded: [] };
      byTeam.set(team, found);
    }
    return found;
  };
  for (const { home, away, homeScore, awayScore } of inPlayOrder(sets)) {
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

function inPlayOrder<Team extends string>(sets: readonly SetResult<Team>[]): SetResult<Team>[] {
  return [...sets].sort((a, b) => a.set - b.set);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Splits an ordered list into runs of neighbours with the same key. */
function runs<T>(items: readonly T[], key: (item: T) => number): T[][] {
  const result: T[][] = [];
  for (const item of items) {
    const last = result.at(-1);
    if (last && key(last[0]!) === key(item)) last.push(item);
    else result.push([item]);
  }
  return result;
}

function winnerOf<Team extends string>(set: SetResult<Team>): Team | undefined {
  if (set.homeScore === set.awayScore) return undefined;
  return set.homeScore > set.awayScore ? set.home : set.away;
}

/**
 * The second tie-break: the set between the tied teams. Two teams: its winner first. Three
 * teams: the sets won against each other, as a small league; teams still level after that are
 * compared again on the set between them alone. Returns the blocks of teams that share a rank,
 * in order, and records each step in `steps`.
 */
function separateBySets<Team extends string>(
  group: Unranked<Team>[],
  sets: readonly SetResult<Team>[],
  steps: HeadToHead<Team>[],
): Unranked<Team>[][] {
  const inGroup = new Set(group.map((standing) => standing.team));
  const between = inPlayOrder(sets).filter((set) => inGroup.has(set.home) && inGroup.has(set.away));
  if (between.length === 0) return [group];
  const wins = new Map(group.map((standing) => [standing.team, 0]));
  for (const set of between) {
    const winner = winnerOf(set);
    if (winner) wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  const setsWon = (standing: Unranked<Team>) => wins.get(standing.team) ?? 0;
  const ordered = [...group].sort((a, b) => setsWon(b) - setsWon(a));
  const [first, second] = ordered;
  if (group.length === 2 && first && second && between.length === 1) {
    const set = between[0]!;
    steps.push({ kind: 'set', teams: [first.team, second.team], set, winner: winnerOf(set) });
  } else {
    steps.push({
      kind: 'setsWon',
      teams: ordered.map((standing) => ({ team: standing.team, sets: setsWon(standing) })),
    });
  }
  const levels = runs(ordered, setsWon);
  if (levels.length === 1) return [group];
  return levels.flatMap((level) =>
    level.length === 1 ? [level] : separateBySets(level, sets, steps),
  );
}

/**
 * Ranks the teams of a match from its set scores: higher ranking score first; then fewer total
 * points conceded; then the set between the tied teams. Teams that none of these separates
 * share a rank. Also says which tie-breaks applied, so a page can explain the order.
 */
export function rankMatch<Team extends string>(
  sets: readonly SetResult<Team>[],
): MatchRanking<Team> {
  const byScore = standingsBeforeRanking(sets).sort((a, b) => b.rankingScore - a.rankingScore);
  const standings: TeamStanding<Team>[] = [];
  const ties: Tie<Team>[] = [];
  const place = (block: Unranked<Team>[]) => {
    const rank = standings.length + 1;
    standings.push(...block.map((standing) => ({ ...standing, rank })));
    return rank;
  };

  for (const group of runs(byScore, (standing) => standing.rankingScore)) {
    if (group.length === 1) {
      place(group);
      continue;
    }
    const headToHead: HeadToHead<Team>[] = [];
    const shared: Tie<Team>['shared'] = [];
    const byConceded = [...group].sort((a, b) => a.totalConceded - b.totalConceded);
    const start = standings.length;
    for (const level of runs(byConceded, (standing) => standing.totalConceded)) {
      const blocks = level.length === 1 ? [level] : separateBySets(level, sets, headToHead);
      for (const block of blocks) {
        const rank = place(block);
        if (block.length > 1) shared.push({ teams: block.map((standing) => standing.team), rank });
      }
    }
    ties.push({
      rankingScore: group[0]!.rankingScore,
      teams: standings.slice(start),
      headToHead,
      shared,
    });
  }
  return { standings, ties };
}

/** The ranking alone, for pages that only show it. */
export function rankTeams<Team extends string>(
  sets: readonly SetResult<Team>[],
): TeamStanding<Team>[] {
  return rankMatch(sets).standings;
}
