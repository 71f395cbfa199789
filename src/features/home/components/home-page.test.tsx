import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { findPageHeading, renderRoute } from '@/testing/render';
import { forgetThisVisit } from '../lib/popup-memory';

afterEach(() => forgetThisVisit());

describe('home page', () => {
  it.each(languages)(
    'in %s: links to the sport, the app, the courses and the points',
    async (lang) => {
      renderRoute(paths.home(lang));
      await findPageHeading();
      const heading = i18n.getFixedT(lang, 'home')('entries.heading');
      const entries = screen.getByRole('region', { name: heading });
      const hrefs = within(entries)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual([
        paths.trio(lang),
        paths.trioApp(lang),
        paths.certificate(lang),
        paths.point(lang),
      ]);
    },
  );

  it('has the hero, why three teams and who it is for, in English', async () => {
    renderRoute('/en/home');
    expect(await findPageHeading('Three teams, one game')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why three teams?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who plays TRIO' })).toBeInTheDocument();
    for (const audience of ['Schools', 'Companies', 'Military units', 'Hospitals']) {
      expect(screen.getByRole('heading', { level: 3, name: audience })).toBeInTheDocument();
    }
    // The point card's numbers come from the pricing configuration.
    expect(
      screen.getByText(
        'Games in the app are paid with points, 5 per game. Packages cover 20 to 700 games.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the ranking formula' })).toHaveAttribute(
      'href',
      paths.trioRule('en'),
    );
    expect(screen.getByRole('link', { name: 'How TRIO works' })).toHaveAttribute(
      'href',
      paths.trio('en'),
    );
  });

  it('writes its numbers the way the page language does', async () => {
    renderRoute('/es/home');
    await findPageHeading('Tres equipos, un partido');
    expect(
      screen.getByText(
        'Los partidos de la aplicación se pagan con puntos: 5 por partido. Los planes cubren de 20 a 700 partidos.',
      ),
    ).toBeInTheDocument();
  });
});
