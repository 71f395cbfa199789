import type { Language } from '@/config/languages';

type Localized = Record<Language, string>;

export type DemoProduct = {
  id: number;
  name: Localized;
  description: Localized;
  /** In whole won: KRW has no minor unit. */
  price: number;
  currency: 'KRW';
  /** A path on the API's origin; the handler answers an absolute URL, as the real API does. */
  imagePath: string;
  url: string;
};

const shop = 'https://shop.trio-sport.example/products';

/** The seeded products, in the order the shop shows them. */
export const demoProducts: readonly DemoProduct[] = [
  {
    id: 1,
    price: 39000,
    currency: 'KRW',
    imagePath: '/demo/products/ball-set.svg',
    url: `${shop}/trio-ball-set`,
    name: {
      ko: 'TRIO 3색 공 세트',
      en: 'TRIO three-colour ball set',
      zh: 'TRIO三色球套装',
      es: 'Juego de tres balones TRIO',
    },
    description: {
      ko: '파랑·빨강·초록 소프트 터치 공(4호) 3개 세트입니다. 실내 체육관과 야외 코트에서 모두 쓸 수 있으며, 공기 주입기와 망 가방이 함께 들어 있습니다.',
      en: 'Three soft-touch size 4 balls in blue, red and green, for gym floors and outdoor courts. Comes with a pump and a carry net.',
      zh: '蓝、红、绿三色软触感球（4号）各1个，室内体育馆和室外场地均可使用，附打气筒和球网袋。',
      es: 'Tres balones de tacto suave, talla 4, en azul, rojo y verde, para gimnasio y exteriores. Incluye inflador y bolsa de red.',
    },
  },
  {
    id: 2,
    price: 72000,
    currency: 'KRW',
    imagePath: '/demo/products/team-bibs.svg',
    url: `${shop}/trio-team-bibs-18`,
    name: {
      ko: 'TRIO 팀 조끼 18벌 세트',
      en: 'TRIO team bibs, set of 18',
      zh: 'TRIO队服背心（18件装）',
      es: 'Chalecos de equipo TRIO, juego de 18',
    },
    description: {
      ko: '팀 색상별로 6벌씩, 앞뒤에 등번호가 인쇄된 메시 조끼입니다. 어린이용과 성인용 중에서 고를 수 있습니다.',
      en: 'Six mesh bibs in each team colour, numbered on the front and back. Available in children’s and adult sizes.',
      zh: '每种队色各6件网眼背心，前后印有号码，分儿童款和成人款。',
      es: 'Seis chalecos de malla por cada color de equipo, con número delante y detrás. Disponibles en talla infantil y de adulto.',
    },
  },
  {
    id: 3,
    price: 89000,
    currency: 'KRW',
    imagePath: '/demo/products/tablet-stand.svg',
    url: `${shop}/scoreboard-tablet-stand`,
    name: {
      ko: '점수판 태블릿 거치대',
      en: 'Scoreboard tablet stand',
      zh: '计分平板支架',
      es: 'Soporte de tableta para el marcador',
    },
    description: {
      ko: '8~13인치 태블릿을 코트 옆 눈높이에 세워 두는 접이식 삼각대입니다. 모두가 TRIO 앱의 실시간 점수를 볼 수 있습니다. 높이 110~170cm.',
      en: 'A folding tripod that holds an 8 to 13-inch tablet at eye level beside the court, so everyone can follow the live score in the TRIO app. Height 110–170 cm.',
      zh: '可折叠三脚支架，将8至13英寸平板固定在场边视线高度，让所有人都能看到TRIO应用的实时比分。高度110至170厘米。',
      es: 'Trípode plegable que sostiene una tableta de 8 a 13 pulgadas a la altura de los ojos junto a la zona de juego, para que todos sigan el marcador en directo de la aplicación TRIO. Altura de 110 a 170 cm.',
    },
  },
  {
    id: 4,
    price: 490000,
    currency: 'KRW',
    imagePath: '/demo/products/school-starter-kit.svg',
    url: `${shop}/trio-school-starter-kit`,
    name: {
      ko: 'TRIO 학교용 스타터 키트',
      en: 'TRIO school starter kit',
      zh: 'TRIO学校入门套装',
      es: 'Kit de iniciación TRIO para centros educativos',
    },
    description: {
      ko: '수업을 바로 시작할 수 있는 구성입니다. 3색 공 6개, 조끼 18벌, 코트 마커 12개, 규정집, 초등 3~6학년용 10차시 지도안이 들어 있습니다.',
      en: 'Everything a class needs to start: 6 balls in three colours, 18 bibs, 12 court markers, a printed rule book and a 10-lesson plan for grades 3 to 6.',
      zh: '开课所需一应俱全：三色球6个、背心18件、场地标志12个、纸质规则手册，以及适用于小学三至六年级的10课时教案。',
      es: 'Todo lo que una clase necesita para empezar: 6 balones en tres colores, 18 chalecos, 12 conos de marcaje, un reglamento impreso y una unidad didáctica de 10 sesiones para 3.º a 6.º de primaria.',
    },
  },
  {
    id: 5,
    price: 18000,
    currency: 'KRW',
    imagePath: '/demo/products/rule-book.svg',
    url: `${shop}/trio-rule-book-2026`,
    name: {
      ko: 'TRIO 공식 규정집 2026년판',
      en: 'Official TRIO rule book, 2026 edition',
      zh: 'TRIO官方规则手册（2026年版）',
      es: 'Reglamento oficial de TRIO, edición 2026',
    },
    description: {
      ko: '2026년 2월 1일부터 적용되는 규정집 인쇄본입니다. 경기 방법, 점수 계산, 순위 공식, 심판 수신호를 그림과 함께 설명합니다. 96쪽.',
      en: 'The printed rule book in force from 1 February 2026: how the game is played, scoring, the ranking formula and referee signals, with illustrated examples. 96 pages.',
      zh: '自2026年2月1日起施行的规则手册纸质版，图文讲解比赛方法、计分、排名公式和裁判手势。共96页。',
      es: 'El reglamento impreso vigente desde el 1 de febrero de 2026: el juego, la puntuación, la fórmula de clasificación y las señales arbitrales, con ejemplos ilustrados. 96 páginas.',
    },
  },
  {
    id: 6,
    price: 165000,
    currency: 'KRW',
    imagePath: '/demo/products/point-voucher.svg',
    url: `${shop}/trio-app-points-1500`,
    name: {
      ko: 'TRIO 앱 포인트 이용권(1,500포인트)',
      en: 'TRIO app point voucher, 1,500 points',
      zh: 'TRIO应用积分券（1,500积分）',
      es: 'Bono de 1.500 puntos para la aplicación TRIO',
    },
    description: {
      ko: '경기 300회를 기록할 수 있는 1,500포인트 이용권 코드입니다. 이메일로 보내 드리며 포인트는 소멸되지 않습니다. 세금계산서로 구매하는 학교와 동호회에 알맞습니다.',
      en: 'A code for 1,500 app points, enough to score 300 games. Sent by email; the points never expire. A good fit for schools and clubs that buy against an invoice.',
      zh: '1,500应用积分兑换码，可记录300场比赛。通过电子邮件发送，积分永久有效，适合需要凭发票采购的学校和俱乐部。',
      es: 'Un código de 1.500 puntos para la aplicación, suficiente para puntuar 300 partidos. Se envía por correo electrónico y los puntos no caducan. Ideal para centros educativos y clubes que compran con factura.',
    },
  },
];
