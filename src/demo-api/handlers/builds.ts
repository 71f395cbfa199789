import { http, HttpResponse } from 'msw';

/** The running build is the latest one unless a test says otherwise. */
export const buildHandlers = [
  http.get('*/builds/latest.json', () => HttpResponse.json({ id: __BUILD_ID__, timestamp: 0 })),
];
