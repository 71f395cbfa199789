import { lazy, Suspense, type ComponentProps } from 'react';
import type { Dialog as DialogComponent } from './dialog';

const loadDialog = () => import('./dialog');
const Dialog = lazy(async () => ({ default: (await loadDialog()).Dialog }));

/**
 * Fetches the dialog's code once the page is up, so that an alert raised later, even offline,
 * opens at once.
 */
export function preloadDialog(): void {
  loadDialog().catch(() => undefined);
}

/**
 * `Dialog` for what opens by itself after the page has loaded (alerts, the home announcement):
 * its code and the focus trap are not part of what every page needs before it is interactive.
 */
export function LazyDialog(props: ComponentProps<typeof DialogComponent>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
