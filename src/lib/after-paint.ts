/**
 * Resolves once the browser has painted the next frame, when the app is up and the tab visible;
 * at once otherwise (the pre-render, hydration, a hidden tab, where no frame comes). For work that a tap starts
 * but the visitor does not see at once: done in the tap's own task, it delays the frame that
 * shows the tap was taken (what Event Timing and INP measure).
 */
export function afterNextPaint(): Promise<void> {
  if (
    typeof document === 'undefined' ||
    document.documentElement.dataset.app !== 'ready' ||
    document.visibilityState === 'hidden'
  ) {
    return Promise.resolve();
  }
  // A rendering step runs the frame callbacks, then paints; a task queued from them runs after.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
