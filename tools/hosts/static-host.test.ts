// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  headersFor,
  matchPattern,
  netlifyAnswer,
  netlifyTomlRedirects,
  parseHeaders,
  parseRedirects,
} from './static-host';

const root = mkdtempSync(join(tmpdir(), 'trio-static-host-'));
for (const file of [
  'index.html',
  '404.html',
  'en/home.html',
  'en/trio.html',
  'en/trio/rule.html',
  'shell/en/notice/index.html',
  'assets/app.js',
]) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), file);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rules = [
  ...parseRedirects('/en  /en/home  302\n/en/community/notice/:id  /shell/en/notice/  200\n'),
  ...netlifyTomlRedirects('[[redirects]]\nfrom = "/en/*"\nto = "/"\nstatus = 302\n'),
];
const answer = (path: string) => netlifyAnswer(root, rules, path);

describe("the model of Netlify's serving rules", () => {
  it('lets a later rule replace a header, joins one set twice in a rule, skips `! Name`', () => {
    const rules = parseHeaders(
      [
        '/*',
        '  X-A: site',
        '  Vary: a',
        '  Vary: b',
        '/admin/*',
        '  ! X-A',
        '/admin/*',
        '  X-A: admin',
      ].join('\n'),
    );
    expect(headersFor(rules, '/admin/')).toEqual({ 'x-a': 'admin', vary: 'a, b' });
    expect(headersFor(rules, '/en/home')).toEqual({ 'x-a': 'site', vary: 'a, b' });
  });

  it('matches placeholders and splats', () => {
    expect(matchPattern('/en/community/notice/:id', '/en/community/notice/7')).toEqual({ id: '7' });
    expect(matchPattern('/en/*', '/en/a/b')).toEqual({ splat: 'a/b' });
    expect(matchPattern('/en/*', '/ko/a')).toBeUndefined();
  });

  it('serves x.html at /x and redirects /x/ there (pretty URLs)', () => {
    expect(answer('/en/home')).toEqual({
      kind: 'file',
      status: 200,
      file: join(root, 'en/home.html'),
    });
    expect(answer('/en/trio')).toMatchObject({ status: 200, file: join(root, 'en/trio.html') });
    expect(answer('/en/trio/rule')).toMatchObject({ status: 200 });
    expect(answer('/en/home/')).toEqual({ kind: 'redirect', status: 301, location: '/en/home' });
    expect(answer('/')).toMatchObject({ status: 200, file: join(root, 'index.html') });
  });

  it('redirects to the page it found, never to the text of the request (another host)', () => {
    expect(answer('//en/home/')).toEqual({ kind: 'redirect', status: 301, location: '/en/home' });
    expect(answer('/en//trio/')).toEqual({ kind: 'redirect', status: 301, location: '/en/trio' });
    expect(answer('//shell/en/notice')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/shell/en/notice/',
    });
  });

  it('applies rules only where no file answers, the first that matches', () => {
    expect(answer('/en/community/notice/7')).toMatchObject({
      status: 200,
      file: join(root, 'shell/en/notice/index.html'),
    });
    expect(answer('/en')).toEqual({ kind: 'redirect', status: 302, location: '/en/home' });
    expect(answer('/en/')).toEqual({ kind: 'redirect', status: 302, location: '/en/home' });
    expect(answer('/en/nope')).toEqual({ kind: 'redirect', status: 302, location: '/' });
  });

  it('answers anything else with 404.html, missing assets included', () => {
    expect(answer('/nope')).toMatchObject({ status: 404, file: join(root, '404.html') });
    expect(answer('/assets/gone.js')).toMatchObject({ status: 404, file: join(root, '404.html') });
    expect(answer('/../etc/passwd')).toMatchObject({ status: 404 });
  });
});
