import { languages } from '../../src/config/languages.ts';
import { pageNames, pages, type PageName } from '../../src/config/pages.ts';
import {
  appleTouchIcon,
  faviconIcoPath,
  manifestIcons,
  manifestPath,
  markPath,
} from '../../src/config/site-icons.ts';

/**
 * What every host must do with the built site, written once and rendered for each host: the
 * `_headers` and `_redirects` that Netlify and Cloudflare Pages share, Cloudflare's
 * `_routes.json`, and an nginx server file. See docs/decisions/010-hosting.md.
 */

export type HostingOptions = {
  /** The inline script's `'sha256-…'` source (the pre-rendered pages' bootstrap). */
  bootstrapHash: string;
  /** `'sha256-…'` of every `<style>` block the build writes (pages, 404 page). */
  styleHashes: string[];
  /** Origin of the API (`VITE_API_BASE_URL`); empty when it is the site's own. */
  apiOrigin: string;
  /** Further origins pictures come from (`TRIO_MEDIA_ORIGINS`). */
  mediaOrigins: string[];
  /** Where browsers and the app send reports (`VITE_REPORT_URL`); empty: nowhere. */
  reportUrl: string;
  /** Origin of the analytics service's events API (`VITE_ANALYTICS_URL`); empty: none. */
  analyticsOrigin?: string;
  /** A demo build (`VITE_API_MOCK=true`): its API's service worker needs a `default` policy. */
  demo?: boolean;
  /** The editor's sign-in provider (`TRIO_CMS_AUTH_URL`); empty: Netlify's own. */
  cmsAuthUrl?: string;
};

export type NginxTls = {
  /** `listen` of the TLS server: `443`, `127.0.0.1:8443`. */
  listen: string;
  /** Certificate chain and private key files (PEM). */
  certificate: string;
  key: string;
};

export type NginxOptions = HostingOptions & {
  /** `listen` argument: `80`, `127.0.0.1:8080`. */
  listen: string;
  /** Absolute path of the deployed `dist/`. */
  root: string;
  /** `server_name`: the site origin's host. */
  serverName: string;
  /** With TLS, the site is served there and `listen` only redirects to it. */
  tls?: NginxTls;
};

/**
 * The Trusted Types policies the app creates, each allowing one thing: DOMPurify's own for
 * sanitised notices, and JSON-LD text (docs/decisions/013-policy-trusted-types-reports.md).
 */
const trustedTypesPolicies = ['dompurify', 'trio-json-ld'];

/** The Reporting API's name for the report address (`Reporting-Endpoints`, `report-to`). */
const reportGroup = 'trio-csp';

const YEAR = 31_536_000;

/** Paths of pages that hold parameters, with the shell the hosts answer them with. */
function dynamicPages(): { name: PageName; pattern: string; shell: string }[] {
  return pageNames
    .filter((name) => pages[name].path.includes(':'))
    .map((name) => {
      const path: string = pages[name].path;
      return { name, pattern: path, shell: path.slice(0, path.indexOf('/:')) };
    });
}

/** Where the app shell of a page with parameters lives: `/shell/en/community/notice/`. */
export function shellPath(name: PageName, lang: string): string {
  const page = dynamicPages().find((entry) => entry.name === name);
  if (!page) throw new Error(`${name} has no parameters: it is served at its own address`);
  return `/shell/${lang}/${page.shell}/`;
}

/**
 * No inline exception: the one inline script and the `<style>` blocks by their hashes, no
 * `style` attribute, no `data:`, Trusted Types enforced with the app's named policies only.
 */
