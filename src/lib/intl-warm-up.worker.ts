/**
 * Runs in a worker (see intl-warm-up.ts): creating the formatters the site uses is what makes
 * Chromium load its locale data, once for the whole renderer process.
 */
type WorkerScope = {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: null) => void;
};

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data: locale }) => {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW' }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']);
  new Intl.PluralRules(locale).select(1);
  scope.postMessage(null);
};
