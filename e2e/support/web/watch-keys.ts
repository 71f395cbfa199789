/** Where the WebKit watcher (watch.ts) keeps what it saw, read by the adapter (webdriver-web.ts). */
export const watchKeys = {
  problems: 'trio.e2e.problems',
  /** Failed loads of files that answered when asked again: not counted as problems. */
  cancelled: 'trio.e2e.cancelled',
};
