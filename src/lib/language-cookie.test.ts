import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCookie } from '@/config/language-cookie';
import { rememberLanguage } from './language-cookie';
import { recordCookieWrites } from '@/testing/cookie-writes';

describe('the language cookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('is Secure on a page served over https, not over http', () => {
    const writes = recordCookieWrites();
    rememberLanguage('ko');
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    rememberLanguage('es');
    expect(writes[0]?.split('; ')).not.toContain('secure');
    expect(writes[1]?.split('; ')).toContain('secure');
    expect(writes[1]).toMatch(new RegExp(`^${languageCookie.name}=es; `));
  });

  it('is written by a click on any marked language link, the plain HTML ones too', () => {
    // The test setup installed the document's listener, as the page's inline script does.
    const writes = recordCookieWrites();
    document.body.innerHTML = `
      <a href="#zh" data-remember-language="zh"><span>中文</span></a>
      <a href="#odd" data-remember-language="fr">Français</a>
      <a href="#plain" hreflang="es">Español</a>`;
    for (const link of document.querySelectorAll('a'))
      link.addEventListener('click', (e) => e.preventDefault());
    document.querySelector('span')?.click();
    document.querySelector<HTMLElement>('a[href="#odd"]')?.click();
    document.querySelector<HTMLElement>('a[href="#plain"]')?.click();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(new RegExp(`^${languageCookie.name}=zh; `));
  });
});
