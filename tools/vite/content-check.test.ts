import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const copy = mkdtempSync(join(tmpdir(), 'trio-content-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run build with bad content', () => {
  it('is refused, naming the file, the entry, the field and the language', () => {
    cpSync('content', join(copy, 'content'), { recursive: true });
    cpSync('locales', join(copy, 'locales'), { recursive: true });
    const file = join(copy, 'content/pricing.json');
    const pricing = JSON.parse(readFileSync(file, 'utf8')) as { plans: { priceKrw: unknown }[] };
    pricing.plans[0]!.priceKrw = '231,000';
    writeFileSync(file, JSON.stringify(pricing));
    const popupFile = join(copy, 'content/popup.json');
    const popup = JSON.parse(readFileSync(popupFile, 'utf8')) as {
      texts: Record<string, { title: string }>;
    };
    popup.texts.zh!.title = '<b>认证培训</b>';
    writeFileSync(popupFile, JSON.stringify(popup));

    const inherited = { ...process.env };
    delete inherited.NODE_ENV;
    let output = '';
    let failed = false;
    try {
      execFileSync(
        process.execPath,
        [resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', join(copy, 'dist')],
        {
          env: {
            ...inherited,
            VITE_SITE_ORIGIN: 'https://trio-sport.example',
            TRIO_CONTENT_CHECK_ROOT: copy,
          },
          stdio: 'pipe',
        },
      );
    } catch (error) {
      failed = true;
      const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
      output = `${stdout.toString()}${stderr.toString()}`;
    }
    expect(failed).toBe(true);
    expect(output).toContain("The site's content has 2 problem(s); nothing was built");
    expect(output).toContain(
      'content/pricing.json: plans #1 “gold”, field “Price (KRW)” (plans[0].priceKrw): must be a plain number, without separators or units (231000, not “231,000”)',
    );
    expect(output).toContain(
      'content/popup.json: Home page popup, field “Title” (texts.zh.title), in Chinese: contains HTML',
    );
  }, 120_000);
});
