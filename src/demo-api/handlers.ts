import { authHandlers } from './handlers/auth';
import { buildHandlers } from './handlers/builds';
import { certificateHandlers } from './handlers/certificate';
import { communityHandlers } from './handlers/community';
import { inquiryHandlers } from './handlers/inquiry';
import { productHandlers } from './handlers/products';
import { userHandlers } from './handlers/user';

/**
 * The demo API: every call of api.md. `npm start` and demo builds run it in a service worker
 * (./browser.ts), the unit tests through msw/node, the browser tests and the bench over HTTP
 * (tools/testbed/api-server.ts).
 */
export const handlers = [
  ...userHandlers,
  ...authHandlers,
  ...certificateHandlers,
  ...inquiryHandlers,
  ...communityHandlers,
  ...productHandlers,
  ...buildHandlers,
];
