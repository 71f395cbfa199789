import type { Language } from '@/config/languages';

type Localized = Record<Language, string>;

export type DemoNotice = {
  id: number;
  createdAt: string;
  pinned: boolean;
  title: Localized;
  /**
   * HTML as staff write it in the back office; the site sanitizes it before showing it. Pictures
   * are `src="/demo/..."` paths here: the handler makes them absolute on the API's origin.
   */
  content: Localized;
};

/**
 * The seeded notices, oldest first; the handler orders them (pinned first, then newest). Pinned
 * are the two that still matter at the end of the demo year: the year-end notice with the 2027
 * course calendar, and the 2026 calendar (courses run until late November).
 */
export const demoNotices: readonly DemoNotice[] = [
  {
    id: 1,
    createdAt: '2026-01-08T10:00:00+09:00',
    pinned: false,
    title: {
      ko: '2026년판 TRIO 공식 규정집 개정 안내',
      en: '2026 TRIO rule book: what changes',
      zh: '2026年版TRIO官方规则手册修订说明',
      es: 'Reglamento oficial de TRIO 2026: qué cambia',
    },
    content: {
      ko: `<p>2026년판 TRIO 공식 규정집이 <strong>2026년 2월 1일</strong>부터 적용됩니다. 자격을 취득한 지도자와 심판께서는 봄 시즌이 시작되기 전에 아래 주요 내용을 꼭 확인해 주시기 바랍니다.</p>
<ul>
<li>세트 편성: 1세트 A팀 대 B팀, 2세트 B팀 대 C팀, 3세트 C팀 대 A팀으로 돌아가며 맞붙습니다. 세트를 쉬는 팀이 그 세트의 심판을 맡습니다.</li>
<li>세트 점수: 배드민턴은 21점, 피클볼과 탁구는 11점까지 진행하며, 체육 수업에서는 운영자가 정한 시간(예: 7분) 동안 진행합니다.</li>
<li>팀 순위: 표준 평가 공식, 곧 총득점에서 최다 실점을 뺀 점수로 정합니다. 점수가 같으면 총실점이 적은 팀이, 그래도 같으면 두 팀이 맞붙은 세트를 이긴 팀이 앞섭니다.</li>
<li>협력: 팀원 모두가 팀의 모든 세트에 돌아가며 출전하고, 쉬는 세트에서 공정하게 심판을 보는 것이 협력 점수에 반영됩니다.</li>
</ul>
<p>개정 규정집 전문과 요약본은 자료실에서 내려받을 수 있으며, TRIO 앱은 2.4 버전부터 2026년 규정을 적용합니다.</p>`,
      en: `<p>The 2026 edition of the official TRIO rule book takes effect on <strong>1 February 2026</strong>. Certified instructors and referees are asked to read the main points below before the spring season starts.</p>
<ul>
<li>Sets: set 1 is team A v team B, set 2 team B v team C and set 3 team C v team A. The team sitting out a set officiates it.</li>
<li>Set length: 21 points in badminton, 11 points in pickleball and table tennis, or a time limit set by the organiser in PE lessons (for example 7 minutes).</li>
<li>Ranking: the standard evaluation formula, total score minus the highest score conceded. A tie goes to the team that conceded fewer points in total, then to the winner of the set between the tied teams.</li>
<li>Collaboration: every player of a team plays in each of the team's sets, and the team officiates the set it sits out fairly; both count towards its collaboration score.</li>
</ul>
<p>The full rule book and a one-page summary can be downloaded from Resources. The TRIO app applies the 2026 rules from version 2.4.</p>`,
      zh: `<p>2026年版TRIO官方规则手册自<strong>2026年2月1日</strong>起正式施行。请已取得资格的指导员和裁判员在春季赛季开始前仔细阅读以下要点。</p>
<ul>
<li>对阵安排：第1局A队对B队，第2局B队对C队，第3局C队对A队；轮空的队伍负责执裁该局。</li>
<li>每局赛制：羽毛球21分，匹克球和乒乓球11分；体育课可由组织者设定时限（如7分钟）。</li>
<li>排名：按标准评价公式计算排名得分，即总得分减去最高失分。排名得分相同时，总失分少的队伍列前；仍相同的，看两队之间那一局的胜负。</li>
<li>协作力：每名队员都须参加本队的每一局，轮空时公正执裁，两者均计入协作力得分。</li>
</ul>
<p>修订版规则手册全文及要点摘要可在“资料下载”栏目获取。TRIO应用自2.4版起适用2026年规则。</p>`,
      es: `<p>La edición 2026 del reglamento oficial de TRIO entra en vigor el <strong>1 de febrero de 2026</strong>. Pedimos a los instructores y árbitros certificados que revisen los siguientes puntos antes del inicio de la temporada de primavera.</p>
<ul>
<li>Mangas: en la manga 1 juega el equipo A contra el B; en la 2, el B contra el C, y en la 3, el C contra el A. El equipo que descansa arbitra esa manga.</li>
<li>Duración de la manga: 21 puntos en bádminton, 11 en pickleball y tenis de mesa, o el tiempo que fije el organizador en las clases de educación física (por ejemplo, 7 minutos).</li>
<li>Clasificación: fórmula de evaluación estándar, es decir, la puntuación total menos la mayor puntuación recibida. En caso de empate, queda por delante el equipo que recibió menos puntos en total y, si persiste, el ganador de la manga entre los equipos empatados.</li>
<li>Colaboración: todos los jugadores del equipo juegan en cada una de sus mangas y el equipo arbitra con imparcialidad la manga en la que descansa; ambas cosas cuentan para su puntuación de colaboración.</li>
</ul>
<p>El reglamento completo y un resumen pueden descargarse en la sección Recursos. La aplicación TRIO aplica las reglas de 2026 desde la versión 2.4.</p>`,
    },
  },
  {
    id: 2,
    createdAt: '2026-01-20T09:30:00+09:00',
    pinned: true,
    title: {
      ko: '2026년 자격연수 과정 일정 안내',
      en: '2026 certification course calendar',
      zh: '2026年认证培训课程日程安排',
      es: 'Calendario 2026 de los cursos de certificación',
    },
    content: {
      ko: `<p>올해 자격연수 일정을 안내합니다. 모든 과정은 <strong>8시간(오전 9시~오후 6시, 점심시간 1시간 제외)</strong> 진행되며, 정원 40명 선착순, 교육비는 330,000원(계좌이체)입니다.</p>
<table>
<thead><tr><th>과정</th><th>일정</th><th>장소</th></tr></thead>
<tbody>
<tr><td>스포츠지도자 3급</td><td>3월 14일(토), 8월 29일(토)</td><td>서울 TRIO 스포츠연구소</td></tr>
<tr><td>배드민턴 심판 3급</td><td>4월 18일(토), 10월 17일(토)</td><td>서울 TRIO 스포츠연구소</td></tr>
<tr><td>피클볼 심판 3급</td><td>5월 23일(토), 11월 14일(토)</td><td>부산 사직실내체육관 / 서울 TRIO 스포츠연구소</td></tr>
<tr><td>탁구 심판 3급</td><td>6월 27일(토), 11월 28일(토)</td><td>대전 충무체육관</td></tr>
</tbody>
</table>
<ul>
<li>스포츠지도자 3급 과정은 체육 교사와 스포츠 강사를 대상으로 합니다.</li>
<li>심판 3급 과정 세 가지는 스포츠지도자 3급 자격을 갖춘 분만 신청할 수 있습니다.</li>
<li>로그인한 뒤 각 과정 페이지에서 신청해 주세요.</li>
</ul>`,
      en: `<p>Here are this year's certification course dates. Every course lasts <strong>8 hours (09:00–18:00, with a one-hour lunch break that is not counted)</strong>, takes 40 participants on a first-come, first-served basis and costs ₩330,000, paid by bank transfer.</p>
<table>
<thead><tr><th>Course</th><th>Dates</th><th>Venue</th></tr></thead>
<tbody>
<tr><td>Sport instructor level 3</td><td>Sat 14 March, Sat 29 August</td><td>TRIO Sports Lab, Seoul</td></tr>
<tr><td>Badminton referee level 3</td><td>Sat 18 April, Sat 17 October</td><td>TRIO Sports Lab, Seoul</td></tr>
<tr><td>Pickleball referee level 3</td><td>Sat 23 May, Sat 14 November</td><td>Sajik Indoor Gymnasium, Busan / TRIO Sports Lab, Seoul</td></tr>
<tr><td>Table tennis referee level 3</td><td>Sat 27 June, Sat 28 November</td><td>Chungmu Gymnasium, Daejeon</td></tr>
</tbody>
</table>
<ul>
<li>The instructor course is for physical-education teachers and sports instructors.</li>
<li>The three referee courses are open to holders of the sport instructor level 3 certificate.</li>
<li>Log in and apply from each course's page.</li>
</ul>`,
      zh: `<p>现公布今年的认证培训日程。所有课程均为<strong>8小时（上午9点至下午6点，其中1小时午休不计入培训时长）</strong>，名额40人，先到先得，培训费330,000韩元，以银行转账方式支付。</p>
<table>
<thead><tr><th>课程</th><th>日期</th><th>地点</th></tr></thead>
<tbody>
<tr><td>TRIO三级指导员</td><td>3月14日（周六）、8月29日（周六）</td><td>首尔TRIO体育研究所</td></tr>
<tr><td>TRIO羽毛球三级裁判员</td><td>4月18日（周六）、10月17日（周六）</td><td>首尔TRIO体育研究所</td></tr>
<tr><td>TRIO匹克球三级裁判员</td><td>5月23日（周六）、11月14日（周六）</td><td>釜山社稷室内体育馆／首尔TRIO体育研究所</td></tr>
<tr><td>TRIO乒乓球三级裁判员</td><td>6月27日（周六）、11月28日（周六）</td><td>大田忠武体育馆</td></tr>
</tbody>
</table>
<ul>
<li>TRIO三级指导员课程面向体育教师和体育教练。</li>
<li>三门TRIO三级裁判员课程须持有TRIO三级指导员证书方可报名。</li>
<li>请登录后在各课程页面报名。</li>
</ul>`,
      es: `<p>Estas son las fechas de los cursos de certificación de este año. Cada curso dura <strong>8 horas (de 9:00 a 18:00, con una hora para comer que no se cuenta)</strong>, admite 40 participantes por orden de inscripción y cuesta 330.000 KRW, que se pagan por transferencia bancaria.</p>
<table>
<thead><tr><th>Curso</th><th>Fechas</th><th>Lugar</th></tr></thead>
<tbody>
<tr><td>Instructor deportivo de nivel 3</td><td>sáb. 14 de marzo, sáb. 29 de agosto</td><td>Laboratorio TRIO Sports, Seúl</td></tr>
<tr><td>Árbitro de bádminton de nivel 3</td><td>sáb. 18 de abril, sáb. 17 de octubre</td><td>Laboratorio TRIO Sports, Seúl</td></tr>
<tr><td>Árbitro de pickleball de nivel 3</td><td>sáb. 23 de mayo, sáb. 14 de noviembre</td><td>Pabellón Cubierto Sajik, Busan / Laboratorio TRIO Sports, Seúl</td></tr>
<tr><td>Árbitro de tenis de mesa de nivel 3</td><td>sáb. 27 de junio, sáb. 28 de noviembre</td><td>Gimnasio Chungmu, Daejeon</td></tr>
</tbody>
</table>
<ul>
<li>El curso de instructor está dirigido a docentes de educación física e instructores deportivos.</li>
<li>Para los tres cursos de árbitro se necesita el certificado de instructor deportivo de nivel 3.</li>
<li>Inicie sesión y presente su solicitud en la página de cada curso.</li>
</ul>`,
    },
  },
  {
    id: 3,
    createdAt: '2026-02-05T14:00:00+09:00',
    pinned: false,
    title: {
      ko: '설 연휴 고객센터 휴무 안내',
      en: 'Office hours over the Lunar New Year holiday',
      zh: '春节假期客服中心休息安排',
      es: 'Horario de atención durante el Año Nuevo Lunar',
    },
    content: {
      ko: `<p>설 연휴를 맞아 <strong>2월 14일(토)부터 2월 18일(수)까지</strong> 사무실과 고객센터가 쉬며, 2월 19일(목) 오전 9시부터 정상 운영합니다.</p>
<ul>
<li>2월 13일(금) 오후 1시 이후에 주문하신 상품은 2월 19일부터 차례로 발송됩니다.</li>
<li>연휴 중 이메일이나 홈페이지로 남겨 주신 문의는 접수 순서대로 답변드립니다.</li>
<li>TRIO 앱과 포인트 충전은 연휴에도 정상적으로 이용하실 수 있습니다.</li>
</ul>
<p>새해 복 많이 받으시고 가족과 함께 즐거운 명절 보내세요.</p>`,
      en: `<p>Our office and customer centre will be closed from <strong>Saturday 14 to Wednesday 18 February</strong> for the Lunar New Year holiday, and will reopen on Thursday 19 February at 9:00.</p>
<ul>
<li>Shop orders placed after 13:00 on Friday 13 February will ship from 19 February.</li>
<li>Questions sent by email or through the website during the holiday will be answered in the order received.</li>
<li>The TRIO app and point top-ups work as usual during the holiday.</li>
</ul>
<p>We wish you and your family a happy new year.</p>`,
      zh: `<p>春节期间，办公室及客服中心将于<strong>2月14日（周六）至2月18日（周三）</strong>休息，2月19日（周四）上午9点起恢复正常办公。</p>
<ul>
<li>2月13日（周五）下午1点以后的订单将于2月19日起依次发货。</li>
<li>假期内通过电子邮件或官网提交的咨询，将按收到的先后顺序回复。</li>
<li>假期期间，TRIO应用及积分充值均可正常使用。</li>
</ul>
<p>祝您和家人新春快乐，万事如意！</p>`,
      es: `<p>Con motivo del Año Nuevo Lunar, nuestra oficina y el servicio de atención al cliente permanecerán cerrados <strong>del sábado 14 al miércoles 18 de febrero</strong>. Volveremos a atenderle el jueves 19 de febrero a partir de las 9:00.</p>
<ul>
<li>Los pedidos realizados después de las 13:00 del viernes 13 de febrero se enviarán a partir del día 19.</li>
<li>Las consultas recibidas por correo electrónico o a través de la web durante las fiestas se responderán por orden de llegada.</li>
<li>La aplicación TRIO y las recargas de puntos funcionan con normalidad durante las fiestas.</li>
</ul>
<p>Le deseamos a usted y a su familia un feliz Año Nuevo.</p>`,
    },
  },
  {
    id: 4,
    createdAt: '2026-02-24T11:00:00+09:00',
    pinned: false,
    title: {
      ko: 'TRIO 앱 2.4 업데이트: 2026 규칙 적용과 기록 화면 개선',
      en: 'TRIO app 2.4: the 2026 rules and a clearer records view',
      zh: 'TRIO应用2.4版更新：适用2026年规则，优化记录页面',
      es: 'Aplicación TRIO 2.4: reglas de 2026 y una vista de resultados más clara',
    },
    content: {
      ko: `<p>TRIO 앱 2.4 버전이 App Store와 Google Play에 출시되었습니다.</p>
<ul>
<li>세트 타이머와 순위 계산이 <strong>2026년판 규정집</strong>을 따릅니다.</li>
<li>기록 화면에서 팀별 균형·경쟁·협력 점수를 한눈에 비교할 수 있습니다.</li>
<li>텔레비전이나 프로젝터에 점수판을 띄우는 중에 네트워크가 끊겨도 자동으로 다시 연결됩니다.</li>
<li>경기 후 세트 점수를 고쳐도 순위가 갱신되지 않던 문제를 해결했습니다.</li>
</ul>
<p>이전 버전으로 기록한 경기는 당시 규칙 그대로 보관됩니다.</p>`,
      en: `<p>Version 2.4 of the TRIO app is now available on the App Store and Google Play.</p>
<ul>
<li>Set timers and rankings follow the <strong>2026 rule book</strong>.</li>
<li>The records view shows each team's balance, competitiveness and collaboration scores side by side.</li>
<li>Mirroring to a TV or projector reconnects by itself after a network drop.</li>
<li>Fixed: rankings were not refreshed when a set was corrected after the game.</li>
</ul>
<p>Games recorded with earlier versions keep the rules they were played under.</p>`,
      zh: `<p>TRIO应用2.4版现已在App Store和Google Play上线。</p>
<ul>
<li>局计时器与排名计算遵循<strong>2026年版规则手册</strong>。</li>
<li>记录页面可并排查看各队的平衡力、竞争力与协作力得分。</li>
<li>投屏到电视或投影仪时，网络中断后会自动重新连接。</li>
<li>修复了赛后修改某局比分时排名未更新的问题。</li>
</ul>
<p>使用旧版本记录的比赛仍按当时的规则保存。</p>`,
      es: `<p>La versión 2.4 de la aplicación TRIO ya está disponible en App Store y Google Play.</p>
<ul>
<li>El cronómetro de cada manga y la clasificación siguen el <strong>reglamento de 2026</strong>.</li>
<li>La vista de resultados muestra juntas las puntuaciones de equilibrio, competitividad y colaboración de cada equipo.</li>
<li>El marcador mostrado en un televisor o proyector se reconecta solo tras un corte de red.</li>
<li>Corregido: la clasificación no se actualizaba al corregir una manga después del partido.</li>
</ul>
<p>Los partidos registrados con versiones anteriores conservan las reglas con las que se jugaron.</p>`,
    },
  },
  {
    id: 5,
    createdAt: '2026-03-31T16:00:00+09:00',
    pinned: false,
    title: {
      ko: '4월 8일(수) 서버 정기 점검 안내',
      en: 'Scheduled maintenance on Wednesday 8 April',
      zh: '4月8日（周三）服务器例行维护通知',
      es: 'Mantenimiento programado el miércoles 8 de abril',
    },
    content: {
      ko: `<p>서버 증설 작업으로 <strong>4월 8일(수) 오전 2시부터 5시까지</strong> 홈페이지와 TRIO 앱의 온라인 기능을 이용하실 수 없습니다.</p>
<ul>
<li>점검 전에 시작한 경기는 앱에서 끝까지 진행할 수 있으며, 결과는 점검이 끝난 뒤 자동으로 저장됩니다.</li>
<li>점검 시간에는 로그인, 포인트 충전, 연수 신청이 잠시 중단됩니다.</li>
</ul>
<p>이용에 불편을 드려 죄송합니다.</p>`,
      en: `<p>To upgrade our servers, the website and the online features of the TRIO app will be unavailable on <strong>Wednesday 8 April from 02:00 to 05:00 (Korea time)</strong>.</p>
<ul>
<li>A game already under way in the app can be finished; its result is uploaded when the maintenance ends.</li>
<li>Logging in, point top-ups and course applications are paused during this time.</li>
</ul>
<p>We apologise for any inconvenience.</p>`,
      zh: `<p>因服务器扩容，<strong>4月8日（周三）凌晨2点至5点（韩国时间）</strong>期间，官网及TRIO应用的在线功能将暂停使用。</p>
<ul>
<li>维护开始前已开赛的比赛可在应用中继续进行，结果将在维护结束后自动上传。</li>
<li>维护期间，登录、积分充值及培训报名将暂停。</li>
</ul>
<p>给您带来不便，敬请谅解。</p>`,
      es: `<p>Para ampliar nuestros servidores, la web y las funciones en línea de la aplicación TRIO no estarán disponibles el <strong>miércoles 8 de abril de 2:00 a 5:00 (hora de Corea)</strong>.</p>
<ul>
<li>Un partido ya empezado en la aplicación puede terminarse; el resultado se sube cuando acaba el mantenimiento.</li>
<li>Durante ese tiempo no se podrá iniciar sesión, recargar puntos ni solicitar cursos.</li>
</ul>
<p>Disculpe las molestias.</p>`,
    },
  },
  {
    id: 6,
    createdAt: '2026-04-14T10:00:00+09:00',
    pinned: false,
    title: {
      ko: '2026 봄 서울 초등학교 TRIO 리그 결과',
      en: 'Spring 2026 Seoul Elementary School TRIO League: results',
      zh: '2026年春季首尔小学TRIO联赛比赛结果',
      es: 'Resultados de la Liga TRIO de Primaria de Seúl, primavera 2026',
    },
    content: {
      ko: `<p>봄 리그 결승전이 4월 11일(토) 잠실학생체육관에서 열렸습니다. 4주 동안 8개 초등학교 24개 팀이 72경기를 치렀습니다.</p>
<p><img src="/demo/gallery/photo-05.svg" alt="잠실학생체육관에서 열린 봄 리그 결승전" width="1200" height="800"></p>
<ul>
<li>1위: 서울한빛초등학교, 순위 점수 66점(총득점 87점, 최다 실점 21점)</li>
<li>2위: 서울미래초등학교, 순위 점수 58점</li>
<li>3위: 서울신월초등학교, 순위 점수 51점</li>
</ul>
<p><strong>협력상</strong>은 팀원 모두가 모든 세트에 돌아가며 출전하고, 쉬는 세트의 심판을 리그에서 가장 공정하게 본 서울동산초등학교가 받았습니다. 참가한 모든 선수와 선생님, 학부모님께 축하와 감사를 전합니다.</p>`,
      en: `<p>The spring league final was played on Saturday 11 April at the Jamsil Students' Gymnasium. Over four weeks, 24 teams from 8 elementary schools played 72 games.</p>
<p><img src="/demo/gallery/photo-05.svg" alt="The spring league final at the Jamsil Students' Gymnasium" width="1200" height="800"></p>
<ul>
<li>1st: Seoul Hanbit Elementary School, ranking score 66 (total 87, highest score conceded 21)</li>
<li>2nd: Seoul Mirae Elementary School, ranking score 58</li>
<li>3rd: Seoul Sinwol Elementary School, ranking score 51</li>
</ul>
<p>The <strong>collaboration award</strong> went to Seoul Dongsan Elementary School, whose players all took their turn in every set and who officiated the sets they sat out most fairly of the league. Congratulations to every player, teacher and parent!</p>`,
      zh: `<p>春季联赛决赛于4月11日（周六）在蚕室学生体育馆举行。在为期四周的赛程中，来自8所小学的24支队伍共进行了72场比赛。</p>
<p><img src="/demo/gallery/photo-05.svg" alt="在蚕室学生体育馆举行的春季联赛决赛" width="1200" height="800"></p>
<ul>
<li>第一名：首尔韩光小学，排名得分66分（总得分87分，最高失分21分）</li>
<li>第二名：首尔未来小学，排名得分58分</li>
<li>第三名：首尔新月小学，排名得分51分</li>
</ul>
<p><strong>协作奖</strong>由首尔东山小学获得：该校全体队员在每一局都轮换上场，轮空时的执裁在本届联赛中最为公正。向全体队员、老师和家长表示祝贺与感谢！</p>`,
      es: `<p>La final de la liga de primavera se jugó el sábado 11 de abril en el Gimnasio Estudiantil de Jamsil. Durante cuatro semanas, 24 equipos de 8 colegios de primaria disputaron 72 partidos.</p>
<p><img src="/demo/gallery/photo-05.svg" alt="La final de la liga de primavera en el Gimnasio Estudiantil de Jamsil" width="1200" height="800"></p>
<ul>
<li>1.º: Escuela Primaria Hanbit de Seúl, puntuación de clasificación 66 (total 87, mayor puntuación recibida 21)</li>
<li>2.º: Escuela Primaria Mirae de Seúl, puntuación de clasificación 58</li>
<li>3.º: Escuela Primaria Sinwol de Seúl, puntuación de clasificación 51</li>
</ul>
<p>El <strong>premio a la colaboración</strong> fue para la Escuela Primaria Dongsan de Seúl, cuyos jugadores participaron por turnos en cada manga y cuyo arbitraje de las mangas en las que descansaban fue el más imparcial de la liga. ¡Felicitaciones a todos los jugadores, docentes y familias!</p>`,
    },
  },
  {
    id: 7,
    createdAt: '2026-05-06T10:00:00+09:00',
    pinned: false,
    title: {
      ko: '부산 피클볼 심판 3급 과정 장소 및 준비물 안내',
      en: 'Pickleball referee level 3 in Busan: venue and what to bring',
      zh: '釜山TRIO匹克球三级裁判员培训：场地及携带物品说明',
      es: 'Árbitro de pickleball de nivel 3 en Busan: lugar y qué llevar',
    },
    content: {
      ko: `<p><strong>5월 23일(토)</strong> 피클볼 심판 3급 과정은 부산 사직실내체육관 제2세미나실에서 진행됩니다. 접수는 오전 8시 30분에 시작하며, 교육은 9시 정각에 시작합니다.</p>
<ul>
<li>실내화와 편한 운동복</li>
<li>스포츠지도자 3급 자격증 번호</li>
<li>필기구(교재는 현장에서 드립니다)</li>
</ul>
<p>주차 공간이 부족하니 대중교통을 이용해 주세요. 부산 도시철도 3호선 사직역 1번 출구에서 걸어서 7분 거리입니다.</p>`,
      en: `<p>The pickleball referee level 3 course on <strong>Saturday 23 May</strong> takes place in seminar room 2 of the Sajik Indoor Gymnasium in Busan. Registration opens at 08:30 and the course starts at 09:00 sharp.</p>
<ul>
<li>Indoor shoes and comfortable sportswear</li>
<li>Your sport instructor level 3 certificate number</li>
<li>A pen (course materials are provided)</li>
</ul>
<p>Parking is limited, so please come by public transport: the gymnasium is a 7-minute walk from exit 1 of Sajik Station on Busan Metro Line 3.</p>`,
      zh: `<p><strong>5月23日（周六）</strong>的TRIO匹克球三级裁判员培训将在釜山社稷室内体育馆第二研讨室举行。上午8点30分开始签到，9点整准时开课。</p>
<ul>
<li>室内运动鞋及舒适的运动服</li>
<li>TRIO三级指导员证书编号</li>
<li>书写用笔（教材现场发放）</li>
</ul>
<p>场馆停车位有限，建议乘坐公共交通：从釜山地铁3号线社稷站1号出口步行约7分钟即可到达。</p>`,
      es: `<p>El curso de árbitro de pickleball de nivel 3 del <strong>sábado 23 de mayo</strong> se imparte en la sala de seminarios 2 del Pabellón Cubierto Sajik de Busan. La acreditación abre a las 8:30 y el curso empieza a las 9:00 en punto.</p>
<ul>
<li>Calzado deportivo de interior y ropa cómoda</li>
<li>El número de su certificado de instructor deportivo de nivel 3</li>
<li>Un bolígrafo (el material del curso se entrega allí)</li>
</ul>
<p>El estacionamiento es limitado, por lo que recomendamos llegar en transporte público: el pabellón está a 7 minutos a pie de la salida 1 de la estación Sajik, en la línea 3 del metro de Busan.</p>`,
    },
  },
  {
    id: 8,
    createdAt: '2026-05-27T10:00:00+09:00',
    pinned: false,
    title: {
      ko: '2026 TRIO 페스티벌 참가 팀 모집',
      en: '2026 TRIO Festival: team registration is open',
      zh: '2026 TRIO嘉年华参赛队伍招募',
      es: 'Festival TRIO 2026: inscripciones abiertas para equipos',
    },
    content: {
      ko: `<p>2026 TRIO 페스티벌이 <strong>9월 12일(토)과 13일(일)</strong> 서울 올림픽공원 핸드볼경기장에서 열립니다. 학교, 동호회, 가족 누구나 참가할 수 있습니다.</p>
<ul>
<li>부문: 초등부, 중등부, 일반부, 가족부</li>
<li>팀 구성: 선수 5명, 교체 선수 최대 2명</li>
<li>접수 기간: 6월 1일~7월 31일(96개 팀이 모이면 조기 마감)</li>
<li>참가비: 학교 팀 무료, 그 밖의 팀 30,000원</li>
</ul>
<p>참가 신청과 자세한 요강은 <a href="https://festival.trio-sport.example/2026">페스티벌 홈페이지</a>에서 확인하세요.</p>`,
      en: `<p>The 2026 TRIO Festival takes place on <strong>Saturday 12 and Sunday 13 September</strong> at the Olympic Park Handball Arena in Seoul. Schools, clubs and families are all welcome.</p>
<ul>
<li>Divisions: elementary school, middle school, adult and family</li>
<li>Teams of 5 players, with up to 2 substitutes</li>
<li>Registration: 1 June to 31 July, or until 96 teams have entered</li>
<li>Entry fee: free for school teams, ₩30,000 for other teams</li>
</ul>
<p>Registration and the full guide are on the <a href="https://festival.trio-sport.example/2026">festival website</a>.</p>`,
      zh: `<p>2026 TRIO嘉年华将于<strong>9月12日（周六）至13日（周日）</strong>在首尔奥林匹克公园手球馆举行，欢迎学校、俱乐部和家庭踊跃参加。</p>
<ul>
<li>组别：小学组、初中组、成人组、家庭组</li>
<li>每队5名队员，替补队员最多2名</li>
<li>报名时间：6月1日至7月31日（报满96支队伍即提前截止）</li>
<li>报名费：学校队伍免费，其他队伍30,000韩元</li>
</ul>
<p>报名及详细章程请访问<a href="https://festival.trio-sport.example/2026">嘉年华官网</a>。</p>`,
      es: `<p>El Festival TRIO 2026 se celebrará el <strong>sábado 12 y el domingo 13 de septiembre</strong> en el pabellón de balonmano del Parque Olímpico de Seúl. Pueden participar centros educativos, clubes y familias.</p>
<ul>
<li>Categorías: primaria, secundaria, adultos y familias</li>
<li>Equipos de 5 jugadores, con hasta 2 suplentes</li>
<li>Inscripción: del 1 de junio al 31 de julio, o hasta completar 96 equipos</li>
<li>Cuota: gratuita para equipos escolares; 30.000 KRW para los demás equipos</li>
</ul>
<p>La inscripción y las bases completas están en la <a href="https://festival.trio-sport.example/2026">web del festival</a>.</p>`,
    },
  },
  {
    id: 9,
    createdAt: '2026-06-18T10:00:00+09:00',
    pinned: false,
    title: {
      ko: '2학기 학교용 스타터 키트 단체 주문 안내',
      en: 'School starter kits: group orders for the second semester',
      zh: '下学期学校入门套装团购说明',
      es: 'Kits de iniciación para centros educativos: pedidos conjuntos para el segundo semestre',
    },
    content: {
      ko: `<p>2학기에 TRIO 수업을 계획하고 계신 학교를 위해 학교용 스타터 키트 단체 주문을 받습니다.</p>
<ul>
<li>키트 구성: 3색 공 6개, 조끼 18벌, 코트 마커 12개, 규정집 1권</li>
<li>키트를 3개 이상 주문하시면 10% 할인과 함께 점수판 태블릿 거치대를 드립니다.</li>
<li><strong>7월 31일(금)</strong>까지 주문하시면 개학 전에 받아 보실 수 있습니다.</li>
</ul>
<p>세금계산서 발행과 학교 구매 절차를 지원합니다. 견적은 contact@trio-sport.example로 문의해 주세요.</p>`,
      en: `<p>Schools planning TRIO lessons for the second semester can now place group orders for the TRIO school starter kit.</p>
<ul>
<li>Each kit holds 6 balls in three colours, 18 bibs, 12 court markers and a printed rule book.</li>
<li>Orders of 3 kits or more get 10% off and a free scoreboard tablet stand.</li>
<li>Orders received by <strong>Friday 31 July</strong> are delivered before the semester starts.</li>
</ul>
<p>We issue tax invoices and follow school purchasing procedures. Write to contact@trio-sport.example for a quote.</p>`,
      zh: `<p>为计划在下学期开设TRIO课程的学校，我们现开放学校入门套装团购。</p>
<ul>
<li>套装内容：三色球6个、背心18件、场地标志12个、纸质规则手册1本</li>
<li>订购3套及以上可享九折优惠，并赠送计分平板支架。</li>
<li><strong>7月31日（周五）</strong>前下单，可在开学前送达。</li>
</ul>
<p>我们可开具税务发票，并配合学校的采购流程。如需报价，请发送邮件至contact@trio-sport.example。</p>`,
      es: `<p>Los centros educativos que preparen clases de TRIO para el segundo semestre ya pueden hacer pedidos conjuntos del kit de iniciación escolar.</p>
<ul>
<li>Cada kit incluye 6 balones en tres colores, 18 chalecos, 12 conos de marcaje y un reglamento impreso.</li>
<li>Los pedidos de 3 kits o más tienen un 10 % de descuento y un soporte de tableta para el marcador de regalo.</li>
<li>Los pedidos recibidos hasta el <strong>viernes 31 de julio</strong> se entregan antes del inicio del semestre.</li>
</ul>
<p>Emitimos factura y nos adaptamos a los procedimientos de compra de los centros. Solicite un presupuesto en contact@trio-sport.example.</p>`,
    },
  },
  {
    id: 10,
    createdAt: '2026-07-22T10:00:00+09:00',
    pinned: false,
    title: {
      ko: '여름방학 체육 교사 연수: TRIO로 수업 설계하기',
      en: 'Summer workshop for PE teachers: designing lessons with TRIO',
      zh: '暑期体育教师工作坊：用TRIO设计体育课',
      es: 'Taller de verano para docentes de educación física: diseñar clases con TRIO',
    },
    content: {
      ko: `<p><strong>8월 8일(토)</strong> 오전 10시부터 오후 5시까지 서울 TRIO 스포츠연구소에서 체육 교사를 위한 무료 하루 연수를 엽니다.</p>
<ul>
<li>오전: 초등 3~6학년용 TRIO 10차시 수업 설계</li>
<li>오후: 앱 기록 화면을 활용한 학급 리그 운영</li>
<li>선착순 30명, 점심 제공</li>
</ul>
<p>참가하신 선생님께는 수업 지도안과 인쇄용 경기 기록지를 드립니다. 성함과 소속 학교를 contact@trio-sport.example로 보내 신청해 주세요.</p>`,
      en: `<p>We are holding a free one-day workshop for physical-education teachers on <strong>Saturday 8 August</strong>, 10:00–17:00, at the TRIO Sports Lab in Seoul.</p>
<ul>
<li>Morning: planning a 10-lesson TRIO unit for grades 3 to 6</li>
<li>Afternoon: running a class league with the app's records view</li>
<li>30 places, first come, first served; lunch is provided</li>
</ul>
<p>Participants take home the lesson plans and a printable score sheet. To apply, email your name and school to contact@trio-sport.example.</p>`,
      zh: `<p><strong>8月8日（周六）</strong>上午10点至下午5点，我们将在首尔TRIO体育研究所为体育教师举办免费的一日工作坊。</p>
<ul>
<li>上午：为小学三至六年级设计10课时的TRIO教学单元</li>
<li>下午：利用应用的记录页面组织班级联赛</li>
<li>名额30人，先到先得，提供午餐</li>
</ul>
<p>参加者将获得教案及可打印的计分表。报名请将姓名和所在学校发送至contact@trio-sport.example。</p>`,
      es: `<p>El <strong>sábado 8 de agosto</strong>, de 10:00 a 17:00, organizamos un taller gratuito de un día para docentes de educación física en el Laboratorio TRIO Sports de Seúl.</p>
<ul>
<li>Mañana: planificar una unidad de 10 sesiones de TRIO para 3.º a 6.º de primaria</li>
<li>Tarde: organizar una liga de clase con la vista de resultados de la aplicación</li>
<li>30 plazas por orden de inscripción; almuerzo incluido</li>
</ul>
<p>Los participantes se llevan las programaciones y una hoja de puntuación para imprimir. Para inscribirse, envíe su nombre y el de su centro a contact@trio-sport.example.</p>`,
    },
  },
  {
    id: 11,
    createdAt: '2026-08-19T11:00:00+09:00',
    pinned: false,
    title: {
      ko: 'TRIO 앱 2.6 업데이트: 오프라인 기록과 기록 내보내기',
      en: 'TRIO app 2.6: offline scoring and record export',
      zh: 'TRIO应用2.6版更新：离线计分与记录导出',
      es: 'Aplicación TRIO 2.6: puntuación sin conexión y exportación de resultados',
    },
    content: {
      ko: `<p>새 학기와 페스티벌을 앞두고 TRIO 앱 2.6 버전을 출시했습니다.</p>
<ul>
<li>인터넷에 연결되지 않아도 경기 전체를 기록할 수 있으며, 다시 연결되면 자동으로 업로드됩니다.</li>
<li>팀 기록을 CSV 파일로 내보내 학급 보고서에 활용할 수 있습니다.</li>
<li>한국어, 영어, 중국어, 스페인어를 지원합니다.</li>
<li>포인트 사용 내역에 경기 날짜와 장소가 표시됩니다.</li>
</ul>
<p>2026 TRIO 페스티벌 경기를 기록하려면 <strong>2.6 이상 버전이 필요합니다</strong>.</p>`,
      en: `<p>Version 2.6 of the TRIO app is out, just in time for the new semester and the festival.</p>
<ul>
<li>Whole games can be scored without a connection and are uploaded when the phone is back online.</li>
<li>Team records can be exported as a CSV file for class reports.</li>
<li>The app is now available in Korean, English, Chinese and Spanish.</li>
<li>The point history shows the date and venue of each game.</li>
</ul>
<p><strong>Version 2.6 or later is required</strong> to score games at the 2026 TRIO Festival.</p>`,
      zh: `<p>在新学期和嘉年华到来之前，TRIO应用2.6版正式发布。</p>
<ul>
<li>无网络时也可完整记录整场比赛，恢复联网后自动上传。</li>
<li>可将队伍记录导出为CSV文件，用于班级报告。</li>
<li>应用现已支持韩语、英语、中文和西班牙语。</li>
<li>积分使用记录中会显示每场比赛的日期和场地。</li>
</ul>
<p>2026 TRIO嘉年华的比赛计分<strong>须使用2.6或更高版本</strong>。</p>`,
      es: `<p>Ya está disponible la versión 2.6 de la aplicación TRIO, justo a tiempo para el nuevo semestre y el festival.</p>
<ul>
<li>Se pueden puntuar partidos completos sin conexión; se suben solos cuando el teléfono vuelve a conectarse.</li>
<li>Los resultados de cada equipo se pueden exportar en un archivo CSV para los informes de clase.</li>
<li>La aplicación está disponible en coreano, inglés, chino y español.</li>
<li>El historial de puntos muestra la fecha y el lugar de cada partido.</li>
</ul>
<p>Para puntuar los partidos del Festival TRIO 2026 <strong>se necesita la versión 2.6 o posterior</strong>.</p>`,
    },
  },
  {
    id: 12,
    createdAt: '2026-09-16T10:00:00+09:00',
    pinned: false,
    title: {
      ko: '2026 TRIO 페스티벌 결과 및 감사 인사',
      en: '2026 TRIO Festival: results and thanks',
      zh: '2026 TRIO嘉年华比赛结果及致谢',
      es: 'Festival TRIO 2026: resultados y agradecimientos',
    },
    content: {
      ko: `<p>9월 12일과 13일 올림픽공원 핸드볼경기장을 찾아 주신 선수와 관람객 1,800명께 감사드립니다. 이틀 동안 88개 팀이 214경기를 치렀습니다.</p>
<ul>
<li>초등부: 서울한빛초등학교</li>
<li>중등부: 수원매탄중학교</li>
<li>일반부: 인천 송도 TRIO 클럽</li>
<li>가족부: 대전 ‘삼대가족’ 팀</li>
</ul>
<p><strong>페어플레이상</strong>은 광주문화중학교에 돌아갔습니다. 현장 사진은 포토갤러리에서, 하이라이트 영상은 영상 게시판에서 보실 수 있습니다.</p>`,
      en: `<p>Thank you to the 1,800 players and visitors who joined us at the Olympic Park Handball Arena on 12 and 13 September. Over two days, 88 teams played 214 games.</p>
<ul>
<li>Elementary school: Seoul Hanbit Elementary School</li>
<li>Middle school: Suwon Maetan Middle School</li>
<li>Adult: Incheon Songdo TRIO Club</li>
<li>Family: team “Three Generations” from Daejeon</li>
</ul>
<p>The <strong>fair play award</strong> went to Gwangju Munhwa Middle School. Photos are in the photo gallery and the highlights are in Videos.</p>`,
      zh: `<p>感谢9月12日至13日来到奥林匹克公园手球馆的1,800名选手和观众。两天里，88支队伍共进行了214场比赛。</p>
<ul>
<li>小学组：首尔韩光小学</li>
<li>初中组：水原梅滩中学</li>
<li>成人组：仁川松岛TRIO俱乐部</li>
<li>家庭组：大田“三代同堂”队</li>
</ul>
<p><strong>公平竞赛奖</strong>由光州文化中学获得。现场照片请见相册，精彩集锦请见视频栏目。</p>`,
      es: `<p>Gracias a los 1.800 jugadores y visitantes que nos acompañaron los días 12 y 13 de septiembre en el pabellón de balonmano del Parque Olímpico. En dos días, 88 equipos jugaron 214 partidos.</p>
<ul>
<li>Primaria: Escuela Primaria Hanbit de Seúl</li>
<li>Secundaria: Escuela Secundaria Maetan de Suwon</li>
<li>Adultos: Club TRIO de Songdo (Incheon)</li>
<li>Familias: equipo «Tres Generaciones» de Daejeon</li>
</ul>
<p>El <strong>premio al juego limpio</strong> fue para la Escuela Secundaria Munhwa de Gwangju. Las fotos están en la galería y los mejores momentos, en la sección de videos.</p>`,
    },
  },
  {
    id: 13,
    createdAt: '2026-09-18T14:00:00+09:00',
    pinned: false,
    title: {
      ko: '추석 연휴 고객센터 휴무 안내',
      en: 'Office hours over the Chuseok holiday',
      zh: '中秋假期客服中心休息安排',
      es: 'Horario de atención durante Chuseok',
    },
    content: {
      ko: `<p>추석 연휴를 맞아 <strong>9월 24일(목)부터 27일(일)까지</strong> 사무실과 고객센터가 쉬며, 9월 28일(월) 오전 9시부터 정상 운영합니다.</p>
<ul>
<li>9월 23일(수) 오후 1시 이후에 주문하신 상품은 9월 28일부터 차례로 발송됩니다.</li>
<li>10월과 11월 자격연수 신청은 연휴에도 홈페이지에서 하실 수 있습니다.</li>
<li>TRIO 앱과 포인트 충전은 평소처럼 이용하실 수 있습니다.</li>
</ul>
<p>가족과 함께 풍성한 한가위 보내세요.</p>`,
      en: `<p>Our office and customer centre will be closed from <strong>Thursday 24 to Sunday 27 September</strong> for Chuseok and will reopen on Monday 28 September at 9:00.</p>
<ul>
<li>Shop orders placed after 13:00 on Wednesday 23 September will ship from 28 September.</li>
<li>Applications for the October and November courses can still be made on the website.</li>
<li>The TRIO app and point top-ups work as usual.</li>
</ul>
<p>We wish you a happy Chuseok with your family.</p>`,
      zh: `<p>中秋节（韩国称“秋夕”）期间，办公室及客服中心将于<strong>9月24日（周四）至27日（周日）</strong>休息，9月28日（周一）上午9点起恢复正常办公。</p>
<ul>
<li>9月23日（周三）下午1点以后的订单将于9月28日起依次发货。</li>
<li>假期内仍可在官网报名10月和11月的认证培训。</li>
<li>TRIO应用及积分充值可照常使用。</li>
</ul>
<p>祝您与家人中秋团圆，阖家幸福！</p>`,
      es: `<p>Con motivo de Chuseok, la fiesta coreana de la cosecha, nuestra oficina y el servicio de atención al cliente cerrarán <strong>del jueves 24 al domingo 27 de septiembre</strong>. Volveremos a atenderle el lunes 28 a partir de las 9:00.</p>
<ul>
<li>Los pedidos realizados después de las 13:00 del miércoles 23 de septiembre se enviarán a partir del día 28.</li>
<li>Las solicitudes para los cursos de octubre y noviembre pueden seguir enviándose a través de la web.</li>
<li>La aplicación TRIO y las recargas de puntos funcionan con normalidad.</li>
</ul>
<p>Le deseamos un feliz Chuseok en familia.</p>`,
    },
  },
  {
    id: 14,
    createdAt: '2026-11-18T10:00:00+09:00',
    pinned: true,
    title: {
      ko: '연말 휴무 및 2027년 자격연수 일정 안내',
      en: 'Year-end office hours and the 2027 course calendar',
      zh: '年末休息安排及2027年培训日程预告',
      es: 'Horario de fin de año y calendario de cursos 2027',
    },
    content: {
      ko: `<p><strong>12월 31일(목)과 1월 1일(금)</strong>은 사무실이 쉽니다. 12월 30일(수) 오후 1시 이후에 주문하신 상품은 1월 4일(월)부터 발송됩니다.</p>
<ul>
<li>11월 과정 수료자의 자격증은 12월 18일까지 우편으로 보내 드립니다.</li>
<li>2027년 자격연수 일정은 1월 중순에 공지합니다.</li>
<li>사용하지 않은 앱 포인트는 연말에 소멸되지 않습니다.</li>
</ul>
<p>올 한 해 TRIO와 함께해 주셔서 감사합니다.</p>`,
      en: `<p>The office will be closed on <strong>Thursday 31 December and Friday 1 January</strong>. Shop orders placed after 13:00 on Wednesday 30 December will ship from Monday 4 January.</p>
<ul>
<li>Certificates for the November courses will be posted by 18 December.</li>
<li>The 2027 certification course calendar will be published in mid-January.</li>
<li>Unused app points stay valid; they do not expire at the end of the year.</li>
</ul>
<p>Thank you for playing TRIO with us this year.</p>`,
      zh: `<p><strong>12月31日（周四）和1月1日（周五）</strong>办公室休息。12月30日（周三）下午1点以后的订单将于1月4日（周一）起发货。</p>
<ul>
<li>11月培训课程结业学员的证书将于12月18日前寄出。</li>
<li>2027年认证培训日程将于1月中旬公布。</li>
<li>未使用的应用积分不会在年底清零。</li>
</ul>
<p>感谢您今年与TRIO一路同行。</p>`,
      es: `<p>La oficina cerrará el <strong>jueves 31 de diciembre y el viernes 1 de enero</strong>. Los pedidos realizados después de las 13:00 del miércoles 30 de diciembre se enviarán a partir del lunes 4 de enero.</p>
<ul>
<li>Los certificados de los cursos de noviembre se enviarán por correo antes del 18 de diciembre.</li>
<li>El calendario de cursos de certificación de 2027 se publicará a mediados de enero.</li>
<li>Los puntos de la aplicación no utilizados no caducan a final de año.</li>
</ul>
<p>Gracias por jugar a TRIO con nosotros este año.</p>`,
    },
  },
];
