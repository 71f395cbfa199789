/**
 * How long a person takes at least, from their first touch of the form to sending it. A program
 * posting at once is slowed to this pace; a person who is faster (autofill fills every field in
 * one go) waits the rest silently, while the button says "Sending…", and is never refused.
 */
export const MIN_FILL_MS = 3000;

/** Measures from the first interaction with the form; `started` again later changes nothing. */
export function fillTimer(minimumMs: number = MIN_FILL_MS, now: () => number = Date.now) {
  let startedAt: number | undefined;
  return {
    started(): void {
      startedAt ??= now();
    },
    /** What is left of the minimum; a send with no interaction before it starts the clock. */
    remaining(): number {
      startedAt ??= now();
      return Math.max(0, minimumMs - (now() - startedAt));
    },
    /** Resolves once the minimum has passed since the first interaction. */
    wait(): Promise<void> {
      const rest = this.remaining();
      return rest > 0 ? new Promise((resolve) => setTimeout(resolve, rest)) : Promise.resolve();
    },
  };
}
