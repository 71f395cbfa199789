// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { netlifyTomlRedirects, parseHeaders, parseRedirects } from '../scripts/static-host';
import { languages } from '../src/config/languages';
import {
  cloudflareRoutes,
  contentSecurityPolicy,
  headersFile,
  nginxConf,
  redirectsFile,
  shellPath,
} from './hosting';

const options = {
  bootstrapHash: "'sha256-abc='",
  apiOrigin: 'https://api.trio.example',
  mediaOrigins: ['https://media.trio.example'],
};

describe('the policy', () => {
  it('allows the inline script by its hash only, and pictures from the API and media hosts', () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).toContain("script-src 'self' 'sha256-abc=';");
    expect(csp).not.toContain('unsafe-inline;'.replace(';', "' ;"));
    expect(csp).toContain(
      "img-src 'self' data: https://api.trio.example https://media.trio.example;",
    );
    expect(csp).toContain(
      "connect-src 'self' https://api.iconify.design https://api.trio.example;",
    );
  });

  it('names no API origin when the API is on the site', () => {
    const csp = contentSecurityPolicy({ ...options, apiOrigin: '', mediaOrigins: [] });
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).toContain("connect-src 'self' https://api.iconify.design;");
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
    expect(rules).toContainEqual({
      from: '/es/community/notice/:id',
      to: '/shell/es/community/notice/',
      status: 200,
    });
    expect(rules).toContainEqual({
      from: '/ko/reset/password/:token',
      to: shellPath('resetPassword', 'ko'),
      status: 200,
    });
    // Cloudflare applies rules even where files exist: no rule may match a page.
    expect(rules.filter((rule) => rule.from.endsWith('*'))).toEqual([]);
    expect(rules).toHaveLength(4 + 8);
  });

  it('has netlify.toml send unknown paths under every language, and only those, to /', () => {
    expect(netlifyTomlRedirects(readFileSync('netlify.toml', 'utf8'))).toEqual(
      languages.map((lang) => ({ from: `/${lang}/*`, to: '/', status: 302 })),
    );
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
