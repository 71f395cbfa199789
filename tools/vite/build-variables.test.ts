// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { buildVariables, requireSiteOrigin } from './build-variables';

const site = { VITE_SITE_ORIGIN: 'https://www.trio.example' };

describe('the build variables', () => {
  it('stops a production build without the site origin, with the variable named', () => {
    const started = (env: Record<string, string>) => () => {
      const plugin = requireSiteOrigin(env);
      expect(plugin.apply).toBe('build');
      const hook = plugin.configResolved;
      if (typeof hook === 'function') hook.call({} as never, {} as ResolvedConfig);
    };
    expect(started({})).toThrow(/VITE_SITE_ORIGIN is not set/);
    expect(started({ VITE_API_MOCK: 'true' })).not.toThrow();
    expect(started(site)).not.toThrow();
    // Only a build needs it: tools that load the configuration for a build (knip) do not.
    expect(() => buildVariables({}, 'build')).not.toThrow();
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
      reportUrl: '',
      analyticsOrigin: '',
      cms: { repo: 'trio-sport/website', branch: 'main', authUrl: '' },
      sourcemapDir: undefined,
      nginx: { file: 'hosting/nginx.conf', listen: '80', root: '/var/www/trio' },
    });
  });

  it('stops a production build whose API, pictures or reports are not https, naming it', () => {
    for (const [name, value] of [
      ['VITE_API_BASE_URL', 'http://api.trio.example'],
      ['TRIO_MEDIA_ORIGINS', 'http://media.trio.example'],
      ['VITE_REPORT_URL', 'http://reports.trio.example/csp'],
      ['VITE_ANALYTICS_URL', 'http://stats.trio.example'],
    ] as const) {
      expect(() => buildVariables({ ...site, [name]: value }, 'build'), name).toThrow(
        new RegExp(`${name}: .* is not https`),
      );
      // The dev server may use anything.
      expect(() => buildVariables({ ...site, [name]: value }, 'serve')).not.toThrow();
    }
    // Loopback http: the tests and the demo.
    expect(
      buildVariables(
        {
          ...site,
          VITE_API_BASE_URL: 'http://127.0.0.1:4000',
          VITE_REPORT_URL: 'http://localhost:4000/r',
        },
        'build',
      ),
    ).toMatchObject({ apiOrigin: 'http://127.0.0.1:4000', reportUrl: 'http://localhost:4000/r' });
  });

  it('takes an analytics service without query, a share of visits for Web Vitals and a name', () => {
    expect(
      buildVariables({ ...site, VITE_ANALYTICS_URL: 'https://stats.trio.example/p/' }, 'build')
        .analyticsOrigin,
    ).toBe('https://stats.trio.example');
    expect(() =>
      buildVariables({ ...site, VITE_ANALYTICS_URL: 'https://stats.trio.example/?s=1' }, 'build'),
    ).toThrow(/VITE_ANALYTICS_URL: .* query/);
    for (const share of ['0', '1', '0.25', '.5', '1.0']) {
      expect(() => buildVariables({ ...site, VITE_VITALS_SAMPLE: share }, 'build')).not.toThrow();
    }
    for (const share of ['2', '-0.1', 'half', '10%', '1.5']) {
      expect(() => buildVariables({ ...site, VITE_VITALS_SAMPLE: share }, 'build'), share).toThrow(
        /VITE_VITALS_SAMPLE/,
      );
    }
    expect(() => buildVariables({ ...site, VITE_ANALYTICS_DOMAIN: 'trio sport' }, 'build')).toThrow(
      /VITE_ANALYTICS_DOMAIN/,
    );
  });

  it('takes a report address with a public key at most, and TLS files only in pairs', () => {
    expect(
      buildVariables({ ...site, VITE_REPORT_URL: 'https://r.trio.example/csp' }, 'build').reportUrl,
    ).toBe('https://r.trio.example/csp');
    // A security endpoint's public key is welcome; a fragment, or a ";" ending the directive, not.
    expect(
      buildVariables(
        { ...site, VITE_REPORT_URL: 'https://o1.ingest.sentry.io/api/2/security/?sentry_key=ab12' },
        'build',
      ).reportUrl,
    ).toBe('https://o1.ingest.sentry.io/api/2/security/?sentry_key=ab12');
    for (const address of ['https://r.trio.example/#k', 'https://r.trio.example/?k=a;script-src']) {
      expect(() => buildVariables({ ...site, VITE_REPORT_URL: address }, 'build')).toThrow(
        /fragment or a query/,
      );
    }
    expect(() => buildVariables({ ...site, TRIO_NGINX_TLS_CERT: '/c.pem' }, 'build')).toThrow(
      /TRIO_NGINX_TLS_KEY/,
    );
    expect(
      buildVariables(
        { ...site, TRIO_NGINX_TLS_CERT: '/c.pem', TRIO_NGINX_TLS_KEY: '/k.pem' },
        'build',
      ).nginx.tls,
    ).toEqual({ listen: '443', certificate: '/c.pem', key: '/k.pem' });
  });

  it('moves source maps beside the output, elsewhere, or writes none', () => {
    expect(buildVariables(site, 'build').sourcemapDir).toBeUndefined();
    expect(buildVariables({ ...site, TRIO_SOURCEMAP_DIR: 'maps' }, 'build').sourcemapDir).toBe(
      'maps',
    );
    expect(buildVariables({ ...site, TRIO_SOURCEMAP_DIR: 'none' }, 'build').sourcemapDir).toBe('');
  });
});
