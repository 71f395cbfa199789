/** One game in the TRIO app uses this many points (docs/product-facts.md). */
export const pointsPerGame = 5;

/** Point amounts of the plans, to show how far points go; prices live on the point page. */
export const examplePointAmounts = [100, 1_500, 3_500] as const;

export function gamesFor(points: number): number {
  return Math.floor(points / pointsPerGame);
}
