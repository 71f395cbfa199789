import { setupServer } from 'msw/node';
import { handlers } from '@/demo-api/handlers';

/** The unit tests' API: the demo API through msw/node (src/testing/setup-tests.ts starts it). */
export const server = setupServer(...handlers);
