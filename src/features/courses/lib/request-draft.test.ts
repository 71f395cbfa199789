import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRequestDraft,
  readRequestDraft,
  saveRequestDraft,
  sweepRequestDraft,
} from './request-draft';

const KEY = 'trio-course-request';

const values = {
  sessionId: '2027-04-10-gwangju-yeomju',
  name: 'Park Jimin',
  position: '',
  email: 'jimin.park@school.example',
  phone: '010-9876-5432',
  memo: 'Two of us',
  certificateNumber: 'SI3-2025-0147',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the course request draft kept across login', () => {
  it('comes back for the same course, and only for it', () => {
    saveRequestDraft('badminton', values);
    expect(readRequestDraft('pickleball')).toBeNull();
    expect(readRequestDraft('badminton')).toEqual(values);
    clearRequestDraft();
    expect(readRequestDraft('badminton')).toBeNull();
  });

  it('is dropped after 30 minutes', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    saveRequestDraft('sport', values);
    vi.setSystemTime(new Date('2026-11-26T09:29:00Z'));
    expect(readRequestDraft('sport')).toEqual(values);
    vi.setSystemTime(new Date('2026-11-26T09:31:00Z'));
    expect(readRequestDraft('sport')).toBeNull();
  });

  it('is there from the moment it is saved to the end of its 30th minute', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    saveRequestDraft('sport', values);
    expect(readRequestDraft('sport')).toEqual(values);
    vi.setSystemTime(new Date('2026-11-26T09:30:00Z'));
    expect(readRequestDraft('sport')).toEqual(values);
    vi.setSystemTime(new Date('2026-11-26T09:30:00.001Z'));
    expect(readRequestDraft('sport')).toBeNull();
  });

  it('an expired draft is deleted when read, for whichever course', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    saveRequestDraft('sport', values);
    vi.setSystemTime(new Date('2026-11-26T09:31:00Z'));
    expect(readRequestDraft('badminton')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is deleted when it expires, even when nothing reads it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    saveRequestDraft('sport', values);
    vi.advanceTimersByTime(29 * 60_000);
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    vi.advanceTimersByTime(60_000 + 1);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('a sweep (when the app starts) deletes an expired draft and times out a recent one', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    const stored = (minutesAgo: number) =>
      JSON.stringify({ course: 'sport', savedAt: Date.now() - minutesAgo * 60_000, values });
    sessionStorage.setItem(KEY, stored(45));
    sweepRequestDraft();
    expect(sessionStorage.getItem(KEY)).toBeNull();

    sessionStorage.setItem(KEY, stored(20));
    sweepRequestDraft();
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    vi.advanceTimersByTime(10 * 60_000 + 1);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"text"'],
    ['no time', JSON.stringify({ course: 'sport', values })],
    [
      'a time written as text',
      JSON.stringify({ course: 'sport', savedAt: `${Date.now()}`, values }),
    ],
    ['for no course', JSON.stringify({ savedAt: Date.now(), values })],
    ['without values', JSON.stringify({ course: 'sport', savedAt: Date.now(), values: null })],
    ['values that are text', JSON.stringify({ course: 'sport', savedAt: Date.now(), values: 'x' })],
    ['from the future', JSON.stringify({ course: 'sport', savedAt: Date.now() + 60_000, values })],
  ])('ignores and deletes a stored value that is %s', (_, raw) => {
    sessionStorage.setItem(KEY, raw);
    expect(readRequestDraft('sport')).toBeNull();
    // Not left behind either.
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps only text fields it knows', () => {
    sessionStorage.setItem(
      'trio-course-request',
      JSON.stringify({
        course: 'sport',
        savedAt: Date.now(),
        values: { name: 42, email: 'a@b.example', extra: '<script>', memo: 'hi' },
      }),
    );
    expect(readRequestDraft('sport')).toEqual({
      sessionId: '',
      name: '',
      position: '',
      email: 'a@b.example',
      phone: '',
      memo: 'hi',
      certificateNumber: '',
    });
  });

  it('a storage that refuses writes loses the draft, nothing else', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => saveRequestDraft('sport', values)).not.toThrow();
    setItem.mockRestore();
    expect(readRequestDraft('sport')).toBeNull();
  });

  it('a tab without storage (blocked by the browser) only means the form starts empty', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => saveRequestDraft('sport', values)).not.toThrow();
    expect(readRequestDraft('sport')).toBeNull();
    expect(() => clearRequestDraft()).not.toThrow();
    blocked.mockRestore();
  });
});
