import { describe, expect, it } from 'vitest';
import { popupContent, popupInWindow, seoulTime } from './popup-content';

describe('popup window', () => {
  it('reads start and end as Korean time, whatever the machine’s time zone', () => {
    expect(seoulTime('2026-03-01T09:00')).toBe(Date.UTC(2026, 2, 1, 0, 0));
  });

  it('shows from its start up to, not including, its end, and never when switched off', () => {
    const popup = { ...popupContent, start: '2026-12-01T00:00', end: '2026-12-24T18:00' };
    const at = (iso: string) => new Date(iso);
    expect(popupInWindow(popup, at('2026-11-30T14:59:59Z'))).toBe(false);
    expect(popupInWindow(popup, at('2026-11-30T15:00:00Z'))).toBe(true);
    expect(popupInWindow(popup, at('2026-12-24T08:59:59Z'))).toBe(true);
    expect(popupInWindow(popup, at('2026-12-24T09:00:00Z'))).toBe(false);
    expect(popupInWindow({ ...popup, enabled: false }, at('2026-12-10T00:00:00Z'))).toBe(false);
  });
});
