import { describe, expect, it } from 'vitest';
import { workedExample } from '../data/worked-example';
import { rankTeams, type SetResult } from './ranking';
import { gamesFor } from './points';

const set = (n: number, home: string, away: string, homeScore: number, awayScore: number) =>
  ({ set: n, home, away, homeScore, awayScore }) satisfies SetResult;

describe('rankTeams', () => {
  it('ranks the worked example A 19 first, C 18 second, B 15 third', () => {
    const standings = rankTeams(workedExample);
    expect(standings.map(({ team, rankingScore, rank }) => [team, rankingScore, rank])).toEqual([
      ['A', 19, 1],
      ['C', 18, 2],
      ['B', 15, 3],
    ]);
  });

  it('shows its working: totals, points conceded per set and the highest conceded', () => {
    const [a, c, b] = rankTeams(workedExample);
    expect(a).toMatchObject({
      scoredPerSet: [21, 19],
      concededPerSet: [15, 21],
      totalScore: 40,
      highestConceded: 21,
    });
    expect(c).toMatchObject({ scoredPerSet: [18, 21], concededPerSet: [21, 19], totalScore: 39 });
    expect(b).toMatchObject({ scoredPerSet: [15, 21], concededPerSet: [21, 18], totalScore: 36 });
  });

  it('reads the sets in play order whatever order they are given in', () => {
    const shuffled = [workedExample[2]!, workedExample[0]!, workedExample[1]!];
    expect(rankTeams(shuffled)).toEqual(rankTeams(workedExample));
  });

  it('punishes one bad set: the team with the most points can rank below a steadier one', () => {
    // Time-limited sets. A: 12 + 9 = 21 − 15 = 6. B: 4 + 15 = 19 − 12 = 7. C: 5 + 15 = 20 − 15 = 5.
    const standings = rankTeams([
      set(1, 'A', 'B', 12, 4),
      set(2, 'B', 'C', 15, 5),
      set(3, 'C', 'A', 15, 9),
    ]);
    expect(
      standings.map(({ team, totalScore, rankingScore, rank }) => ({
        team,
        totalScore,
        rankingScore,
        rank,
      })),
    ).toEqual([
      { team: 'B', totalScore: 19, rankingScore: 7, rank: 1 },
      { team: 'A', totalScore: 21, rankingScore: 6, rank: 2 },
      { team: 'C', totalScore: 20, rankingScore: 5, rank: 3 },
    ]);
  });

  it('breaks a tie on ranking score by fewer total points conceded', () => {
    // A: 34 − 21 = 13, conceded 33. B: 34 − 21 = 13, conceded 34. C: 33 − 21 = 12.
    const standings = rankTeams([
      set(1, 'A', 'B', 13, 21),
      set(2, 'B', 'C', 13, 21),
      set(3, 'C', 'A', 12, 21),
    ]);
    expect(
      standings.map(({ team, rankingScore, totalConceded, rank }) => ({
        team,
        rankingScore,
        totalConceded,
        rank,
      })),
    ).toEqual([
      { team: 'A', rankingScore: 13, totalConceded: 33, rank: 1 },
      { team: 'B', rankingScore: 13, totalConceded: 34, rank: 2 },
      { team: 'C', rankingScore: 12, totalConceded: 34, rank: 3 },
    ]);
  });

  it('then by the set between the tied teams', () => {
    // Time-limited sets. A: 9 − 5 = 4, conceded 8. C: 8 − 4 = 4, conceded 8. C beat A in set 3.
    const standings = rankTeams([
      set(1, 'A', 'B', 5, 3),
      set(2, 'B', 'C', 4, 3),
      set(3, 'C', 'A', 5, 4),
    ]);
    expect(
      standings.map(({ team, rankingScore, totalConceded, rank }) => ({
        team,
        rankingScore,
        totalConceded,
        rank,
      })),
    ).toEqual([
      { team: 'C', rankingScore: 4, totalConceded: 8, rank: 1 },
      { team: 'A', rankingScore: 4, totalConceded: 8, rank: 2 },
      { team: 'B', rankingScore: 2, totalConceded: 8, rank: 3 },
    ]);
  });

  it('lets teams share a rank when no tie-break separates them', () => {
    const standings = rankTeams([
      set(1, 'A', 'B', 7, 7),
      set(2, 'B', 'C', 7, 7),
      set(3, 'C', 'A', 7, 7),
    ]);
    expect(standings.map(({ rank }) => rank)).toEqual([1, 1, 1]);
  });
});

describe('gamesFor', () => {
  it('spends 5 points a game', () => {
    expect([100, 1_500, 3_500].map(gamesFor)).toEqual([20, 300, 700]);
  });
});
