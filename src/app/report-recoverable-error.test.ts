import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRecoverableError } from './report-recoverable-error';

describe('reportRecoverableError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("logs React's error as a named console error, with its cause and component stack", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Minified React error #418', { cause: new Error('text differs') });
    reportRecoverableError(error, { componentStack: '\n    at PointPage' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe(
      'Hydration mismatch: React rendered the page again in the browser: Minified React error #418 (cause: Error: text differs)',
    );
    expect(log.mock.calls[0]?.[1]).toBe('\n    at PointPage');
  });

  it('accepts what is not an Error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportRecoverableError('odd', {});
    expect(log.mock.calls[0]?.[0]).toMatch(/^Hydration mismatch: .*: odd$/);
  });
});
