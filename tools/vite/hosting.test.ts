// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  headersFor,
  netlifyTomlRedirects,
  parseHeaders,
  parseRedirects,
} from '../hosts/static-host';
import { languages } from '../../src/config/languages';
import {
  adminPolicy,
  cloudflareRoutes,
  contentSecurityPolicy,
  headersFile,
  nginxConf,
  redirectsFile,
  shellPath,
} from './hosting';

const options = {
  bootstrapHash: "'sha256-abc='",
  styleHashes: ["'sha256-css1='", "'sha256-css2='", "'sha256-css1='"],
  apiOrigin: 'https://api.trio.example',
  mediaOrigins: ['https://media.trio.example'],
  reportUrl: '',
};

describe('the policy', () => {
  it('allows the inline script and style blocks by their hashes only, no inline exception', () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain("script-src 'self' 'sha256-abc=';");
    expect(csp).toContain("style-src 'self' 'sha256-css1=' 'sha256-css2=';");
    expect(csp).not.toContain('unsafe-');
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('allows pictures and calls only where the site needs them: no data:, no icon API', () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain("img-src 'self' https://api.trio.example https://media.trio.example;");
    expect(csp).toContain("connect-src 'self' https://api.trio.example;");
    expect(csp).not.toMatch(/data:|iconify/);
  });

  it('enforces Trusted Types with the named policies only, no default', () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain("require-trusted-types-for 'script';");
    expect(csp).toContain('trusted-types dompurify trio-json-ld;');
    expect(csp).not.toMatch(/trusted-types[^;]*(default|allow-duplicates|\*)/);
  });

  it('upgrades insecure requests, except in a build for a loopback http API (tests, demo)', () => {
    expect(contentSecurityPolicy({ ...options, apiOrigin: 'http://127.0.0.1:4000' })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('names no API origin when the API is on the site', () => {
    const csp = contentSecurityPolicy({ ...options, apiOrigin: '', mediaOrigins: [] });
    expect(csp).toContain("img-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });

  it('reports nowhere without a report address, to it with one', () => {
    expect(contentSecurityPolicy(options)).not.toMatch(/report-/);
    expect(headersFile(options)).not.toContain('Reporting-Endpoints');
    const withReports = { ...options, reportUrl: 'https://reports.trio.example/csp' };
    const csp = contentSecurityPolicy(withReports);
    expect(csp).toContain('report-uri https://reports.trio.example/csp; report-to trio-csp');
    expect(csp).toContain(
      "connect-src 'self' https://api.trio.example https://reports.trio.example;",
    );
    expect(headersFile(withReports)).toContain(
      'Reporting-Endpoints: trio-csp="https://reports.trio.example/csp"',
    );
  });

  it('lets the app reach the analytics service, and only its origin', () => {
    const csp = contentSecurityPolicy({
      ...options,
      analyticsOrigin: 'https://stats.trio.example',
    });
    expect(csp).toContain(
      "connect-src 'self' https://api.trio.example https://stats.trio.example;",
    );
    expect(csp.match(/stats\.trio\.example/g)).toHaveLength(1);
  });
});

describe('Netlify and Cloudflare Pages files', () => {
  it('sends the security headers everywhere and caches by kind of file', () => {
    const rules = parseHeaders(headersFile(options));
    const all = rules.find((rule) => rule.pattern === '/*')?.headers ?? [];
    expect(Object.fromEntries(all)).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    const patterns = rules.map((rule) => rule.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(['/assets/*', '/builds/*', '/', '/ko/*', '/en/reset/password/*']),
    );
    // Cloudflare ignores a pattern with two splats.
    expect(patterns.filter((pattern) => pattern.split('*').length > 2)).toEqual([]);
  });

  it('redirects a language alone and rewrites pages with parameters to their shells', () => {
    const rules = parseRedirects(redirectsFile());
    expect(rules).toContainEqual({ from: '/zh', to: '/zh/home', status: 302 });
    // Pre-rendered notices are files there: netlify.toml rewrites the others for Netlify.
    expect(rules.filter((rule) => rule.from.includes('/notice/'))).toEqual([]);
    expect(rules).toContainEqual({
      from: '/ko/reset/password/:token',
      to: shellPath('resetPassword', 'ko'),
      status: 200,
    });
    // Cloudflare applies rules even where files exist: no rule may match a page.
    expect(rules.filter((rule) => rule.from.endsWith('*'))).toEqual([]);
    expect(rules).toHaveLength(4 + 4);
  });

  it('has netlify.toml give notices without a file the shell, and send other unknown paths to /', () => {
    expect(netlifyTomlRedirects(readFileSync('netlify.toml', 'utf8'))).toEqual([
      ...languages.map((lang) => ({
        from: `/${lang}/community/notice/:id`,
        to: shellPath('communityNoticeDetail', lang),
        status: 200,
      })),
      ...languages.map((lang) => ({ from: `/${lang}/*`, to: '/', status: 302 })),
    ]);
  });

  it('runs the Cloudflare function only under the language prefixes', () => {
    expect(JSON.parse(cloudflareRoutes())).toEqual({
      version: 1,
      include: ['/ko/*', '/en/*', '/zh/*', '/es/*'],
      exclude: [],
    });
  });
});

describe('the nginx server file', () => {
  const conf = nginxConf({
    ...options,
    listen: '127.0.0.1:8080',
    root: '/var/www/trio',
    serverName: 'www.trio.example',
  });

  it('is filled in: listen, root, server name, the policy with its hash', () => {
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('root /var/www/trio;');
    expect(conf).toContain('server_name www.trio.example;');
    expect(conf).toContain(`default "${contentSecurityPolicy(options)}";`);
    expect(conf).not.toMatch(/BOOTSTRAP_HASH|API_ORIGIN|__/);
  });

  it('quotes every regular expression (nginx -t fails on a bare `{`)', () => {
    const regexes = conf.match(/(?:location ~|rewrite) [^\n]*/g) ?? [];
    expect(regexes.length).toBeGreaterThan(3);
    for (const line of regexes) expect(line).toMatch(/(?:location ~|rewrite) "/);
  });

  it('rewrites a trailing slash only after a language and plain segments (no open redirect)', () => {
    const rule = /rewrite "([^"]+)" \/\$1 permanent;/.exec(conf)?.[1] ?? '';
    // nginx matches the decoded path: the rule sees `/\evil.example/` for `/%5Cevil.example/`.
    const rewritten = (path: string) => new RegExp(rule).exec(path)?.[1];
    expect(rewritten('/en/home/')).toBe('en/home');
    expect(rewritten('/ko/community/notice/3/')).toBe('ko/community/notice/3');
    for (const path of [
      '/\\evil.example/',
      '//evil.example/',
      '/\tevil.example/',
      '/en/\\\\evil.example/',
      '/en//evil.example/',
      '/evil.example/',
    ]) {
      expect(rewritten(path), JSON.stringify(path)).toBeUndefined();
    }
  });

  it('hides its version and sends the headers on every answer, redirects and errors too', () => {
    expect(conf).toContain('server_tokens off;');
    const server = conf.slice(conf.indexOf('server {'), conf.indexOf('    location '));
    expect(server).toContain('add_header Content-Security-Policy "$trio_csp" always;');
    for (const line of conf.match(/add_header [^\n]*/g) ?? []) expect(line).toMatch(/ always;$/);
  });

  it('with TLS: serves the site over https and sends plain http there, on its own name', () => {
    const tls = nginxConf({
      ...options,
      listen: '80',
      root: '/var/www/trio',
      serverName: 'www.trio.example',
      tls: { listen: '443', certificate: '/etc/ssl/trio.pem', key: '/etc/ssl/trio.key' },
    });
    expect(tls).toContain('listen 443 ssl;');
    expect(tls).toContain('ssl_certificate /etc/ssl/trio.pem;');
    expect(tls).toContain('ssl_certificate_key /etc/ssl/trio.key;');
    expect(tls).toContain('return 301 https://www.trio.example$request_uri;');
    expect(tls).not.toContain('$host$');
    const other = nginxConf({
      ...options,
      listen: '127.0.0.1:8080',
      root: '/srv',
      serverName: 'www.trio.example',
      tls: { listen: '127.0.0.1:8443', certificate: 'c', key: 'k' },
    });
    expect(other).toContain('return 301 https://www.trio.example:8443$request_uri;');
  });

  it('repeats the security headers in every location that adds one', () => {
    const blocks = conf.split('    location ').slice(1);
    for (const block of blocks.filter((text) => text.includes('add_header'))) {
      for (const name of [
        'Strict-Transport-Security',
        'Content-Security-Policy',
        'X-Frame-Options',
      ]) {
        expect(block, block.split('\n')[0]).toContain(`add_header ${name} `);
      }
    }
  });
});

describe('the editor at /admin/', () => {
  const adminOptions = {
    bootstrapHash: "'sha256-abc'",
    styleHashes: [],
    apiOrigin: '',
    mediaOrigins: [],
    reportUrl: '',
    cmsAuthUrl: 'https://auth.trio-sport.example',
  };

  it('has its own policy on Netlify: the later rule’s replaces the site’s, not joined', () => {
    const rules = parseHeaders(headersFile(adminOptions));
    const admin = headersFor(rules, '/admin/');
    expect(admin['content-security-policy']).toBe(adminPolicy('https://auth.trio-sport.example'));
    expect(admin['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin['strict-transport-security']).toBeDefined();
    // Public pages keep the site's policy, unchanged.
    expect(headersFor(rules, '/en/home')['content-security-policy']).toBe(
      contentSecurityPolicy(adminOptions),
    );
  });

  it('has its own policy on nginx, in a location of its own', () => {
    const conf = nginxConf({
      ...adminOptions,
      listen: '80',
      root: '/srv',
      serverName: 'trio.example',
    });
    const location = /location \^~ \/admin\/ \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    expect(location).toContain(`Content-Security-Policy "${adminPolicy(adminOptions.cmsAuthUrl)}"`);
    expect(location).toContain('X-Robots-Tag "noindex, nofollow"');
    expect(location).toContain('Strict-Transport-Security');
    expect(location).not.toContain('$trio_csp');
  });

  it('allows no eval and no inline script, only what the editor needs', () => {
    const policy = adminPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
