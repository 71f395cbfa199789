import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { sanitizeNoticeHtml } from './sanitize-html';

// A build whose API answers from its own host (VITE_API_BASE_URL), as the company's does.
vi.mock('@/config/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof EnvModule>();
  return { env: { ...env, apiBaseUrl: 'https://api.trio-sport.example/v1' } };
});

describe('sanitizeNoticeHtml with the API on its own host', () => {
  it("keeps pictures from the API's host and the site's, and no others", () => {
    const root = document.createElement('div');
    root.innerHTML = String(
      sanitizeNoticeHtml(
        '<img src="https://api.trio-sport.example/files/final.jpg" alt="API">' +
          '<img src="/demo/a.png" alt="site">' +
          '<img src="https://trio-sport.example.evil.example/a.png" alt="other">',
      ),
    );
    const [api, site, other] = root.querySelectorAll('img');
    expect(api).toHaveAttribute('src', 'https://api.trio-sport.example/files/final.jpg');
    expect(site).toHaveAttribute('src', '/demo/a.png');
    // A picture from elsewhere loses its address, and then leaves only its description.
    expect(other).toBeUndefined();
    expect(root).toHaveTextContent('other');
  });
});
