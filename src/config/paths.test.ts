import { describe, expect, it } from 'vitest';
import { paths, switchLanguagePath } from './paths';

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
