import { authHandlers } from './handlers/auth';
import { buildHandlers } from './handlers/builds';
import { certificateHandlers } from './handlers/certificate';
import { contentHandlers } from './handlers/content';

/** The demo API: every call of api.md. Unit tests, the demo and the e2e server share it. */
export const handlers = [
  ...authHandlers,
  ...certificateHandlers,
  ...contentHandlers,
  ...buildHandlers,
];
