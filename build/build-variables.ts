/** The build's variables, checked: README.md (Configuration) and .env.example document them. */
export type BuildVariables = {
  demo: boolean;
  apiOrigin: string;
  mediaOrigins: string[];
  nginx: { file: string; listen: string; root: string };
};

/** An `http(s)` origin, or a build that stops with the variable's name. */
function origin(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/+$/, '')) {
    throw new Error(`${name}: "${value}" is not an origin like https://trio-sport.example`);
  }
  return url.origin;
}

export function buildVariables(
  env: Record<string, string | undefined>,
  command: 'build' | 'serve',
): BuildVariables {
  const demo = env.VITE_API_MOCK === 'true';
  // A placeholder origin in canonical links and the sitemap is worse than a failed build.
  if (command === 'build' && !demo && !env.VITE_SITE_ORIGIN) {
    throw new Error(
      'VITE_SITE_ORIGIN is not set: canonical links, hreflang and the sitemap need the public ' +
        'origin of the site (e.g. VITE_SITE_ORIGIN=https://www.trio-sport.kr npm run build). ' +
        'See README.md, Deploy.',
    );
  }
  if (env.VITE_SITE_ORIGIN) origin('VITE_SITE_ORIGIN', env.VITE_SITE_ORIGIN);
  const apiBaseUrl = env.VITE_API_BASE_URL ?? '';
  return {
    demo,
    apiOrigin: apiBaseUrl ? new URL(apiBaseUrl).origin : '',
    mediaOrigins: (env.TRIO_MEDIA_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((value) => origin('TRIO_MEDIA_ORIGINS', value)),
    nginx: {
      file: env.TRIO_NGINX_CONF || 'hosting/nginx.conf',
      listen: env.TRIO_NGINX_LISTEN || '80',
      root: env.TRIO_NGINX_ROOT || '/var/www/trio',
    },
  };
}
