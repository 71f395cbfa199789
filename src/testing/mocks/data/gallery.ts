import type { Language } from '@/config/languages';

type Localized = Record<Language, string>;

export type DemoPhoto = {
  id: number;
  createdAt: string;
  title: Localized;
  /** Paths on the API's origin; the handler answers them as absolute URLs, as the real API does. */
  imagePath: string;
  thumbnailPath: string;
  /** Size of the full image, so the page can reserve its space before it loads. */
  width: number;
  height: number;
};

/** The illustrations live in `public/demo/gallery/` as `photo-NN.svg` and `photo-NN-thumb.svg`. */
function photo(id: number, createdAt: string, title: Localized): DemoPhoto {
  const name = `photo-${String(id).padStart(2, '0')}`;
  return {
    id,
    createdAt,
    title,
    imagePath: `/demo/gallery/${name}.svg`,
    thumbnailPath: `/demo/gallery/${name}-thumb.svg`,
    width: 1200,
    height: 800,
  };
}

/** The seeded photos, oldest first; the handler lists them newest first. */
export const demoPhotos: readonly DemoPhoto[] = [
  photo(1, '2026-01-17T15:00:00+09:00', {
    ko: '겨울 캠프: 한 코트에 선 세 팀',
    en: 'Winter camp: three teams on one court',
    zh: '冬令营：三支队伍同场竞技',
    es: 'Campamento de invierno: tres equipos en un mismo gimnasio',
  }),
  photo(2, '2026-03-14T11:00:00+09:00', {
    ko: '스포츠지도자 3급 연수: 서울 이론 수업',
    en: 'Sport instructor level 3: theory session in Seoul',
    zh: 'TRIO三级指导员培训：首尔理论课',
    es: 'Instructor deportivo de nivel 3: clase teórica en Seúl',
  }),
  photo(3, '2026-03-14T16:00:00+09:00', {
    ko: '스포츠지도자 3급 연수: 코트 실습',
    en: 'Sport instructor level 3: practical session on court',
    zh: 'TRIO三级指导员培训：场地实操',
    es: 'Instructor deportivo de nivel 3: práctica en el gimnasio',
  }),
  photo(4, '2026-03-21T10:30:00+09:00', {
    ko: '봄 학교 리그 개막일',
    en: 'Spring school league: opening day',
    zh: '春季校园联赛开幕日',
    es: 'Liga escolar de primavera: jornada inaugural',
  }),
  photo(5, '2026-04-11T17:00:00+09:00', {
    ko: '봄 리그 결승: 서울한빛초등학교 우승',
    en: 'Spring league final: Hanbit Elementary lifts the trophy',
    zh: '春季联赛决赛：首尔韩光小学夺冠',
    es: 'Final de la liga de primavera: la Escuela Primaria Hanbit levanta el trofeo',
  }),
  photo(6, '2026-04-18T15:00:00+09:00', {
    ko: '배드민턴 심판 3급 연수: 세 팀 경기 판정 실습',
    en: 'Badminton referee level 3: refereeing three-team play',
    zh: 'TRIO羽毛球三级裁判员培训：三队比赛执裁实操',
    es: 'Árbitro de bádminton de nivel 3: arbitrar un partido de tres equipos',
  }),
  photo(7, '2026-05-05T14:00:00+09:00', {
    ko: '어린이날 가족 TRIO 한마당',
    en: "Children's Day: family TRIO in the park",
    zh: '儿童节：公园里的家庭TRIO',
    es: 'Día del Niño: TRIO en familia en el parque',
  }),
  photo(8, '2026-05-23T11:00:00+09:00', {
    ko: '부산 피클볼 심판 3급 연수: 논발리존 규정',
    en: 'Pickleball referee level 3 in Busan: the non-volley zone',
    zh: '釜山TRIO匹克球三级裁判员培训：非截击区规则',
    es: 'Árbitro de pickleball de nivel 3 en Busan: la zona de no volea',
  }),
  photo(9, '2026-06-13T10:00:00+09:00', {
    ko: '앱으로 기록하고 큰 화면에 띄우기',
    en: 'Scoring with the app, mirrored to a big screen',
    zh: '用应用计分并投屏到大屏幕',
    es: 'Puntuación con la aplicación, duplicada en una pantalla grande',
  }),
  photo(10, '2026-06-27T11:00:00+09:00', {
    ko: '대전 탁구 심판 3급 연수',
    en: 'Table tennis referee level 3 in Daejeon',
    zh: '大田TRIO乒乓球三级裁判员培训',
    es: 'Árbitro de tenis de mesa de nivel 3 en Daejeon',
  }),
  photo(11, '2026-07-25T16:00:00+09:00', {
    ko: '해운대 여름 캠프의 비치 TRIO',
    en: 'Beach TRIO at the Haeundae summer camp',
    zh: '海云台夏令营的沙滩TRIO',
    es: 'TRIO en la playa en el campamento de verano de Haeundae',
  }),
  photo(12, '2026-08-08T14:00:00+09:00', {
    ko: '체육 교사 연수: 10차시 수업 설계',
    en: 'Teacher workshop: planning a 10-lesson unit',
    zh: '教师工作坊：设计10课时教学单元',
    es: 'Taller docente: planificar una unidad de 10 sesiones',
  }),
  photo(13, '2026-09-12T10:30:00+09:00', {
    ko: '2026 TRIO 페스티벌 첫날',
    en: '2026 TRIO Festival: opening day',
    zh: '2026 TRIO嘉年华开幕日',
    es: 'Festival TRIO 2026: primera jornada',
  }),
  photo(14, '2026-09-13T15:30:00+09:00', {
    ko: '페스티벌 결승전, 대형 화면으로 실시간 중계',
    en: 'The festival final, live on the big screen',
    zh: '嘉年华决赛，大屏幕实时显示比分',
    es: 'La final del festival, en directo en la pantalla grande',
  }),
  photo(15, '2026-09-13T17:00:00+09:00', {
    ko: '페스티벌 시상식',
    en: 'Festival awards ceremony',
    zh: '嘉年华颁奖典礼',
    es: 'Entrega de premios del festival',
  }),
  photo(16, '2026-10-24T13:00:00+09:00', {
    ko: '공원에서 열린 가을 동호회 리그',
    en: 'Autumn club league in the park',
    zh: '公园里的秋季俱乐部联赛',
    es: 'Liga de clubes de otoño en el parque',
  }),
];
