/**
 * Ends the current task and continues in a new one, so the browser can paint and handle input in
 * between: start-up work split this way never makes one long task on a slow phone.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