export function contentSecurityPolicy({
  bootstrapHash,
  styleHashes,
  apiOrigin,
  mediaOrigins,
  demo = false,
  reportUrl,
  analyticsOrigin = '',
}: HostingOptions) {
  const api = apiOrigin ? [apiOrigin] : [];
  const reportOrigin = reportUrl ? new URL(reportUrl).origin : '';
  const plainHttp = [...api, ...mediaOrigins, reportOrigin, analyticsOrigin].some((origin) =>
    origin.startsWith('http:'),
  );
  const sent = [reportOrigin, analyticsOrigin].filter(Boolean);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", bootstrapHash]],
    ['style-src', ["'self'", ...new Set(styleHashes)]],
    // The API gives pictures on its own origin or a media host, never on the site's.
    ['img-src', ["'self'", ...new Set([...api, ...mediaOrigins])]],
    ['font-src', ["'self'"]],
    // The app sends its own error reports to the report address, and its counts to the
    // analytics service (docs/decisions/022-analytics-events-api.md).
    ['connect-src', ["'self'", ...new Set([...api, ...sent])]],
    ['frame-src', ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', demo ? [...trustedTypesPolicies, 'default'] : trustedTypesPolicies],
    // Not for a build that talks to a loopback http origin (tests, demo; a production build
    // allows no other http): WebKit would upgrade those requests, and the page's own, too.
    ...(plainHttp ? [] : ([['upgrade-insecure-requests', []]] as [string, string[]][])),
    // report-uri for browsers without the Reporting API; report-to wins where it is known.
    ...(reportUrl
      ? ([
          ['report-uri', [reportUrl]],
          ['report-to', [reportGroup]],
        ] as [string, string[]][])
      : []),
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The editor's page (/admin/, Sveltia CMS) has a policy of its own, as strict as the editor
 * allows (docs/decisions/018-content.md): its script from the site only, no `eval`; inline
 * styles, which Svelte writes; `blob:` and `data:` for the previews it makes; GitHub's API (and
 * the sign-in provider, if not Netlify's) for reading and committing. No Trusted Types: the
 * editor assigns HTML itself.
 */
export function adminPolicy(authUrl = ''): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com']],
    // The editor's typefaces, from the CDN its stylesheet names.
    ['font-src', ["'self'", 'data:', 'https://cdn.jsdelivr.net']],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", 'blob:']],
    [
      'connect-src',
      [
        "'self'",
        'blob:',
        'data:',
        'https://api.github.com',
        'https://www.githubstatus.com',
        // Its interface in the editor's language (Korean…) and its update notice: the package
        // fetches them from unpkg; its code itself is served from here.
        'https://unpkg.com',
        ...(authUrl ? [authUrl] : []),
      ],
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** What /admin/ answers with besides the headers every answer has. */
function adminHeaders(authUrl: string): [string, string][] {
  return [
    ['Content-Security-Policy', adminPolicy(authUrl)],
    ['X-Robots-Tag', 'noindex, nofollow'],
    ['Cache-Control', 'no-cache'],
  ];
}

/** Sent with every answer. */
function securityHeaders(options: HostingOptions): [string, string][] {
  return [
    ['Strict-Transport-Security', `max-age=${YEAR}`],
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ...(options.reportUrl
      ? ([['Reporting-Endpoints', `${reportGroup}="${options.reportUrl}"`]] as [string, string][])
      : []),
  ];
}

const cache = {
  // Hashed file names: a new build never reuses one.
  assets: `public, max-age=${YEAR}, immutable`,
  // Which build is live: the running app asks it to notice a deploy.
  builds: 'no-cache, no-store',
  // Pages name the current build's files: revalidated on every visit.
  pages: 'no-cache',
  // Icons and the manifest keep their names from build to build: a day, then asked again.
  icons: 'public, max-age=86400',
  // A session's calendar file changes when staff move the session: revalidated too.
  calendars: 'no-cache',
};

/** Files at fixed addresses that browsers ask for on their own (src/config/site-icons.ts). */
const iconPaths = [
  markPath,
  faviconIcoPath,
  appleTouchIcon.path,
  manifestPath,
  ...manifestIcons.map((icon) => icon.path),
];

/** The type calendar apps open a session's `.ics` file by (RFC 5545). */
const calendarType = 'text/calendar; charset=utf-8';

/**
 * Netlify and Cloudflare Pages: every matching rule adds its headers, and a header two rules set
 * is joined with a comma. Only Referrer-Policy is set twice, and browsers use the last value of
 * the list (`no-referrer` on reset pages, whose address holds the token).
 */
export function headersFile(options: HostingOptions): string {
  const rule = (pattern: string, headers: [string, string][]) => [
    pattern,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    '# Generated by `npm run build` (tools/vite/hosting.ts): edit that file, not this one.',
    ...rule('/*', securityHeaders(options)),
    // One splat a pattern: Cloudflare ignores a pattern with two.
    ...languages.flatMap((lang) =>
      rule(`/${lang}/reset/password/*`, [['Referrer-Policy', 'no-referrer']]),
    ),
    // Cloudflare's `!` detaches the site's policy, which it would otherwise join with the
    // editor's (two policies: both apply). Netlify skips the line and lets the later rule's
    // policy replace the site's (docs/decisions/018-content.md).
    '/admin/*',
    '  ! Content-Security-Policy',
    ...rule('/admin/*', adminHeaders(options.cmsAuthUrl ?? '')).slice(1),
    ...rule('/assets/*', [['Cache-Control', cache.assets]]),
    ...rule('/builds/*', [['Cache-Control', cache.builds]]),
    ...iconPaths.flatMap((path) => rule(path, [['Cache-Control', cache.icons]])),
    // The notices' feeds change with every build, like the pages.
    ...rule('/feeds/*', [['Cache-Control', cache.pages]]),
    ...rule('/calendar/*', [
      ['Content-Type', calendarType],
      ['Cache-Control', cache.calendars],
    ]),
    ...['/', '/shell/*', ...languages.map((lang) => `/${lang}/*`)].flatMap((pattern) =>
      rule(pattern, [['Cache-Control', cache.pages]]),
    ),
    '',
  ].join('\n');
}

/**
 * Notices the build pre-rendered are files at their own address (`/en/community/notice/12.html`);
 * the others get the shell. Cloudflare applies a `_redirects` rewrite even where a file exists,
 * so the notices' rewrite is not there: netlify.toml holds it for Netlify (applied only where no
 * file answers), and on Cloudflare functions/_middleware.ts fills the shell with the notice.
 */
const filesFirst: PageName[] = ['communityNoticeDetail', 'termsVersion', 'privacyVersion'];

/**
 * Rules both Netlify and Cloudflare Pages accept. Cloudflare applies a rule even where a file
 * exists, so none may match a page: the catch-all "unknown path under a language goes to /"
 * lives in netlify.toml (Netlify applies it only where no file answers) and in
 * functions/_middleware.ts (Cloudflare, after its assets answered 404).
 */
export function redirectsFile(): string {
  return [
    '# Generated by `npm run build` (tools/vite/hosting.ts): edit that file, not this one.',
    ...languages.map((lang) => `/${lang}  /${lang}/home  302`),
    ...languages.flatMap((lang) =>
      dynamicPages()
        .filter(({ name }) => !filesFirst.includes(name))
        .map(({ name, pattern }) => `/${lang}/${pattern}  ${shellPath(name, lang)}  200`),
    ),
    '',
  ].join('\n');
}

/** Cloudflare runs functions/_middleware.ts only under the language prefixes. */
export function cloudflareRoutes(): string {
  return `${JSON.stringify({
    version: 1,
    include: languages.map((lang) => `/${lang}/*`),
    exclude: [],
  })}\n`;
}

/** The port a `listen` value names (`443`, `127.0.0.1:8443`, `[::]:443 ssl`). */
function listenPort(listen: string): string {
  return /(?:^|:)(\d+)(?:\s|$)/.exec(listen)?.[1] ?? '443';
}

/**
 * A complete nginx server file (for `sites-enabled/` or `conf.d/`): two `map`s and the site's
 * `server` block; with TLS, the site on `tls.listen` and a plain server on `listen` that only
 * redirects to it. `add_header` in a location drops the server's, so each location that sets one
 * lists them all; `always` puts them on redirects and errors too.
 */
export function nginxConf(options: NginxOptions): string {
  const languageGroup = `(${languages.join('|')})`;
  // Long or varying values come from a map, so each location's list stays readable.
  const variables: Record<string, string> = {
    'Content-Security-Policy': '$trio_csp',
    'Referrer-Policy': '$trio_referrer_policy',
  };
  const headers = (cacheControl?: string, indent = '        ') =>
    [
      ...securityHeaders(options).map(([name, value]): [string, string] => [
        name,
        variables[name] ?? value,
      ]),
      ...(cacheControl ? [['Cache-Control', cacheControl] as [string, string]] : []),
    ].map(
      ([name, value]) => `${indent}add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
    );
  const location = (match: string, body: string[], cacheControl?: string) => [
    `    location ${match} {`,
    ...(cacheControl ? headers(cacheControl) : []),
    ...body.map((line) => `        ${line}`),
    '    }',
    '',
  ];
  const common = [
    `    server_name ${options.serverName};`,
    // No version in `Server:` or on error pages.
    '    server_tokens off;',
    // Answers the server makes itself (redirects, errors) carry the headers too.
    ...headers(undefined, '    '),
  ];
  const { tls } = options;
  const httpsPort = tls ? listenPort(tls.listen) : '';
  const httpsOrigin = `https://${options.serverName}${httpsPort === '443' ? '' : `:${httpsPort}`}`;
  const redirectServer = tls
    ? [
        '# Plain HTTP only sends visitors to the TLS server, on the configured name (never $host).',
        'server {',
        `    listen ${options.listen};`,
        ...common,
        `    return 301 ${httpsOrigin}$request_uri;`,
        '}',
        '',
      ]
    : [];
  const listen = tls
    ? [
        `    listen ${tls.listen} ssl;`,
        `    ssl_certificate ${tls.certificate};`,
        `    ssl_certificate_key ${tls.key};`,
        '    ssl_protocols TLSv1.2 TLSv1.3;',
      ]
    : [`    listen ${options.listen};`];
  return [
    '# Generated by `npm run build` (tools/vite/hosting.ts) for this build: rebuild, do not edit.',
    '# Include it inside `http {}` (Debian: /etc/nginx/sites-enabled/trio.conf).',
    '',
    'map $host $trio_csp {',
    `    default "${contentSecurityPolicy(options)}";`,
    '}',
    '',
    "# The reset page's address holds the token: it is never sent on as a referrer. Read from the",
    '# normalised path ($uri: decoded, `//` and `/./` resolved, as locations see it), which',
    '# becomes the shell file once `try_files` has found it.',
    'map $uri $trio_referrer_policy {',
    '    default "strict-origin-when-cross-origin";',
    `    "~^(/shell)?/${languageGroup}/reset/password/" "no-referrer";`,
    '}',
    '',
    ...redirectServer,
    'server {',
    ...listen,
    ...common,
    `    root ${options.root};`,
    '    charset utf-8;',
    '    absolute_redirect off;',
    '    error_page 404 /404.html;',
    '    gzip on;',
    '    gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/xml text/plain;',
    '',
    // A Location built from the decoded path could name another host (`/\evil.example`,
    // `//evil.example`): only a language and plain segments are rewritten.
    '    # Canonical addresses have no trailing slash.',
    `    rewrite "^/((?:${languages.join('|')})(?:/[A-Za-z0-9._~-]+)*)/$" /$1 permanent;`,
    '',
    // The other hosts' own configuration files are not the site's to serve.
    '    location ~ "^/_(headers|redirects|routes\\.json)$" {',
    '        return 404;',
    '    }',
    '',
    ...location('= /', ['try_files /index.html =404;'], cache.pages),
    ...location('^~ /assets/', ['try_files $uri =404;'], cache.assets),
    ...location('^~ /builds/', ['try_files $uri =404;'], cache.builds),
    ...iconPaths.flatMap((path) =>
      location(
        `= ${path}`,
        [
          // Debian's mime.types (nginx 1.22) does not know the manifest's type.
          ...(path.endsWith('.webmanifest')
            ? ['types { }', 'default_type application/manifest+json;']
            : []),
          'try_files $uri =404;',
        ],
        cache.icons,
      ),
    ),
    ...location('^~ /feeds/', ['try_files $uri =404;'], cache.pages),
    // Debian's mime.types has no `.ics`: without this, nginx would send application/octet-stream.
    ...location(
      '^~ /calendar/',
      ['types { }', `default_type "${calendarType}";`, 'try_files $uri =404;'],
      cache.calendars,
    ),
    // The editor's own policy and no-index: this location's headers replace the server's.
    '    location ^~ /admin/ {',
    ...[
      ...securityHeaders(options).filter(([name]) => name !== 'Content-Security-Policy'),
      ...adminHeaders(options.cmsAuthUrl ?? ''),
    ].map(
      ([name, value]) => `        add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
    ),
    '        try_files $uri $uri/index.html =404;',
    '    }',
    '',
    ...location(`~ "^/${languageGroup}$"`, ['return 302 /$1/home;']),
    ...dynamicPages().flatMap(({ pattern, shell }) =>
      location(
        `~ "^/${languageGroup}/${pattern.replace(/:\w+/g, '[^/]+')}$"`,
        // A notice the build pre-rendered is its own file; any other gets the shell.
        [`try_files $uri.html /shell/$1/${shell}/index.html =404;`],
        cache.pages,
      ),
    ),
    // Pre-rendered pages and app shells are `<page>.html`; anything else under a language goes
    // to the landing page (spec).
    ...location(`~ "^/${languageGroup}/"`, ['try_files $uri.html @trio_unknown;'], cache.pages),
    '    location @trio_unknown {',
    '        return 302 /;',
    '    }',
    '',
    ...location('/', ['try_files $uri =404;']),
    '}',
    '',
  ].join('\n');
}
