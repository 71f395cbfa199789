import { resolve } from 'node:path';
import { startStaticHost } from './static-host';

/**
 * `npm run preview`: the built `dist/` as Netlify serves it (pre-rendered pages at their
 * addresses, app shells, 404, `_headers` and `_redirects`), not Vite's SPA fallback.
 */
const port = Number(process.env.PORT ?? 4173);
const { url } = await startStaticHost(resolve('dist'), { port });
console.log(`TRIO preview of dist/ at ${url}/ (Ctrl+C stops it)`);
