import { describe, expect, it } from 'vitest';
import { workedExample } from '../data/worked-example';
import { maxScore, minScore, parseScore, rankMatch, rankTeams, type SetResult } from './ranking';
import { gamesFor } from './points';

const set = (n: number, home: string, away: string, homeScore: number, awayScore: number) =>
  ({ set: n, home, away, homeScore, awayScore }) satisfies SetResult;

/** A match in the order of the rotation: A v B, B v C, C v A. */
const match = (ab: [number, number], bc: [number, number], ca: [number, number]) => [
  set(1, 'A', 'B', ...ab),
  set(2, 'B', 'C', ...bc),
  set(3, 'C', 'A', ...ca),
];

const table = (sets: readonly SetResult[]) =>
  rankTeams(sets).map(({ team, rankingScore, totalConceded, rank }) => ({
    team,
    rankingScore,
    totalConceded,
    rank,
  }));

describe('rankTeams', () => {
  it('ranks the worked example A 19 first, C 18 second, B 15 third', () => {
    const standings = rankTeams(workedExample);
    expect(standings.map(({ team, rankingScore, rank }) => [team, rankingScore, rank])).toEqual([
      ['A', 19, 1],
      ['C', 18, 2],
      ['B', 15, 3],
    ]);
    expect(rankMatch(workedExample).ties).toEqual([]);
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
    const standings = rankTeams(match([12, 4], [15, 5], [15, 9]));
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

  it('lets a team that scored nothing rank with a negative score', () => {
    // A: 0 + 0 − 21 = −21. B: 21 + 0 − 21 = 0. C: 21 + 21 − 0 = 42.
    expect(table(match([0, 21], [0, 21], [21, 0]))).toEqual([
      { team: 'C', rankingScore: 42, totalConceded: 0, rank: 1 },
      { team: 'B', rankingScore: 0, totalConceded: 21, rank: 2 },
      { team: 'A', rankingScore: -21, totalConceded: 42, rank: 3 },
    ]);
  });
});

describe('rankMatch: the tie-breaks', () => {
  it('first, fewer total points conceded', () => {
    // A: 34 − 21 = 13, conceded 33. B: 34 − 21 = 13, conceded 34. C: 33 − 21 = 12.
    const sets = match([13, 21], [13, 21], [12, 21]);
    expect(table(sets)).toEqual([
      { team: 'A', rankingScore: 13, totalConceded: 33, rank: 1 },
      { team: 'B', rankingScore: 13, totalConceded: 34, rank: 2 },
      { team: 'C', rankingScore: 12, totalConceded: 34, rank: 3 },
    ]);
    const { ties } = rankMatch(sets);
    expect(ties).toHaveLength(1);
    expect(ties[0]).toMatchObject({ rankingScore: 13, headToHead: [], shared: [] });
    expect(ties[0]!.teams.map(({ team }) => team)).toEqual(['A', 'B']);
  });

  it('separates three teams with the same ranking score by points conceded alone', () => {
    // Everyone 1: B conceded 2, A 3, C 7.
    const sets = match([0, 0], [3, 2], [3, 4]);
    expect(table(sets).map(({ team, rankingScore, rank }) => [team, rankingScore, rank])).toEqual([
      ['B', 1, 1],
      ['A', 1, 2],
      ['C', 1, 3],
    ]);
    expect(rankMatch(sets).ties).toMatchObject([{ rankingScore: 1, headToHead: [], shared: [] }]);
  });

  it('then the set between the tied teams', () => {
    // Time-limited sets. A: 9 − 5 = 4, conceded 8. C: 8 − 4 = 4, conceded 8. C beat A in set 3.
    const sets = match([5, 3], [4, 3], [5, 4]);
    expect(table(sets)).toEqual([
      { team: 'C', rankingScore: 4, totalConceded: 8, rank: 1 },
      { team: 'A', rankingScore: 4, totalConceded: 8, rank: 2 },
      { team: 'B', rankingScore: 2, totalConceded: 8, rank: 3 },
    ]);
    expect(rankMatch(sets).ties).toEqual([
      expect.objectContaining({
        rankingScore: 4,
        headToHead: [{ kind: 'set', teams: ['C', 'A'], set: sets[2], winner: 'C' }],
        shared: [],
      }),
    ]);
  });

  it('applies the set between two teams that points conceded left level in a tie of three', () => {
    // Everyone 1. A and B conceded 2, C 4; B beat A 1 : 0 in set 1.
    const sets = match([0, 1], [2, 2], [1, 2]);
    expect(table(sets).map(({ team, rank }) => [team, rank])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 3],
    ]);
    expect(rankMatch(sets).ties).toMatchObject([
      { headToHead: [{ kind: 'set', teams: ['B', 'A'], winner: 'B' }], shared: [] },
    ]);
  });

  it('lets two teams share a rank when the set between them ended level', () => {
    // Time-limited sets. A: 5 + 6 − 5 = 6, conceded 5 + 4 = 9. B: 5 + 6 − 5 = 6, conceded 9.
    // Set 1, between them, ended 5 : 5.
    const sets = match([5, 5], [6, 4], [4, 6]);
    expect(table(sets)).toEqual([
      { team: 'A', rankingScore: 6, totalConceded: 9, rank: 1 },
      { team: 'B', rankingScore: 6, totalConceded: 9, rank: 1 },
      { team: 'C', rankingScore: 2, totalConceded: 12, rank: 3 },
    ]);
    expect(rankMatch(sets).ties).toEqual([
      expect.objectContaining({
        headToHead: [{ kind: 'set', teams: ['A', 'B'], set: sets[0], winner: undefined }],
        shared: [{ teams: ['A', 'B'], rank: 1 }],
      }),
    ]);
  });

  it('shares second place the same way', () => {
    // B: 0 − 0 = 0, conceded 0. A and C: 1 − 1 = 0, conceded 1; set 3 ended 1 : 1.
    const sets = match([0, 0], [0, 0], [1, 1]);
    expect(table(sets).map(({ team, rank }) => [team, rank])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 2],
    ]);
    expect(rankMatch(sets).ties[0]?.shared).toEqual([{ teams: ['A', 'C'], rank: 2 }]);
  });

  it('lets three teams share first place when each won one set against the others', () => {
    // Each wins one set 21 : 20: 41 − 21 = 20, conceded 41.
    const sets = match([21, 20], [21, 20], [21, 20]);
    expect(
      table(sets).map(({ rankingScore, totalConceded, rank }) => [
        rankingScore,
        totalConceded,
        rank,
      ]),
    ).toEqual([
      [20, 41, 1],
      [20, 41, 1],
      [20, 41, 1],
    ]);
    expect(rankMatch(sets).ties).toEqual([
      expect.objectContaining({
        headToHead: [
          {
            kind: 'setsWon',
            teams: [
              { team: 'A', sets: 1 },
              { team: 'B', sets: 1 },
              { team: 'C', sets: 1 },
            ],
          },
        ],
        shared: [{ teams: ['A', 'B', 'C'], rank: 1 }],
      }),
    ]);
  });

  it('ranks a match of zeros: every team 0, sharing first place', () => {
    const sets = match([minScore, minScore], [minScore, minScore], [minScore, minScore]);
    expect(rankTeams(sets)).toEqual(
      ['A', 'B', 'C'].map((team) => ({
        team,
        scoredPerSet: [0, 0],
        concededPerSet: [0, 0],
        totalScore: 0,
        totalConceded: 0,
        highestConceded: 0,
        rankingScore: 0,
        rank: 1,
      })),
    );
    expect(rankMatch(sets).ties[0]?.headToHead).toEqual([
      {
        kind: 'setsWon',
        teams: [
          { team: 'A', sets: 0 },
          { team: 'B', sets: 0 },
          { team: 'C', sets: 0 },
        ],
      },
    ]);
  });

  it('ranks the largest allowed scores', () => {
    // A wins both its sets 99 : 0: 198 − 0 = 198. B and C: 99 − 99 = 0, both conceded 198, and
    // set 2 between them ended 99 : 99, so they share second place.
    const sets = match([maxScore, 0], [maxScore, maxScore], [0, maxScore]);
    expect(table(sets)).toEqual([
      { team: 'A', rankingScore: 198, totalConceded: 0, rank: 1 },
      { team: 'B', rankingScore: 0, totalConceded: 198, rank: 2 },
      { team: 'C', rankingScore: 0, totalConceded: 198, rank: 2 },
    ]);
    // Every score 99: each team 99 + 99 − 99 = 99, and nothing separates them.
    const all = match([maxScore, maxScore], [maxScore, maxScore], [maxScore, maxScore]);
    expect(
      rankTeams(all).map(({ totalScore, highestConceded, rankingScore, rank }) => [
        totalScore,
        highestConceded,
        rankingScore,
        rank,
      ]),
    ).toEqual([
      [198, 99, 99, 1],
      [198, 99, 99, 1],
      [198, 99, 99, 1],
    ]);
  });
});

describe('parseScore', () => {
  it('reads whole numbers from 0 to 99', () => {
    expect(['0', '7', '21', '099', ' 15 ', String(maxScore)].map(parseScore)).toEqual([
      { value: 0 },
      { value: 7 },
      { value: 21 },
      { value: 99 },
      { value: 15 },
      { value: 99 },
    ]);
  });

  it('reads the full-width digits of a Korean or Chinese input method', () => {
    expect(parseScore('２１')).toEqual({ value: 21 });
  });

  it('names what is wrong and never guesses a number', () => {
    expect(['', '   '].map(parseScore)).toEqual([{ error: 'empty' }, { error: 'empty' }]);
    expect(['abc', '-3', '2.5', '1e1', '+4', '2 1', '٢١'].map(parseScore)).toEqual(
      Array(7).fill({ error: 'notWholeNumber' }),
    );
    expect(['100', '211', '99999999999999999999'].map(parseScore)).toEqual(
      Array(3).fill({ error: 'tooHigh' }),
    );
  });
});

describe('gamesFor', () => {
  it('spends 5 points a game', () => {
    expect([100, 1_500, 3_500].map(gamesFor)).toEqual([20, 300, 700]);
  });
});
