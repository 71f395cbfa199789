import type { DemoNotice } from '../../src/demo-api/content';

/** A notice the back office publishes after the build (the Cloudflare function's tests). */
export const lateNotice: DemoNotice = {
  id: 9001,
  createdAt: '2026-11-20T09:00:00+09:00',
  pinned: false,
  title: {
    ko: '2027년 봄 자격연수 접수 시작',
    en: 'Spring 2027 course registration opens',
    zh: '2027年春季认证培训开始报名',
    es: 'Abren las inscripciones de los cursos de primavera de 2027',
  },
  content: {
    ko: '<p>2027년 봄 자격연수 접수를 시작합니다.</p>',
    en: '<p>Registration for the spring 2027 courses is now open.</p>',
    zh: '<p>2027年春季认证培训现已开始报名。</p>',
    es: '<p>Ya están abiertas las inscripciones de los cursos de primavera de 2027.</p>',
  },
};

/** Hostile staff HTML: scripts, handlers, `javascript:` links, markup in the title, styles. */
export const hostileNotice: DemoNotice = {
  id: 9002,
  createdAt: '2026-11-21T09:00:00+09:00',
  pinned: false,
  title: {
    ko: '<img src=x onerror="window.__pwned=1"> 공지',
    en: '<img src=x onerror="window.__pwned=1"> Notice',
    zh: '<img src=x onerror="window.__pwned=1"> 公告',
    es: '<img src=x onerror="window.__pwned=1"> Aviso',
  },
  content: Object.fromEntries(
    (['ko', 'en', 'zh', 'es'] as const).map((lang) => [
      lang,
      '<p style="color:red" onclick="window.__pwned=1">Styled</p>' +
        '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">' +
        '<a href="javascript:window.__pwned=1" style="font-weight:bold">link</a>' +
        '<span style="position:fixed;inset:0">cover</span>',
    ]),
  ) as DemoNotice['content'],
};
