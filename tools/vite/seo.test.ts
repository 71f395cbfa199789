// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { terms } from '../../src/config/terms';
import { legalVersionPages, prerenderedPages, robots, sitemap, verificationMetaTags } from './seo';

const origin = 'https://trio.example';

describe('what the page table gives search engines', () => {
  it('pre-renders every public page without parameters, in four languages', () => {
    const paths = prerenderedPages().map((page) => page.path);
    expect(paths).toHaveLength(24 * 4);
    expect(paths).toContain('/zh/certificate/sport');
    expect(paths).toContain('/ko/inquiry');
    expect(paths.filter((path) => /\/(auth|reset)\/|:/.test(path))).toEqual([]);
  });

  it('lists those pages in the sitemap with their alternates', () => {
    const xml = sitemap(origin);
    // Every pre-rendered page, and the landing page.
    expect(xml.match(/<url>/g)).toHaveLength(97);
    expect(xml).toContain(`<loc>${origin}/ko/privacy</loc>`);
    expect(xml).toContain(`<loc>${origin}/ko/terms</loc>`);
    expect(xml).toContain(`<loc>${origin}/</loc>`);
    expect(xml).toContain(`<loc>${origin}/es/trio/rule</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${origin}/"`);
    expect(xml).not.toContain('/auth/');
  });

  it('pre-renders every version of the legal texts at its own address, in four languages', () => {
    const paths = legalVersionPages().map((page) => page.path);
    const [first] = terms.versions;
    expect(paths).toContain(`/es/terms/${first!.effectiveDate}`);
    expect(paths.filter((path) => path.startsWith('/ko/'))).toHaveLength(paths.length / 4);
    // Earlier versions stay reachable, but only the one in effect is in the sitemap.
    expect(sitemap(origin)).not.toContain(`/terms/${first!.effectiveDate}`);
  });

  it('keeps the account and reset pages out of search engines', () => {
    const text = robots(origin);
    expect(text).toContain('Disallow: /ko/auth/login');
    expect(text).toContain('Disallow: /es/reset/password/');
    expect(text).not.toContain('Disallow: /en/home');
    expect(text).toContain('Disallow: /shell/');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("search engines' verification codes", () => {
  it('go where each engine looks: meta tags, and robots.txt for Daum', () => {
    const codes = { google: 'g-1', naver: 'n"2', bing: 'B3', baidu: 'codeva-4', daum: 'd5' };
    expect(verificationMetaTags(codes)).toEqual([
      '<meta name="google-site-verification" content="g-1">',
      '<meta name="naver-site-verification" content="n&quot;2">',
      '<meta name="msvalidate.01" content="B3">',
      '<meta name="baidu-site-verification" content="codeva-4">',
    ]);
    expect(robots(origin, codes)).toContain('#DaumWebMasterTool:d5');
    expect(verificationMetaTags({ google: '', naver: '', bing: '', baidu: '', daum: '' })).toEqual(
      [],
    );
    expect(robots(origin)).not.toContain('Daum');
  });
});
