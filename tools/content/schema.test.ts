import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { cmsConfig, type CmsField } from './cms-config';
import { contentFiles, type FieldMeta } from './schema';
import { checkContent } from './validate';

type Name = (typeof contentFiles)[number]['name'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content is edited by hand: any shape
type Data = Record<string, any>;

/**
 * What the build tells the staff member who saved `content/<name>.json` with `edit` applied to
 * it: the field (its label in the editor and its place in the file) and what to do.
 */
function problems(name: Name, edit: (data: Data) => void): string[] {
  const data = JSON.parse(readFileSync(`content/${name}.json`, 'utf8')) as Data;
  edit(data);
  // In the order of the file's fields, not of the checks that run first.
  return checkContent(name, data)
    .map(({ field, message }) => `${field}: ${message}`)
    .sort();
}

describe('texts', () => {
  it('are required, text, and without HTML, whatever the tag looks like', () => {
    expect(problems('company', (c) => (c.brand = 42))).toEqual(['“Brand” (brand): must be a text']);
    expect(problems('company', (c) => (c.brand = ''))).toEqual([
      '“Brand” (brand): is empty: write the text',
    ]);
    expect(problems('company', (c) => delete c.ceo)).toEqual(['“CEO” (ceo): is missing']);
    for (const html of ['<B>TRIO</B>', 'TRIO</p>', 'TRIO<!-- x -->', '<br/>TRIO'])
      expect(problems('company', (c) => (c.brand = html))).toEqual([
        `“Brand” (brand): contains HTML (“${html}”): write plain text, without tags`,
      ]);
    // Signs that are not a tag are text.
    expect(problems('company', (c) => (c.brand = 'TRIO < 3 > 2 <'))).toEqual([]);
  });

  it('in every language of the site', () => {
    expect(
      problems('company', (c) => {
        c.name = {};
      }),
    ).toEqual(
      [
        '“한국어 (Korean)” (name.ko): is empty: write the text',
        '“English” (name.en): is empty: write the text',
        '“中文 (Chinese)” (name.zh): is empty: write the text',
        '“Español (Spanish)” (name.es): is empty: write the text',
      ].sort(),
    );
  });

  it('with the formats of company facts: registration number, phones, account, e-mail', () => {
    expect(
      problems('company', (c) => {
        c.businessNumber = '214-8-43127';
        c.phone = '02-6952-3710';
        c.phoneDomestic = '+82-2-6952-3710';
        c.bankAccount.number = '140 014 226781';
        c.email = 'contact(at)trio-sport.example';
      }),
    ).toEqual(
      [
        '“Business registration number (사업자등록번호)” (businessNumber): must be written NNN-NN-NNNNN, not “214-8-43127”',
        '“Phone, international (+82-…)” (phone): must start with +82-',
        '“Phone, as written in Korea (0…)” (phoneDomestic): must start with 0',
        '“E-mail” (email): is not an e-mail address: “contact(at)trio-sport.example”',
        '“Account number” (bankAccount.number): may hold only digits and “-”',
      ].sort(),
    );
    expect(
      problems('company', (c) => {
        c.businessNumber = '214-88-431270';
        c.phone = 'tel:+82-2-6952-3710';
        c.phoneDomestic = '02-6952-3710 ext. 2';
        c.email = '';
      }),
    ).toEqual(
      [
        '“Business registration number (사업자등록번호)” (businessNumber): must be written NNN-NN-NNNNN, not “214-88-431270”',
        '“Phone, international (+82-…)” (phone): must start with +82-',
        '“Phone, as written in Korea (0…)” (phoneDomestic): must start with 0',
        '“E-mail” (email): is empty: write the e-mail address',
      ].sort(),
    );
  });
});

describe('a field left out', () => {
  it('is named once, as missing, by every kind of field', () => {
    expect(problems('company', (c) => delete c.brand)).toEqual([
      '“Brand” (brand): is empty: write the text',
    ]);
    expect(problems('pricing', (p) => delete p.exchangeRates.asOf)).toEqual([
      '“Rates as of” (exchangeRates.asOf): is empty: write the date as YYYY-MM-DD',
    ]);
    expect(problems('popup', (p) => delete p.end)).toEqual([
      '“Ends (Korean time)” (end): is empty: write the date and time as YYYY-MM-DDTHH:MM',
    ]);
    expect(problems('courses', (c) => delete c.courses[0].schedule[0].start)).toEqual([
      '“From” (courses[0].schedule[0].start): is empty: write the time as HH:MM',
    ]);
    expect(problems('courses', (c) => delete c.courses[0].schedule[0].end)).toEqual([
      '“To” (courses[0].schedule[0].end): is empty: write the time as HH:MM',
    ]);
    expect(
      problems('sessions', (s) => {
        delete s.sessions[0].id;
        delete s.sessions[0].applicationDeadline;
      }),
    ).toEqual(
      [
        '“Session id (YYYY-MM-DD-place)” (sessions[0].id): is empty: write the text',
        '“Applications until” (sessions[0].applicationDeadline): is empty: write the date as YYYY-MM-DD',
      ].sort(),
    );
    expect(problems('courses', (c) => delete c.courses)).toEqual([
      '“Courses” (courses): is a required field',
    ]);
    expect(problems('sessions', (s) => delete s.sessions)).toEqual([
      '“Course sessions” (sessions): is a required field',
    ]);
  });
});

describe('numbers', () => {
  it('are plain whole numbers where they count things or won', () => {
    expect(
      problems('pricing', (p) => {
        p.pointsPerGame = '5';
        p.plans[0].priceKrw = 231000.5;
        p.plans[0].points = -100;
      }),
    ).toEqual(
      [
        '“Points per game” (pointsPerGame): must be a plain number, without separators or units (231000, not “231,000”)',
        '“Price (KRW)” (plans[0].priceKrw): must be a whole number',
        '“Points” (plans[0].points): cannot be negative',
      ].sort(),
    );
    expect(problems('pricing', (p) => delete p.pointsPerGame)).toEqual([
      '“Points per game” (pointsPerGame): is empty: write the number',
    ]);
    expect(problems('pricing', (p) => (p.pointsPerGame = 0))).toEqual([]);
  });

  it('are plain numbers above 0 where they have decimals', () => {
    expect(
      problems('pricing', (p) => {
        p.plans[0].eurPerGame = '0,22';
        p.plans[0].priceEur = 0;
        delete p.exchangeRates.krwPerUsd;
      }),
    ).toEqual(
      [
        '“Price on the Spanish site (EUR)” (plans[0].priceEur): must be more than 0',
        '“Price per game on the Spanish site (EUR)” (plans[0].eurPerGame): must be a plain number with a point for decimals (0.22, not “0,22”)',
        '“Won per US dollar” (exchangeRates.krwPerUsd): is empty: write the number',
      ].sort(),
    );
  });

  it('a price list has at least one plan, each of a known tier', () => {
    expect(problems('pricing', (p) => (p.plans = []))).toEqual([
      '“Point plans (largest first)” (plans): needs at least one plan',
    ]);
    expect(problems('pricing', (p) => (p.plans[0].tier = 'platinum'))).toEqual([
      '“Plan” (plans[0].tier): must be one of the following values: gold, silver, bronze',
    ]);
  });
});

describe('dates and times', () => {
  it('a date is a day of the calendar, written YYYY-MM-DD', () => {
    // 0026: a year typed short, which a calendar would read as 1926.
    for (const wrong of [
      '2026-11-31',
      '2027-02-29',
      '2026-13-02',
      '2026-00-10',
      '2026-11-2',
      '0026-11-02',
    ])
      expect(problems('pricing', (p) => (p.exchangeRates.asOf = wrong))).toEqual([
        `“Rates as of” (exchangeRates.asOf): is not a date: write it as YYYY-MM-DD (2027-01-16), not “${wrong}”`,
      ]);
    expect(problems('pricing', (p) => (p.exchangeRates.asOf = '2028-02-29'))).toEqual([]);
    expect(problems('pricing', (p) => (p.exchangeRates.asOf = ''))).toContain(
      '“Rates as of” (exchangeRates.asOf): is empty: write the date as YYYY-MM-DD',
    );
  });

  it('a time is HH:MM on the 24-hour clock, and a slot ends after it starts', () => {
    const slot = (start: string, end: string) =>
      problems('courses', (c) => Object.assign(c.courses[0].schedule[0], { start, end }));
    expect(slot('00:00', '23:59')).toEqual([]);
    expect(slot('0900', '10:00')).toEqual([
      '“From” (courses[0].schedule[0].start): is not a time: write it as HH:MM (09:00), not “0900”',
    ]);
    expect(slot('09:00', '24:00')).toEqual([
      '“To” (courses[0].schedule[0].end): is not a time: write it as HH:MM (09:00), not “24:00”',
    ]);
    expect(slot('09:60', '10:00')).toEqual([
      '“From” (courses[0].schedule[0].start): is not a time: write it as HH:MM (09:00), not “09:60”',
    ]);
    expect(slot('09:00', '')).toContain(
      '“To” (courses[0].schedule[0].end): is empty: write the time as HH:MM',
    );
    expect(slot('10:00', '10:00')).toEqual([
      '“To” (courses[0].schedule[0].end): ends before it starts',
    ]);
  });

  it('the popup’s window is two days and times of the calendar, the end after the start', () => {
    expect(problems('popup', (p) => (p.start = ''))).toContain(
      '“Starts (Korean time)” (start): is empty: write the date and time as YYYY-MM-DDTHH:MM',
    );
    expect(problems('popup', (p) => (p.end = '2027-02-30T18:00'))).toEqual([
      '“Ends (Korean time)” (end): is not a date and time: write it as YYYY-MM-DDTHH:MM (2027-01-16T09:00), not “2027-02-30T18:00”',
    ]);
    for (const wrong of ['2027-02-28T24:00', '2027-02-28T18:00:00', '2027-02-28 18:00'])
      expect(problems('popup', (p) => (p.end = wrong))).toHaveLength(1);
    expect(problems('popup', (p) => (p.end = '2027-02-28T23:59'))).toEqual([]);
    expect(problems('popup', (p) => (p.end = p.start))).toEqual([
      '“Ends (Korean time)” (end): ends before it starts: the end must come after the start',
    ]);
  });
});

describe('addresses and codes', () => {
  it('a link off the site is a whole https:// address', () => {
    for (const wrong of ['http://pf.kakao.com/_trio', 'pf.kakao.com/_trio', 'https://kakao'])
      expect(problems('channels', (c) => (c.kakaoChannel.url = wrong))).toEqual([
        `“Channel address” (kakaoChannel.url): must be a full https:// address, not “${wrong}”`,
      ]);
    expect(problems('channels', (c) => (c.appStores.googlePlay = ''))).toContain(
      '“Google Play” (appStores.googlePlay): is empty: write the address (https://…)',
    );
  });

  it('the popup has its texts in every language', () => {
    expect(problems('popup', (p) => delete p.texts.es)).toEqual(['texts.es: is missing']);
  });

  it('the popup’s button leads to a page of this site, or nowhere', () => {
    expect(problems('popup', (p) => (p.link = null))).toEqual([]);
    // A page that needs an id (a notice) cannot be a button's target.
    expect(problems('popup', (p) => (p.link = 'notice'))[0]).toMatch(
      /^“Button leads to” \(link\): must be a page of this site \(one of: home, .*\), not “notice”$/,
    );
  });

  it('a verification code is the code alone, or empty', () => {
    expect(problems('verification', (v) => (v.google = 'aB3_x-Y'))).toEqual([]);
    expect(
      problems('verification', (v) => {
        v.google = '<meta name="google-site-verification" content="aB3">';
        delete v.naver;
      }),
    ).toEqual(
      [
        '“Google Search Console” (google): may hold only letters, digits, “-” and “_”: paste the code alone',
        '“Naver Search Advisor” (naver): is missing: leave it empty if there is none',
      ].sort(),
    );
  });

  it('the privacy officer’s phone is international, the host’s site an https:// address', () => {
    expect(
      problems('legal', (l) => {
        l.privacyOfficer.phone = '02-6952-3710';
        l.hostingProvider.url = 'www.netlify.com';
      }),
    ).toEqual(
      [
        '“Phone, international (+82-…)” (privacyOfficer.phone): must start with +82-',
        '“Website” (hostingProvider.url): must be a full https:// address, not “www.netlify.com”',
      ].sort(),
    );
  });

  it('a legal text’s version is a number like 1.0 or 2.1', () => {
    expect(problems('terms', (l) => (l.versions[0].version = '2.1.3'))).toEqual([]);
    for (const wrong of ['v1', '1.', '1.0 draft'])
      expect(problems('privacy', (l) => (l.versions[0].version = wrong))).toEqual([
        `“Version” (versions[0].version): must be a version number (1.0, 2.1), not “${wrong}”`,
      ]);
  });
});

describe('courses and sessions', () => {
  it('lists each course once', () => {
    expect(problems('courses', (c) => c.courses.pop())).toEqual([
      '“Courses” (courses): must list each course once: table-tennis',
    ]);
    expect(problems('courses', (c) => (c.courses[1] = c.courses[0]))).toEqual([
      '“Courses” (courses): must list each course once: sport, badminton',
    ]);
  });

  it('a session’s id starts with its date, its deadlines are not after it, each id once', () => {
    const edit = (fields: Data) =>
      problems('sessions', (s) => Object.assign(s.sessions[0], fields));
    const { id, date } = (JSON.parse(readFileSync('content/sessions.json', 'utf8')) as Data)
      .sessions[0] as { id: string; date: string };
    expect(edit({ applicationDeadline: date, paymentDeadline: date })).toEqual([]);
    const next = '2099-12-31';
    expect(edit({ applicationDeadline: next, paymentDeadline: next })).toEqual(
      [
        '“Applications until” (sessions[0].applicationDeadline): is after the session’s date',
        '“Payment until” (sessions[0].paymentDeadline): is after the session’s date',
      ].sort(),
    );
    const idRule =
      'must be the date and a place, YYYY-MM-DD-place (2027-01-16-seoul), and start with the session’s date';
    for (const wrong of [`2000-01-01${id.slice(10)}`, date, `${date}-Busan`, `x${id}`])
      expect(edit({ id: wrong })).toEqual([
        `“Session id (YYYY-MM-DD-place)” (sessions[0].id): ${idRule}`,
      ]);
    // A deadline that is no date is named once, as no date.
    expect(edit({ paymentDeadline: '2099-13-01' })).toEqual([
      '“Payment until” (sessions[0].paymentDeadline): is not a date: write it as YYYY-MM-DD (2027-01-16), not “2099-13-01”',
    ]);
    expect(edit({ start: '18:00', end: '09:00' })).toEqual([
      '“Ends” (sessions[0].end): ends before it starts',
    ]);
    expect(problems('sessions', (s) => s.sessions.push(s.sessions[0]))).toEqual([
      `“Course sessions” (sessions): has two sessions with the id “${id}”`,
    ]);
  });
});

describe('the editor', () => {
  type Described = {
    type: string;
    meta?: FieldMeta & { localized?: boolean };
    fields?: Record<string, Described>;
    innerType?: Described;
  };

  /**
   * Every field of an object, with its path, however deep (list items included); the texts of
   * one language inside a field of every language are named by their language.
   */
  function fields(description: Described, prefix = ''): [string, Described][] {
    const item = description.innerType ?? description;
    return Object.entries(item.fields ?? {}).flatMap(([key, field]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      const own: [string, Described][] =
        item.meta?.localized && field.type === 'object' ? [] : [[path, field]];
      return [...own, ...fields(field, path)];
    });
  }

  const editor = cmsConfig('.', {
    repo: 'trio-sport/website',
    branch: 'main',
    authUrl: '',
    siteOrigin: 'https://trio-sport.example',
  });

  /** A field of the editor's form for a content file, by its path (`exchangeRates.asOf`). */
  function editorField(name: Name, path: string): CmsField | undefined {
    let fields = editor.collections[0]?.files.find((file) => file.name === name)?.fields;
    let found: CmsField | undefined;
    for (const part of path.split('.')) {
      found = fields?.find((field) => field.name === part);
      fields = found?.fields ?? found?.field?.fields;
    }
    return found;
  }

  it('offers a calendar for dates, a clock for times, a text area for the popup’s text', () => {
    expect(editorField('pricing', 'exchangeRates.asOf')).toMatchObject({
      widget: 'datetime',
      type: 'date',
    });
    expect(editorField('sessions', 'sessions.start')).toMatchObject({
      widget: 'datetime',
      type: 'time',
    });
    expect(editorField('popup', 'end')).toMatchObject({
      widget: 'datetime',
      type: 'datetime-local',
    });
    expect(editorField('popup', 'texts.en.text')).toMatchObject({ widget: 'text' });
    expect(editorField('popup', 'texts.en.title')).toMatchObject({ widget: 'string' });
  });

  it('names every file', () => {
    expect(contentFiles.filter((file) => !file.label)).toEqual([]);
  });

  it('names every field of every file', () => {
    for (const { schema, file } of contentFiles) {
      const unnamed = fields((schema as yup.Schema).describe() as Described)
        .filter(([, field]) => !field.meta?.label)
        .map(([path]) => `${file}: ${path}`);
      expect(unnamed).toEqual([]);
    }
  });
});
