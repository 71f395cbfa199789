// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildVariables } from './build-variables';

const site = { VITE_SITE_ORIGIN: 'https://www.trio.example' };

describe('the build variables', () => {
  it('stops a production build without the site origin, with the variable named', () => {
    expect(() => buildVariables({}, 'build')).toThrow(/VITE_SITE_ORIGIN is not set/);
    expect(() => buildVariables({ VITE_API_MOCK: 'true' }, 'build')).not.toThrow();
    expect(() => buildVariables({}, 'serve')).not.toThrow();
  });

  it('accepts origins only', () => {
    expect(() => buildVariables({ VITE_SITE_ORIGIN: 'https://x.example/a' }, 'build')).toThrow(
      /not an origin/,
    );
    expect(() =>
      buildVariables({ ...site, TRIO_MEDIA_ORIGINS: 'javascript:alert(1)' }, 'build'),
    ).toThrow(/TRIO_MEDIA_ORIGINS/);
  });

  it('reads the API origin, media origins and nginx settings, with defaults', () => {
    expect(
      buildVariables(
        {
          ...site,
          VITE_API_BASE_URL: 'https://api.trio.example/v1/',
          TRIO_MEDIA_ORIGINS: 'https://media.trio.example, https://cdn.trio.example/',
        },
        'build',
      ),
    ).toEqual({
      demo: false,
      apiOrigin: 'https://api.trio.example',
      mediaOrigins: ['https://media.trio.example', 'https://cdn.trio.example'],
      nginx: { file: 'hosting/nginx.conf', listen: '80', root: '/var/www/trio' },
    });
  });
});
