import type { Language } from '@/config/languages';

type Localized = Record<Language, string>;

export type DemoReference = {
  id: number;
  createdAt: string;
  title: Localized;
  fileName: string;
  /** A path on the API's origin; the handler answers an absolute URL, as the real API does. */
  filePath: string;
  /** Bytes; equal to the size of the file under `public/demo/files/` (a test checks it). */
  fileSize: number;
};

function file(
  id: number,
  createdAt: string,
  fileName: string,
  fileSize: number,
  title: Localized,
): DemoReference {
  return { id, createdAt, title, fileName, filePath: `/demo/files/${fileName}`, fileSize };
}

/** The seeded resource files, oldest first; the handler lists them newest first. */
export const demoReferences: readonly DemoReference[] = [
  file(1, '2026-01-08T10:10:00+09:00', 'TRIO-rulebook-2026.pdf', 2200, {
    ko: 'TRIO 공식 규정집 2026년판',
    en: 'Official TRIO rule book, 2026 edition',
    zh: 'TRIO官方规则手册（2026年版）',
    es: 'Reglamento oficial de TRIO, edición 2026',
  }),
  file(2, '2026-01-08T10:20:00+09:00', 'TRIO-rulebook-2026-changes.txt', 765, {
    ko: '2026 규정집 주요 변경 사항 요약',
    en: 'Rule book 2026: summary of changes',
    zh: '2026年版规则手册修订要点',
    es: 'Reglamento 2026: resumen de cambios',
  }),
  file(3, '2026-01-15T14:00:00+09:00', 'TRIO-scoresheet.pdf', 2140, {
    ko: '인쇄용 경기 기록지',
    en: 'Printable score sheet',
    zh: '可打印计分表',
    es: 'Hoja de puntuación para imprimir',
  }),
  file(4, '2026-01-20T09:40:00+09:00', 'sport-instructor-level3-curriculum-2026.pdf', 2119, {
    ko: '스포츠지도자 3급 2026 교육과정',
    en: 'Sport instructor level 3: 2026 curriculum',
    zh: 'TRIO三级指导员2026年课程大纲',
    es: 'Instructor deportivo de nivel 3: programa 2026',
  }),
  file(5, '2026-01-20T09:45:00+09:00', 'badminton-referee-level3-curriculum-2026.pdf', 2220, {
    ko: '배드민턴 심판 3급 2026 교육과정',
    en: 'Badminton referee level 3: 2026 curriculum',
    zh: 'TRIO羽毛球三级裁判员2026年课程大纲',
    es: 'Árbitro de bádminton de nivel 3: programa 2026',
  }),
  file(6, '2026-01-20T09:50:00+09:00', 'pickleball-referee-level3-curriculum-2026.pdf', 2229, {
    ko: '피클볼 심판 3급 2026 교육과정',
    en: 'Pickleball referee level 3: 2026 curriculum',
    zh: 'TRIO匹克球三级裁判员2026年课程大纲',
    es: 'Árbitro de pickleball de nivel 3: programa 2026',
  }),
  file(7, '2026-01-20T09:55:00+09:00', 'table-tennis-referee-level3-curriculum-2026.pdf', 2230, {
    ko: '탁구 심판 3급 2026 교육과정',
    en: 'Table tennis referee level 3: 2026 curriculum',
    zh: 'TRIO乒乓球三级裁判员2026年课程大纲',
    es: 'Árbitro de tenis de mesa de nivel 3: programa 2026',
  }),
  file(8, '2026-03-02T11:00:00+09:00', 'TRIO-court-setup-guide.pdf', 1864, {
    ko: 'TRIO 코트 설치 안내서',
    en: 'TRIO court setup guide',
    zh: 'TRIO场地布置指南',
    es: 'Guía para preparar un gimnasio para TRIO',
  }),
  file(9, '2026-04-14T10:10:00+09:00', 'school-league-2026-spring-results.txt', 815, {
    ko: '2026 봄 학교 리그 최종 순위',
    en: 'Spring 2026 school league: final standings',
    zh: '2026年春季校园联赛最终排名',
    es: 'Liga escolar de primavera 2026: clasificación final',
  }),
  file(10, '2026-05-27T10:10:00+09:00', 'TRIO-festival-2026-guide.pdf', 1948, {
    ko: '2026 TRIO 페스티벌 참가 안내서',
    en: '2026 TRIO Festival: team guide',
    zh: '2026 TRIO嘉年华参赛指南',
    es: 'Festival TRIO 2026: guía para equipos',
  }),
  file(11, '2026-08-10T15:00:00+09:00', 'TRIO-pe-lesson-plan-grades-3-6.txt', 1190, {
    ko: '초등 3~6학년 TRIO 체육 10차시 지도안',
    en: 'PE unit plan: 10 TRIO lessons for grades 3 to 6',
    zh: '小学三至六年级TRIO体育课10课时教案',
    es: 'Unidad didáctica: 10 sesiones de TRIO para 3.º a 6.º de primaria',
  }),
  file(12, '2026-08-19T11:10:00+09:00', 'TRIO-app-2.6-quick-start.pdf', 2007, {
    ko: 'TRIO 앱 2.6 빠른 시작 안내서',
    en: 'TRIO app 2.6 quick start guide',
    zh: 'TRIO应用2.6快速入门指南',
    es: 'Guía rápida de la aplicación TRIO 2.6',
  }),
];
