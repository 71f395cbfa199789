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
});
