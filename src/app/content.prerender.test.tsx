import { describe, expect, it, vi } from 'vitest';
import { render } from '@/entry-server';

// Content as staff would change it in the editor: the gold plan's price and the bank account.
// The pre-render (the same `render` the build calls) must write the new facts, not the old.
vi.mock('../../content/pricing.json', async (importOriginal) => {
  const { default: pricing } = await importOriginal<{ default: { plans: { tier: string }[] } }>();
  const plans = pricing.plans.map((plan) =>
    plan.tier === 'gold' ? { ...plan, priceKrw: 245_000 } : plan,
  );
  return { default: { ...pricing, plans } };
});
vi.mock('../../content/company.json', async (importOriginal) => {
  const { default: company } = await importOriginal<{
    default: { bankAccount: Record<string, unknown> };
  }>();
  const changed = { ...company, bankAccount: { ...company.bankAccount, number: '100-032-551908' } };
  // The module's named exports (one per field: src/config/site.ts imports them) and its default.
  return { ...changed, default: changed };
});

describe('pre-rendered pages follow the content files', () => {
  it('a plan’s new price is on the points page', async () => {
    const { body } = await render('/ko/point');
    expect(body).toContain('245,000원');
    expect(body).not.toContain('231,000원');
  });

  it('a new bank account is on the course pages', async () => {
    const { body } = await render('/en/certificate/sport');
    expect(body).toContain('100-032-551908');
    expect(body).not.toContain('140-014-226781');
  });
});
