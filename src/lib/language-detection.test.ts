import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE, rememberLanguage } from './language-cookie';
import { detectLanguage } from './language-detection';

function browserLanguages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('detectLanguage', () => {
  it('prefers the i18n_redirected cookie', async () => {
    browserLanguages(['es-MX']);
    document.cookie = `${LOCALE_COOKIE}=ko; path=/`;
    expect(await detectLanguage()).toBe('ko');
  });

  it('uses the browser languages in order when there is no cookie', async () => {
    browserLanguages(['fr-FR', 'zh-TW', 'en-US']);
    expect(await detectLanguage()).toBe('zh');
    browserLanguages(['es-MX', 'en']);
    expect(await detectLanguage()).toBe('es');
    browserLanguages(['zh-CN']);
    expect(await detectLanguage()).toBe('zh');
  });

  it('falls back to English', async () => {
    browserLanguages(['fr-FR', 'de']);
    expect(await detectLanguage()).toBe('en');
    browserLanguages([]);
    expect(await detectLanguage()).toBe('en');
  });

  it('ignores a cookie with an unknown or malformed language', async () => {
    browserLanguages(['es-ES']);
    document.cookie = `${LOCALE_COOKIE}=fr; path=/`;
    expect(await detectLanguage()).toBe('es');
    document.cookie = `${LOCALE_COOKIE}=%3Cscript%3E; path=/`;
    expect(await detectLanguage()).toBe('es');
  });

  it('maps regional codes to the languages we speak', async () => {
    browserLanguages(['pt-BR', 'zh-Hant-TW']);
    expect(await detectLanguage()).toBe('zh');
    browserLanguages(['ko-KR']);
    expect(await detectLanguage()).toBe('ko');
  });
});

describe('rememberLanguage', () => {
  it('writes i18n_redirected for 365 days, SameSite=Lax, path /', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    const before = Date.now();
    rememberLanguage('zh');

    expect(writes).toHaveLength(1);
    const [pair, ...attributes] = (writes[0] ?? '').split('; ');
    expect(pair).toBe(`${LOCALE_COOKIE}=zh`);
    const attrs = Object.fromEntries(attributes.map((a) => a.split('=') as [string, string]));
    expect(attrs.path).toBe('/');
    expect(attrs.sameSite?.toLowerCase()).toBe('lax');
    const days = (Date.parse(attrs.expires ?? '') - before) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
  });
});
