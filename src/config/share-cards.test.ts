import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { shareCardAlt, shareCardOf, shareCardPath, shareCards, siteSections } from './share-cards';

describe('share cards', () => {
  it('are the top-level sections of the page table, not the account pages', () => {
    expect([...siteSections].sort()).toEqual(
      [
        'certificate',
        'community',
        'company',
        'home',
        'inquiry',
        'point',
        'privacy',
        'product',
        'terms',
        'trio',
      ].sort(),
    );
  });

  it('are one per section and language, and the landing page’s in English', () => {
    expect(shareCards).toHaveLength(10 * 4 + 1);
    const paths = shareCards.map(({ lang, name }) => shareCardPath(lang, name));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/share/en/landing.png');
    expect(paths).not.toContain('/share/ko/landing.png');
    expect(paths).toContain('/share/zh/certificate.png');
  });

  it.each([
    ['/', { name: 'landing', lang: 'en' }],
    ['/en/home', { name: 'home', lang: 'en' }],
    ['/ko/trio/rule', { name: 'trio', lang: 'ko' }],
    ['/zh/certificate/table-tennis', { name: 'certificate', lang: 'zh' }],
    ['/es/community/notice/42', { name: 'community', lang: 'es' }],
    ['/en/company/', { name: 'company', lang: 'en' }],
    ['/en/auth/login', undefined],
    ['/ko/reset/password/abc', undefined],
    ['/en', undefined],
    ['/fr/home', undefined],
    ['/home', undefined],
    ['/en/homework', undefined],
  ])('%s shares %j', (pathname, card) => {
    expect(shareCardOf(pathname)).toEqual(card);
  });

  it('are served from one address per language and card, built by paths', () => {
    expect(shareCardPath('ko', 'trio')).toBe('/share/ko/trio.png');
    expect(paths.shareCard('es', 'landing')).toBe('/share/es/landing.png');
    // Every page's card is one the build draws.
    const drawn = new Set(shareCards.map(({ lang, name }) => shareCardPath(lang, name)));
    for (const pathname of ['/', '/ko/point', '/es/product', '/zh/community/gallery']) {
      const card = shareCardOf(pathname);
      expect(card && drawn.has(shareCardPath(card.lang, card.name)), pathname).toBe(true);
    }
  });

  it('are described by their text, in reading order', () => {
    expect(shareCardAlt({ title: '제품', tagline: '세 팀이 함께 겨루는 스포츠' })).toBe(
      'TRIO · 제품 · 세 팀이 함께 겨루는 스포츠',
    );
    expect(shareCardAlt({ tagline: 'A sport for three teams' })).toBe(
      'TRIO · A sport for three teams',
    );
  });
});
