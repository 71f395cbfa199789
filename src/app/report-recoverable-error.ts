import type { ErrorInfo } from 'react';
import { sendErrorReport } from '@/lib/error-report';

/**
 * React's `onRecoverableError` for the hydrating root. On a pre-rendered page these are
 * hydration mismatches (#418, #423, #425): the browser computed other text than the build wrote,
 * and React threw the server HTML of that subtree away and rendered it again. The page still
 * works, so nothing tells the visitor; it is logged as an error that names itself, so that a
 * browser test in any engine fails on it, and reported to the operator (src/lib/error-report.ts).
 */
export function reportRecoverableError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>) {
  const message = error instanceof Error ? error.message : String(error);
  const cause =
    error instanceof Error && error.cause !== undefined ? ` (cause: ${String(error.cause)})` : '';
  console.error(
    `Hydration mismatch: React rendered the page again in the browser: ${message}${cause}`,
    info.componentStack ?? '',
  );
  sendErrorReport('recoverable', error);
}
