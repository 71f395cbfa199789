import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { allCourseSessions } from '../../src/config/sessions.ts';
import { languages } from '../../src/config/languages.ts';
import { calendarFiles, courseTitles, sessionCalendar } from './calendar.ts';

const root = process.cwd();
const titles = courseTitles(root);
const stamp = new Date('2026-11-29T01:30:00Z');
const siteOrigin = 'https://trio-sport.example';
const session = allCourseSessions.find(({ id }) => id === '2027-02-06-incheon-samsan')!;

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone')!;
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, timezone, event };
}

describe('a session’s calendar file', () => {
  const text = sessionCalendar({
    session,
    lang: 'ko',
    title: titles.ko.badminton,
    siteOrigin,
    stamp,
  });

  it('parses as iCalendar (ical.js), one event at the venue, 09:00 to 18:00 in Seoul', () => {
    const { calendar, timezone, event } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(timezone.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');
    expect(event.uid).toBe('2027-02-06-incheon-samsan@trio-sport.example');
    expect(event.summary).toBe('TRIO 배드민턴 심판 3급');
    expect(event.location).toBe('삼산월드체육관, 인천광역시 부평구 체육관로 60');
    expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Seoul');
    // 09:00 and 18:00 in Seoul, as instants.
    ICAL.TimezoneService.register(timezone);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-02-06T00:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-02-06T09:00:00.000Z');
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-11-29T01:30:00Z',
    );
    expect(event.component.getFirstPropertyValue('url')).toBe(
      'https://trio-sport.example/ko/certificate/badminton',
    );
  });

  it('ends every line in CRLF and folds at 75 octets (Korean is 3 octets a character)', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.includes('\n') || line.includes('\r'))).toBe(false);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('folds a long line between characters, and unfolds to the same text', () => {
    const name = '인천광역시 부평구 삼산동 삼산월드체육관 제2보조경기장 3층 다목적실';
    const long = {
      ...session,
      venue: { ...session.venue, name: { ...session.venue.name, ko: name } },
    };
    const text = sessionCalendar({ session: long, lang: 'ko', title: 'x', siteOrigin, stamp });
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    expect(parse(text).event.location).toBe(`${name}, 인천광역시 부평구 체육관로 60`);
  });

  it('writes the venue in each language, and escapes text that iCalendar reserves', () => {
    const english = parse(
      sessionCalendar({ session, lang: 'en', title: titles.en.badminton, siteOrigin, stamp }),
    );
    expect(english.event.location).toBe(
      'Samsan World Gymnasium, 60 Cheyukgwan-ro, Bupyeong-gu, Incheon',
    );
    expect(english.event.summary).toBe('TRIO badminton referee level 3');
    const tricky = {
      ...session,
      venue: { ...session.venue, name: { ...session.venue.name, en: 'Hall A; B, C\\D' } },
    };
    const text = sessionCalendar({ session: tricky, lang: 'en', title: 'x', siteOrigin, stamp });
    expect(text).toContain('LOCATION:Hall A\\; B\\, C\\\\D\\, 60 Cheyukgwan-ro');
    expect(parse(text).event.location).toBe(
      'Hall A; B, C\\D, 60 Cheyukgwan-ro, Bupyeong-gu, Incheon',
    );
  });
});

describe('the build’s calendar files', () => {
  it('one per session and language, every one a valid calendar', () => {
    const files = calendarFiles(allCourseSessions, titles, siteOrigin, stamp);
    expect(files.size).toBe(allCourseSessions.length * languages.length);
    expect([...files.keys()]).toContain('calendar/zh/2027-02-06-incheon-samsan.ics');
    for (const text of files.values()) expect(parse(text).event.startDate).toBeTruthy();
  });
});
