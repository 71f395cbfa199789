/**
 * The site's own icon set: simple 24×24 line icons, drawn for this site and bundled, so the
 * common icons never depend on a third-party server. Each icon is a list of path `d` strings
 * stroked with the current text colour (see `Icon`). Circles are written as two arcs so every
 * shape is a path.
 */
export const localIcons = {
  'arrow-right': ['M4 12h16', 'M14 6l6 6-6 6'],
  building: [
    'M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17',
    'M15 9h4a1 1 0 0 1 1 1v11',
    'M2 21h20',
    'M8 7h3',
    'M8 11h3',
    'M8 15h3',
  ],
  calendar: [
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M3 10h18',
    'M8 3v4',
    'M16 3v4',
  ],
  certificate: [
    'M13 19H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5',
    'M7 8h10',
    'M7 12h5',
    'M15 15a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M16.5 17.6V22l1.5-1 1.5 1v-4.4',
  ],
  chart: ['M3 3v18h18', 'M7.5 17v-4', 'M12 17V9', 'M16.5 17V6'],
  chat: [
    'M12 4c5 0 9 3.1 9 7s-4 7-9 7c-.9 0-1.8-.1-2.6-.3L5 20l1-3.6C4.1 15.1 3 13.1 3 11c0-3.9 4-7 9-7z',
  ],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  clock: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M12 7v5l3 2'],
  coins: [
    'M4 6a8 3 0 1 0 16 0a8 3 0 1 0-16 0',
    'M4 6v4c0 1.66 3.58 3 8 3s8-1.34 8-3V6',
    'M4 10v4c0 1.66 3.58 3 8 3s8-1.34 8-3v-4',
    'M4 14v4c0 1.66 3.58 3 8 3s8-1.34 8-3v-4',
  ],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M4 20h16'],
  'external-link': [
    'M14 4h6v6',
    'M20 4l-9 9',
    'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  ],
  'graduation-cap': ['M2 9l10-5 10 5-10 5z', 'M6 11v5c2.5 2 9.5 2 12 0v-5', 'M22 9v5'],
  'heart-pulse': [
    'M12 20s-8-4.8-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.2-8 11-8 11z',
    'M7 11h2.5l1.5-2.5 2 5 1.5-2.5H17',
  ],
  info: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M12 11v5', 'M12 8h.01'],
  mail: [
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
    'M2 7l10 7 10-7',
  ],
  'map-pin': [
    'M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z',
    'M9.5 10a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
  ],
  phone: ['M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z', 'M11 18h2'],
  'phone-call': [
    'M5 3h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 12l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2',
    'M15 3a6 6 0 0 1 6 6',
    'M15 7a2 2 0 0 1 2 2',
  ],
  play: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0', 'M10 8.5v7l6-3.5z'],
  rotate: ['M20 11a8 8 0 0 0-14.9-3', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.9 3', 'M20 20v-4h-4'],
  scale: [
    'M12 4v16',
    'M8 20h8',
    'M4 7h16',
    'M4 7l-2.5 6a2.5 2.5 0 0 0 5 0z',
    'M20 7l-2.5 6a2.5 2.5 0 0 0 5 0z',
  ],
  school: ['M3 21h18', 'M5 21V10l7-5 7 5v11', 'M10 21v-5h4v5', 'M10.5 10.5h3'],
  'screen-cast': [
    'M3 9V6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-6',
    'M3 13a7 7 0 0 1 7 7',
    'M3 16.5a3.5 3.5 0 0 1 3.5 3.5',
    'M3 20h.01',
  ],
  shield: ['M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z', 'M8.5 12l2.5 2.5 4.5-4.5'],
  target: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0',
    'M7 12a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
    'M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  ],
  trophy: [
    'M8 4h8v6a4 4 0 0 1-8 0z',
    'M8 6H5.5a2.5 2.5 0 0 0 0 5H8',
    'M16 6h2.5a2.5 2.5 0 0 1 0 5H16',
    'M12 14v3',
    'M9 17h6l1 4H8z',
  ],
  'users-three': [
    'M9 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M6.5 20v-1.5a5.5 5.5 0 0 1 11 0V20',
    'M3 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M21 10a2 2 0 1 0-4 0a2 2 0 1 0 4 0',
    'M1.5 19v-.5A3.5 3.5 0 0 1 5 15',
    'M22.5 19v-.5A3.5 3.5 0 0 0 19 15',
  ],
} as const satisfies Record<string, readonly string[]>;

export type LocalIconName = keyof typeof localIcons;
