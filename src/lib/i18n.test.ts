import { describe, expect, it, vi } from 'vitest';

describe('loadNamespaces', () => {
  it('works before anyone initialised i18next (parallel route loaders)', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    await fresh.loadNamespaces('en', ['common']);
    expect(fresh.i18n.isInitialized).toBe(true);
    expect(fresh.i18n.hasResourceBundle('en', 'common')).toBe(true);
    // A later initialisation (the root loader's) keeps what was loaded.
    await fresh.initI18n('en');
    expect(fresh.i18n.hasResourceBundle('en', 'common')).toBe(true);
  });
});
