import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAll, checkContent, checkTranslations, describeProblem } from './validate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content is edited by hand: any shape
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
const lines = (name: Parameters<typeof checkContent>[0], data: unknown) =>
  checkContent(name, data).map(describeProblem);

describe('content check', () => {
  it('passes the content as it is', () => {
    expect(checkAll('.').map(describeProblem)).toEqual([]);
  });

  it('names a missing translation: file, entry, field and language', () => {
    const popup = read('content/popup.json');
    const texts = { ...popup.texts, zh: { title: '认证培训', link: '查看' } };
    expect(lines('popup', { ...popup, texts })).toEqual([
      'content/popup.json: Home page popup, field “Text” (texts.zh.text), in Chinese: is empty: write the text',
    ]);
    const problems = checkTranslations((lang, namespace) =>
      lang === 'es' && namespace === 'home' ? {} : read(`locales/${lang}/${namespace}.json`),
    );
    expect(problems.length).toBeGreaterThan(10);
    expect(describeProblem(problems[0]!)).toMatch(
      /^locales\/es\/home\.json: home, field home\.meta\.title, in Spanish: the Spanish \(Español\) translation is missing$/,
    );
  });

  it('names a malformed date and an end before its start', () => {
    const sessions = read('content/sessions.json');
    const [first, ...rest] = sessions.sessions as Record<string, unknown>[];
    expect(
      lines('sessions', { sessions: [{ ...first, paymentDeadline: '2027-02-30' }, ...rest] }),
    ).toEqual([
      `content/sessions.json: sessions #1 “${String(first!.id)}”, field “Payment until” (sessions[0].paymentDeadline): is not a date: write it as YYYY-MM-DD (2027-01-16), not “2027-02-30”`,
    ]);
    const popup = read('content/popup.json');
    expect(
      lines('popup', { ...popup, start: '2027-03-01T09:00', end: '2027-02-28T18:00' }),
    ).toEqual([
      'content/popup.json: Home page popup, field “Ends (Korean time)” (end): ends before it starts: the end must come after the start',
    ]);
    expect(lines('popup', { ...popup, end: '2027-2-28 18:00' })[0]).toContain(
      'is not a date and time: write it as YYYY-MM-DDTHH:MM',
    );
  });

  it('names a price written with a thousands separator', () => {
    const pricing = read('content/pricing.json');
    const [gold, ...rest] = pricing.plans as Record<string, unknown>[];
    expect(
      lines('pricing', { ...pricing, plans: [{ ...gold, priceKrw: '231,000' }, ...rest] }),
    ).toEqual([
      'content/pricing.json: plans #1 “gold”, field “Price (KRW)” (plans[0].priceKrw): must be a plain number, without separators or units (231000, not “231,000”)',
    ]);
  });

  it('names point plans that offer no way to buy them', () => {
    const pricing = read('content/pricing.json');
    expect(
      lines('pricing', { ...pricing, purchase: { inApp: false, bankTransfer: false } }),
    ).toEqual([
      'content/pricing.json: Point plans and exchange rates, field “How points are bought” (purchase): offers no way to buy points: tick “Sold in the TRIO app”, “Sold by bank transfer” or both',
    ]);
  });

  it('names HTML in a plain-text field, in its language', () => {
    const company = read('content/company.json');
    const bankAccount = {
      ...company.bankAccount,
      bank: { ...company.bankAccount.bank, ko: '<b>신한은행</b>' },
    };
    expect(lines('company', { ...company, bankAccount })).toEqual([
      'content/company.json: Company facts, field “한국어 (Korean)” (bankAccount.bank.ko), in Korean: contains HTML (“<b>신한은행</b>”): write plain text, without tags',
    ]);
  });

  it('names an address off the site where a page of the site is expected', () => {
    const popup = read('content/popup.json');
    const [line] = lines('popup', { ...popup, link: 'https://evil.example/' });
    expect(line).toMatch(
      /^content\/popup\.json: Home page popup, field “Button leads to” \(link\): must be a page of this site \(one of: home, point, .*\), not “https:\/\/evil\.example\/”$/,
    );
  });

  it('names an unknown or unclosed placeholder in a legal text, with its version and language', () => {
    const privacy = read('content/privacy.json');
    const [first] = privacy.versions;
    const zh = [...first!.text.zh];
    zh[2] = { ...zh[2], body: '请联系{{privacyOfficer}}。' };
    const es = [...first!.text.es];
    es[0] = { ...es[0], heading: 'Artículo 1 ({{companyName}' };
    expect(
      lines('privacy', { versions: [{ ...first, text: { ...first!.text, zh, es } }] }),
    ).toEqual([
      expect.stringMatching(
        /^content\/privacy\.json: versions #1 “1\.0”, field “Text \(one paragraph per line\)” \(versions\[0\]\.text\.zh\[2\]\.body\), in Chinese: has an unknown placeholder “\{\{privacyOfficer\}\}”: use one of \{\{companyName\}\}, .*\{\{officerName\}\}/,
      ),
      'content/privacy.json: versions #1 “1.0”, field “Heading” (versions[0].text.es[0].heading), in Spanish: has a placeholder that is not closed: write it as {{name}}, with two braces each side',
    ]);
  });

  it('names a legal version out of order, a number used twice and a language left empty', () => {
    const terms = read('content/terms.json');
    const [first] = terms.versions;
    const earlier = { ...first, version: '1.1', effectiveDate: '2026-02-01' };
    expect(lines('terms', { versions: [first, earlier] })).toEqual([
      'content/terms.json: Terms of service, field “Terms of service: versions, oldest first (add a new one at the end)” (versions): are out of order: version “1.1” must take effect after version “1.0” (2026-03-01); add a new version at the end of the list',
    ]);
    const twice = { ...first, effectiveDate: '2027-01-01' };
    expect(lines('terms', { versions: [first, twice] })[0]).toContain(
      'have the version number “1.0” twice',
    );
    const empty = { ...first, text: { ...first!.text, es: [] } };
    expect(lines('terms', { versions: [empty] })).toEqual([
      'content/terms.json: versions #1 “1.0”, field “Español (Spanish)” (versions[0].text.es), in Spanish: has no article: write at least one',
    ]);
  });
});
