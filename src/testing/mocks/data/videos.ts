import type { Language } from '@/config/languages';

type Localized = Record<Language, string>;

export type DemoVideo = {
  id: number;
  createdAt: string;
  title: Localized;
  /** The 11-character id of the video on YouTube. */
  youtubeId: string;
};

/** The seeded videos, oldest first; the handler lists them newest first. */
export const demoVideos: readonly DemoVideo[] = [
  {
    id: 1,
    createdAt: '2026-01-15T18:00:00+09:00',
    youtubeId: 'q3T8vKp2XcA',
    title: {
      ko: 'TRIO란? 세 팀이 함께 뛰는 스포츠',
      en: 'What is TRIO? Three teams, one court',
      zh: '什么是TRIO？三支队伍同场竞技的运动',
      es: '¿Qué es TRIO? Tres equipos, un gimnasio',
    },
  },
  {
    id: 2,
    createdAt: '2026-02-10T18:00:00+09:00',
    youtubeId: 'Rb7nW1dLm4E',
    title: {
      ko: '5분 만에 보는 2026 TRIO 규칙',
      en: 'The 2026 TRIO rules in five minutes',
      zh: '五分钟看懂2026年TRIO规则',
      es: 'Las reglas de TRIO 2026 en cinco minutos',
    },
  },
  {
    id: 3,
    createdAt: '2026-03-05T18:00:00+09:00',
    youtubeId: 'Zk0_pY6sQ2w',
    title: {
      ko: 'TRIO 점수 계산법: 균형\u2060·경쟁\u2060·협력',
      en: 'How TRIO is scored: balance, competitiveness and collaboration',
      zh: 'TRIO如何计分：平衡力、竞争力与协作力',
      es: 'Cómo se puntúa TRIO: equilibrio, competitividad y colaboración',
    },
  },
  {
    id: 4,
    createdAt: '2026-03-26T18:00:00+09:00',
    youtubeId: 'hT5-Ue9bN0c',
    title: {
      ko: '앱 사용법: 휴대전화로 경기 기록하기',
      en: 'App tutorial: scoring a game on your phone',
      zh: '应用教程：用手机为比赛计分',
      es: 'Tutorial de la aplicación: puntuar un partido con el teléfono',
    },
  },
  {
    id: 5,
    createdAt: '2026-04-20T18:00:00+09:00',
    youtubeId: 'Ma2xJ7rVf8Q',
    title: {
      ko: '점수를 큰 화면에 띄우는 방법',
      en: 'Mirroring the score to a big screen',
      zh: '如何将比分投屏到大屏幕',
      es: 'Cómo duplicar el marcador en una pantalla grande',
    },
  },
  {
    id: 6,
    createdAt: '2026-05-15T18:00:00+09:00',
    youtubeId: 'c4YhL9wTq1s',
    title: {
      ko: '봄 학교 리그 결승 하이라이트',
      en: 'Spring school league final: highlights',
      zh: '春季校园联赛决赛精彩集锦',
      es: 'Final de la liga escolar de primavera: resumen',
    },
  },
  {
    id: 7,
    createdAt: '2026-07-10T18:00:00+09:00',
    youtubeId: 'W8oEz3nKd5g',
    title: {
      ko: '스포츠지도자 3급 연수의 하루',
      en: 'Sport instructor level 3: a day on the course',
      zh: 'TRIO三级指导员培训的一天',
      es: 'Instructor deportivo de nivel 3: un día en el curso',
    },
  },
  {
    id: 8,
    createdAt: '2026-09-20T18:00:00+09:00',
    youtubeId: 'e1Pr6-VbXy0',
    title: {
      ko: '2026 TRIO 페스티벌 하이라이트',
      en: '2026 TRIO Festival highlights',
      zh: '2026 TRIO嘉年华精彩集锦',
      es: 'Lo mejor del Festival TRIO 2026',
    },
  },
];
