import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/company.json';
import ko from '../../../../locales/ko/company.json';
import zh from '../../../../locales/zh/company.json';
import es from '../../../../locales/es/company.json';

const copies = { en, ko, zh, es } as const;

describe.each(['en', 'ko', 'zh', 'es'] as const)('CEO greeting (%s)', (lang) => {
  const copy = copies[lang];

  it('shows every paragraph of the letter, signed with the configured CEO and company', async () => {
    renderRoute(paths.companyCeo(lang));
    await findPageHeading(copy.ceo.heading);
    const letter = within(screen.getByRole('article'));
    for (const paragraph of Object.values(copy.ceo.letter)) {
      expect(letter.getByText(paragraph)).toBeInTheDocument();
    }
    expect(letter.getByText(company.ceo[lang])).toBeInTheDocument();
    expect(
      letter.getByText(copy.ceo.signatureRole.replace('{{company}}', company.name[lang])),
    ).toBeInTheDocument();
  });
});
