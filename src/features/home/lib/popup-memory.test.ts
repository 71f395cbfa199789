import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupHiddenUntilKey } from '@/config/popup';
import {
  closeForThisVisit,
  forgetThisPage,
  forgetThisVisit,
  hideUntilMidnight,
  nextLocalMidnight,
  popupClosedThisVisitKey,
  shouldShowPopup,
} from './popup-memory';

afterEach(() => forgetThisVisit());

// First in the file: the module as a page load finds it, before any test closed the popup.
it('shows on a new visit, before the visitor chose anything', () => {
  expect(shouldShowPopup(new Date(2025, 4, 10, 21, 30))).toBe(true);
});

describe('nextLocalMidnight', () => {
  it('is the start of the next local day, across month and year ends', () => {
    expect(nextLocalMidnight(new Date(2025, 4, 10, 0, 0, 0))).toBe(new Date(2025, 4, 11).getTime());
    expect(nextLocalMidnight(new Date(2025, 4, 10, 23, 59, 59, 999))).toBe(
      new Date(2025, 4, 11).getTime(),
    );
    expect(nextLocalMidnight(new Date(2025, 0, 31, 12))).toBe(new Date(2025, 1, 1).getTime());
    expect(nextLocalMidnight(new Date(2025, 11, 31, 12))).toBe(new Date(2026, 0, 1).getTime());
  });
});

describe('shouldShowPopup', () => {
  const evening = new Date(2025, 4, 10, 21, 30);

  it('shows by default, and not after "Close" in the same visit', () => {
    expect(shouldShowPopup(evening)).toBe(true);
    closeForThisVisit();
    expect(shouldShowPopup(evening)).toBe(false);
    expect(localStorage.getItem(popupHiddenUntilKey)).toBeNull();
    forgetThisVisit();
    expect(shouldShowPopup(evening)).toBe(true);
  });

  it('"Close" lasts for the whole visit (the tab\'s session), across page loads', () => {
    closeForThisVisit();
    forgetThisPage();
    expect(shouldShowPopup(evening)).toBe(false);
    expect(sessionStorage.getItem(popupClosedThisVisitKey)).toBe('1');
    forgetThisVisit();
    expect(shouldShowPopup(evening)).toBe(true);
  });

  it('hides until local midnight after "Don\'t show again today"', () => {
    hideUntilMidnight(evening);
    expect(localStorage.getItem(popupHiddenUntilKey)).toBe(String(new Date(2025, 4, 11).getTime()));
    forgetThisVisit();
    expect(shouldShowPopup(new Date(2025, 4, 10, 23, 59, 59))).toBe(false);
    expect(shouldShowPopup(new Date(2025, 4, 11, 0, 0, 0))).toBe(true);
  });

  it('ignores values it did not write: garbage, or beyond the next midnight', () => {
    localStorage.setItem(popupHiddenUntilKey, 'soon');
    expect(shouldShowPopup(evening)).toBe(true);
    localStorage.setItem(popupHiddenUntilKey, String(new Date(2030, 0, 1).getTime()));
    expect(shouldShowPopup(evening)).toBe(true);
  });

  it('reads what earlier deploys stored: a renamed key would show it again to those who closed it', () => {
    sessionStorage.setItem('trio.popup.closedThisVisit', '1');
    expect(shouldShowPopup(evening)).toBe(false);
  });

  it('ignores a day that has passed', () => {
    hideUntilMidnight(new Date(2025, 4, 9, 21, 30));
    forgetThisVisit();
    expect(shouldShowPopup(evening)).toBe(true);
  });

  it('with storage blocked, "Close" lasts for this page load only', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    closeForThisVisit();
    expect(shouldShowPopup(evening)).toBe(false);
    forgetThisPage();
    expect(shouldShowPopup(evening)).toBe(true);
  });

  it('survives storage that throws: shows, and "Don\'t show again today" lasts this visit', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(shouldShowPopup(evening)).toBe(true);
    expect(() => hideUntilMidnight(evening)).not.toThrow();
    expect(shouldShowPopup(evening)).toBe(false);
  });
});
