import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCookie } from '@/config/language-cookie';
import { rememberLanguage } from './language-cookie';
import { detectLanguage } from './language-detection';
import { recordCookieWrites } from '@/testing/cookie-writes';

function browserLanguages(list: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(list[0] ?? '');
}

afterEach(() => {
  document.cookie = `${languageCookie.name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('detectLanguage', () => {
  it('prefers the i18n_redirected cookie', async () => {
    browserLanguages(['es-MX']);
    document.cookie = `${languageCookie.name}=ko; path=/`;
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
    document.cookie = `${languageCookie.name}=fr; path=/`;
    expect(await detectLanguage()).toBe('es');
    document.cookie = `${languageCookie.name}=%3Cscript%3E; path=/`;
    expect(await detectLanguage()).toBe('es');
  });

  it('maps regional codes to the languages we speak', async () => {
    browserLanguages(['pt-BR', 'zh-Hant-TW']);
    expect(await detectLanguage()).toBe('zh');
    browserLanguages(['ko-KR']);
    expect(await detectLanguage()).toBe('ko');
  });
});

function attributesOf(write: string | undefined) {
  const [pair, ...attributes] = (write ?? '').split('; ');
  const attrs = Object.fromEntries(
    attributes.map((a) => [a.split('=')[0]?.toLowerCase(), a.split('=')[1] ?? true] as const),
  );
  return { pair, attrs };
}

describe('rememberLanguage', () => {
  it('writes i18n_redirected for 365 days, SameSite=Lax, path /, not Secure over http', () => {
    const writes = recordCookieWrites();
    const before = Date.now();
    rememberLanguage('zh');

    expect(writes).toHaveLength(1);
    const { pair, attrs } = attributesOf(writes[0]);
    expect(pair).toBe('i18n_redirected=zh');
    expect(attrs.path).toBe('/');
    expect(String(attrs.samesite).toLowerCase()).toBe('lax');
    expect(attrs.secure).toBeUndefined();
    const days = (Date.parse(String(attrs.expires)) - before) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
  });

  it('is Secure when the page came over https', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const writes = recordCookieWrites();
    rememberLanguage('ko');
    const { pair, attrs } = attributesOf(writes[0]);
    expect(pair).toBe('i18n_redirected=ko');
    expect(attrs.secure).toBe(true);
    expect(String(attrs.samesite).toLowerCase()).toBe('lax');
  });

  it('has one set of attributes, for every writer', () => {
    expect(languageCookie).toMatchObject({ name: 'i18n_redirected', days: 365, path: '/' });
    expect(languageCookie.secure('https:')).toBe(true);
    expect(languageCookie.secure('http:')).toBe(false);
  });
});
