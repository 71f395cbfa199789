import { describe, expect, it } from 'vitest';
import { inquiryPath, paths, sectionPages, switchLanguagePath } from './paths';

describe('paths', () => {
  it('builds every named route under its language', () => {
    expect(paths.home('ko')).toBe('/ko/home');
    expect(paths.authLogin('es')).toBe('/es/auth/login');
    expect(paths.certificateTableTennis('zh')).toBe('/zh/certificate/table-tennis');
    expect(paths.communityNoticeDetail('en', { id: 42 })).toBe('/en/community/notice/42');
  });

  it('encodes parameters so a token cannot add path segments', () => {
    expect(paths.resetPassword('en', { token: 'a/b?c' })).toBe('/en/reset/password/a%2Fb%3Fc');
  });

  it('switches the language and keeps the page, query and hash', () => {
    expect(switchLanguagePath({ pathname: '/en/trio/rule' }, 'ko')).toBe('/ko/trio/rule');
    expect(
      switchLanguagePath(
        { pathname: '/es/community/notice', search: '?page=2', hash: '#top' },
        'zh',
      ),
    ).toBe('/zh/community/notice?page=2#top');
    expect(switchLanguagePath({ pathname: '/' }, 'es')).toBe('/es/home');
  });
});

describe('sectionPages', () => {
  const menu = (section: string) =>
    sectionPages(section).map(({ id, to }) => [id, to('en')] as const);

  it("lists a section's overview, then its pages without parameters, in the table's order", () => {
    expect(menu('community')).toEqual([
      ['overview', '/en/community'],
      ['notice', '/en/community/notice'],
      ['gallery', '/en/community/gallery'],
      ['video', '/en/community/video'],
      ['reference', '/en/community/reference'],
    ]);
    expect(menu('company').map(([id]) => id)).toEqual(['overview', 'ceo', 'map', 'future']);
    expect(menu('trio').map(([id]) => id)).toEqual(['overview', 'introduction', 'rule', 'app']);
  });

  it('takes no page of another section that only starts the same', () => {
    expect(menu('certificate/sport')).toEqual([['overview', '/en/certificate/sport']]);
    expect(menu('comm')).toEqual([]);
  });
});

describe('inquiryPath', () => {
  it('chooses the topic, and the plan when there is one (the names agreed for issue 45)', () => {
    expect(paths.inquiry('en')).toBe('/en/inquiry');
    expect(inquiryPath('ko', { topic: 'group-course' })).toBe('/ko/inquiry?topic=group-course');
    expect(inquiryPath('es', { topic: 'points', plan: 'gold' })).toBe(
      '/es/inquiry?topic=points&plan=gold',
    );
  });
});
